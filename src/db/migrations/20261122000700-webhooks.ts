import { Migration } from '@mikro-orm/migrations';

/** Webhook endpoints, one delivery per (endpoint, event) with its attempt log, and the outbox wake-up signal. */
export class Migration20261122000700Webhooks extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE webhook_endpoints (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        url text NOT NULL,
        description text,
        events text[] NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        disabled_reason text,
        secret text NOT NULL,
        previous_secret text,
        previous_secret_expires_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    this.addSql(`CREATE INDEX webhook_endpoints_store ON webhook_endpoints (store_id, created_at DESC, id DESC)`);
    // A test event is meant for one endpoint only; every other event fans out by subscription.
    this.addSql(`ALTER TABLE events ADD COLUMN target_endpoint_id text`);
    this.addSql(`
      CREATE TABLE webhook_deliveries (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        endpoint_id text NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
        event_id text NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        event_type text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'cancelled')),
        attempt_count integer NOT NULL DEFAULT 0,
        last_status_code integer,
        last_error text,
        next_retry_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        completed_at timestamptz,
        UNIQUE (endpoint_id, event_id)
      )`);
    this.addSql(
      `CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC, id DESC)`,
    );
    this.addSql(`CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id)`);
    this.addSql(`
      CREATE TABLE webhook_attempts (
        delivery_id text NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
        number integer NOT NULL,
        attempted_at timestamptz NOT NULL,
        duration_ms integer NOT NULL,
        status_code integer,
        response_body text,
        error text,
        next_retry_at timestamptz,
        PRIMARY KEY (delivery_id, number)
      )`);
    // Wakes the relay at commit time; the payload is empty because the relay reads the outbox anyway.
    this.addSql(`
      CREATE FUNCTION notify_event_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('event_outbox', '');
        RETURN NULL;
      END
      $$`);
    this.addSql(
      `CREATE TRIGGER events_notify_outbox AFTER INSERT ON events FOR EACH STATEMENT EXECUTE FUNCTION notify_event_outbox()`,
    );
  }
}
