import type { Middleware } from 'koa';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import type { ApiState } from '../http/context';
import type { Operation } from '../http/openapi';
import { httpCacheMiddleware } from '../http/http-cache';
import { deprecationMiddleware } from '../http/deprecation';
import { auditTrail } from '../audit/audit.middleware';
import { cartTokenCheck } from '../cart/cart-token.middleware';
import {
  CACHED_OPERATIONS,
  catalogueCacheMiddleware,
  catalogueReadStart,
  sharedCaching,
} from '../catalogue/catalogue-answer-cache.middleware';
import { customerSession } from '../customers/customer-session.middleware';
import { idempotency } from '../idempotency/idempotency.middleware';
import { rateLimit } from '../rate-limits/rate-limit.middleware';
import { submitStockCheck } from '../checkout/submit-stock-check.middleware';
import { authenticateStaff, staffCookieToken } from '../staff/staff-session.middleware';
import { privateAuth, publishableKeyAuth } from '../stores/store-key-auth.middleware';

/**
 * Per-operation middleware contributed by domains, chosen from what the operation declares in openapi.json: first who
 * asks (a publishable key; a secret key or a staff session, then the audit trail) and their rate limit.
 */
export function operationMiddlewareOf(config: Config): (op: Operation) => Middleware<ApiState>[] {
  const limiter = rateLimit(config.rateLimits);
  const surfaces: Partial<Record<Operation['surface'], Middleware<ApiState>[]>> = {
    public: [publishableKeyAuth(), limiter],
    private: [privateAuth({ tokenOf: staffCookieToken, authenticate: authenticateStaff }), limiter, auditTrail()],
  };
  return (op) => {
    // A catalogue read looks its session up itself, only in a store with active price lists, and says how its answer
    // varies: its answers stay shared and kept, and a signed-in shopper costs nothing more where no list runs.
    const catalogue = CACHED_OPERATIONS.has(op.operationId);
    const session = catalogue ? 'none' : op.customerSession;
    return [
      ...catalogueReadStart(op),
      ...(surfaces[op.surface] ?? []),
      ...(op.cartToken === 'none' ? [] : [cartTokenCheck(op.cartToken === 'required')]),
      ...deprecationMiddleware(op),
      ...(session === 'none' ? [] : [customerSession(session)]),
      ...catalogueCacheMiddleware(op),
      ...httpCacheMiddleware(
        { ...op, customerSession: session },
        catalogue ? undefined : sharedCaching(op.operationId),
      ),
    ];
  };
}

/**
 * Per-operation middleware that runs on the validated input: a write's Idempotency-Key (POST and PATCH), after a
 * checkout submit's stock check (a refusal claims no key), one for the process.
 */
export function afterValidationOf(orm: MikroORM): (op: Operation) => Middleware<ApiState>[] {
  return (op) => {
    const checks = op.operationId === 'submitCheckout' ? [submitStockCheck(orm)] : [];
    return op.method === 'POST' || op.method === 'PATCH' ? [...checks, idempotency()] : checks;
  };
}
