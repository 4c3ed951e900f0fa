import { Migration } from '@mikro-orm/migrations';

/** Stores, keys, idempotency records, shared rate-limit buckets and the event outbox. */
export class Migration20261122000100Platform extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE stores (
        id text PRIMARY KEY,
        name text NOT NULL,
        plan text NOT NULL CHECK (plan IN ('starter', 'growth', 'pro', 'enterprise')),
        currencies text[] NOT NULL,
        default_currency text NOT NULL,
        languages text[] NOT NULL,
        default_language text NOT NULL,
        theme jsonb NOT NULL DEFAULT '{}'::jsonb,
        tax_inclusive boolean NOT NULL DEFAULT false,
        review_auto_publish boolean NOT NULL DEFAULT false,
        payment_methods text[] NOT NULL DEFAULT ARRAY['card']::text[],
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (default_currency = ANY (currencies)),
        CHECK (default_language = ANY (languages))
      )`);
    this.addSql(`
      CREATE TABLE api_keys (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('publishable', 'secret')),
        key_hash text NOT NULL UNIQUE,
        last_four text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    this.addSql(
      `CREATE UNIQUE INDEX api_keys_one_active_per_type ON api_keys (store_id, type) WHERE revoked_at IS NULL`,
    );
    this.addSql(`
      CREATE TABLE idempotency_keys (
        scope_hash text PRIMARY KEY,
        request_hash text NOT NULL,
        state text NOT NULL CHECK (state IN ('running', 'done')),
        response_status integer,
        response_body jsonb,
        response_headers jsonb,
        locked_until timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    this.addSql(`CREATE INDEX idempotency_keys_expires_at ON idempotency_keys (expires_at)`);
    this.addSql(`
      CREATE UNLOGGED TABLE rate_limit_buckets (
        bucket text PRIMARY KEY,
        tokens double precision NOT NULL,
        refreshed_at timestamptz NOT NULL
      )`);
    // One atomic statement per request: refill by elapsed time, then take a token if one is there.
    this.addSql(`
      CREATE FUNCTION rate_limit_take(p_bucket text, p_burst double precision, p_rate double precision,
                                      OUT allowed boolean, OUT remaining double precision)
      LANGUAGE plpgsql AS $$
      DECLARE
        available double precision;
      BEGIN
        INSERT INTO rate_limit_buckets AS b (bucket, tokens, refreshed_at)
        VALUES (p_bucket, p_burst, clock_timestamp())
        ON CONFLICT (bucket) DO UPDATE
          SET tokens = LEAST(p_burst, b.tokens + EXTRACT(EPOCH FROM clock_timestamp() - b.refreshed_at) * p_rate),
              refreshed_at = clock_timestamp()
        RETURNING tokens INTO available;
        allowed := available >= 1;
        IF allowed THEN
          UPDATE rate_limit_buckets SET tokens = available - 1 WHERE bucket = p_bucket;
          remaining := available - 1;
        ELSE
          remaining := available;
        END IF;
      END
      $$`);
    this.addSql(`
      CREATE TABLE events (
        id text PRIMARY KEY,
        store_id text NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
        type text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        relayed_at timestamptz
      )`);
    this.addSql(`CREATE INDEX events_store_created ON events (store_id, created_at DESC, id DESC)`);
    this.addSql(`CREATE INDEX events_unrelayed ON events (created_at) WHERE relayed_at IS NULL`);
  }
}
