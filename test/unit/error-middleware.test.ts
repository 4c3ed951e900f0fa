import type { IncomingMessage } from 'node:http';
import type { Next } from 'koa';
import { errorMiddleware } from '../../src/http/error-middleware';
import type { ApiContext } from '../../src/http/context';
import { ERROR_STATUS } from '../../src/http/error-status';
import { loadOpenApi } from '../../src/http/openapi';
import { DomainError, ERROR_CODES, notFound, serviceUnavailable, validationFailed } from '../../src/shared/errors';

/** The little of a Koa context the error middleware touches; a real one needs a live socket. */
function contextFor(req: Partial<IncomingMessage>) {
  const logged: unknown[] = [];
  const headers: Record<string, string> = {};
  const ctx = {
    req,
    state: {
      requestId: 'req_test',
      deps: { logger: { error: (entry: unknown) => logged.push(entry), warn: () => undefined } },
    },
    status: 200,
    body: undefined as unknown,
    set: (name: string, value: string) => (headers[name] = value),
  };
  type ErrorBody = { error: { code: string; message: string; details?: unknown; requestId: string } };
  return { ctx: ctx as unknown as ApiContext & { body: ErrorBody }, logged, headers };
}

const bodyStreamGone = () =>
  Object.assign(new Error('stream is not readable'), { status: 500, type: 'stream.not.readable' });

describe('when the body parser finds the request stream already closed', () => {
  it('then a client that hung up gets a client error and nothing is logged as our failure', async () => {
    const { ctx, logged } = contextFor({ destroyed: true });
    await errorMiddleware()(ctx, (() => Promise.reject(bodyStreamGone())) as Next);
    expect([ctx.status, ctx.body.error.code, logged.length]).toEqual([400, 'validation_failed', 0]);
  });

  it('then with the client still there it stays an internal error, logged', async () => {
    const { ctx, logged } = contextFor({ destroyed: false, readableAborted: false });
    await errorMiddleware()(ctx, (() => Promise.reject(bodyStreamGone())) as Next);
    expect([ctx.status, ctx.body.error.code, logged.length]).toEqual([500, 'internal_error', 1]);
  });
});

describe('when Temporal answers that the namespace is not found (its registry cannot read PostgreSQL)', () => {
  it('then the client is told to retry (503 with Retry-After), not that the server failed', async () => {
    const { ctx } = contextFor({ destroyed: false });
    const namespaceUnreadable = Object.assign(new Error('Namespace default is not found.'), { code: 5 });
    await errorMiddleware()(ctx, (() => Promise.reject(namespaceUnreadable)) as Next);
    expect([ctx.status, ctx.body.error.code]).toEqual([503, 'service_unavailable']);
  });
});

const thrown = (error: unknown) => (() => Promise.reject(error)) as Next;

describe('when the error codes are given HTTP statuses', () => {
  it("then the domain's codes are exactly the Error schema's enumeration, each with a 4xx or 5xx status", () => {
    const specCodes = (loadOpenApi().components.schemas as any).Error.properties.error.properties.code.enum as string[];
    expect([...ERROR_CODES].sort()).toEqual([...specCodes].sort());
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...specCodes].sort());
    expect(Object.values(ERROR_STATUS).filter((status) => status < 400 || status > 599)).toEqual([]);
  });
});

describe('when a domain error reaches the error middleware', () => {
  it('then every code answers with the status of its table entry and the code in the envelope', async () => {
    for (const code of ERROR_CODES) {
      const { ctx } = contextFor({});
      await errorMiddleware()(ctx, thrown(new DomainError(code, `failed with ${code}`)));
      expect([code, ctx.status, ctx.body.error.code]).toEqual([code, ERROR_STATUS[code], code]);
    }
  });

  it('then a missing resource answers 404 with its message and the request id, and nothing is logged', async () => {
    const { ctx, logged, headers } = contextFor({});
    await errorMiddleware()(ctx, thrown(notFound('product', 'prod_1')));
    expect([ctx.status, ctx.body, logged.length, headers]).toEqual([
      404,
      {
        error: {
          code: 'resource_not_found',
          message: 'No product with id prod_1 exists in this store.',
          requestId: 'req_test',
        },
      },
      0,
      {},
    ]);
  });

  it('then its details go into the envelope', async () => {
    const { ctx } = contextFor({});
    const details = [{ field: 'body.quantity', code: 'minimum', message: 'must be at least 1' }];
    await errorMiddleware()(ctx, thrown(validationFailed('The request is invalid.', details)));
    expect([ctx.status, ctx.body.error.code, ctx.body.error.details]).toEqual([400, 'validation_failed', details]);
  });

  it('then its retry delay becomes the Retry-After header', async () => {
    const { ctx, headers } = contextFor({});
    await errorMiddleware()(ctx, thrown(serviceUnavailable('Search')));
    expect([ctx.status, ctx.body.error.code, headers]).toEqual([503, 'service_unavailable', { 'Retry-After': '5' }]);
  });
});
