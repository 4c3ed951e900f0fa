import type { EntityManager } from '@mikro-orm/postgresql';
import { findCustomer } from '../customers/customers.admin.repository';
import type { PageRequest } from '../db/keyset';
import { inTransaction } from '../db/sql';
import { mapUniqueViolations } from '../shared/conflicts';
import { notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import type { CursorCodec } from '../shared/pagination';
import { slugify } from '../shared/slug';
import { isoTimestamp } from '../shared/timestamps';
import type { Store } from '../stores/store.entity';
import { recordEvent } from '../events/outbox';
import { groupsChanged, presentPriceListEvent, pricesChanged } from './price-list-status.service';
import {
  activeListsOfGroup,
  deleteCustomerGroup as deleteGroupRow,
  deleteGroupMember,
  findCustomerGroup,
  insertCustomerGroup,
  pageOfCustomerGroups,
  pageOfGroupMembers,
  pageOfStoreMembers,
  updateCustomerGroup as updateGroupRow,
  upsertGroupMember,
  type CustomerGroupMemberRow,
  type CustomerGroupRow,
} from './price-lists.repository';

const UNIQUE_FIELDS = { customer_groups_store_id_handle_key: 'body.handle' };

export const presentCustomerGroup = (row: CustomerGroupRow) => ({
  id: row.id,
  name: row.name,
  handle: row.handle,
  emailDomains: row.email_domains as string[],
  createdAt: isoTimestamp(row.created_at),
});

const presentMember = (row: CustomerGroupMemberRow) => ({
  customerId: row.customer_id,
  customerGroupId: row.group_id,
  createdAt: isoTimestamp(row.created_at),
});

export interface CustomerGroupInput {
  name: string;
  handle?: string;
  emailDomains?: string[];
}

export async function createCustomerGroup(em: EntityManager, store: Store, input: CustomerGroupInput) {
  const row = await mapUniqueViolations(UNIQUE_FIELDS, () =>
    insertCustomerGroup(em, {
      id: newId('cgrp'),
      storeId: store.id,
      name: input.name.trim(),
      handle: input.handle ?? slugify(input.name).slice(0, 64).replace(/-+$/, ''),
      emailDomains: input.emailDomains ?? [],
    }),
  );
  return presentCustomerGroup(row);
}

export async function listCustomerGroups(em: EntityManager, cursors: CursorCodec, store: Store, page: PageRequest) {
  return pageOfCustomerGroups(em, cursors, store.id, page, (rows) => rows.map(presentCustomerGroup));
}

export async function getCustomerGroup(em: EntityManager, store: Store, id: string) {
  return presentCustomerGroup(await findCustomerGroup(em, store.id, id));
}

export async function updateCustomerGroup(
  em: EntityManager,
  store: Store,
  id: string,
  patch: { name?: string; emailDomains?: string[] },
) {
  const group = await findCustomerGroup(em, store.id, id);
  await inTransaction(em, async (tx) => {
    await updateGroupRow(tx, id, {
      name: patch.name?.trim() ?? group.name,
      emailDomains: patch.emailDomains ?? (group.email_domains as string[]),
    });
    await groupsChanged(tx, store.id);
  });
  return getCustomerGroup(em, store, id);
}

/**
 * Deleting a group deletes the lists for it (the foreign key cascades): the active ones end with their event, and the
 * store's prices change with it. Their workflows find them gone at their next date and end.
 */
export async function deleteCustomerGroup(em: EntityManager, store: Store, id: string): Promise<void> {
  await inTransaction(em, async (tx) => {
    await findCustomerGroup(tx, store.id, id);
    for (const list of await activeListsOfGroup(tx, id)) {
      await recordEvent(tx, store.id, 'price_list.ended', presentPriceListEvent(list, 'ended'));
    }
    await deleteGroupRow(tx, store.id, id);
    await pricesChanged(tx, store.id);
  });
}

export async function addGroupMember(em: EntityManager, store: Store, groupId: string, customerId: string) {
  await findCustomerGroup(em, store.id, groupId);
  await findCustomer(em, store.id, customerId);
  return presentMember(
    await inTransaction(em, async (tx) => {
      const member = await upsertGroupMember(tx, store.id, groupId, customerId);
      await groupsChanged(tx, store.id);
      return member;
    }),
  );
}

export async function removeGroupMember(em: EntityManager, store: Store, groupId: string, customerId: string) {
  await findCustomerGroup(em, store.id, groupId);
  await inTransaction(em, async (tx) => {
    if (!(await deleteGroupMember(tx, groupId, customerId))) throw notFound('member of the group', customerId);
    await groupsChanged(tx, store.id);
  });
}

export async function listGroupMembers(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  groupId: string,
  page: PageRequest,
) {
  await findCustomerGroup(em, store.id, groupId);
  return pageOfGroupMembers(em, cursors, groupId, page, (rows) => rows.map(presentMember));
}

/** A page of the customers staff placed in the store's groups, for the customer-group export (it adds e-mails). */
export function listMembersForExport(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  query: PageRequest & { customerGroupId?: string },
) {
  return pageOfStoreMembers(em, cursors, store.id, query, (rows) =>
    rows.map((row) => ({
      customerGroupId: row.group_id,
      customerGroupHandle: row.group_handle,
      customerId: row.customer_id,
    })),
  );
}

/** The filters of a customer-group export: a group of another store answers 404, not an empty file. */
export async function checkMemberExportFilters(
  em: EntityManager,
  storeId: string,
  filters: { customerGroupId?: string },
) {
  if (filters.customerGroupId) await findCustomerGroup(em, storeId, filters.customerGroupId);
}
