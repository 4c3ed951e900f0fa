import type { EntityManager } from '@mikro-orm/postgresql';
import { purgeOldAdjustmentMarks } from '../catalogue/products/price-adjustments-applied.repository';
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
  priceAdjustmentMarks: number;
}

/**
 * Deletes what has outlived its promise: idempotency keys (24 h), idle rate-limit buckets, events (30 days),
 * sign-in tokens and customer sessions that can no longer be used, and the marks of keyed price adjustments (48 h).
 */
export async function purgeExpiredData(em: EntityManager): Promise<PurgeResult> {
  return {
    idempotencyKeys: await purgeExpiredKeys(em),
    rateLimitBuckets: await purgeIdleBuckets(em),
    events: await purgeOldEvents(em),
    customerAuthTokens: await purgeExpiredSignInTokens(em),
    customerSessions: await purgeDeadSessions(em),
    priceAdjustmentMarks: await purgeOldAdjustmentMarks(em),
  };
}
