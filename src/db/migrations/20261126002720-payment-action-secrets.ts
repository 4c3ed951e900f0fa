import { Migration } from '@mikro-orm/migrations';

/**
 * What the shopper's browser needs to finish a payment that waits on them (Stripe: the PaymentIntent's client
 * secret), sealed like every stored secret: kept here rather than in the checkout workflow's history.
 */
export class Migration20261126002720PaymentActionSecrets extends Migration {
  async up(): Promise<void> {
    this.addSql(`ALTER TABLE payments ADD COLUMN action_secret text`);
  }
}
