import type { Middleware } from 'koa';
import type { ApiState } from '../http/context';
import type { Operation } from '../http/openapi';
import { customerSession } from '../customers/customer-session.middleware';
import { CACHED_OPERATIONS, catalogueCacheMiddleware } from '../catalogue/catalogue-answer-cache.middleware';
import { httpCacheMiddleware } from '../http/http-cache';
import { deprecationMiddleware } from '../http/deprecation';

/** Per-operation middleware contributed by domains, chosen from what the operation declares in openapi.json. */
export function operationMiddleware(op: Operation): Middleware<ApiState>[] {
  return [
    ...deprecationMiddleware(op),
    ...(op.customerSession === 'none' ? [] : [customerSession(op.customerSession)]),
    ...catalogueCacheMiddleware(op),
    ...httpCacheMiddleware(op, CACHED_OPERATIONS.has(op.operationId)),
  ];
}
