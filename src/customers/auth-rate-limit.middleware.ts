import type { ApiContext } from '../http/context';
import type { RateLimit } from '../config';
import { rateLimited } from '../rate-limits/rate-limit.middleware';

/** Draws one token from each bucket (so every bucket counts the attempt) and refuses when any of them is empty. */
export async function takeAuthBuckets(
  ctx: ApiContext,
  buckets: Array<{ bucket: string; limit: RateLimit }>,
): Promise<void> {
  let retryAfter = 0;
  for (const { bucket, limit } of buckets) {
    const taken = await ctx.state.leases.take(ctx.state.em, bucket, limit);
    if (!taken.allowed) retryAfter = Math.max(retryAfter, taken.retryAfter);
  }
  if (retryAfter > 0) throw rateLimited(retryAfter);
}

/**
 * Hard limits on the sign-in operations, on top of the general public limit: one bucket per client IP and,
 * when the request names one, one per e-mail address, both per store. Known and unknown addresses draw alike.
 */
export async function limitCustomerAuth(ctx: ApiContext, email?: string): Promise<void> {
  const { store, deps } = ctx.state;
  const limits = deps.config.customerAuthRateLimits;
  const buckets = [{ bucket: `customer-auth:ip:${store.id}:${ctx.ip}`, limit: limits.ip }];
  if (email)
    buckets.push({ bucket: `customer-auth:email:${store.id}:${email.trim().toLowerCase()}`, limit: limits.email });
  await takeAuthBuckets(ctx, buckets);
}
