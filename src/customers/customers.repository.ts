import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityRow } from '../db/entity-row';
import type { CustomerSchema } from './customer.entity';
import { queryOne } from '../db/sql';
import { raw, sql, type Sql } from '../db/sql-template';
import { newId } from '../shared/ids';
import { recordEvent } from '../events/outbox';
import { rowTimes } from '../shared/timestamps';

export type CustomerRow = EntityRow<typeof CustomerSchema>;

/**
 * Orders o of customer c, for every surface: those linked to them, and guest orders placed with their e-mail address.
 * An order another account placed with that address stays that account's.
 */
export const ORDER_OF_CUSTOMER =
  '(o.customer_id = c.id OR (o.customer_id IS NULL AND lower(o.email) = lower(c.email)))';

/** Joins the store's customers under alias, for another domain's statement that matches rows to their customer. */
export const joinCustomers = (alias: string, storeIdColumn: string): Sql =>
  sql`JOIN customers ${raw(alias)} ON ${raw(alias)}.store_id = ${raw(storeIdColumn)}`;

export interface CustomerIdentity {
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
}

/**
 * The customer of this e-mail in this store, created on first sight (guest checkout or account sign-up).
 * Call inside the transaction of the change that needs it; a new customer raises customer.created.
 */
export async function upsertCustomerByEmail(
  em: EntityManager,
  storeId: string,
  identity: CustomerIdentity,
): Promise<{ customer: CustomerRow; created: boolean }> {
  const inserted = await queryOne<CustomerRow>(
    em,
    `INSERT INTO customers (id, store_id, email, first_name, last_name, phone) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (store_id, lower(email)) DO NOTHING RETURNING *`,
    [
      newId('cus'),
      storeId,
      identity.email.trim(),
      identity.firstName ?? null,
      identity.lastName ?? null,
      identity.phone ?? null,
    ],
  );
  if (inserted) {
    await recordEvent(em, storeId, 'customer.created', presentCustomerEvent(inserted));
    return { customer: inserted, created: true };
  }
  const existing = await queryOne<CustomerRow>(
    em,
    'SELECT * FROM customers WHERE store_id = ? AND lower(email) = lower(?)',
    [storeId, identity.email.trim()],
  );
  return { customer: existing as CustomerRow, created: false };
}

/**
 * The customer object of customer.created and customer.updated, whichever surface made the change: the customer as
 * the private API shows it, without the order figures (orderCount, totalSpent), which change with orders instead.
 */
export function presentCustomerEvent(row: CustomerRow): Record<string, unknown> {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    acceptsMarketing: row.accepts_marketing,
    note: row.note,
    hasAccount: row.has_account,
    ...rowTimes(row),
  };
}

/** The customer with an account under this e-mail (matched without regard to case). */
export function findAccountByEmail(
  em: EntityManager,
  storeId: string,
  email: string,
): Promise<{ id: string; email: string } | undefined> {
  return queryOne(
    em,
    'SELECT id, email FROM customers WHERE store_id = ? AND lower(email) = lower(?) AND has_account',
    [storeId, email],
  );
}
