import type { Middleware } from 'koa';
import type { ApiState } from './context';

const EXPOSED =
  'X-Request-Id, RateLimit, RateLimit-Policy, Retry-After, Idempotent-Replayed, ETag, Deprecation, Sunset, Link';
const ALLOWED_HEADERS = 'Content-Type, X-Cart-Token, X-Customer-Session, Idempotency-Key, X-Request-Id, If-None-Match';

/** Storefronts run in any browser origin; the private surface is server-to-server and gets no CORS headers. */
export function publicCors(): Middleware<ApiState> {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/v3/public/')) return next();
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Access-Control-Expose-Headers', EXPOSED);
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      ctx.set('Access-Control-Allow-Headers', ctx.get('Access-Control-Request-Headers') || ALLOWED_HEADERS);
      ctx.set('Access-Control-Max-Age', '600');
      ctx.status = 204;
      return undefined;
    }
    return next();
  };
}
