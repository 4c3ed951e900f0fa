import { Migration } from '@mikro-orm/migrations';

/**
 * A checkout whose void failed for good leaves its payment `void_failed` (20261126002900): the provider may still
 * hold the authorization, which is what the reconciliation schedule settles, so its partial index takes them too.
 */
export class Migration20261126003000ReconcileVoidFailed extends Migration {
  async up(): Promise<void> {
    this.addSql(`DROP INDEX payments_unsettled`);
    this.addSql(
      `CREATE INDEX payments_unsettled ON payments (updated_at)
         WHERE status IN ('pending', 'requires_action', 'authorized', 'void_failed')`,
    );
  }
}
