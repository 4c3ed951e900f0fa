import { Migration } from '@mikro-orm/migrations';

/** The order projection that activities keep current; private reads and customer history read it. */
export class Migration20261122000350Orders extends Migration {
  async up(): Promise<void> {
    this.addSql(`CREATE SEQUENCE order_numbers START 1001`);
    this.addSql(`
      CREATE TABLE orders (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        number bigint NOT NULL DEFAULT nextval('order_numbers'),
        cart_id text NOT NULL UNIQUE,
        customer_id text REFERENCES customers(id) ON DELETE SET NULL,
        email text NOT NULL,
        currency text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled')),
        payment_status text NOT NULL CHECK (payment_status IN ('pending', 'authorized', 'paid', 'partially_refunded', 'refunded', 'voided', 'failed')),
        fulfillment_status text NOT NULL CHECK (fulfillment_status IN ('unfulfilled', 'partially_fulfilled', 'fulfilled')),
        payment_method text NOT NULL,
        subtotal_amount bigint NOT NULL,
        discount_amount bigint NOT NULL DEFAULT 0,
        shipping_amount bigint NOT NULL DEFAULT 0,
        tax_amount bigint NOT NULL DEFAULT 0,
        total_amount bigint NOT NULL,
        captured_amount bigint NOT NULL DEFAULT 0,
        refunded_amount bigint NOT NULL DEFAULT 0,
        discount_code text,
        shipping_address jsonb,
        billing_address jsonb,
        shipping_option jsonb,
        note text,
        workflow_id text NOT NULL,
        cancel_reason text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        cancelled_at timestamptz,
        CHECK (refunded_amount <= captured_amount)
      )`);
    this.addSql(`CREATE INDEX orders_store_created ON orders (store_id, created_at DESC, id DESC)`);
    this.addSql(`CREATE INDEX orders_store_email ON orders (store_id, lower(email), created_at DESC)`);
    this.addSql(`CREATE INDEX orders_customer ON orders (customer_id, created_at DESC, id DESC)`);
    this.addSql(`
      CREATE TABLE order_lines (
        id text PRIMARY KEY,
        order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        product_id text NOT NULL,
        variant_id text NOT NULL,
        title text NOT NULL,
        variant_title text NOT NULL,
        sku text NOT NULL,
        image_url text,
        unit_amount bigint NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        subtotal_amount bigint NOT NULL,
        discount_amount bigint NOT NULL DEFAULT 0,
        tax_amount bigint NOT NULL DEFAULT 0,
        total_amount bigint NOT NULL,
        fulfilled_quantity integer NOT NULL DEFAULT 0,
        refunded_quantity integer NOT NULL DEFAULT 0,
        position integer NOT NULL DEFAULT 0,
        CHECK (fulfilled_quantity BETWEEN 0 AND quantity),
        CHECK (refunded_quantity BETWEEN 0 AND quantity)
      )`);
    this.addSql(`CREATE INDEX order_lines_order ON order_lines (order_id, position)`);
    this.addSql(`
      CREATE TABLE payments (
        id text PRIMARY KEY,
        order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        provider text NOT NULL,
        method text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'requires_action', 'authorized', 'captured', 'voided', 'failed')),
        amount bigint NOT NULL,
        provider_reference text,
        decline_code text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql(`CREATE INDEX payments_order ON payments (order_id, created_at)`);
    this.addSql(`
      CREATE TABLE refunds (
        id text PRIMARY KEY,
        order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        amount bigint NOT NULL CHECK (amount > 0),
        reason text,
        restock boolean NOT NULL DEFAULT false,
        include_shipping boolean NOT NULL DEFAULT false,
        lines jsonb NOT NULL DEFAULT '[]'::jsonb,
        provider_reference text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql(`CREATE INDEX refunds_order ON refunds (order_id, created_at)`);
    this.addSql(`
      CREATE TABLE fulfilments (
        id text PRIMARY KEY,
        order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        lines jsonb NOT NULL,
        tracking jsonb,
        notify_customer boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql(`CREATE INDEX fulfilments_order ON fulfilments (order_id, created_at)`);
    this.addSql(`
      CREATE TABLE order_timeline (
        id text PRIMARY KEY,
        order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        type text NOT NULL,
        actor text NOT NULL,
        message text NOT NULL,
        data jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql(`CREATE INDEX order_timeline_order ON order_timeline (order_id, created_at, id)`);
  }
}
