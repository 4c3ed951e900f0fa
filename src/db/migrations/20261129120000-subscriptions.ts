import { Migration } from '@mikro-orm/migrations';

/**
 * Subscriptions (issue 45, docs/subscriptions.md). A selling plan says how a product can be bought as a subscription;
 * a plan replaced by staff is withdrawn (`withdrawn_at`), never deleted, as subscriptions keep pointing at it. A cart
 * line's chosen plan is kept beside the cart (one per cart and variant, as the lines are). A subscription copies its
 * plan's terms when it starts, so a later edit of the plan changes no running contract. One row per billed cycle,
 * unique by (subscription, cycle): whatever retries, one order per cycle. The store's dunning settings are one
 * jsonb document, as for restock alerts.
 */
export class Migration20261129120000Subscriptions extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE selling_plans (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        name text NOT NULL,
        interval text NOT NULL CHECK (interval IN ('day', 'week', 'month')),
        interval_count integer NOT NULL,
        discount_percent integer NOT NULL DEFAULT 0,
        minimum_cycles integer NOT NULL DEFAULT 0,
        trial_days integer NOT NULL DEFAULT 0,
        position integer NOT NULL,
        withdrawn_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql('CREATE INDEX selling_plans_product ON selling_plans (product_id, position)');
    this.addSql('CREATE INDEX selling_plans_store ON selling_plans (store_id)');
    this.addSql(`
      CREATE TABLE cart_selling_plans (
        cart_id text NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
        variant_id text NOT NULL,
        selling_plan_id text NOT NULL REFERENCES selling_plans(id) ON DELETE CASCADE,
        PRIMARY KEY (cart_id, variant_id)
      )`);
    this.addSql('CREATE INDEX cart_selling_plans_plan ON cart_selling_plans (selling_plan_id)');
    this.addSql(`
      CREATE TABLE subscriptions (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        email text NOT NULL,
        selling_plan_id text NOT NULL REFERENCES selling_plans(id),
        product_id text NOT NULL,
        variant_id text NOT NULL,
        title text NOT NULL,
        quantity integer NOT NULL CHECK (quantity >= 1 AND quantity <= 999),
        currency text NOT NULL,
        status text NOT NULL CHECK (status IN ('active', 'past_due', 'paused', 'cancelled')),
        interval text NOT NULL CHECK (interval IN ('day', 'week', 'month')),
        interval_count integer NOT NULL,
        discount_percent integer NOT NULL,
        minimum_cycles integer NOT NULL,
        first_order_id text NOT NULL,
        payment_token text NOT NULL,
        shipping_address jsonb,
        shipping_option_id text,
        next_cycle integer NOT NULL DEFAULT 1,
        cycles_paid integer NOT NULL DEFAULT 1,
        failed_attempts integer NOT NULL DEFAULT 0,
        next_billing_at timestamptz,
        cancelled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    // One subscription per subscribed line of the checkout's order: a retried step finds the ones it made.
    this.addSql('CREATE UNIQUE INDEX subscriptions_first_order ON subscriptions (first_order_id, variant_id)');
    this.addSql('CREATE INDEX subscriptions_store_created ON subscriptions (store_id, created_at DESC, id DESC)');
    this.addSql('CREATE INDEX subscriptions_customer ON subscriptions (customer_id, created_at DESC)');
    this.addSql('CREATE INDEX subscriptions_plan ON subscriptions (selling_plan_id)');
    this.addSql(`
      CREATE TABLE subscription_cycles (
        subscription_id text NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
        cycle integer NOT NULL,
        order_id text NOT NULL CONSTRAINT subscription_cycles_order_id_unique UNIQUE,
        payment_id text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (subscription_id, cycle)
      )`);
    this.addSql(`
      CREATE TABLE subscription_settings (
        store_id text PRIMARY KEY REFERENCES stores(id) ON DELETE CASCADE,
        settings jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
  }

  async down(): Promise<void> {
    this.addSql('DROP TABLE subscription_settings');
    this.addSql('DROP TABLE subscription_cycles');
    this.addSql('DROP TABLE subscriptions');
    this.addSql('DROP TABLE cart_selling_plans');
    this.addSql('DROP TABLE selling_plans');
  }
}
