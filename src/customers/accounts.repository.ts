import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne } from '../db/sql';
import type { CustomerRow } from './customers.repository';

export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean;
}

const COLUMNS: Record<keyof ProfileChanges, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  acceptsMarketing: 'accepts_marketing',
};

export async function findCustomer(
  em: EntityManager,
  storeId: string,
  customerId: string,
): Promise<CustomerRow | undefined> {
  return queryOne<CustomerRow>(em, 'SELECT * FROM customers WHERE id = ? AND store_id = ?', [customerId, storeId]);
}

export async function hasAccount(em: EntityManager, storeId: string, email: string): Promise<boolean> {
  const row = await queryOne(
    em,
    'SELECT 1 FROM customers WHERE store_id = ? AND lower(email) = lower(?) AND has_account',
    [storeId, email.trim()],
  );
  return row !== undefined;
}

/** Turns a customer (perhaps a guest so far) into an account holder; fills only profile fields still empty. */
export async function openAccount(
  em: EntityManager,
  customerId: string,
  profile: ProfileChanges,
): Promise<CustomerRow | undefined> {
  return queryOne<CustomerRow>(
    em,
    `UPDATE customers SET has_account = true, first_name = COALESCE(first_name, ?), last_name = COALESCE(last_name, ?),
            phone = COALESCE(phone, ?), accepts_marketing = accepts_marketing OR ?, updated_at = now()
      WHERE id = ? AND NOT has_account RETURNING *`,
    [
      profile.firstName ?? null,
      profile.lastName ?? null,
      profile.phone ?? null,
      profile.acceptsMarketing ?? false,
      customerId,
    ],
  );
}

export async function updateProfile(
  em: EntityManager,
  storeId: string,
  customerId: string,
  changes: ProfileChanges,
): Promise<CustomerRow | undefined> {
  const fields = (Object.keys(changes) as Array<keyof ProfileChanges>).filter((key) => changes[key] !== undefined);
  const sets = fields.map((key) => `${COLUMNS[key]} = ?`);
  return queryOne<CustomerRow>(
    em,
    `UPDATE customers SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = ? AND store_id = ? RETURNING *`,
    [...fields.map((key) => changes[key]), customerId, storeId],
  );
}
