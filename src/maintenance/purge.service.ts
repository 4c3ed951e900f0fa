import type { EntityManager } from '@mikro-orm/postgresql';
import { execute } from '../db/sql';

export interface PurgeResult {
  idempotencyKeys: number;
  rateLimitBuckets: number;
  events: number;
  customerAuthTokens: number;
  customerSessions: number;
}

/**
 * Deletes what has outlived its promise: idempotency keys (24 h), idle rate-limit buckets, events (30 days),
 * and sign-in tokens and customer sessions that can no longer be used.
 */
export async function purgeExpiredData(em: EntityManager): Promise<PurgeResult> {
  return {
    idempotencyKeys: await execute(em, 'DELETE FROM idempotency_keys WHERE expires_at < now()'),
    rateLimitBuckets: await execute(
      em,
      "DELETE FROM rate_limit_buckets WHERE refreshed_at < now() - interval '1 hour'",
    ),
    events: await execute(em, "DELETE FROM events WHERE created_at < now() - interval '30 days'"),
    customerAuthTokens: await execute(em, 'DELETE FROM customer_auth_tokens WHERE expires_at < now()'),
    customerSessions: await execute(
      em,
      'DELETE FROM customer_sessions WHERE revoked_at IS NOT NULL OR idle_expires_at < now() OR absolute_expires_at < now()',
    ),
  };
}
