import { Migration } from '@mikro-orm/migrations';

/**
 * Claims (issue 43, docs/returns-and-edits.md): staff settle units of a fulfilled order that went missing or arrived
 * damaged, with no return, by a replacement fulfilment or a refund. A claim's lines say which units; `status` is
 * `open` while its refund is under way, `resolved` once settled, `failed` when the order refused the refund (its
 * units may be claimed again).
 */
export class Migration20261129001310Claims extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE claims (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        order_number bigint NOT NULL,
        reason text NOT NULL CHECK (reason IN ('missing', 'damaged')),
        resolution text NOT NULL CHECK (resolution IN ('replacement', 'refund')),
        status text NOT NULL CHECK (status IN ('open', 'resolved', 'failed')),
        note text,
        currency text NOT NULL,
        value_amount bigint NOT NULL,
        refund_id text,
        fulfilment_id text,
        failure jsonb,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql(`CREATE INDEX claims_store ON claims (store_id, created_at DESC, id DESC)`);
    this.addSql(`CREATE INDEX claims_order ON claims (order_id)`);
    this.addSql(`
      CREATE TABLE claim_lines (
        id text PRIMARY KEY,
        claim_id text NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
        order_line_id text NOT NULL,
        product_id text NOT NULL,
        variant_id text NOT NULL,
        title text NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        value_amount bigint NOT NULL,
        position integer NOT NULL
      )`);
    this.addSql(`CREATE INDEX claim_lines_claim ON claim_lines (claim_id, position)`);
    this.addSql(`CREATE INDEX claim_lines_order_line ON claim_lines (order_line_id)`);
  }
}
