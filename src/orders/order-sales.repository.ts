import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows, writeAtCommit } from '../db/sql';
import { join, raw, sql, type Sql } from '../db/sql-template';
import { PLACED_ORDER } from './orders.search';

/**
 * The daily sales rollups (order_sales_days, order_variant_sales_days): each order change adds its part in the
 * change's own transaction, so a report sums days instead of orders. Days are UTC dates. Every order of a store
 * updates the same day's row, so the writes are held until the transaction commits (writeAtCommit): the row is locked
 * only for the commit, and never before the stock or discount rows the order locks. What a change counts is decided
 * when it is called (before the order's status changes); the rows are written at the commit.
 */
type DayColumn =
  | 'checkouts'
  | 'declined'
  | 'orders'
  | 'units'
  | 'gross_sales'
  | 'discounts'
  | 'shipping'
  | 'tax'
  | 'total_sales'
  | 'refunds'
  | 'refunded_amount'
  | 'cancellations'
  | 'cancelled_amount';

const utcDay = (column: string) => raw(`(${column} AT TIME ZONE 'UTC')::date`);

/** Adds values (expressions over the order `o`) to one day of the order's store and currency. */
async function addToDay(tx: EntityManager, orderId: string, day: Sql, values: Partial<Record<DayColumn, Sql>>) {
  await execute(tx, dayUpsert(orderId, day, values));
}

function dayUpsert(orderId: string, day: Sql, values: Partial<Record<DayColumn, Sql>>): Sql {
  const columns = Object.keys(values) as DayColumn[];
  return sql`INSERT INTO order_sales_days AS s (store_id, currency, day, ${raw(columns.join(', '))})
        SELECT o.store_id, o.currency, ${day}, ${join(
          columns.map((c) => values[c] as Sql),
          ', ',
        )}
          FROM orders o WHERE o.id = ${orderId}
        ON CONFLICT (store_id, currency, day) DO UPDATE
          SET ${raw(columns.map((c) => `${c} = s.${c} + EXCLUDED.${c}`).join(', '))}`;
}

/**
 * The order enters (sign 1) or leaves (-1) the sales of the day it was created, its lines those of their variants,
 * its customer's orders those of the day; a sale entering is one statement. The rows are locked in this order, each
 * statement of the WITH waiting for the whole of the one before (an uncorrelated subquery of its rows runs it to the
 * end before the next reads its first order row): the day, the variants (in variant order), the customer's day,
 * then the customer.
 */
async function addSale(tx: EntityManager, orderId: string, sign: 1 | -1): Promise<void> {
  const day = dayUpsert(orderId, utcDay('o.created_at'), {
    orders: sql`${sign}::integer`,
    units: sql`${sign}::integer * (SELECT coalesce(sum(l.quantity), 0) FROM order_lines l WHERE l.order_id = o.id)`,
    gross_sales: sql`${sign}::integer * o.subtotal_amount`,
    discounts: sql`${sign}::integer * o.discount_amount`,
    shipping: sql`${sign}::integer * o.shipping_amount`,
    tax: sql`${sign}::integer * o.tax_amount`,
    total_sales: sql`${sign}::integer * o.total_amount`,
  });
  // In variant order, so two checkouts selling the same variants lock their rows in the same order. A custom line (a
  // draft order's title and price) sells no variant: it counts in the day's totals above, not per product.
  const sales = sql`WITH sales_day AS (${day} RETURNING 1),
      variant_days AS (
        INSERT INTO order_variant_sales_days AS v (store_id, currency, day, variant_id, product_id, title,
                                                   variant_title, sku, units, gross_sales, discounts)
        SELECT o.store_id, o.currency, ${utcDay('o.created_at')}, l.variant_id, min(l.product_id), min(l.title),
               min(l.variant_title), min(l.sku), ${sign}::integer * sum(l.quantity),
               ${sign}::integer * sum(l.subtotal_amount), ${sign}::integer * sum(l.discount_amount)
          FROM orders o JOIN order_lines l ON l.order_id = o.id
         WHERE o.id = ${orderId} AND l.variant_id IS NOT NULL AND (SELECT count(*) FROM sales_day) >= 0
         GROUP BY o.store_id, o.currency, o.created_at, l.variant_id
         ORDER BY l.variant_id
        ON CONFLICT (store_id, currency, day, variant_id) DO UPDATE
          SET units = v.units + EXCLUDED.units, gross_sales = v.gross_sales + EXCLUDED.gross_sales,
              discounts = v.discounts + EXCLUDED.discounts, title = EXCLUDED.title,
              variant_title = EXCLUDED.variant_title, sku = EXCLUDED.sku
        RETURNING 1),
      customer_day AS (${customerDay(orderId, sign, sql`(SELECT count(*) FROM variant_days) >= 0`)})`;
  if (sign === 1) {
    await execute(
      tx,
      sql`${sales}
          INSERT INTO order_customers AS c (store_id, customer_key, first_day)
          SELECT store_id, customer_key, day FROM customer_day
          ON CONFLICT (store_id, customer_key) DO UPDATE SET first_day = least(c.first_day, EXCLUDED.first_day)`,
    );
    return;
  }
  const key = await queryOne<{ store_id: string; customer_key: string }>(
    tx,
    sql`${sales} SELECT store_id, customer_key FROM customer_day`,
  );
  if (key) await dropCustomerOrder(tx, key);
}

/**
 * The order's customer (by lowercased e-mail, so a guest who later signs up stays one customer) gains or loses a
 * placed order on its day (once `after` holds); the first day follows (order_customers): the earliest day left, none
 * when no placed order is left.
 */
function customerDay(orderId: string, sign: 1 | -1, after: Sql): Sql {
  return sql`INSERT INTO order_customer_days AS c (store_id, day, customer_key, orders)
        SELECT o.store_id, ${utcDay('o.created_at')}, lower(o.email), ${sign}::integer FROM orders o
         WHERE o.id = ${orderId} AND ${after}
        ON CONFLICT (store_id, day, customer_key) DO UPDATE SET orders = c.orders + EXCLUDED.orders
        RETURNING store_id, customer_key, day`;
}

/** A customer lost a placed order: its emptied days go, its first day becomes the earliest left, or it goes. */
async function dropCustomerOrder(tx: EntityManager, key: { store_id: string; customer_key: string }) {
  await execute(
    tx,
    sql`DELETE FROM order_customer_days
         WHERE store_id = ${key.store_id} AND customer_key = ${key.customer_key} AND orders <= 0`,
  );
  await execute(
    tx,
    sql`WITH first AS (SELECT min(day) AS day FROM order_customer_days
                        WHERE store_id = ${key.store_id} AND customer_key = ${key.customer_key})
        UPDATE order_customers c SET first_day = first.day FROM first
         WHERE c.store_id = ${key.store_id} AND c.customer_key = ${key.customer_key} AND first.day IS NOT NULL`,
  );
  await execute(
    tx,
    sql`DELETE FROM order_customers c
         WHERE c.store_id = ${key.store_id} AND c.customer_key = ${key.customer_key}
           AND NOT EXISTS (SELECT 1 FROM order_customer_days d
                            WHERE d.store_id = c.store_id AND d.customer_key = c.customer_key)`,
  );
}

const isPlaced = async (tx: EntityManager, orderId: string) =>
  (
    await queryOne<{ placed: boolean }>(
      tx,
      sql`SELECT ${raw(PLACED_ORDER)} AS placed FROM orders o WHERE o.id = ${orderId}`,
    )
  )?.placed === true;

/** A checkout made the order and its lines: one checkout started, and a sale when it is placed at once (offline). */
export async function countCheckout(tx: EntityManager, orderId: string): Promise<void> {
  const placed = await isPlaced(tx, orderId);
  await writeAtCommit(tx, async (at) => {
    await addToDay(at, orderId, utcDay('o.created_at'), { checkouts: sql`1` });
    if (placed) await addSale(at, orderId, 1);
  });
}

/** The card's payment was taken: the order becomes a sale. A bank transfer's order was one since it was made. */
export async function countPayment(tx: EntityManager, orderId: string, paymentMethod: string): Promise<void> {
  if (paymentMethod === 'card') await writeAtCommit(tx, (at) => addSale(at, orderId, 1));
}

/**
 * The checkout's payment is failing (called before the order is marked so): a declined attempt, and no longer a sale
 * if it was placed (offline) already.
 */
export async function countDeclined(tx: EntityManager, orderId: string): Promise<void> {
  const placed = await isPlaced(tx, orderId);
  await writeAtCommit(tx, async (at) => {
    await addToDay(at, orderId, utcDay('o.created_at'), { declined: sql`1` });
    if (placed) await addSale(at, orderId, -1);
  });
}

export async function countRefund(tx: EntityManager, orderId: string, amount: number): Promise<void> {
  await writeAtCommit(tx, (at) =>
    addToDay(at, orderId, utcDay('clock_timestamp()'), { refunds: sql`1`, refunded_amount: sql`${amount}::bigint` }),
  );
}

/** A placed order cancelled by the merchant: counted on the day of the cancellation, with its total. */
export async function countCancellation(tx: EntityManager, orderId: string): Promise<void> {
  await writeAtCommit(tx, (at) =>
    addToDay(at, orderId, utcDay('clock_timestamp()'), {
      cancellations: sql`1`,
      cancelled_amount: sql`o.total_amount`,
    }),
  );
}

export type ReportInterval = 'day' | 'week' | 'month';

export interface SalesRange {
  storeId: string;
  currency: string;
  /** First and last day, inclusive (YYYY-MM-DD, UTC). */
  from: string;
  to: string;
}

export interface SalesDayTotals {
  start: string;
  checkouts: string;
  declined: string;
  orders: string;
  units: string;
  gross_sales: string;
  discounts: string;
  shipping: string;
  tax: string;
  total_sales: string;
  refunds: string;
  refunded_amount: string;
  cancellations: string;
  cancelled_amount: string;
}

const SUMS = raw(
  [
    'checkouts',
    'declined',
    'orders',
    'units',
    'gross_sales',
    'discounts',
    'shipping',
    'tax',
    'total_sales',
    'refunds',
    'refunded_amount',
    'cancellations',
    'cancelled_amount',
  ]
    .map((c) => `coalesce(sum(d.${c}), 0)::bigint AS ${c}`)
    .join(', '),
);

/** The range's sums per day, week (from Monday) or month, every period present (zeros where nothing was sold). */
export async function salesByPeriod(em: EntityManager, range: SalesRange, interval: ReportInterval) {
  const step = `1 ${interval}`;
  return queryRows<SalesDayTotals>(
    em,
    sql`SELECT to_char(p.start, 'YYYY-MM-DD') AS start, ${SUMS}
          FROM generate_series(date_trunc(${interval}, ${range.from}::timestamp), ${range.to}::timestamp,
                               ${step}::interval)
               AS p(start)
          LEFT JOIN order_sales_days d
            ON d.store_id = ${range.storeId} AND d.currency = ${range.currency}
           AND d.day >= greatest(p.start::date, ${range.from}::date) AND d.day < p.start + ${step}::interval
           AND d.day <= ${range.to}::date
         GROUP BY p.start ORDER BY p.start`,
  );
}

export interface TopSeller {
  product_id: string;
  variant_id: string | null;
  title: string;
  variant_title: string | null;
  sku: string | null;
  units: string;
  gross_sales: string;
  discounts: string;
}

/** The best sellers of the range by sales after discounts, per product or per variant; titles as last sold. */
export async function topSellers(em: EntityManager, range: SalesRange, by: 'product' | 'variant', limit: number) {
  const key = raw(by === 'product' ? 'product_id' : 'variant_id');
  const latest = (column: string) => raw(`(array_agg(${column} ORDER BY day DESC))[1]`);
  return queryRows<TopSeller>(
    em,
    sql`SELECT ${latest('product_id')} AS product_id,
               ${by === 'variant' ? latest('variant_id') : raw('NULL')} AS variant_id, ${latest('title')} AS title,
               ${by === 'variant' ? latest('variant_title') : raw('NULL')} AS variant_title,
               ${by === 'variant' ? latest('sku') : raw('NULL')} AS sku,
               sum(units)::bigint AS units, sum(gross_sales)::bigint AS gross_sales,
               sum(discounts)::bigint AS discounts
          FROM order_variant_sales_days
         WHERE store_id = ${range.storeId} AND currency = ${range.currency}
           AND day BETWEEN ${range.from}::date AND ${range.to}::date
         GROUP BY ${key}
        HAVING sum(units) > 0
         ORDER BY sum(gross_sales - discounts) DESC, ${key}
         LIMIT ${limit}`,
  );
}

export interface CustomerPeriod {
  start: string;
  new_customers: string;
  returning_customers: string;
}

/**
 * New and returning customers per period (or of the whole range with `interval` undefined): new when their first
 * placed order falls in the period, returning when they placed one in it and their first came before it.
 */
export async function customersByPeriod(
  em: EntityManager,
  range: Omit<SalesRange, 'currency'>,
  interval: ReportInterval | undefined,
) {
  const periods = interval
    ? sql`SELECT p::date AS label, greatest(p::date, ${range.from}::date) AS start,
                 least((p + ${`1 ${interval}`}::interval)::date, ${range.to}::date + 1) AS stop
            FROM generate_series(date_trunc(${interval}, ${range.from}::timestamp), ${range.to}::timestamp,
                                 ${`1 ${interval}`}::interval) AS p`
    : sql`SELECT ${range.from}::date AS label, ${range.from}::date AS start, ${range.to}::date + 1 AS stop`;
  return queryRows<CustomerPeriod>(
    em,
    sql`SELECT to_char(p.label, 'YYYY-MM-DD') AS start,
               (SELECT count(*) FROM order_customers c
                 WHERE c.store_id = ${range.storeId} AND c.first_day >= p.start AND c.first_day < p.stop)
                 AS new_customers,
               (SELECT count(DISTINCT d.customer_key) FROM order_customer_days d
                  JOIN order_customers c ON c.store_id = d.store_id AND c.customer_key = d.customer_key
                 WHERE d.store_id = ${range.storeId} AND d.day >= p.start AND d.day < p.stop
                   AND c.first_day < p.start) AS returning_customers
          FROM (${periods}) AS p ORDER BY p.start`,
  );
}
