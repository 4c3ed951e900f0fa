import Router, { type RouterMiddleware } from '@koa/router';
import compose from 'koa-compose';
import type { Middleware } from 'koa';
import { DomainError } from '../shared/errors';
import type { ApiContext, ApiState, Handlers } from './context';
import type { OperationId } from './operation-input';
import type { Operation } from './openapi';
import type { RequestValidator } from './validator';
import { jsonBody, uploadBody } from './body';

export interface RouterOptions {
  operations: Operation[];
  handlers: Handlers;
  validator: RequestValidator;
  /**
   * Per-operation middleware the domains contribute before the body is read: who is asking (the store key, a staff
   * session), the rate limit, the audit trail, the cart token, the customer session, caching…
   */
  operationMiddleware: (op: Operation) => Middleware<ApiState>[];
  /** Per-operation middleware that needs the validated input (the Idempotency-Key of a write). */
  afterValidation?: (op: Operation) => Middleware<ApiState>[];
}

function validate(validator: RequestValidator, op: Operation): Middleware<ApiState> {
  return async (ctx, next) => {
    ctx.state.input = validator.validate(op.operationId, {
      params: ctx.params as Record<string, string>,
      query: ctx.query,
      headers: ctx.headers,
      body: ctx.request.body,
    });
    await next();
  };
}

/** Provider webhooks are signed over the body's exact text. */
const SIGNED_BODY_PATHS = '/v3/webhooks/';

/** Every route comes from an operation of openapi.json; its handler is looked up by operationId. */
export function buildRouter(options: RouterOptions): Router<ApiState> {
  const router = new Router<ApiState>();
  for (const op of options.operations) {
    // The validator ahead of it makes the input match the operation's type, so the handler may rely on it.
    const handler = options.handlers[op.operationId as OperationId] as ((ctx: ApiContext) => Promise<void>) | undefined;
    if (!handler) throw new Error(`openapi.json operation ${op.operationId} has no handler`);
    const chain: Middleware<ApiState>[] = [
      async (ctx, next) => {
        ctx.state.operation = op;
        await next();
      },
    ];
    chain.push(...options.operationMiddleware(op));
    chain.push(
      op.uploadTypes ? uploadBody(op.uploadTypes) : jsonBody(op.openapiPath.startsWith(SIGNED_BODY_PATHS)),
      validate(options.validator, op),
    );
    chain.push(...(options.afterValidation?.(op) ?? []));
    chain.push(async (ctx) => handler(ctx));
    router.register(op.routerPath, [op.method], compose(chain) as RouterMiddleware<ApiState>, { name: op.operationId });
  }
  return router;
}

/** A path that exists with another method answers 405 with the methods it has in Allow. */
export function methodNotAllowed(router: Router<ApiState>): Middleware<ApiState> {
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || ctx.body !== undefined) return;
    const match = router.match(ctx.path, ctx.method);
    if (match.route || match.path.length === 0) return;
    const allowed = [...new Set(match.path.flatMap((layer) => layer.methods))].filter((m) => m !== 'HEAD');
    ctx.set('Allow', allowed.join(', '));
    throw new DomainError('method_not_allowed', `${ctx.method} is not supported here; use ${allowed.join(', ')}.`);
  };
}
