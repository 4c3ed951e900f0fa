import { Migration } from '@mikro-orm/migrations';

/**
 * Returns (issue 43, docs/returns-and-edits.md). A store's return policy is one jsonb document beside its other
 * settings; a store without a row has the default policy. A return belongs to one order; its lines say what of which
 * order line comes back, what arrived and in which condition. `resolution` keeps how it was settled (method, amount,
 * fee), written in the transaction that restocks, so a retried resolution finds it and moves nothing twice.
 */
export class Migration20261128004200Returns extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE return_policies (
        store_id text PRIMARY KEY REFERENCES stores(id) ON DELETE CASCADE,
        policy jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql(`
      CREATE TABLE returns (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        order_number bigint NOT NULL,
        customer_id text,
        email text NOT NULL,
        status text NOT NULL CHECK (status IN ('requested', 'approved', 'refused', 'in_transit', 'received',
                                               'resolved', 'expired', 'cancelled')),
        reason text NOT NULL,
        note text,
        staff_message text,
        currency text NOT NULL,
        value_amount bigint NOT NULL,
        resolution jsonb,
        ship_by timestamptz,
        reminded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql(`CREATE INDEX returns_store ON returns (store_id, created_at DESC, id DESC)`);
    this.addSql(`CREATE INDEX returns_order ON returns (order_id)`);
    this.addSql(`
      CREATE TABLE return_lines (
        id text PRIMARY KEY,
        return_id text NOT NULL REFERENCES returns(id) ON DELETE CASCADE,
        order_line_id text NOT NULL,
        product_id text NOT NULL,
        variant_id text NOT NULL,
        title text NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        sellable_quantity integer NOT NULL DEFAULT 0,
        damaged_quantity integer NOT NULL DEFAULT 0,
        value_amount bigint NOT NULL,
        position integer NOT NULL,
        CONSTRAINT return_lines_received CHECK (sellable_quantity >= 0 AND damaged_quantity >= 0
                                                AND sellable_quantity + damaged_quantity <= quantity)
      )`);
    this.addSql(`CREATE INDEX return_lines_return ON return_lines (return_id, position)`);
    this.addSql(`CREATE INDEX return_lines_order_line ON return_lines (order_line_id)`);
  }
}
