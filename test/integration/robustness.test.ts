import { startHarness, type Harness } from '../support/harness';
import { makeProduct, makeStore } from '../support/factories';
import { newCartToken, request } from '../support/http';
import { listOperations, loadOpenApi } from '../../src/http/openapi';

let h: Harness;
let keys: { publishableKey: string; secretKey: string };
let productId: string;

beforeAll(async () => {
  h = await startHarness({ worker: true });
  const store = await makeStore(h.orm.em);
  keys = store;
  productId = (await makeProduct(h.orm.em.fork(), store.store.id)).id;
});
afterAll(() => h.close());

const openapi = loadOpenApi();
const operations = listOperations(openapi);
const hostileBodies: Array<{ name: string; raw: string }> = [
  { name: 'an array', raw: '[]' },
  { name: 'a string', raw: '"text"' },
  { name: 'null', raw: 'null' },
  { name: 'an empty object', raw: '{}' },
  {
    name: 'wrong types everywhere',
    raw: JSON.stringify({
      productId: 7,
      quantity: 'many',
      email: 5,
      code: [],
      type: {},
      url: 1,
      amount: 'x',
      items: 'all',
      status: 9,
      rating: 1e308,
    }),
  },
  { name: 'deep nesting', raw: `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}` },
  { name: 'nesting deeper than the call stack', raw: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { name: 'huge numbers', raw: JSON.stringify({ quantity: 1e21, amount: -1e21, limit: 9007199254740993 }) },
];
const hostileIds = ['x', 'prod_', `prod_${'z'.repeat(300)}`, "prod_' OR 1=1 --", '%00', 'ord_%F0%9F%92%A5'];

function pathFor(openapiPath: string, id: string): string {
  return openapiPath.replace('{publishableKey}', keys.publishableKey).replace(/\{[A-Za-z]+\}/g, encodeURIComponent(id));
}

function headersFor(surface: string): Record<string, string> {
  const headers: Record<string, string> = {
    'x-cart-token': newCartToken(),
    'idempotency-key': `robust-${Math.random()}`,
    'x-customer-session': 'not-a-session',
  };
  if (surface === 'private') headers.authorization = `Bearer ${keys.secretKey}`;
  return headers;
}

describe('when every operation is sent hostile input', () => {
  it.each(operations.map((op) => [`${op.method} ${op.openapiPath}`, op] as const))(
    'then %s never answers 5xx and always uses the envelope',
    async (_name, op) => {
      const failures: string[] = [];
      const attempts: Array<{ path: string; raw?: string; query?: string }> = [];
      for (const id of [...hostileIds, productId]) attempts.push({ path: pathFor(op.openapiPath, id) });
      for (const body of hostileBodies) attempts.push({ path: pathFor(op.openapiPath, productId), raw: body.raw });
      attempts.push({
        path: pathFor(op.openapiPath, productId),
        query: '?limit=abc&cursor=cur_tampered.sig&sort=%00&minPrice=-1&currency=XXX&from=yesterday',
      });
      for (const attempt of attempts) {
        const res = await request(h.baseUrl, op.method, attempt.path + (attempt.query ?? ''), {
          headers: { ...headersFor(op.surface), ...(attempt.raw ? { 'content-type': 'application/json' } : {}) },
          rawBody: op.method === 'GET' || op.method === 'DELETE' ? undefined : attempt.raw,
        });
        const isJson = (res.headers.get('content-type') ?? '').includes('json');
        if (res.status >= 500)
          failures.push(`${attempt.path} ${attempt.raw?.slice(0, 40) ?? ''} → ${res.status} ${res.text.slice(0, 200)}`);
        else if (
          res.status >= 400 &&
          !(isJson && typeof res.body?.error?.code === 'string' && typeof res.body?.error?.message === 'string')
        ) {
          failures.push(`${attempt.path} → ${res.status} without the error envelope: ${res.text.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

/** Every string in a value, by its dotted path, as the validator names fields. */
function textLeaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => textLeaves(item, [...path, key]));
}

function withText(value: unknown, path: string[], text: string): unknown {
  if (path.length === 0) return text;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[path[0]] = withText(copy[path[0]], path.slice(1), text);
  return copy;
}

function exampleBody(op: (typeof operations)[number]): unknown {
  const content = openapi.paths[op.openapiPath]?.[op.method.toLowerCase()]?.requestBody?.content?.[
    'application/json'
  ] as { example?: unknown; examples?: Record<string, { value: unknown }> } | undefined;
  return content?.example ?? Object.values(content?.examples ?? {})[0]?.value;
}

// PostgreSQL text cannot hold a NUL, and jsonb refuses an unpaired surrogate's escape: both answered 500 from the
// fields that reached the database unchecked (review bodies, checkout addresses, a stock adjustment's reason…).
const unstorableTexts = [
  ['a NUL', 'a\u0000b'],
  ['an unpaired surrogate', 'a\ud800b'],
] as const;
const withTextBodies = operations.filter(
  (op) => op.bodyPointer && op.customerSession !== 'required' && textLeaves(exampleBody(op)).length > 0,
);

describe('when a text field of a body holds a NUL or an unpaired surrogate', () => {
  it.each(withTextBodies.map((op) => [op.operationId, op] as const))(
    'then %s answers 400 validation_failed naming the field',
    async (_name, op) => {
      const example = exampleBody(op);
      const leaves = textLeaves(example);
      const answers: string[] = [];
      for (const leaf of leaves) {
        for (const [, text] of unstorableTexts) {
          const res = await request(h.baseUrl, op.method, pathFor(op.openapiPath, productId), {
            headers: headersFor(op.surface),
            body: withText(example, leaf, text),
          });
          answers.push(
            `${leaf.join('.')} → ${res.status} ${res.body?.error?.code} ${res.body?.error?.details?.[0]?.field}`,
          );
        }
      }
      expect(answers).toEqual(
        leaves.flatMap((leaf) =>
          unstorableTexts.map(() => `${leaf.join('.')} → 400 validation_failed body.${leaf.join('.')}`),
        ),
      );
    },
  );
});

describe('when a path id or a query filter holds a NUL', () => {
  it.each([
    ['a product id', `/v3/public/{key}/products/prod_x%00`, 'public', 'path.id'],
    ['an order id', '/v3/private/orders/ord_x%00', 'private', 'path.orderId'],
    ['a category filter', '/v3/public/{key}/products?category=a%00b', 'public', 'query.category'],
    ['an order search', '/v3/private/orders?q=a%00b', 'private', 'query.q'],
  ])('then %s answers 400 validation_failed naming it', async (_name, path, surface, field) => {
    const res = await request(h.baseUrl, 'GET', path.replace('{key}', keys.publishableKey), {
      headers: headersFor(surface),
    });
    expect([res.status, res.body.error.code, res.body.error.details?.[0]?.field]).toEqual([
      400,
      'validation_failed',
      field,
    ]);
  });
});
