import { Migration } from '@mikro-orm/migrations';

/**
 * Product imports (issue 33): the uploaded file in 1 MiB chunks (so any worker can read it back as a stream), the
 * import's state and counts, and the problems its dry run and real run found, one per bad row and column.
 * `committed_line` is the last line of the last batch written: it moves in the same transaction as the batch's
 * rows, so a run that resumes after a crash starts after it and never writes a batch twice.
 */
export class Migration20261126003200Imports extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE imports (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        format text NOT NULL CHECK (format IN ('csv', 'jsonl')),
        status text NOT NULL CHECK (status IN ('validating', 'validated', 'importing', 'completed', 'failed')),
        file_bytes bigint NOT NULL DEFAULT 0,
        total_rows integer NOT NULL DEFAULT 0,
        total_products integer NOT NULL DEFAULT 0,
        bad_rows integer NOT NULL DEFAULT 0,
        committed_line integer NOT NULL DEFAULT 0,
        rows_done integer NOT NULL DEFAULT 0,
        rows_failed integer NOT NULL DEFAULT 0,
        products_created integer NOT NULL DEFAULT 0,
        products_updated integer NOT NULL DEFAULT 0,
        products_unchanged integer NOT NULL DEFAULT 0,
        failure text,
        started_at timestamptz,
        finished_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX imports_store_created ON imports (store_id, created_at DESC, id DESC)`);
    this.addSql(`
      CREATE TABLE import_chunks (
        import_id text NOT NULL REFERENCES imports(id) ON DELETE CASCADE,
        seq integer NOT NULL,
        data bytea NOT NULL,
        PRIMARY KEY (import_id, seq)
      )`);
    this.addSql(`
      CREATE TABLE import_problems (
        import_id text NOT NULL REFERENCES imports(id) ON DELETE CASCADE,
        position integer NOT NULL,
        phase text NOT NULL CHECK (phase IN ('dry_run', 'import')),
        line integer NOT NULL,
        "column" text NOT NULL,
        reason text NOT NULL,
        PRIMARY KEY (import_id, position)
      )`);
  }
}
