import type { Middleware } from 'koa';
import { DomainError } from '../shared/errors';
import type { PlanRateLimits } from '../config';
import type { ApiContext, ApiState } from '../http/context';

import type { RateLimitLeases } from './rate-limit-leases';

declare module '../http/context' {
  interface ApiState {
    /** This API instance's rate-limit tokens (see RateLimitLeases). */
    leases: RateLimitLeases;
  }
}

export const rateLimited = (retryAfter: number) =>
  new DomainError('rate_limited', `Too many requests; retry in ${retryAfter} s.`, undefined, {
    retryAfterSeconds: retryAfter,
  });

/** The bucket a request draws from: per publishable key and client IP, or per secret key. */
function bucketOf(ctx: ApiContext): string {
  const { store, operation } = ctx.state;
  return operation.surface === 'public' ? `public:${store.id}:${ctx.ip}` : `private:${store.id}`;
}

/** Token bucket per credential; headers follow the IETF RateLimit fields draft. */
export function rateLimit(limits: { public: PlanRateLimits; private: PlanRateLimits }): Middleware<ApiState> {
  return async (ctx, next) => {
    const limit = (ctx.state.operation.surface === 'public' ? limits.public : limits.private)[ctx.state.store.plan];
    const taken = await ctx.state.leases.take(ctx.state.em, bucketOf(ctx), limit);
    const window = Math.ceil(limit.burst / limit.perSecond);
    ctx.set('RateLimit-Policy', `"burst";q=${limit.burst};w=${window}`);
    ctx.set(
      'RateLimit',
      `"burst";r=${Math.max(0, Math.floor(taken.remaining))};t=${taken.allowed ? 0 : taken.retryAfter}`,
    );
    if (!taken.allowed) throw rateLimited(taken.retryAfter);
    await next();
  };
}
