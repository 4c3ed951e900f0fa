import { Migration } from '@mikro-orm/migrations';

/**
 * `void_failed`: a failed checkout whose void the provider never accepted. The provider may still hold the
 * authorization on the shopper's card, so the payment stays visible for a person to void by hand.
 */
export class Migration20261126002900PaymentVoidFailed extends Migration {
  async up(): Promise<void> {
    this.addSql(`ALTER TABLE payments DROP CONSTRAINT payments_status_check`);
    this.addSql(`
      ALTER TABLE payments ADD CONSTRAINT payments_status_check
        CHECK (status IN ('pending', 'requires_action', 'authorized', 'captured', 'voided', 'failed', 'void_failed'))`);
  }
}
