import type { ApiContext } from '../http/context';
import { rateLimited } from '../http/rate-limit';

/**
 * Hard limits on the sign-in operations, on top of the general public limit: one bucket per client IP and,
 * when the request names one, one per e-mail address, both per store. Known and unknown addresses draw alike.
 */
export async function limitCustomerAuth(ctx: ApiContext, email?: string): Promise<void> {
  const { em, store, deps, leases } = ctx.state;
  const limits = deps.config.customerAuthRateLimits;
  const buckets = [{ bucket: `customer-auth:ip:${store.id}:${ctx.ip}`, limit: limits.ip }];
  if (email) buckets.push({ bucket: `customer-auth:email:${store.id}:${email.trim().toLowerCase()}`, limit: limits.email });
  let retryAfter = 0;
  for (const { bucket, limit } of buckets) {
    const taken = await leases.take(em, bucket, limit);
    if (!taken.allowed) retryAfter = Math.max(retryAfter, taken.retryAfter);
  }
  if (retryAfter > 0) throw rateLimited(retryAfter);
}
