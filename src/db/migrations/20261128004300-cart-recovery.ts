import { Migration } from '@mikro-orm/migrations';

/**
 * Abandoned-cart recovery (issue 45, docs/journeys.md). The store's settings are one jsonb document (a store without a
 * row has recovery off). A mail row per cart and step is written in the transaction that sends the step's mail, so a
 * retried activity finds it and never mails a step twice. Unsubscribed addresses are per store: they stop every cart of
 * that address in the store.
 */
export class Migration20261128004300CartRecovery extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE cart_recovery_settings (
        store_id text PRIMARY KEY REFERENCES stores(id) ON DELETE CASCADE,
        settings jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql(`
      CREATE TABLE cart_recovery_mails (
        cart_id text NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
        step integer NOT NULL CHECK (step >= 0),
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        email text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (cart_id, step)
      )`);
    this.addSql(`CREATE INDEX cart_recovery_mails_store ON cart_recovery_mails (store_id, sent_at DESC)`);
    this.addSql(`
      CREATE TABLE cart_recovery_unsubscribes (
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (store_id, email)
      )`);
  }

  async down(): Promise<void> {
    this.addSql('DROP TABLE cart_recovery_unsubscribes');
    this.addSql('DROP TABLE cart_recovery_mails');
    this.addSql('DROP TABLE cart_recovery_settings');
  }
}
