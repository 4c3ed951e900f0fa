import { Migration } from '@mikro-orm/migrations';

/**
 * Draft orders (issue 44): staff build an order, then send a payment link (purpose `draft_order`) or mark it paid.
 * The draft becomes a pending order when it is invoiced (its id kept here, so one draft makes one order).
 */
export class Migration20261129001700DraftOrders extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE draft_orders (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('open', 'invoiced', 'paid', 'expired', 'cancelled')),
        customer_id text REFERENCES customers(id) ON DELETE SET NULL,
        email text,
        currency text NOT NULL,
        discount_code text,
        shipping_option_id text,
        shipping_address jsonb,
        note text,
        order_id text CONSTRAINT draft_orders_order_id_unique UNIQUE,
        payment_link_id text,
        link_expires_at timestamptz,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        paid_at timestamptz
      )`);
    this.addSql('CREATE INDEX draft_orders_store_created ON draft_orders (store_id, created_at DESC, id DESC)');
    // Led by an index, so deleting a customer (or a variant, below) checks its drafts by a lookup.
    this.addSql('CREATE INDEX draft_orders_customer ON draft_orders (customer_id)');
    this.addSql(`
      CREATE TABLE draft_order_lines (
        id text PRIMARY KEY,
        draft_order_id text NOT NULL REFERENCES draft_orders(id) ON DELETE CASCADE,
        position integer NOT NULL,
        variant_id text NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
        quantity integer NOT NULL CHECK (quantity > 0),
        unit_amount bigint CHECK (unit_amount >= 0)
      )`);
    this.addSql('CREATE INDEX draft_order_lines_draft ON draft_order_lines (draft_order_id, position)');
    this.addSql('CREATE INDEX draft_order_lines_variant ON draft_order_lines (variant_id)');
    this.addSql(`
      CREATE TABLE draft_order_settings (
        store_id text PRIMARY KEY REFERENCES stores(id) ON DELETE CASCADE,
        settings jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql('ALTER TABLE payment_links DROP CONSTRAINT payment_links_purpose_check');
    this.addSql(
      `ALTER TABLE payment_links ADD CONSTRAINT payment_links_purpose_check
         CHECK (purpose IN ('order_balance', 'draft_order'))`,
    );
  }

  async down(): Promise<void> {
    this.addSql(`DELETE FROM payment_links WHERE purpose = 'draft_order'`);
    this.addSql('ALTER TABLE payment_links DROP CONSTRAINT payment_links_purpose_check');
    this.addSql(
      `ALTER TABLE payment_links ADD CONSTRAINT payment_links_purpose_check CHECK (purpose IN ('order_balance'))`,
    );
    this.addSql('DROP TABLE draft_order_settings');
    this.addSql('DROP TABLE draft_order_lines');
    this.addSql('DROP TABLE draft_orders');
  }
}
