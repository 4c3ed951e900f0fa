import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import { DomainError, notFound } from '../shared/errors';
import { inTransaction } from '../db/sql';
import { isoTimestamp } from '../shared/timestamps';
import type { StaffSignInMail } from './staff-mail.port';
import { grantedPermissions, type Role } from './permissions';
import { linkWithToken, SIGN_IN_TOKEN_MINUTES } from '../customers/sign-in-link.service';
import {
  deleteStaffRow,
  findStaffRow,
  insertStaffMember,
  listStaffRows,
  lockOwners,
  membershipsOf,
  updateStaffRow,
  type NewStaffMember,
  type StaffRow,
} from './staff.repository';
import { issueStaffToken } from './staff-tokens.repository';
import { actorInLog, listAuditEntries, type AuditFilter } from '../audit/audit.repository';
import { keyInStore } from '../stores/stores.repository';
import { checkFilterIds } from '../shared/filter-ids';
import type { CursorCodec } from '../shared/pagination';

export interface StaffChanges {
  name?: string;
  role?: Role;
  permissions?: string[];
}

export function presentStaff(row: StaffRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    permissions: grantedPermissions(row.role, row.permissions).filter((p) => p !== 'owner'),
    totpEnabled: row.totp_enabled,
    createdAt: isoTimestamp(row.created_at),
  };
}

/** Where sign-in links lead: the dashboard, which trades the link's token for a session. */
export const dashboardUrl = (config: Pick<Config, 'publicBaseUrl'>) =>
  `${config.publicBaseUrl.replace(/\/$/, '')}/admin/`;

/** Only the staff role keeps chosen permissions; owner and admin hold theirs by role. */
const storedPermissions = (role: Role, permissions: string[] | undefined) =>
  role === 'staff' ? [...new Set(permissions ?? [])] : [];

/** Adds a member without mailing anyone (the operator's command line makes a store's first owner this way). */
/**
 * Adds a member; `id` comes from the request's Idempotency-Key when it has one, so a retry after its first attempt's
 * process died finds the member that attempt added (and answers it) instead of refusing the address as taken.
 */
export async function addStaffMember(
  em: EntityManager,
  storeId: string,
  input: NewStaffMember,
  id?: string,
): Promise<StaffRow> {
  const permissions = storedPermissions(input.role, input.permissions);
  const row =
    (await insertStaffMember(em, storeId, { ...input, permissions }, id)) ??
    (id && (await findStaffRow(em, storeId, id)));
  if (!row) throw new DomainError('staff_exists', `${input.email} is already a member of this store's staff.`);
  return row;
}

/** A one-time dashboard sign-in link made for the operator (command line, `npm start`), without e-mail. */
export async function operatorSignInLink(
  em: EntityManager,
  config: Pick<Config, 'publicBaseUrl'>,
  storeId: string,
  email: string,
): Promise<string> {
  const member = (await membershipsOf(em, email)).find((m) => m.store_id === storeId);
  if (!member) throw new DomainError('resource_not_found', `${email} is not on the staff of store ${storeId}.`);
  return linkWithToken(dashboardUrl(config), await issueStaffToken(em, member.id, SIGN_IN_TOKEN_MINUTES));
}

/** Adds a member and e-mails them a sign-in link to the dashboard. */
export async function inviteStaff(
  mail: StaffSignInMail,
  config: Pick<Config, 'publicBaseUrl'>,
  em: EntityManager,
  storeId: string,
  input: NewStaffMember,
  id?: string,
) {
  const row = await addStaffMember(em, storeId, input, id);
  await mail.send({
    audience: 'staff',
    email: row.email,
    staffId: row.id,
    redirectUrl: dashboardUrl(config),
  });
  return presentStaff(row);
}

export async function listStaff(em: EntityManager, storeId: string) {
  return { data: (await listStaffRows(em, storeId)).map(presentStaff), hasMore: false };
}

const lastOwner = () =>
  new DomainError('last_owner', 'A store keeps at least one owner: make another member owner first.');

export async function updateStaff(em: EntityManager, storeId: string, id: string, changes: StaffChanges) {
  return inTransaction(em, async (tx) => {
    const owners = await lockOwners(tx, storeId);
    const row = await findStaffRow(tx, storeId, id);
    if (!row) throw notFound('staff member', id);
    const role = changes.role ?? row.role;
    if (role !== 'owner' && owners.length === 1 && owners[0] === id) throw lastOwner();
    const permissions = storedPermissions(role, changes.permissions ?? row.permissions);
    return presentStaff(
      (await updateStaffRow(tx, storeId, id, role, permissions, changes.name?.trim() ?? row.name)) as StaffRow,
    );
  });
}

export async function removeStaff(em: EntityManager, storeId: string, id: string): Promise<void> {
  await inTransaction(em, async (tx) => {
    const owners = await lockOwners(tx, storeId);
    if (owners.length === 1 && owners[0] === id) throw lastOwner();
    if (!(await deleteStaffRow(tx, storeId, id))) throw notFound('staff member', id);
  });
}

/** The store's audit log; an actor filter names one of the store's actors: its staff, its keys, or one in its log. */
export async function auditLogOf(em: EntityManager, cursors: CursorCodec, storeId: string, filter: AuditFilter) {
  await checkFilterIds({
    field: 'query.actorId',
    what: 'actor',
    id: filter.actorId,
    inStore: async (id) =>
      Boolean(await findStaffRow(em, storeId, id)) ||
      (await keyInStore(em, storeId, id)) ||
      actorInLog(em, storeId, id),
  });
  return listAuditEntries(em, cursors, storeId, filter);
}
