import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { join, raw, sql, type Sql } from '../db/sql-template';
import { newId, randomBase62 } from '../shared/ids';
import { notFound } from '../shared/errors';
import { fetchKeysetPage, newestFirst, type KeysetQuery } from '../db/keyset';
import type { CursorCodec, Page } from '../shared/pagination';
import { paymentsJsonOfOrder } from '../payments/payments.repository';
import type { PaymentOrders } from '../payments/payment-orders.port';
import { orderConditions, orderListFingerprint, type OrderFilters } from './orders.search';
import type { OrderFacts } from './order-states';
import type { EntityRow } from '../db/entity-row';
import type { OrderSchema } from './order.entity';
import type { OrderLineSchema } from './order-line.entity';
import { countCancellation, countCheckout, countDeclined, countPayment, countRefund } from './order-sales.repository';

/** An order with whether any of its lines was fulfilled (ORDER_COLUMNS). */
export type OrderRow = EntityRow<typeof OrderSchema> & Pick<OrderFacts, 'any_fulfilled'>;

export type OrderLineRow = EntityRow<typeof OrderLineSchema>;

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
    created_at: string;
  }>;
  refunds: Array<{
    id: string;
    amount: string;
    reason: string | null;
    restock: boolean;
    include_shipping: boolean;
    lines: unknown[];
    created_at: string;
  }>;
  fulfilments: Array<{
    id: string;
    lines: unknown[];
    tracking: Record<string, unknown> | null;
    notify_customer: boolean;
    location_id: string | null;
    created_at: string;
  }>;
  timeline: Array<{ type: string; actor: string; message: string; data: Record<string, unknown>; created_at: string }>;
}

export const ORDER_COLUMNS =
  'o.*, EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.fulfilled_quantity > 0) AS any_fulfilled';

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

/** The child collections of the order whose id `orderId` yields as JSON columns, in the order view's order. */
const orderChildrenColumns = (orderId: Sql): Sql =>
  sql`(SELECT coalesce(json_agg(l ORDER BY l.position, l.id), '[]')
         FROM order_lines l WHERE l.order_id = ${orderId}) AS lines,
      ${paymentsJsonOfOrder(orderId)} AS payments,
      (SELECT coalesce(json_agg(r ORDER BY r.created_at, r.id), '[]')
         FROM refunds r WHERE r.order_id = ${orderId}) AS refunds,
      (SELECT coalesce(json_agg(f ORDER BY f.created_at, f.id), '[]')
         FROM fulfilments f WHERE f.order_id = ${orderId}) AS fulfilments,
      (SELECT coalesce(json_agg(t ORDER BY t.created_at, t.id), '[]')
         FROM order_timeline t WHERE t.order_id = ${orderId}) AS timeline`;

/** The child collections of many orders in one query (an export's page of them): see orderChildrenColumns. */
export async function loadOrderChildren(em: EntityManager, orderIds: string[]): Promise<Map<string, OrderChildren>> {
  const rows = await queryRows<OrderChildren & { id: string }>(
    em,
    sql`SELECT o.id, ${orderChildrenColumns(raw('o.id'))} FROM unnest(${orderIds}::text[]) AS o(id)`,
  );
  return new Map(rows.map(({ id, ...children }) => [id, children]));
}

/** The private order list's keyset query: newest first, with the filters the request sent. */
const orderListQuery = (storeId: string, filters: OrderFilters): KeysetQuery => ({
  selectFrom: `${ORDER_COLUMNS} FROM orders o`,
  filters: orderConditions(storeId, filters),
  ...newestFirst('o'),
  page: filters,
  fingerprint: orderListFingerprint(filters),
});

/** A page of the store's orders (filters, order and cursors of the private list), each row mapped by present. */
export function fetchOrderPage<T>(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  filters: OrderFilters,
  present: (rows: OrderRow[]) => T[] | Promise<T[]>,
): Promise<Page<T>> {
  return fetchKeysetPage<OrderRow, T>(em, cursors, orderListQuery(storeId, filters), present);
}

/** Everything an order view shows, in one query. */
export async function loadOrderDetail(em: EntityManager, storeId: string, orderId: string): Promise<OrderDetail> {
  return (await loadOrderDetailWith(em, storeId, orderId, () => raw('NULL'))).detail;
}

/**
 * An order's detail and, in the same query, one more value of its own (`extra`, an expression over the order's
 * store id): an order event reads its store's language so. The order's row is locked for the transaction when lock
 * is set; 404 when the store has no such order.
 */
export async function loadOrderDetailWith<T>(
  em: EntityManager,
  storeId: string,
  orderId: string,
  extra: (storeId: Sql) => Sql,
  lock = false,
): Promise<{ detail: OrderDetail; extra: T }> {
  const row = await queryOne<OrderRow & OrderChildren & { extra: T }>(
    em,
    sql`SELECT ${raw(ORDER_COLUMNS)}, ${orderChildrenColumns(raw('o.id'))}, ${extra(raw('o.store_id'))} AS extra
          FROM orders o WHERE o.id = ${orderId} AND o.store_id = ${storeId}${raw(lock ? ' FOR UPDATE OF o' : '')}`,
  );
  if (!row) throw notFound('order', orderId);
  const { lines, payments, refunds, fulfilments, timeline, extra: value, ...order } = row;
  return { detail: { order, lines, payments, refunds, fulfilments, timeline }, extra: value };
}

/** The details of a page of order rows, in one query for all their children. */
export async function loadOrderDetails(em: EntityManager, orders: OrderRow[]): Promise<OrderDetail[]> {
  const children = await loadOrderChildren(
    em,
    orders.map((o) => o.id),
  );
  return orders.map((order) => ({ order, ...(children.get(order.id) as OrderChildren) }));
}

/** Appends to the order's timeline (what happened, when, by whom); answers the entry as written. */
export async function addTimeline(
  em: EntityManager,
  orderId: string,
  type: string,
  actor: string,
  message: string,
  data: Record<string, unknown> = {},
): Promise<OrderDetail['timeline'][number]> {
  const entry = await queryOne<OrderDetail['timeline'][number]>(
    em,
    `INSERT INTO order_timeline (id, order_id, type, actor, message, data) VALUES (?, ?, ?, ?, ?, ?::jsonb)
     RETURNING type, actor, message, data, created_at`,
    [`tl_${randomBase62(24)}`, orderId, type, actor, message, JSON.stringify(data)],
  );
  return entry as OrderDetail['timeline'][number];
}

export async function updateOrder(em: EntityManager, orderId: string, fields: Record<string, unknown>): Promise<void> {
  const names = Object.keys(fields);
  await execute(
    em,
    `UPDATE orders SET ${names.map((n) => `${n} = ?`).join(', ')}, updated_at = clock_timestamp() WHERE id = ?`,
    [...names.map((n) => fields[n]), orderId],
  );
}

/** A pending order as a checkout creates it; money in minor units, addresses and the shipping option as JSON. */
export interface NewOrder {
  id: string;
  storeId: string;
  cartId: string;
  customerId: string;
  email: string | null;
  currency: string;
  paymentMethod: string;
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  discountCode: string | null;
  shippingAddress: unknown;
  billingAddress: unknown;
  shippingOption: unknown;
  note: string | null;
  workflowId: string;
}

export interface NewOrderLine {
  /** Null for a custom line (a draft order's title and price, naming no catalogue variant). */
  productId: string | null;
  variantId: string | null;
  title: string;
  variantTitle: string;
  sku: string | null;
  imageUrl: string | null;
  unitAmount: number;
  quantity: number;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  /** False for an untaxed custom line; taxed when left out. */
  taxable?: boolean;
}

/**
 * Inserts a pending, unfulfilled order and its lines, in the order given; answers the rows as written (with the
 * number and timestamps PostgreSQL gave them and the JSON as jsonb keeps it), as reading them back would.
 */
export async function insertPendingOrder(
  tx: EntityManager,
  order: NewOrder,
  lines: NewOrderLine[],
): Promise<Pick<OrderDetail, 'order' | 'lines'>> {
  const row = await queryOne<EntityRow<typeof OrderSchema>>(
    tx,
    `INSERT INTO orders (id, store_id, cart_id, customer_id, email, currency, status, payment_status,
                         fulfillment_status, payment_method,
                         subtotal_amount, discount_amount, shipping_amount, tax_amount, total_amount, discount_code,
                         shipping_address, billing_address, shipping_option, note, workflow_id)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', 'pending', 'unfulfilled', ?, ?, ?, ?, ?, ?, ?,
             ?::jsonb, ?::jsonb, ?::jsonb, ?, ?)
     RETURNING *`,
    [
      order.id,
      order.storeId,
      order.cartId,
      order.customerId,
      order.email,
      order.currency,
      order.paymentMethod,
      order.subtotal,
      order.discount,
      order.shipping,
      order.tax,
      order.total,
      order.discountCode,
      JSON.stringify(order.shippingAddress),
      JSON.stringify(order.billingAddress),
      JSON.stringify(order.shippingOption),
      order.note,
      order.workflowId,
    ],
  );
  // One statement for all the lines; RETURNING's order is not promised, so the rows are put back in theirs.
  const values = lines.map(
    (l, position) =>
      sql`(${newId('li')}, ${order.id}, ${l.productId}, ${l.variantId}, ${l.title}, ${l.variantTitle}, ${l.sku},
           ${l.imageUrl}, ${l.unitAmount}, ${l.quantity}, ${l.subtotal}, ${l.discount}, ${l.tax}, ${l.total},
           ${position}, ${l.taxable !== false})`,
  );
  const written =
    values.length === 0
      ? []
      : await queryRows<OrderLineRow>(
          tx,
          sql`INSERT INTO order_lines (id, order_id, product_id, variant_id, title, variant_title, sku, image_url,
                                       unit_amount, quantity, subtotal_amount, discount_amount, tax_amount,
                                       total_amount, position, taxable)
              VALUES ${join(values, ', ')} RETURNING *`,
        );
  written.sort((x, y) => x.position - y.position);
  await countCheckout(tx, order.id);
  // A new order has nothing fulfilled yet.
  return { order: { ...(row as EntityRow<typeof OrderSchema>), any_fulfilled: false }, lines: written };
}

/** What gift cards and store credit paid of a new order: the card or the transfer pays (and refunds) the rest. */
export async function recordBalancePaid(tx: EntityManager, orderId: string, amount: number): Promise<void> {
  await execute(tx, sql`UPDATE orders SET balance_paid_amount = ${amount} WHERE id = ${orderId}`);
}

/**
 * Payment captured: the order is confirmed and paid in full. The captured amount is the card's or the transfer's
 * part, what a refund through the provider may return at most. Answers the order's row as written.
 */
export async function markOrderPaid(tx: EntityManager, orderId: string): Promise<EntityRow<typeof OrderSchema>> {
  const row = await queryOne<EntityRow<typeof OrderSchema>>(
    tx,
    `UPDATE orders SET status = 'confirmed', payment_status = 'paid',
                       captured_amount = total_amount - balance_paid_amount,
                       updated_at = clock_timestamp()
      WHERE id = ? RETURNING *`,
    [orderId],
  );
  await countPayment(tx, orderId, (row as EntityRow<typeof OrderSchema>).payment_method);
  return row as EntityRow<typeof OrderSchema>;
}

/**
 * A replacement order that costs more than its return paid: confirmed (its stock is taken and held for the shopper)
 * with the rest due and its payment pending until the rest is paid through a payment link. A pending payment keeps
 * it from being fulfilled (order-states.ts).
 */
export async function markOrderAwaitingBalance(tx: EntityManager, orderId: string, due: number): Promise<void> {
  await execute(
    tx,
    sql`UPDATE orders SET status = 'confirmed', payment_status = 'pending', captured_amount = 0,
               balance_due_amount = ${due}, updated_at = clock_timestamp()
         WHERE id = ${orderId}`,
  );
}

/** The order's status, the row locked for the rest of the transaction; undefined when there is no such order. */
export async function lockOrderStatus(tx: EntityManager, orderId: string): Promise<string | undefined> {
  return (await queryOne<Pick<OrderRow, 'status'>>(tx, 'SELECT status FROM orders WHERE id = ? FOR UPDATE', [orderId]))
    ?.status;
}

/** Its payment failed: the order is cancelled with the failure's code as the reason. */
export async function cancelOrderForFailedPayment(tx: EntityManager, orderId: string, reason: string): Promise<void> {
  await countDeclined(tx, orderId);
  await execute(
    tx,
    `UPDATE orders SET status = 'cancelled', payment_status = 'failed', cancel_reason = ?, cancelled_at = now(), ` +
      `updated_at = clock_timestamp() WHERE id = ?`,
    [reason, orderId],
  );
}

/** The cart an order of this store was made from. */
export async function cartIdOfOrder(em: EntityManager, storeId: string, orderId: string): Promise<string | undefined> {
  return (
    await queryOne<Pick<OrderRow, 'cart_id'>>(em, 'SELECT cart_id FROM orders WHERE id = ? AND store_id = ?', [
      orderId,
      storeId,
    ])
  )?.cart_id;
}

/** Whether a fulfilment with this id was recorded already (a repeated request). */
export async function fulfilmentExists(tx: EntityManager, fulfilmentId: string): Promise<boolean> {
  return (await queryOne(tx, sql`SELECT 1 AS found FROM fulfilments WHERE id = ${fulfilmentId}`)) !== undefined;
}

export async function insertFulfilment(
  tx: EntityManager,
  fulfilment: {
    id: string;
    orderId: string;
    locationId: string | null;
    items: unknown[];
    tracking: unknown;
    notifyCustomer: boolean;
  },
): Promise<void> {
  await execute(
    tx,
    sql`INSERT INTO fulfilments (id, order_id, lines, tracking, notify_customer, location_id)
        VALUES (${fulfilment.id}, ${fulfilment.orderId}, ${JSON.stringify(fulfilment.items)}::jsonb,
                ${JSON.stringify(fulfilment.tracking)}::jsonb, ${fulfilment.notifyCustomer}, ${fulfilment.locationId})`,
  );
}

/** The line quantities an action counts up: shipped, refunded, back on the shelf, back before shipping. */
export type LineCount = 'fulfilled_quantity' | 'refunded_quantity' | 'restocked_quantity' | 'released_quantity';

export async function addToLineCount(tx: EntityManager, lineId: string, count: LineCount, quantity: number) {
  await execute(tx, sql`UPDATE order_lines SET ${raw(`${count} = ${count}`)} + ${quantity} WHERE id = ${lineId}`);
}

/** Partly or wholly shipped; a wholly shipped order is completed. */
export async function markOrderFulfilled(tx: EntityManager, orderId: string, done: boolean): Promise<void> {
  await execute(
    tx,
    sql`UPDATE orders SET fulfillment_status = ${done ? 'fulfilled' : 'partially_fulfilled'},
               status = CASE WHEN ${done} THEN 'completed' ELSE status END, updated_at = clock_timestamp()
         WHERE id = ${orderId}`,
  );
}

export interface NewRefund {
  id: string;
  orderId: string;
  amount: number;
  reason: string | null;
  restock: boolean;
  includeShipping: boolean;
  items: unknown[];
  providerReference: string | null;
}

/** Whether the order's refunds include this one. */
export async function refundRecorded(em: EntityManager, orderId: string, refundId: string): Promise<boolean> {
  return (
    (await queryOne(em, sql`SELECT 1 FROM refunds WHERE id = ${refundId} AND order_id = ${orderId}`)) !== undefined
  );
}

/** Records the refund and counts it on the order; false (and nothing changed) when the refund id is known already. */
export async function insertRefund(tx: EntityManager, refund: NewRefund): Promise<boolean> {
  const inserted = await execute(
    tx,
    sql`INSERT INTO refunds (id, order_id, amount, reason, restock, include_shipping, lines, provider_reference)
        VALUES (${refund.id}, ${refund.orderId}, ${refund.amount}, ${refund.reason}, ${refund.restock},
                ${refund.includeShipping}, ${JSON.stringify(refund.items)}::jsonb, ${refund.providerReference})
        ON CONFLICT (id) DO NOTHING`,
  );
  if (inserted === 0) return false;
  await execute(
    tx,
    sql`UPDATE orders SET refunded_amount = refunded_amount + ${refund.amount},
            payment_status = CASE WHEN refunded_amount + ${refund.amount} >= captured_amount + balance_paid_amount
              THEN 'refunded'
              ELSE 'partially_refunded' END,
            updated_at = clock_timestamp() WHERE id = ${refund.orderId}`,
  );
  await countRefund(tx, refund.orderId, refund.amount);
  return true;
}

/** Cancelled by the merchant: payment voided unless money was captured. */
export async function markOrderCancelled(tx: EntityManager, orderId: string, reason: string | null): Promise<void> {
  await execute(
    tx,
    sql`UPDATE orders SET status = 'cancelled', payment_status = CASE WHEN captured_amount > 0 THEN payment_status
               ELSE 'voided' END,
               cancel_reason = ${reason}, cancelled_at = now(), updated_at = clock_timestamp()
         WHERE id = ${orderId}`,
  );
  await countCancellation(tx, orderId);
}

/** The status and cart of an order of this store; undefined when the store has no such order. */
export async function findOrderOfStore(
  em: EntityManager,
  storeId: string,
  orderId: string,
): Promise<{ status: string; cart_id: string } | undefined> {
  return queryOne(em, sql`SELECT status, cart_id FROM orders WHERE id = ${orderId} AND store_id = ${storeId}`);
}

/** The orders side of the payments' reads and writes (src/payments/payment-orders.port.ts). */
export const paymentOrders: PaymentOrders = {
  storeAndCurrency: (orderId) => sql`SELECT store_id, currency FROM orders WHERE id = ${orderId}`,
  checkoutOver: (orderId) => sql`EXISTS (SELECT 1 FROM orders o WHERE o.id = ${orderId} AND o.status <> 'pending')`,
  // A checkout's order only: an exchange's replacement (confirmed, payment pending on its link) stays pending until
  // the link's payment is captured, so it never looks paid enough to ship on an authorization alone.
  markAuthorized: (orderId) =>
    sql`UPDATE orders SET payment_status = 'authorized', updated_at = clock_timestamp()
         WHERE id = ${orderId} AND payment_status = 'pending' AND status = 'pending'`,
};

/** The id of the order of this store with this number and e-mail (case-insensitive), as a guest proves it is theirs. */
export async function findOrderIdByNumber(
  em: EntityManager,
  storeId: string,
  orderNumber: number,
  email: string,
): Promise<string | undefined> {
  const row = await queryOne<{ id: string }>(
    em,
    sql`SELECT id FROM orders WHERE store_id = ${storeId} AND number = ${orderNumber}
           AND lower(email) = lower(${email})`,
  );
  return row?.id;
}

/** When the order's last fulfilment was made (a return's window counts from it), or null before any. */
export async function lastFulfilledAt(em: EntityManager, orderId: string): Promise<Date | null> {
  const row = await queryOne<{ at: Date | null }>(
    em,
    sql`SELECT max(created_at) AS at FROM fulfilments WHERE order_id = ${orderId}`,
  );
  return row?.at ? new Date(row.at) : null;
}

export interface PickListNames {
  order_id: string;
  variant_id: string;
  order_number: string;
  order_created_at: Date;
  line_ids: string[];
  title: string;
  variant_title: string;
  sku: string;
}

/** What a pick list names for each (order, variant) of the store: the order's number and its lines of the variant. */
export function pickListNames(
  em: EntityManager,
  storeId: string,
  pairs: Array<{ orderId: string; variantId: string }>,
) {
  return queryRows<PickListNames>(
    em,
    sql`SELECT o.id AS order_id, l.variant_id, o.number::text AS order_number, o.created_at AS order_created_at,
               array_agg(l.id ORDER BY l.position, l.id) AS line_ids, min(l.title) AS title,
               min(l.variant_title) AS variant_title, min(l.sku) AS sku
          FROM unnest(${pairs.map((p) => p.orderId)}::text[], ${pairs.map((p) => p.variantId)}::text[])
               AS n(order_id, variant_id)
          JOIN orders o ON o.id = n.order_id AND o.store_id = ${storeId}
          JOIN order_lines l ON l.order_id = o.id AND l.variant_id = n.variant_id
         GROUP BY o.id, l.variant_id`,
  );
}

/** An order line as an edit leaves it (src/order-edits): amounts in minor units, quantity 0 removes the line. */
export interface EditedOrderLine {
  lineId: string;
  added: boolean;
  /** Null for a custom line (a draft order's title and price); an edit adds only catalogue variants. */
  productId: string | null;
  variantId: string | null;
  title: string;
  variantTitle: string;
  sku: string;
  unitAmount: number;
  quantity: number;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** The order's totals and shipping as an edit leaves them. */
export interface EditedOrder {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  discountCode: string | null;
  shippingOption: unknown;
  shippingAddress: unknown;
  /** Added to what the shopper still owes (a shortfall collected through a payment link). */
  balanceDue: number;
}

/**
 * Writes a committed edit onto the order (call under the order's lock): lines changed, removed (quantity 0) or
 * added after the others, the totals replaced and the version bumped, which is what a second commit is refused by.
 */
export async function applyOrderEdit(
  tx: EntityManager,
  orderId: string,
  lines: EditedOrderLine[],
  edited: EditedOrder,
): Promise<void> {
  const last = await queryOne<{ position: number }>(
    tx,
    sql`SELECT coalesce(max(position), -1) AS position FROM order_lines WHERE order_id = ${orderId}`,
  );
  let position = Number(last?.position ?? -1);
  for (const l of lines) {
    if (l.added && l.quantity > 0) {
      position += 1;
      await execute(
        tx,
        sql`INSERT INTO order_lines (id, order_id, product_id, variant_id, title, variant_title, sku, image_url,
                                     unit_amount, quantity, subtotal_amount, discount_amount, tax_amount,
                                     total_amount, position)
            VALUES (${l.lineId}, ${orderId}, ${l.productId}, ${l.variantId}, ${l.title}, ${l.variantTitle}, ${l.sku},
                    NULL, ${l.unitAmount}, ${l.quantity}, ${l.subtotal}, ${l.discount}, ${l.tax}, ${l.total},
                    ${position})`,
      );
    } else if (!l.added && l.quantity === 0) {
      await execute(tx, sql`DELETE FROM order_lines WHERE id = ${l.lineId} AND order_id = ${orderId}`);
    } else if (!l.added) {
      await execute(
        tx,
        sql`UPDATE order_lines SET quantity = ${l.quantity}, subtotal_amount = ${l.subtotal},
                   discount_amount = ${l.discount}, tax_amount = ${l.tax}, total_amount = ${l.total}
             WHERE id = ${l.lineId} AND order_id = ${orderId}`,
      );
    }
  }
  await execute(
    tx,
    sql`UPDATE orders SET subtotal_amount = ${edited.subtotal}, discount_amount = ${edited.discount},
               shipping_amount = ${edited.shipping}, tax_amount = ${edited.tax}, total_amount = ${edited.total},
               discount_code = ${edited.discountCode},
               shipping_option = ${JSON.stringify(edited.shippingOption)}::jsonb,
               shipping_address = ${JSON.stringify(edited.shippingAddress)}::jsonb,
               balance_due_amount = balance_due_amount + ${edited.balanceDue},
               fulfillment_status = CASE
                 WHEN NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = ${orderId}
                                   AND l.fulfilled_quantity + l.released_quantity < l.quantity)
                 THEN 'fulfilled'
                 WHEN EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = ${orderId}
                               AND l.fulfilled_quantity > 0) THEN 'partially_fulfilled'
                 ELSE 'unfulfilled' END,
               -- As a fulfilment shipping the last unit does: an edit removing what was left to ship completes it.
               status = CASE WHEN NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = ${orderId}
                                               AND l.fulfilled_quantity + l.released_quantity < l.quantity)
                             THEN 'completed' ELSE status END,
               version = version + 1, updated_at = clock_timestamp()
         WHERE id = ${orderId}`,
  );
}

/**
 * A payment link's payment was captured: the card's captured amount grows by it and the balance due shrinks by it;
 * an order whose payment was pending on that balance is paid.
 */
export async function recordBalanceCaptured(tx: EntityManager, orderId: string, amount: number): Promise<void> {
  await execute(
    tx,
    sql`UPDATE orders SET captured_amount = captured_amount + ${amount},
               balance_due_amount = greatest(0, balance_due_amount - ${amount}),
               -- An exchange's replacement waits for its balance with its payment pending; paid in full, it is paid.
               payment_status = CASE WHEN payment_status = 'pending' AND balance_due_amount <= ${amount}
                                     THEN 'paid' ELSE payment_status END,
               updated_at = clock_timestamp()
         WHERE id = ${orderId}`,
  );
}

/**
 * Marks a new order's gift-card lines with who gets their cards (by variant: one line per variant); answers the
 * lines as written, in their order.
 */
export async function markGiftCardLines(
  tx: EntityManager,
  orderId: string,
  lines: OrderLineRow[],
  giftCards: Map<string, object>,
): Promise<OrderLineRow[]> {
  const marked: OrderLineRow[] = [];
  for (const line of lines) {
    const giftCard = line.variant_id ? giftCards.get(line.variant_id) : undefined;
    marked.push(
      giftCard
        ? ((await queryOne<OrderLineRow>(
            tx,
            sql`UPDATE order_lines SET gift_card = ${JSON.stringify(giftCard)}::jsonb
                 WHERE order_id = ${orderId} AND id = ${line.id} RETURNING *`,
          )) as OrderLineRow)
        : line,
    );
  }
  return marked;
}

/**
 * The gift-card lines of orders paid within `days` and left unchanged for `quietMinutes` (the relay has had its
 * turn): what the expiry schedule checks for cards whose delivery never started. The shape the relay reads from
 * `order.paid`.
 */
export async function paidGiftCardLines(
  em: EntityManager,
  days: number,
  quietMinutes: number,
  page: { limit: number; offset: number },
): Promise<
  Array<{
    store_id: string;
    order_id: string;
    email: string;
    currency: string;
    line_id: string;
    quantity: number;
    unit_amount: number;
    gift_card: Record<string, string>;
  }>
> {
  return queryRows(
    em,
    sql`SELECT o.store_id, o.id AS order_id, o.email, o.currency, l.id AS line_id, l.quantity,
               l.unit_amount::bigint AS unit_amount, l.gift_card
          FROM order_lines l JOIN orders o ON o.id = l.order_id
         WHERE l.gift_card IS NOT NULL AND o.payment_status IN ('paid', 'partially_refunded')
           AND o.status <> 'cancelled' AND l.refunded_quantity < l.quantity
           AND o.created_at > now() - make_interval(days => ${days})
           AND o.updated_at < now() - make_interval(mins => ${quietMinutes})
         ORDER BY o.created_at, l.id LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}
