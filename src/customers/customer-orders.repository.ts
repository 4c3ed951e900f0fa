import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne, queryRows } from '../db/sql';

export interface CustomerOrderRow {
  id: string;
  number: string;
  email: string;
  currency: string;
  status: string;
  payment_status: string;
  fulfillment_status: string;
  subtotal_amount: string;
  discount_amount: string;
  shipping_amount: string;
  tax_amount: string;
  total_amount: string;
  refunded_amount: string;
  shipping_address: Record<string, unknown> | null;
  billing_address: Record<string, unknown> | null;
  shipping_option: Record<string, unknown> | null;
  item_count: number;
  created_at: Date;
  updated_at: Date;
  /** Full-precision created_at as text, for the keyset cursor. */
  position_at: string;
}

// The customer's orders: those linked to them, and guest orders placed with their e-mail address.
const OWNED = `o.store_id = ? AND (o.customer_id = c.id OR lower(o.email) = lower(c.email))`;
const COLUMNS = `o.*, o.created_at::text AS position_at,
  (SELECT COALESCE(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id) AS item_count`;

export async function listCustomerOrders(em: EntityManager, storeId: string, customerId: string, limit: number, after?: [string, string]): Promise<CustomerOrderRow[]> {
  const keyset = after ? 'AND (o.created_at, o.id) < (?::timestamptz, ?)' : '';
  return queryRows<CustomerOrderRow>(
    em,
    `SELECT ${COLUMNS} FROM orders o JOIN customers c ON c.id = ? AND c.store_id = o.store_id
      WHERE ${OWNED} ${keyset} ORDER BY o.created_at DESC, o.id DESC LIMIT ?`,
    [customerId, storeId, ...(after ?? []), limit + 1],
  );
}

export async function findCustomerOrder(em: EntityManager, storeId: string, customerId: string, orderId: string): Promise<CustomerOrderRow | undefined> {
  return queryOne<CustomerOrderRow>(em, `SELECT ${COLUMNS} FROM orders o JOIN customers c ON c.id = ? AND c.store_id = o.store_id WHERE o.id = ? AND ${OWNED}`, [
    customerId,
    orderId,
    storeId,
  ]);
}
