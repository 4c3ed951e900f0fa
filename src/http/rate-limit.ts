import type { EntityManager } from '@mikro-orm/postgresql';
import type { Middleware } from 'koa';
import { AppError } from '../shared/errors';
import { queryOne } from '../db/sql';
import type { RateLimit } from '../config';
import type { ApiContext, ApiState } from './context';

export interface TakenToken {
  allowed: boolean;
  remaining: number;
  /** Seconds until the bucket holds a whole token again (at least 1). */
  retryAfter: number;
}

/** Takes one token from a bucket kept in PostgreSQL, so every API process shares one budget. */
export async function takeToken(em: EntityManager, bucket: string, limit: RateLimit): Promise<TakenToken> {
  const row = await queryOne<{ allowed: boolean; remaining: number }>(em, 'SELECT allowed, remaining FROM rate_limit_take(?, ?, ?)', [
    bucket,
    limit.burst,
    limit.perSecond,
  ]);
  const remaining = row?.remaining ?? 0;
  return { allowed: row?.allowed === true, remaining, retryAfter: Math.max(1, Math.ceil((1 - remaining) / limit.perSecond)) };
}

export const rateLimited = (retryAfter: number) =>
  new AppError(429, 'rate_limited', `Too many requests; retry in ${retryAfter} s.`, undefined, { 'Retry-After': String(retryAfter) });

/** The bucket a request draws from: per publishable key and client IP, or per secret key (contract §5). */
function bucketOf(ctx: ApiContext): string {
  const { store, operation } = ctx.state;
  return operation.surface === 'public' ? `public:${store.id}:${ctx.ip}` : `private:${store.id}`;
}

/** Token bucket per credential; headers follow the IETF RateLimit fields draft. */
export function rateLimit(limits: { public: RateLimit; private: RateLimit }): Middleware<ApiState> {
  return async (ctx, next) => {
    const limit = ctx.state.operation.surface === 'public' ? limits.public : limits.private;
    const taken = await takeToken(ctx.state.em, bucketOf(ctx), limit);
    const window = Math.ceil(limit.burst / limit.perSecond);
    ctx.set('RateLimit-Policy', `"burst";q=${limit.burst};w=${window}`);
    ctx.set('RateLimit', `"burst";r=${Math.max(0, Math.floor(taken.remaining))};t=${taken.allowed ? 0 : taken.retryAfter}`);
    if (!taken.allowed) throw rateLimited(taken.retryAfter);
    await next();
  };
}
