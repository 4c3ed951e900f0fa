import type { EntityManager } from '@mikro-orm/postgresql';
import type { RateLimit } from '../config';
import { leaseTokens } from './rate-limits.repository';

export interface TakenToken {
  allowed: boolean;
  remaining: number;
  /** Seconds until the bucket holds a whole token again (at least 1). */
  retryAfter: number;
}

/** A process takes at most a tenth of a second's refill at once, so what it holds back stays small. */
const leaseSize = (limit: RateLimit) => Math.min(1_000, Math.max(1, Math.floor(limit.perSecond / 10)));
/** Leased tokens not used within this time are given up, so a client's budget is never held back for long. */
const LEASE_MS = 1_000;
const SWEEP_ABOVE = 10_000;

interface Lease {
  tokens: number;
  /** What the shared bucket held after the lease was taken. */
  bucketRemaining: number;
  expiresAt: number;
}

/**
 * The rate-limit tokens this API instance holds. A process takes several tokens per round trip from a bucket kept in
 * PostgreSQL when the bucket has them, and hands them out locally: every process shares one budget, exact in total,
 * and a busy client costs one round trip per lease instead of one per request.
 */
export class RateLimitLeases {
  private readonly leases = new Map<string, Lease>();
  /**
   * The lease request in flight for a bucket, which requests arriving meanwhile wait for rather than send their own.
   */
  private readonly renewals = new Map<string, Promise<TakenToken | undefined>>();
  private lastSweep = 0;
  /** Requests this process refused (read by /metrics). */
  refusals = 0;

  async take(em: EntityManager, bucket: string, limit: RateLimit): Promise<TakenToken> {
    for (;;) {
      const lease = this.leases.get(bucket);
      if (lease && lease.tokens > 0 && lease.expiresAt > Date.now()) {
        lease.tokens -= 1;
        return { allowed: true, remaining: lease.bucketRemaining + lease.tokens, retryAfter: 0 };
      }
      // Without the wait, every request that found the lease spent sent a request of its own (~30 per renewal at 50
      // connections), and the process held back all the tokens they took.
      const refusal = await (this.renewals.get(bucket) ?? this.renew(em, bucket, limit));
      if (refusal) {
        this.refusals += 1;
        return refusal;
      }
    }
  }

  private renew(em: EntityManager, bucket: string, limit: RateLimit): Promise<TakenToken | undefined> {
    const renewal = this.lease(em, bucket, limit).finally(() => this.renewals.delete(bucket));
    this.renewals.set(bucket, renewal);
    return renewal;
  }

  /** Takes a lease from the shared bucket; answers the refusal when the bucket has no whole token. */
  private async lease(em: EntityManager, bucket: string, limit: RateLimit): Promise<TakenToken | undefined> {
    const { granted, remaining } = await leaseTokens(em, bucket, limit.burst, limit.perSecond, leaseSize(limit));
    if (granted === 0)
      return { allowed: false, remaining, retryAfter: Math.max(1, Math.ceil((1 - remaining) / limit.perSecond)) };
    const now = Date.now();
    // Only a spent or expired lease is renewed, and one renewal runs per bucket at a time: nothing is left to carry.
    this.leases.set(bucket, { tokens: granted, bucketRemaining: remaining, expiresAt: now + LEASE_MS });
    this.sweepExpired(now);
    return undefined;
  }

  /** Drops expired leases once the map is large, at most once per lease lifetime rather than on every new lease. */
  private sweepExpired(now: number): void {
    if (this.leases.size < SWEEP_ABOVE || now - this.lastSweep < LEASE_MS) return;
    this.lastSweep = now;
    for (const [bucket, lease] of this.leases) if (lease.expiresAt <= now) this.leases.delete(bucket);
  }
}
