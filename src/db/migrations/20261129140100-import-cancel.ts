import { Migration } from '@mikro-orm/migrations';

/**
 * An import may be cancelled (`POST /imports/{importId}/cancel`, issue 47) until it has finished: the status
 * `cancelled`, which every later write of its workflow's activities leaves as it is.
 */
export class Migration20261129140100ImportCancel extends Migration {
  async up(): Promise<void> {
    this.addSql('ALTER TABLE imports DROP CONSTRAINT imports_status_check');
    this.addSql(
      `ALTER TABLE imports ADD CONSTRAINT imports_status_check
         CHECK (status IN ('validating', 'validated', 'importing', 'completed', 'failed', 'cancelled'))`,
    );
  }
}
