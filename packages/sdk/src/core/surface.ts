import type { Transport } from './transport.js';
import type { SurfaceClient } from './types.js';

interface Page {
  data: unknown[];
  hasMore: boolean;
  nextCursor?: string;
}

type Input = Parameters<Transport['send']>[2];

async function* pages(transport: Transport, path: string, input: Input = {}): AsyncGenerator<unknown> {
  let cursor: string | undefined;
  do {
    const query = cursor === undefined ? input.query : { ...input.query, cursor };
    const page = (await transport.send('GET', path, { ...input, query })).data as Page;
    yield* page.data;
    cursor = page.hasMore ? page.nextCursor : undefined;
  } while (cursor !== undefined);
}

/** The typed methods of one surface over its transport; the types come from the spec, the calls are all alike. */
export function surfaceClient<S, Injected extends string>(transport: Transport): SurfaceClient<S, Injected> {
  const call =
    (method: string) =>
    (path: string, input: Input = {}) =>
      transport.send(method, path, input);
  return {
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: call('DELETE'),
    paginate: (path: string, input?: Input) => pages(transport, path, input),
  } as unknown as SurfaceClient<S, Injected>;
}
