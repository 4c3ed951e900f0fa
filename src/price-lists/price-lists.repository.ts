import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityRow } from '../db/entity-row';
import { findInStore } from '../db/in-store';
import { fetchKeysetPage, newestFirst, SqlFilters, type PageRequest } from '../db/keyset';
import { execute, queryOne, queryRows } from '../db/sql';
import { sql, type Sql } from '../db/sql-template';
import type { CursorCodec, Page } from '../shared/pagination';
import type {
  CustomerGroupMemberSchema,
  CustomerGroupSchema,
  PriceListPriceSchema,
  PriceListSchema,
} from './price-list.entity';

export type CustomerGroupRow = EntityRow<typeof CustomerGroupSchema>;
export type CustomerGroupMemberRow = EntityRow<typeof CustomerGroupMemberSchema>;
export type PriceListRow = EntityRow<typeof PriceListSchema>;
export type PriceListPriceRow = EntityRow<typeof PriceListPriceSchema>;
export type PriceListStatus = PriceListRow['status'];

export interface NewCustomerGroup {
  id: string;
  storeId: string;
  name: string;
  handle: string;
  emailDomains: string[];
}

export async function insertCustomerGroup(em: EntityManager, group: NewCustomerGroup): Promise<CustomerGroupRow> {
  return (await queryOne<CustomerGroupRow>(
    em,
    sql`INSERT INTO customer_groups (id, store_id, name, handle, email_domains)
        VALUES (${group.id}, ${group.storeId}, ${group.name}, ${group.handle}, ${group.emailDomains}::text[])
        RETURNING *`,
  ))!;
}

export const findCustomerGroup = (em: EntityManager, storeId: string, id: string) =>
  findInStore<CustomerGroupRow>(em, 'customer_groups g', 'g.*', storeId, id, 'customer group');

export async function updateCustomerGroup(
  em: EntityManager,
  id: string,
  c: { name: string; emailDomains: string[] },
): Promise<void> {
  await execute(
    em,
    sql`UPDATE customer_groups SET name = ${c.name}, email_domains = ${c.emailDomains}::text[] WHERE id = ${id}`,
  );
}

export async function deleteCustomerGroup(em: EntityManager, storeId: string, id: string): Promise<boolean> {
  return (await execute(em, sql`DELETE FROM customer_groups WHERE id = ${id} AND store_id = ${storeId}`)) > 0;
}

export function pageOfCustomerGroups<Item>(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  page: PageRequest,
  toItems: (rows: CustomerGroupRow[]) => Item[],
): Promise<Page<Item>> {
  return fetchKeysetPage<CustomerGroupRow, Item>(
    em,
    cursors,
    {
      selectFrom: 'g.* FROM customer_groups g',
      filters: new SqlFilters('g.store_id = ?', storeId),
      ...newestFirst('g'),
      page,
      fingerprint: 'adminListCustomerGroups',
    },
    toItems,
  );
}

/** Puts the customer in the group, moving them out of any other group of the store. */
export async function upsertGroupMember(
  em: EntityManager,
  storeId: string,
  groupId: string,
  customerId: string,
): Promise<CustomerGroupMemberRow> {
  return (await queryOne<CustomerGroupMemberRow>(
    em,
    sql`INSERT INTO customer_group_members (customer_id, group_id, store_id)
        VALUES (${customerId}, ${groupId}, ${storeId})
        ON CONFLICT (customer_id) DO UPDATE SET group_id = EXCLUDED.group_id, created_at = clock_timestamp()
        RETURNING *`,
  ))!;
}

/** Puts each customer in the group, moving them out of any other group of the store (as upsertGroupMember). */
export async function upsertGroupMembers(
  em: EntityManager,
  storeId: string,
  groupId: string,
  customerIds: string[],
): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO customer_group_members (customer_id, group_id, store_id)
        SELECT c, ${groupId}, ${storeId} FROM unnest(${customerIds}::text[]) c
        ON CONFLICT (customer_id) DO UPDATE SET group_id = EXCLUDED.group_id, created_at = clock_timestamp()
          WHERE customer_group_members.group_id <> EXCLUDED.group_id`,
  );
}

export async function deleteGroupMember(em: EntityManager, groupId: string, customerId: string): Promise<boolean> {
  return (
    (await execute(
      em,
      sql`DELETE FROM customer_group_members WHERE group_id = ${groupId} AND customer_id = ${customerId}`,
    )) > 0
  );
}

export function pageOfGroupMembers<Item>(
  em: EntityManager,
  cursors: CursorCodec,
  groupId: string,
  page: PageRequest,
  toItems: (rows: CustomerGroupMemberRow[]) => Item[],
): Promise<Page<Item>> {
  return fetchKeysetPage<CustomerGroupMemberRow, Item>(
    em,
    cursors,
    {
      selectFrom: 'm.* FROM customer_group_members m',
      filters: new SqlFilters('m.group_id = ?', groupId),
      keys: [
        { expr: 'm.created_at', type: 'timestamptz' },
        { expr: 'm.customer_id', type: 'text' },
      ],
      direction: 'desc',
      page,
      fingerprint: `adminListCustomerGroupMembers:${groupId}`,
    },
    toItems,
  );
}

/**
 * The customer's group: the one staff put them in, else the oldest group whose e-mail domains hold their address's
 * domain (the rule applies to every customer with such an address, however they were created).
 */
export async function groupIdOfCustomer(
  em: EntityManager,
  storeId: string,
  customerId: string,
  email: string | null,
): Promise<string | null> {
  const domain = email?.split('@')[1]?.toLowerCase() ?? null;
  const row = await queryOne<{ group_id: string | null }>(
    em,
    sql`SELECT coalesce(
              (SELECT group_id FROM customer_group_members WHERE customer_id = ${customerId} AND store_id = ${storeId}),
              (SELECT id FROM customer_groups
                WHERE store_id = ${storeId} AND ${domain}::text = ANY(email_domains)
                ORDER BY created_at, id LIMIT 1)) AS group_id`,
  );
  return row?.group_id ?? null;
}

export interface PriceListColumns {
  name: string;
  kind: PriceListRow['kind'];
  percentOff: number | null;
  minQuantity: number;
  customerGroupId: string | null;
  startsAt: string | null;
  endsAt: string | null;
}

export async function insertPriceList(
  em: EntityManager,
  id: string,
  storeId: string,
  c: PriceListColumns,
): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO price_lists
          (id, store_id, name, kind, percent_off, min_quantity, customer_group_id, starts_at, ends_at)
        VALUES (${id}, ${storeId}, ${c.name}, ${c.kind}, ${c.percentOff}, ${c.minQuantity}, ${c.customerGroupId},
                ${c.startsAt}::timestamptz, ${c.endsAt}::timestamptz)`,
  );
}

export async function updatePriceList(em: EntityManager, id: string, c: PriceListColumns): Promise<void> {
  await execute(
    em,
    sql`UPDATE price_lists SET name = ${c.name}, percent_off = ${c.percentOff}, min_quantity = ${c.minQuantity},
               customer_group_id = ${c.customerGroupId}, starts_at = ${c.startsAt}::timestamptz,
               ends_at = ${c.endsAt}::timestamptz, updated_at = clock_timestamp()
         WHERE id = ${id}`,
  );
}

export const findPriceList = (em: EntityManager, storeId: string, id: string, lock = false) =>
  findInStore<PriceListRow>(em, 'price_lists l', 'l.*', storeId, id, 'price list', lock);

/** The list, if the store still has it (a workflow's list may have been deleted meanwhile), locked. */
export const lockPriceListIfAny = (em: EntityManager, storeId: string, id: string) =>
  queryOne<PriceListRow>(em, sql`SELECT * FROM price_lists WHERE id = ${id} AND store_id = ${storeId} FOR UPDATE`);

export async function deletePriceList(em: EntityManager, storeId: string, id: string): Promise<boolean> {
  return (await execute(em, sql`DELETE FROM price_lists WHERE id = ${id} AND store_id = ${storeId}`)) > 0;
}

export async function setPriceListStatus(em: EntityManager, id: string, status: PriceListStatus): Promise<void> {
  await execute(em, sql`UPDATE price_lists SET status = ${status}, updated_at = clock_timestamp() WHERE id = ${id}`);
}

export function pageOfPriceLists<Item>(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  query: PageRequest & { status?: PriceListStatus; customerGroupId?: string },
  toItems: (rows: PriceListRow[]) => Promise<Item[]>,
): Promise<Page<Item>> {
  const filters = new SqlFilters('l.store_id = ?', storeId)
    .when(query.status, 'l.status = ?', query.status)
    .when(query.customerGroupId, 'l.customer_group_id = ?', query.customerGroupId);
  return fetchKeysetPage<PriceListRow, Item>(
    em,
    cursors,
    {
      selectFrom: 'l.* FROM price_lists l',
      filters,
      ...newestFirst('l'),
      page: query,
      fingerprint: `adminListPriceLists:${JSON.stringify([query.status, query.customerGroupId])}`,
    },
    toItems,
  );
}

export interface NewPrice {
  variantId: string;
  currency: string;
  minQuantity: number;
  amount: number;
  compareAtAmount: number | null;
}

/** Replaces a list's prices with these, in one statement each. */
export async function replacePrices(em: EntityManager, listId: string, prices: NewPrice[]): Promise<void> {
  await execute(em, sql`DELETE FROM price_list_prices WHERE price_list_id = ${listId}`);
  if (prices.length === 0) return;
  await execute(
    em,
    sql`INSERT INTO price_list_prices (price_list_id, variant_id, currency, min_quantity, amount, compare_at_amount)
        SELECT ${listId}::text, * FROM unnest(${prices.map((p) => p.variantId)}::text[],
                                        ${prices.map((p) => p.currency)}::text[],
                                        ${prices.map((p) => p.minQuantity)}::integer[],
                                        ${prices.map((p) => p.amount)}::bigint[],
                                        ${prices.map((p) => p.compareAtAmount)}::bigint[])`,
  );
}

/** The prices of the lists, in a stable order. */
export const pricesOfLists = (em: EntityManager, listIds: string[]) =>
  queryRows<PriceListPriceRow>(
    em,
    sql`SELECT * FROM price_list_prices WHERE price_list_id = ANY(${listIds}::text[])
         ORDER BY price_list_id, variant_id, currency, min_quantity`,
  );

export async function anyActivePriceList(em: EntityManager, storeId: string): Promise<boolean> {
  return (
    (await queryOne(em, sql`SELECT 1 FROM price_lists WHERE store_id = ${storeId} AND status = 'active' LIMIT 1`)) !==
    undefined
  );
}

/** One way an active list may price a variant: a price row of an override list, or a percentage list. */
export interface ListOffer {
  list_id: string;
  kind: PriceListRow['kind'];
  percent_off: number | null;
  list_min_quantity: number;
  variant_id: string | null;
  min_quantity: number | null;
  amount: string | null;
  compare_at_amount: string | null;
}

/**
 * What the store's active lists for everyone and for the group (none: everyone's only) offer for these variants in
 * the currency: each override list's prices of them, and each percentage list once (it applies to every variant).
 */
export function activeOffers(
  em: EntityManager,
  storeId: string,
  groupId: string | null,
  currency: string,
  variantIds: string[],
): Promise<ListOffer[]> {
  return queryRows<ListOffer>(
    em,
    sql`SELECT l.id AS list_id, l.kind, l.percent_off, l.min_quantity AS list_min_quantity,
               pp.variant_id, pp.min_quantity, pp.amount, pp.compare_at_amount
          FROM price_lists l
          LEFT JOIN price_list_prices pp
            ON pp.price_list_id = l.id AND pp.currency = ${currency} AND pp.variant_id = ANY(${variantIds}::text[])
         WHERE l.store_id = ${storeId} AND l.status = 'active'
           AND (l.customer_group_id IS NULL OR l.customer_group_id = ${groupId}::text)
           AND (l.kind = 'percentage' OR pp.variant_id IS NOT NULL)`,
  );
}

/** An active list of the store, as a process keeps it (see price-book.ts). */
export type ActiveListRow = Pick<PriceListRow, 'id' | 'kind' | 'percent_off' | 'min_quantity' | 'customer_group_id'>;

/** The store's active lists, oldest first. */
export const activeListsOfStore = (em: EntityManager, storeId: string) =>
  queryRows<ActiveListRow>(
    em,
    sql`SELECT id, kind, percent_off, min_quantity, customer_group_id FROM price_lists
         WHERE store_id = ${storeId} AND status = 'active' ORDER BY created_at, id`,
  );

/** A price of an active override list. */
export type ActiveListPriceRow = Pick<
  PriceListPriceRow,
  'price_list_id' | 'variant_id' | 'currency' | 'min_quantity' | 'amount' | 'compare_at_amount'
>;

/** Up to `limit` prices of these (active override) lists. */
export const pricesOfActiveLists = (em: EntityManager, listIds: string[], limit: number) =>
  queryRows<ActiveListPriceRow>(
    em,
    sql`SELECT price_list_id, variant_id, currency, min_quantity, amount, compare_at_amount
          FROM price_list_prices WHERE price_list_id = ANY(${listIds}::text[])
         LIMIT ${limit}`,
  );

/** What the store's active lists are now (how many, and their last change), for an answer's version. */
export async function activePriceListsVersion(em: EntityManager, storeId: string): Promise<string> {
  const row = await queryOne<{ version: string }>(
    em,
    sql`SELECT concat_ws(':', count(*), max(updated_at)) AS version
          FROM price_lists WHERE store_id = ${storeId} AND status = 'active'`,
  );
  return row?.version ?? '';
}

/** The group's active lists, locked: deleting the group deletes them. */
export const activeListsOfGroup = (em: EntityManager, groupId: string) =>
  queryRows<PriceListRow>(
    em,
    sql`SELECT * FROM price_lists WHERE customer_group_id = ${groupId} AND status = 'active' FOR UPDATE`,
  );

/** A price context as the catalogue's list query binds it (see listedMinAmount). */
export interface ListedPriceContext {
  storeId: string;
  currency: string;
  groupId: string | null;
}

/**
 * SQL for the lowest unit price a shopper in the context pays for one unit of a product (as bestPrice gives it per
 * variant, the lowest over the variants): the product's own lowest price `ownMin`, that price less the largest
 * percentage of an active list for one unit, or the lowest one-unit price an active override list gives one of
 * `variantIds` (a subquery of the product's variants). Taking the percentage off the lowest own price is the same as
 * the lowest of the variants' discounted prices, since a rounded percentage off never reorders two prices. `bound`
 * writes each value in its place, so the catalogue's statements keep their own way of binding.
 */
export function listedMinAmount(
  context: ListedPriceContext,
  ownMin: Sql,
  variantIds: Sql,
  bound: (value: unknown, type: string) => Sql,
): Sql {
  const inContext = sql`l.store_id = ${bound(context.storeId, 'text')} AND l.status = 'active'
    AND (l.customer_group_id IS NULL OR l.customer_group_id = ${bound(context.groupId, 'text')})`;
  return sql`least(${ownMin},
      ${ownMin} - (${ownMin} * (SELECT max(l.percent_off) FROM price_lists l
                                 WHERE ${inContext} AND l.kind = 'percentage' AND l.min_quantity = 1) + 50) / 100,
      (SELECT min(lp.amount) FROM price_list_prices lp JOIN price_lists l ON l.id = lp.price_list_id
        WHERE ${inContext} AND l.kind = 'override' AND lp.currency = ${bound(context.currency, 'text')}
          AND lp.min_quantity = 1 AND lp.variant_id IN (${variantIds})))`;
}

export type ListPriceExportRow = PriceListPriceRow & { price_list_name: string };

/** The store's override prices (of one list, or all), by list, variant, currency and tier: the price-list export. */
export function pageOfStorePrices<Item>(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  query: PageRequest & { priceListId?: string },
  toItems: (rows: ListPriceExportRow[]) => Item[],
): Promise<Page<Item>> {
  return fetchKeysetPage<ListPriceExportRow, Item>(
    em,
    cursors,
    {
      selectFrom:
        'pp.*, l.name AS price_list_name FROM price_list_prices pp JOIN price_lists l ON l.id = pp.price_list_id',
      filters: new SqlFilters('l.store_id = ?', storeId).when(query.priceListId, 'l.id = ?', query.priceListId),
      keys: [
        { expr: 'pp.price_list_id', type: 'text' },
        { expr: 'pp.variant_id', type: 'text' },
        { expr: 'pp.currency', type: 'text' },
        { expr: 'pp.min_quantity', type: 'integer' },
      ],
      direction: 'asc',
      page: query,
      fingerprint: `exportPriceListPrices:${query.priceListId ?? ''}`,
    },
    toItems,
  );
}

export type StoreMemberRow = CustomerGroupMemberRow & { group_handle: string };

/** The customers staff placed in the store's groups (one group, or all), by group and customer: the group export. */
export function pageOfStoreMembers<Item>(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  query: PageRequest & { customerGroupId?: string },
  toItems: (rows: StoreMemberRow[]) => Item[],
): Promise<Page<Item>> {
  return fetchKeysetPage<StoreMemberRow, Item>(
    em,
    cursors,
    {
      selectFrom:
        'm.*, g.handle AS group_handle FROM customer_group_members m JOIN customer_groups g ON g.id = m.group_id',
      filters: new SqlFilters('m.store_id = ?', storeId).when(
        query.customerGroupId,
        'm.group_id = ?',
        query.customerGroupId,
      ),
      keys: [
        { expr: 'm.group_id', type: 'text' },
        { expr: 'm.customer_id', type: 'text' },
      ],
      direction: 'asc',
      page: query,
      fingerprint: `exportCustomerGroupMembers:${query.customerGroupId ?? ''}`,
    },
    toItems,
  );
}
