import { Migration } from '@mikro-orm/migrations';

/**
 * The daily rollups the reports read (issue 47), so a year's report sums at most 366 rows per currency instead of
 * scanning every order. Written by the orders repository in the transaction of each order change; filled here from
 * the orders there are. Days are UTC dates. A placed order counts on the day it was created (the day the order
 * list's createdFrom/createdTo put it in), a refund and a cancellation on the day they happen; what "placed" means
 * is PLACED_ORDER in src/orders/orders.search.ts. These statements are this migration's own copy of that rule: a
 * migration keeps what it did when the rule later changes.
 */
export class Migration20261128004000OrderSalesDays extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE order_sales_days (
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        currency text NOT NULL,
        day date NOT NULL,
        checkouts integer NOT NULL DEFAULT 0,
        declined integer NOT NULL DEFAULT 0,
        orders integer NOT NULL DEFAULT 0,
        units integer NOT NULL DEFAULT 0,
        gross_sales bigint NOT NULL DEFAULT 0,
        discounts bigint NOT NULL DEFAULT 0,
        shipping bigint NOT NULL DEFAULT 0,
        tax bigint NOT NULL DEFAULT 0,
        total_sales bigint NOT NULL DEFAULT 0,
        refunds integer NOT NULL DEFAULT 0,
        refunded_amount bigint NOT NULL DEFAULT 0,
        cancellations integer NOT NULL DEFAULT 0,
        cancelled_amount bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (store_id, currency, day)
      )`);
    this.addSql(`
      CREATE TABLE order_variant_sales_days (
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        currency text NOT NULL,
        day date NOT NULL,
        variant_id text NOT NULL,
        product_id text NOT NULL,
        title text NOT NULL,
        variant_title text NOT NULL,
        sku text NOT NULL,
        units integer NOT NULL DEFAULT 0,
        gross_sales bigint NOT NULL DEFAULT 0,
        discounts bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (store_id, currency, day, variant_id)
      )`);
    const placed = "o.payment_status <> 'failed' AND NOT (o.status = 'pending' AND o.payment_method = 'card')";
    const utcDay = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;
    this.addSql(`
      INSERT INTO order_sales_days (store_id, currency, day, checkouts, declined, orders, units, gross_sales, discounts,
                                    shipping, tax, total_sales)
      SELECT o.store_id, o.currency, ${utcDay('o.created_at')}, count(*),
             count(*) FILTER (WHERE o.payment_status = 'failed'),
             count(*) FILTER (WHERE ${placed}),
             coalesce(sum(u.units) FILTER (WHERE ${placed}), 0),
             coalesce(sum(o.subtotal_amount) FILTER (WHERE ${placed}), 0),
             coalesce(sum(o.discount_amount) FILTER (WHERE ${placed}), 0),
             coalesce(sum(o.shipping_amount) FILTER (WHERE ${placed}), 0),
             coalesce(sum(o.tax_amount) FILTER (WHERE ${placed}), 0),
             coalesce(sum(o.total_amount) FILTER (WHERE ${placed}), 0)
        FROM orders o
        LEFT JOIN LATERAL (SELECT sum(l.quantity) AS units FROM order_lines l WHERE l.order_id = o.id) u ON true
       GROUP BY 1, 2, 3`);
    this.addSql(`
      INSERT INTO order_sales_days AS s (store_id, currency, day, refunds, refunded_amount)
      SELECT o.store_id, o.currency, ${utcDay('r.created_at')}, count(*), sum(r.amount)
        FROM refunds r JOIN orders o ON o.id = r.order_id GROUP BY 1, 2, 3
      ON CONFLICT (store_id, currency, day) DO UPDATE
        SET refunds = EXCLUDED.refunds, refunded_amount = EXCLUDED.refunded_amount`);
    this.addSql(`
      INSERT INTO order_sales_days AS s (store_id, currency, day, cancellations, cancelled_amount)
      SELECT o.store_id, o.currency, ${utcDay('o.cancelled_at')}, count(*), sum(o.total_amount)
        FROM orders o WHERE o.status = 'cancelled' AND ${placed} GROUP BY 1, 2, 3
      ON CONFLICT (store_id, currency, day) DO UPDATE
        SET cancellations = EXCLUDED.cancellations, cancelled_amount = EXCLUDED.cancelled_amount`);
    this.addSql(`
      INSERT INTO order_variant_sales_days (store_id, currency, day, variant_id, product_id, title, variant_title, sku,
                                            units, gross_sales, discounts)
      SELECT o.store_id, o.currency, ${utcDay('o.created_at')}, l.variant_id,
             (array_agg(l.product_id ORDER BY o.created_at DESC))[1], (array_agg(l.title ORDER BY o.created_at DESC))[1],
             (array_agg(l.variant_title ORDER BY o.created_at DESC))[1],
             (array_agg(l.sku ORDER BY o.created_at DESC))[1],
             sum(l.quantity), sum(l.subtotal_amount), sum(l.discount_amount)
        FROM orders o JOIN order_lines l ON l.order_id = o.id
       WHERE ${placed}
       GROUP BY 1, 2, 3, 4`);
  }
}
