import { Migration } from '@mikro-orm/migrations';
import { definitionsAt, type FunctionVersions } from '../sql-functions';

/**
 * The rollups of the funnel and customers reports (issue 47), kept as order_sales_days is (migration
 * 20261128004000-order-sales-days), so neither report scans carts or orders:
 * - cart_days: carts that got their first item on a day (UTC), counted by a trigger on cart_lines
 *   (src/cart/sql/cart_days_follow_lines.sql) that stamps the cart's items_added_at, so a cart counts once;
 * - order_customers: each customer's (by e-mail, lowercased) first day with a placed order;
 * - order_customer_days: the placed orders of each customer per day, for the customers who came back.
 * Filled here from the carts and orders there are; carts that took an order or still hold lines count on the day they
 * were made (when their first line came is not recorded). The placed-order rule is this migration's copy.
 */
export class Migration20261129140000FunnelAndCustomerRollups extends Migration {
  static readonly functionVersions: FunctionVersions = { cart_days_follow_lines: '56b75e9df2a3' };

  async up(): Promise<void> {
    this.addSql('ALTER TABLE carts ADD COLUMN items_added_at timestamptz');
    this.addSql(`
      CREATE TABLE cart_days (
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        currency text NOT NULL,
        day date NOT NULL,
        carts integer NOT NULL DEFAULT 0,
        PRIMARY KEY (store_id, currency, day)
      )`);
    this.addSql(`
      CREATE TABLE order_customers (
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        customer_key text NOT NULL,
        first_day date NOT NULL,
        PRIMARY KEY (store_id, customer_key)
      )`);
    this.addSql('CREATE INDEX order_customers_first_day ON order_customers USING btree (store_id, first_day)');
    this.addSql(`
      CREATE TABLE order_customer_days (
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        day date NOT NULL,
        customer_key text NOT NULL,
        orders integer NOT NULL,
        PRIMARY KEY (store_id, day, customer_key)
      )`);
    this.addSql(
      'CREATE INDEX order_customer_days_customer ON order_customer_days USING btree (store_id, customer_key, day)',
    );
    this.addSql(`
      UPDATE carts c SET items_added_at = c.created_at
       WHERE c.status <> 'open' OR EXISTS (SELECT 1 FROM cart_lines l WHERE l.cart_id = c.id)`);
    this.addSql(`
      INSERT INTO cart_days (store_id, currency, day, carts)
      SELECT store_id, currency, (items_added_at AT TIME ZONE 'UTC')::date, count(*)
        FROM carts WHERE items_added_at IS NOT NULL GROUP BY 1, 2, 3`);
    const placed = "o.payment_status <> 'failed' AND NOT (o.status = 'pending' AND o.payment_method = 'card')";
    this.addSql(`
      INSERT INTO order_customer_days (store_id, day, customer_key, orders)
      SELECT o.store_id, (o.created_at AT TIME ZONE 'UTC')::date, lower(o.email), count(*)
        FROM orders o WHERE ${placed} GROUP BY 1, 2, 3`);
    this.addSql(`
      INSERT INTO order_customers (store_id, customer_key, first_day)
      SELECT store_id, customer_key, min(day) FROM order_customer_days GROUP BY 1, 2`);
    for (const definition of definitionsAt(Migration20261129140000FunnelAndCustomerRollups.functionVersions)) {
      this.addSql(definition);
    }
  }
}
