import type { Middleware } from 'koa';
import { AppError } from '../shared/errors';
import { queryOne } from '../db/sql';
import type { RateLimit } from '../config';
import type { ApiContext, ApiState } from './context';

/** The bucket a request draws from: per publishable key and client IP, or per secret key (contract §5). */
function bucketOf(ctx: ApiContext): string {
  const { store, operation } = ctx.state;
  return operation.surface === 'public' ? `public:${store.id}:${ctx.ip}` : `private:${store.id}`;
}

/**
 * Token bucket kept in PostgreSQL so every API process shares one budget.
 * Headers follow the IETF RateLimit fields draft.
 */
export function rateLimit(limits: { public: RateLimit; private: RateLimit }): Middleware<ApiState> {
  return async (ctx, next) => {
    const limit = ctx.state.operation.surface === 'public' ? limits.public : limits.private;
    const row = await queryOne<{ allowed: boolean; remaining: number }>(
      ctx.state.em,
      'SELECT allowed, remaining FROM rate_limit_take(?, ?, ?)',
      [bucketOf(ctx), limit.burst, limit.perSecond],
    );
    const remaining = Math.max(0, Math.floor(row?.remaining ?? 0));
    const secondsToToken = Math.max(1, Math.ceil((1 - (row?.remaining ?? 0)) / limit.perSecond));
    const window = Math.ceil(limit.burst / limit.perSecond);
    ctx.set('RateLimit-Policy', `"burst";q=${limit.burst};w=${window}`);
    ctx.set('RateLimit', `"burst";r=${remaining};t=${row?.allowed ? 0 : secondsToToken}`);
    if (!row?.allowed) {
      throw new AppError(429, 'rate_limited', `Too many requests; retry in ${secondsToToken} s.`, undefined, { 'Retry-After': String(secondsToToken) });
    }
    await next();
  };
}
