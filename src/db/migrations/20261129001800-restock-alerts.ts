import { Migration } from '@mikro-orm/migrations';

/**
 * Back-in-stock alerts (issue 45, docs/journeys.md). A sign-up is one shopper waiting for one variant: `pending`
 * until an unknown address confirms the mailed link (double opt-in), then `waiting` until a batch mails it
 * (`notified`) or the shopper unsubscribes; it stops counting at `expires_at`. One live sign-up per variant and
 * address, so signing up again changes nothing. The store's settings are one jsonb document, as for cart recovery.
 */
export class Migration20261129001800RestockAlerts extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE restock_settings (
        store_id text PRIMARY KEY REFERENCES stores(id) ON DELETE CASCADE,
        settings jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql(`
      CREATE TABLE restock_signups (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        variant_id text NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
        email text NOT NULL,
        customer_id text,
        status text NOT NULL CHECK (status IN ('pending', 'waiting', 'notified', 'unsubscribed')),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        confirmed_at timestamptz,
        notified_at timestamptz,
        expires_at timestamptz NOT NULL
      )`);
    // The oldest waiting sign-ups of a variant first: the batch's query and the dashboard's count.
    this.addSql(`CREATE INDEX restock_signups_waiting ON restock_signups (variant_id, created_at)
                 WHERE status = 'waiting'`);
    this.addSql(`CREATE UNIQUE INDEX restock_signups_live ON restock_signups (variant_id, email)
                 WHERE status IN ('pending', 'waiting')`);
    this.addSql(`CREATE INDEX restock_signups_store ON restock_signups (store_id, status)`);
  }

  async down(): Promise<void> {
    this.addSql('DROP TABLE restock_signups');
    this.addSql('DROP TABLE restock_settings');
  }
}
