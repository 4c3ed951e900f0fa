import { Migration } from '@mikro-orm/migrations';

/**
 * What lets a public request skip two database round trips: a notification whenever a store or its keys change
 * (API processes cache publishable keys and drop a store's entries when it arrives), and token leases, so a process
 * takes several rate-limit tokens from the shared bucket at once.
 */
export class Migration20261123000900HotPath extends Migration {
  async up(): Promise<void> {
    this.addSql(`
      CREATE FUNCTION notify_store_credentials() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- TG_ARGV[0] names the column holding the store id.
        PERFORM pg_notify('store_credentials', coalesce(to_jsonb(NEW), to_jsonb(OLD)) ->> TG_ARGV[0]);
        RETURN NULL;
      END
      $$`);
    this.addSql(
      `CREATE TRIGGER stores_notify_credentials AFTER UPDATE OR DELETE ON stores FOR EACH ROW EXECUTE FUNCTION notify_store_credentials('id')`,
    );
    this.addSql(
      `CREATE TRIGGER api_keys_notify_credentials AFTER INSERT OR UPDATE OR DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION notify_store_credentials('store_id')`,
    );
    // Refill by elapsed time, then grant up to p_want whole tokens: one statement per lease.
    this.addSql(`
      CREATE FUNCTION rate_limit_lease(p_bucket text, p_burst double precision, p_rate double precision, p_want integer,
                                       OUT granted integer, OUT remaining double precision)
      LANGUAGE plpgsql AS $$
      DECLARE
        at timestamptz := clock_timestamp();
        available double precision;
      BEGIN
        INSERT INTO rate_limit_buckets AS b (bucket, tokens, refreshed_at)
        VALUES (p_bucket, p_burst, at)
        ON CONFLICT (bucket) DO UPDATE
          SET tokens = LEAST(p_burst, b.tokens + GREATEST(0, EXTRACT(EPOCH FROM at - b.refreshed_at)) * p_rate),
              refreshed_at = GREATEST(b.refreshed_at, at)
        RETURNING tokens INTO available;
        granted := LEAST(p_want, floor(available))::integer;
        IF granted > 0 THEN
          UPDATE rate_limit_buckets SET tokens = available - granted WHERE bucket = p_bucket;
        END IF;
        remaining := available - granted;
      END
      $$`);
    this.addSql(`DROP FUNCTION rate_limit_take(text, double precision, double precision)`);
  }
}
