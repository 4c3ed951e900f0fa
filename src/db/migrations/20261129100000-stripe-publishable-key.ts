import { Migration } from '@mikro-orm/migrations';

/**
 * The store's Stripe publishable key (`pk_…`, issue 44): the widget's Payment Element needs it in the browser, so it
 * is public by design and kept in plain text beside the sealed credentials, never among them.
 */
export class Migration20261129100000StripePublishableKey extends Migration {
  async up(): Promise<void> {
    this.addSql('ALTER TABLE payment_provider_settings ADD COLUMN publishable_key text NULL');
  }

  async down(): Promise<void> {
    this.addSql('ALTER TABLE payment_provider_settings DROP COLUMN publishable_key');
  }
}
