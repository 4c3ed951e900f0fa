import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';
import { randomBase62 } from '../shared/ids';
import { notFound } from '../shared/errors';
import type { OrderFacts } from './order-states';

export interface OrderRow extends OrderFacts {
  number: string;
  cart_id: string;
  customer_id: string | null;
  currency: string;
  subtotal_amount: string;
  discount_amount: string;
  shipping_amount: string;
  tax_amount: string;
  total_amount: string;
  discount_code: string | null;
  shipping_address: Record<string, unknown> | null;
  billing_address: Record<string, unknown> | null;
  shipping_option: Record<string, unknown> | null;
  note: string | null;
  workflow_id: string;
  cancel_reason: string | null;
  created_at: Date;
  updated_at: Date;
  cancelled_at: Date | null;
}

export interface OrderLineRow {
  id: string;
  product_id: string;
  variant_id: string;
  title: string;
  variant_title: string;
  sku: string;
  image_url: string | null;
  unit_amount: string;
  quantity: number;
  subtotal_amount: string;
  discount_amount: string;
  tax_amount: string;
  total_amount: string;
  fulfilled_quantity: number;
  refunded_quantity: number;
  restocked_quantity: number;
}

export interface OrderDetail {
  order: OrderRow;
  lines: OrderLineRow[];
  payments: Array<{
    id: string;
    provider: string;
    method: string;
    status: string;
    amount: string;
    decline_code: string | null;
    created_at: Date;
  }>;
  refunds: Array<{
    id: string;
    amount: string;
    reason: string | null;
    restock: boolean;
    include_shipping: boolean;
    lines: unknown[];
    created_at: Date;
  }>;
  fulfilments: Array<{
    id: string;
    lines: unknown[];
    tracking: Record<string, unknown> | null;
    notify_customer: boolean;
    created_at: Date;
  }>;
  timeline: Array<{ type: string; actor: string; message: string; data: Record<string, unknown>; created_at: Date }>;
}

export const ORDER_COLUMNS = `o.*, EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.fulfilled_quantity > 0) AS any_fulfilled`;

/** The order row, locked for the transaction when lock is set; 404 when it is not in this store. */
export async function findOrder(em: EntityManager, storeId: string, orderId: string, lock = false): Promise<OrderRow> {
  const row = await queryOne<OrderRow>(
    em,
    `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = ? AND o.store_id = ?${lock ? ' FOR UPDATE OF o' : ''}`,
    [orderId, storeId],
  );
  if (!row) throw notFound('order', orderId);
  return row;
}

/** The live (not payment-failed) order of a cart, if any. */
export async function findLiveOrderOfCart(em: EntityManager, cartId: string): Promise<OrderRow | undefined> {
  return queryOne<OrderRow>(
    em,
    `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.cart_id = ? AND o.payment_status <> 'failed'`,
    [cartId],
  );
}

export async function findOrderLines(em: EntityManager, orderId: string): Promise<OrderLineRow[]> {
  return queryRows<OrderLineRow>(em, 'SELECT * FROM order_lines WHERE order_id = ? ORDER BY position, id', [orderId]);
}

type OrderChildren = Omit<OrderDetail, 'order'>;

/**
 * The child collections of many orders in one query (an export's page of them, or one order's view): each order's
 * lines, payments, refunds, fulfilments and timeline as JSON, in the order the order view lists them.
 */
export async function loadOrderChildren(em: EntityManager, orderIds: string[]): Promise<Map<string, OrderChildren>> {
  const rows = await queryRows<OrderChildren & { id: string }>(
    em,
    sql`SELECT o.id,
            (SELECT coalesce(json_agg(l ORDER BY l.position, l.id), '[]') FROM order_lines l WHERE l.order_id = o.id) AS lines,
            (SELECT coalesce(json_agg(p ORDER BY p.created_at, p.id), '[]') FROM payments p WHERE p.order_id = o.id) AS payments,
            (SELECT coalesce(json_agg(r ORDER BY r.created_at, r.id), '[]') FROM refunds r WHERE r.order_id = o.id) AS refunds,
            (SELECT coalesce(json_agg(f ORDER BY f.created_at, f.id), '[]') FROM fulfilments f WHERE f.order_id = o.id) AS fulfilments,
            (SELECT coalesce(json_agg(t ORDER BY t.created_at, t.id), '[]') FROM order_timeline t WHERE t.order_id = o.id) AS timeline
       FROM unnest(${orderIds}::text[]) AS o(id)`,
  );
  return new Map(rows.map(({ id, ...children }) => [id, children]));
}

/** Everything an order view shows, in two queries (sequential: inside a transaction they share one connection). */
export async function loadOrderDetail(em: EntityManager, storeId: string, orderId: string): Promise<OrderDetail> {
  const order = await findOrder(em, storeId, orderId);
  const children = (await loadOrderChildren(em, [orderId])).get(orderId) as OrderChildren;
  return { order, ...children };
}

/** The details of a page of order rows, in one query for all their children. */
export async function loadOrderDetails(em: EntityManager, orders: OrderRow[]): Promise<OrderDetail[]> {
  const children = await loadOrderChildren(
    em,
    orders.map((o) => o.id),
  );
  return orders.map((order) => ({ order, ...(children.get(order.id) as OrderChildren) }));
}

/** Appends to the order's timeline (contract §7: what happened, when, by whom). */
export async function addTimeline(
  em: EntityManager,
  orderId: string,
  type: string,
  actor: string,
  message: string,
  data: Record<string, unknown> = {},
): Promise<void> {
  await execute(
    em,
    'INSERT INTO order_timeline (id, order_id, type, actor, message, data) VALUES (?, ?, ?, ?, ?, ?::jsonb)',
    [`tl_${randomBase62(24)}`, orderId, type, actor, message, JSON.stringify(data)],
  );
}

export async function updateOrder(em: EntityManager, orderId: string, fields: Record<string, unknown>): Promise<void> {
  const names = Object.keys(fields);
  await execute(
    em,
    `UPDATE orders SET ${names.map((n) => `${n} = ?`).join(', ')}, updated_at = clock_timestamp() WHERE id = ?`,
    [...names.map((n) => fields[n]), orderId],
  );
}
