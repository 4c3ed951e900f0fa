import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { textArray } from '../db/pg-array';
import { sql } from '../db/sql-template';
import { joinStore } from '../stores/stores.repository';
import { newId } from '../shared/ids';
import type { Role } from './permissions';
import type { EntityRow } from '../db/entity-row';
import type { StaffMemberSchema } from './staff-member.entity';

export type StaffRow = EntityRow<typeof StaffMemberSchema>;

export interface NewStaffMember {
  email: string;
  name?: string;
  role: Role;
  permissions?: string[];
}

/** Answers undefined when the store already has a member with this e-mail address. */
export async function insertStaffMember(
  em: EntityManager,
  storeId: string,
  member: NewStaffMember,
  id = newId('stf'),
): Promise<StaffRow | undefined> {
  return queryOne<StaffRow>(
    em,
    `INSERT INTO staff_members (id, store_id, email, name, role, permissions) VALUES (?, ?, ?, ?, ?, ?::text[])
     ON CONFLICT (store_id, lower(email)) DO NOTHING RETURNING *`,
    [id, storeId, member.email.trim(), member.name?.trim() ?? '', member.role, textArray(member.permissions ?? [])],
  );
}

export const listStaffRows = (em: EntityManager, storeId: string) =>
  queryRows<StaffRow>(em, 'SELECT * FROM staff_members WHERE store_id = ? ORDER BY created_at, id', [storeId]);

export const findStaffRow = (em: EntityManager, storeId: string, id: string) =>
  queryOne<StaffRow>(em, 'SELECT * FROM staff_members WHERE store_id = ? AND id = ?', [storeId, id]);

/** Row-locked, so two owners demoting each other cannot both pass the last-owner check. */
export async function lockOwners(em: EntityManager, storeId: string): Promise<string[]> {
  const rows = await queryRows<Pick<StaffRow, 'id'>>(
    em,
    `SELECT id FROM staff_members WHERE store_id = ? AND role = 'owner' FOR UPDATE`,
    [storeId],
  );
  return rows.map((r) => r.id);
}

export async function updateStaffRow(
  em: EntityManager,
  storeId: string,
  id: string,
  role: Role,
  permissions: string[],
  name: string,
): Promise<StaffRow | undefined> {
  return queryOne<StaffRow>(
    em,
    'UPDATE staff_members SET role = ?, permissions = ?::text[], name = ?, updated_at = now() WHERE store_id = ? ' +
      'AND id = ? RETURNING *',
    [role, textArray(permissions), name, storeId, id],
  );
}

/** Removing a member ends their sessions at once: the sessions go with the row. */
export async function deleteStaffRow(em: EntityManager, storeId: string, id: string): Promise<boolean> {
  return (await execute(em, 'DELETE FROM staff_members WHERE store_id = ? AND id = ?', [storeId, id])) > 0;
}

/** Every membership of an e-mail address, across stores, with the store's name and language for the e-mail. */
export const membershipsOf = (em: EntityManager, email: string) =>
  queryRows<StaffRow & { store_name: string; language: string }>(
    em,
    sql`SELECT m.*, s.name AS store_name, s.default_language AS language
          FROM staff_members m ${joinStore('s', 'm.store_id')} WHERE lower(m.email) = lower(${email.trim()})`,
  );

export async function setTotpSecret(
  em: EntityManager,
  staffId: string,
  secret: string | null,
  enabled: boolean,
): Promise<void> {
  await execute(em, 'UPDATE staff_members SET totp_secret = ?, totp_enabled = ?, updated_at = now() WHERE id = ?', [
    secret,
    enabled,
    staffId,
  ]);
}
