import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';

/**
 * Takes up to `lease` tokens from a bucket kept in PostgreSQL (refilled at `perSecond` up to `burst`): how many it
 * granted and what the bucket holds after.
 */
export async function leaseTokens(
  em: EntityManager,
  bucket: string,
  burst: number,
  perSecond: number,
  lease: number,
): Promise<{ granted: number; remaining: number }> {
  const row = await queryOne<{ granted: number; remaining: number }>(
    em,
    'SELECT granted, remaining FROM rate_limit_lease(?, ?, ?, ?)',
    [bucket, burst, perSecond, lease],
  );
  return { granted: row?.granted ?? 0, remaining: row?.remaining ?? 0 };
}

/** Deletes buckets idle for an hour (full again by then); answers how many. */
export function purgeIdleBuckets(em: EntityManager): Promise<number> {
  return execute(em, "DELETE FROM rate_limit_buckets WHERE refreshed_at < now() - interval '1 hour'");
}
