import { Migration } from '@mikro-orm/migrations';

/**
 * Order edits after payment (issue 43, docs/returns-and-edits.md). An edit is a draft held server-side: the order's
 * version it was opened on and the operations staff appended; committing it moves money once and bumps the order's
 * `version`, which a second commit of the same version is refused by (409). A shortfall the card cannot cover is
 * `balance_due_amount` on the order until the shopper pays a payment link: a link is general (an amount to pay for
 * a purpose), so draft orders can use the same table later.
 */
export class Migration20261129001200OrderEdits extends Migration {
  async up(): Promise<void> {
    this.addSql(`ALTER TABLE orders ADD COLUMN version integer NOT NULL DEFAULT 0,
                   ADD COLUMN balance_due_amount bigint NOT NULL DEFAULT 0 CHECK (balance_due_amount >= 0)`);
    this.addSql(`
      CREATE TABLE order_edits (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('open', 'committed', 'cancelled')),
        base_version integer NOT NULL,
        operations jsonb NOT NULL DEFAULT '[]'::jsonb,
        created_by text NOT NULL,
        result jsonb,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        committed_at timestamptz
      )`);
    this.addSql('CREATE INDEX order_edits_order ON order_edits (order_id, created_at DESC)');
    this.addSql(`
      CREATE TABLE payment_links (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        order_id text REFERENCES orders(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('order_balance')),
        amount bigint NOT NULL CHECK (amount > 0),
        currency text NOT NULL,
        status text NOT NULL CHECK (status IN ('open', 'paid', 'cancelled')),
        payment_id text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        paid_at timestamptz
      )`);
    this.addSql('CREATE INDEX payment_links_order ON payment_links (order_id)');
  }

  async down(): Promise<void> {
    this.addSql('DROP TABLE payment_links');
    this.addSql('DROP TABLE order_edits');
    this.addSql('ALTER TABLE orders DROP COLUMN balance_due_amount, DROP COLUMN version');
  }
}
