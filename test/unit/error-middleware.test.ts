import type { IncomingMessage } from 'node:http';
import type { Next } from 'koa';
import { errorMiddleware } from '../../src/http/error-middleware';
import type { ApiContext } from '../../src/http/context';

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
  return { ctx: ctx as unknown as ApiContext & { body: { error: { code: string } } }, logged };
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
