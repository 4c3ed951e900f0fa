import { Migration } from '@mikro-orm/migrations';

/**
 * Labels and tracking numbers of a return (issue 43, docs/returns-and-edits.md): a row each, kept in the order they
 * were added, so the return shows the label staff gave and every number the shopper sent, and who added which.
 */
export class Migration20261129001300ReturnTracking extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE return_tracking (
        id text PRIMARY KEY,
        return_id text NOT NULL REFERENCES returns(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('label', 'tracking')),
        carrier text,
        number text,
        url text,
        added_by text NOT NULL CHECK (added_by IN ('customer', 'guest', 'staff')),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT return_tracking_number_or_url CHECK (number IS NOT NULL OR url IS NOT NULL)
      )`);
    this.addSql(`CREATE INDEX return_tracking_return ON return_tracking (return_id, created_at)`);
  }
}
