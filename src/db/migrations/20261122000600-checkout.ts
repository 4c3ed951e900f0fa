import { Migration } from '@mikro-orm/migrations';

/** Stock reservations of checkouts, restock tracking on order lines, and the built-in test payment provider's ledger. */
export class Migration20261122000600Checkout extends Migration {
  async up(): Promise<void> {
    // A checkout whose payment failed leaves a cancelled order behind; the cart may then be checked out again.
    this.addSql(`ALTER TABLE orders DROP CONSTRAINT orders_cart_id_key`);
    this.addSql(
      `CREATE UNIQUE INDEX orders_one_live_order_per_cart ON orders (cart_id) WHERE payment_status <> 'failed'`,
    );
    this.addSql(`CREATE INDEX orders_store_status ON orders (store_id, status, created_at DESC, id DESC)`);
    this.addSql(
      `ALTER TABLE order_lines ADD COLUMN restocked_quantity integer NOT NULL DEFAULT 0 CHECK (restocked_quantity >= 0)`,
    );
    this.addSql(`ALTER TABLE refunds ADD COLUMN shipping_amount bigint NOT NULL DEFAULT 0`);
    this.addSql(`
      CREATE TABLE stock_reservations (
        order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        variant_id text NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
        quantity integer NOT NULL CHECK (quantity > 0),
        status text NOT NULL CHECK (status IN ('reserved', 'committed', 'released')),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (order_id, variant_id)
      )`);
    this.addSql(`CREATE INDEX stock_reservations_variant ON stock_reservations (variant_id) WHERE status = 'reserved'`);
    // The test provider's own memory: one row per idempotency key, so a retried call returns the first outcome.
    this.addSql(`
      CREATE TABLE test_provider_calls (
        idempotency_key text PRIMARY KEY,
        operation text NOT NULL CHECK (operation IN ('authorize', 'confirm', 'capture', 'void', 'refund')),
        payment_reference text NOT NULL,
        amount bigint NOT NULL DEFAULT 0,
        currency text,
        result jsonb NOT NULL,
        attempts integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql(`CREATE INDEX test_provider_calls_reference ON test_provider_calls (payment_reference, operation)`);
    this.addSql(`
      CREATE TABLE test_provider_failures (
        idempotency_key text PRIMARY KEY,
        failures integer NOT NULL DEFAULT 0
      )`);
  }
}
