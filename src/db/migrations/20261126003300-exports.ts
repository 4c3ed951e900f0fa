import { Migration } from '@mikro-orm/migrations';

/**
 * Exports (issue 33): one row per requested export, written by its workflow as it goes (the fallback when the
 * workflow cannot be asked), and the stock ledger read store-wide in the order of the other lists.
 */
export class Migration20261126003300Exports extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE exports (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('products', 'orders', 'customers', 'stock_ledger')),
        format text NOT NULL CHECK (format IN ('csv', 'jsonl')),
        filters jsonb NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'failed')),
        rows_written integer NOT NULL DEFAULT 0,
        byte_size bigint NOT NULL DEFAULT 0,
        failure text,
        workflow_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz
      )`);
    this.addSql(`CREATE INDEX exports_store ON exports (store_id, created_at DESC, id DESC)`);
    this.addSql(`CREATE INDEX stock_ledger_store ON stock_ledger (store_id, created_at DESC, id DESC)`);
  }
}
