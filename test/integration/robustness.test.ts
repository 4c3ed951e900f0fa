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

const operations = listOperations(loadOpenApi());
const hostileBodies: Array<{ name: string; raw: string }> = [
  { name: 'an array', raw: '[]' },
  { name: 'a string', raw: '"text"' },
  { name: 'null', raw: 'null' },
  { name: 'an empty object', raw: '{}' },
  { name: 'wrong types everywhere', raw: JSON.stringify({ productId: 7, quantity: 'many', email: 5, code: [], type: {}, url: 1, amount: 'x', items: 'all', status: 9, rating: 1e308 }) },
  { name: 'deep nesting', raw: `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}` },
  { name: 'huge numbers', raw: JSON.stringify({ quantity: 1e21, amount: -1e21, limit: 9007199254740993 }) },
];
const hostileIds = ['x', 'prod_', `prod_${'z'.repeat(300)}`, "prod_' OR 1=1 --", '%00', 'ord_%F0%9F%92%A5'];

function pathFor(openapiPath: string, id: string): string {
  return openapiPath.replace('{publishableKey}', keys.publishableKey).replace(/\{[A-Za-z]+\}/g, encodeURIComponent(id));
}

function headersFor(surface: string): Record<string, string> {
  const headers: Record<string, string> = { 'x-cart-token': newCartToken(), 'idempotency-key': `robust-${Math.random()}`, 'x-customer-session': 'not-a-session' };
  if (surface === 'private') headers.authorization = `Bearer ${keys.secretKey}`;
  return headers;
}

describe('when every operation is sent hostile input', () => {
  it.each(operations.map((op) => [`${op.method} ${op.openapiPath}`, op] as const))('then %s never answers 5xx and always uses the envelope', async (_name, op) => {
    const failures: string[] = [];
    const attempts: Array<{ path: string; raw?: string; query?: string }> = [];
    for (const id of [...hostileIds, productId]) attempts.push({ path: pathFor(op.openapiPath, id) });
    for (const body of hostileBodies) attempts.push({ path: pathFor(op.openapiPath, productId), raw: body.raw });
    attempts.push({ path: pathFor(op.openapiPath, productId), query: '?limit=abc&cursor=cur_tampered.sig&sort=%00&minPrice=-1&currency=XXX&from=yesterday' });
    for (const attempt of attempts) {
      const res = await request(h.baseUrl, op.method, attempt.path + (attempt.query ?? ''), {
        headers: { ...headersFor(op.surface), ...(attempt.raw ? { 'content-type': 'application/json' } : {}) },
        rawBody: op.method === 'GET' || op.method === 'DELETE' ? undefined : attempt.raw,
      });
      const isJson = (res.headers.get('content-type') ?? '').includes('json');
      if (res.status >= 500) failures.push(`${attempt.path} ${attempt.raw?.slice(0, 40) ?? ''} → ${res.status} ${res.text.slice(0, 200)}`);
      else if (res.status >= 400 && !(isJson && typeof res.body?.error?.code === 'string' && typeof res.body?.error?.message === 'string')) {
        failures.push(`${attempt.path} → ${res.status} without the error envelope: ${res.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
