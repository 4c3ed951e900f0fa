import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { ApiState } from './context';

const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const newRequestId = () => `req_${randomUUID().replace(/-/g, '')}`;

/** Echoes a well-formed incoming X-Request-Id, otherwise makes one; also writes the access log line. */
export function requestIdMiddleware(): Middleware<ApiState> {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    ctx.state.requestId = VALID_REQUEST_ID.test(incoming) ? incoming : newRequestId();
    ctx.set('X-Request-Id', ctx.state.requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      ctx.state.deps.logger.info(
        {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    }
  };
}
