import type { EntityManager } from '@mikro-orm/postgresql';
import { purgeDeadSessions } from '../customers/customer-sessions.repository';
import { purgeExpiredSignInTokens } from '../customers/sign-in-tokens.repository';
import { purgeOldEvents } from '../events/events.repository';
import { purgeExpiredKeys } from '../idempotency/idempotency.repository';
import { purgeIdleBuckets } from '../rate-limits/rate-limits.repository';

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
    idempotencyKeys: await purgeExpiredKeys(em),
    rateLimitBuckets: await purgeIdleBuckets(em),
    events: await purgeOldEvents(em),
    customerAuthTokens: await purgeExpiredSignInTokens(em),
    customerSessions: await purgeDeadSessions(em),
  };
}
