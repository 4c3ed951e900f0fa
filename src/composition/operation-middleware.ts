import type { Middleware } from 'koa';
import type { ApiState } from '../http/context';
import type { Operation } from '../http/openapi';
import { customerSession } from '../customers/customer-session.middleware';
import { cartTokenCheck } from '../cart/cart-token.middleware';
import { idempotency } from '../idempotency/idempotency.middleware';
import {
  CACHED_OPERATIONS,
  catalogueCacheMiddleware,
  sharedCaching,
} from '../catalogue/catalogue-answer-cache.middleware';
import { httpCacheMiddleware } from '../http/http-cache';
import { deprecationMiddleware } from '../http/deprecation';

/** Per-operation middleware contributed by domains, chosen from what the operation declares in openapi.json. */
export function operationMiddleware(op: Operation): Middleware<ApiState>[] {
  return [
    ...(op.cartToken === 'none' ? [] : [cartTokenCheck(op.cartToken === 'required')]),
    ...deprecationMiddleware(op),
    ...(op.customerSession === 'none' ? [] : [customerSession(op.customerSession)]),
    ...catalogueCacheMiddleware(op),
    ...httpCacheMiddleware(op, CACHED_OPERATIONS.has(op.operationId) ? undefined : sharedCaching(op.operationId)),
  ];
}

/** Per-operation middleware that runs on the validated input: a write's Idempotency-Key (POST and PATCH). */
export function afterValidation(op: Operation): Middleware<ApiState>[] {
  return op.method === 'POST' || op.method === 'PATCH' ? [idempotency()] : [];
}
