import { Migration } from '@mikro-orm/migrations';

/**
 * A store's payment provider (no row: the built-in test provider) with its credentials sealed by SECRETS_KEY
 * (`credentials` maps each field to its sealed value, `hints` to its masked form), and the provider events already
 * applied, so a webhook sent again is acknowledged and changes nothing.
 */
export class Migration20261126002700PaymentProviders extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE payment_provider_settings (
        store_id text PRIMARY KEY REFERENCES stores(id) ON DELETE CASCADE,
        provider text NOT NULL,
        credentials jsonb NOT NULL,
        hints jsonb NOT NULL,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'misconfigured')),
        status_reason text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    this.addSql(`
      CREATE TABLE provider_events (
        provider text NOT NULL,
        event_id text NOT NULL,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        PRIMARY KEY (provider, event_id)
      )`);
    this.addSql(`CREATE INDEX provider_events_store ON provider_events (store_id, received_at)`);
    this.addSql(
      `CREATE INDEX payments_provider_reference ON payments (provider_reference) WHERE provider_reference IS NOT NULL`,
    );
    this.addSql(
      `CREATE INDEX payments_unsettled ON payments (updated_at)
         WHERE status IN ('pending', 'requires_action', 'authorized')`,
    );
  }
}
