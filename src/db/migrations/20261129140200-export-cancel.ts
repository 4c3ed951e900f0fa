import { Migration } from '@mikro-orm/migrations';

/**
 * A running export may be cancelled (`POST /<kind>-exports/{id}/cancel`, issue 47): the status `cancelled`, which
 * its workflow's later writes (progress, completion, failure; each conditional on `running`) leave as it is.
 */
export class Migration20261129140200ExportCancel extends Migration {
  async up(): Promise<void> {
    this.addSql('ALTER TABLE exports DROP CONSTRAINT exports_status_check');
    this.addSql(
      `ALTER TABLE exports ADD CONSTRAINT exports_status_check
         CHECK (status IN ('running', 'completed', 'failed', 'cancelled'))`,
    );
  }
}
