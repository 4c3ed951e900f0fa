import { Migration } from '@mikro-orm/migrations';

/**
 * The idempotency scope of the request that started an import (issue 49): a retry under the same key whose first
 * attempt's process died after it sent the start finds the import started by it, and answers it instead of a 409.
 */
export class Migration20261128004610ImportStartScope extends Migration {
  async up(): Promise<void> {
    this.addSql('ALTER TABLE imports ADD COLUMN start_scope_hash text');
  }

  async down(): Promise<void> {
    this.addSql('ALTER TABLE imports DROP COLUMN start_scope_hash');
  }
}
