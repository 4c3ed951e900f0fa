import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { startHarness, type Harness } from '../support/harness';
import { makeProduct, makeStore } from '../support/factories';
import { newCartToken, privateClient, publicClient, request, type ApiResponse } from '../support/http';
import { expectContract, expectSchema } from '../support/contract';
import { sha256Hex } from '../../src/shared/hashing';
import { setPlan } from '../../src/stores/stores.service';
import { idempotencyScope } from '../../src/idempotency/idempotency.middleware';
import { execute } from '../../src/db/sql';
import { RateLimitLeases } from '../../src/rate-limits/rate-limit-leases';
import { eventually } from '../support/webhook-receiver';

let h: Harness;
let store: Awaited<ReturnType<typeof makeStore>>;

beforeAll(async () => {
  h = await startHarness();
  store = await makeStore(h.orm.em);
});
afterAll(() => h.close());

/**
 * PostgreSQL delivers a commit's notification to another process's listener on its own schedule, so a request sent
 * the instant a change commits may still find the old store there; it must change within moments.
 */
const soon = (what: string, check: () => Promise<boolean>) => eventually(check, what, 5_000);

describe('when a storefront reads the store profile', () => {
  it('then it gets the public profile with a request id', async () => {
    const res = await publicClient(h.baseUrl, store.publishableKey).get('/store');
    expectContract('getStore', res, 200);
    expect(res.body).toMatchObject({
      id: store.store.id,
      currencies: ['USD', 'EUR'],
      defaultCurrency: 'USD',
      languages: ['en', 'de'],
    });
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('then a valid incoming X-Request-Id is echoed and an invalid one replaced', async () => {
    const echoed = await publicClient(h.baseUrl, store.publishableKey).get('/store', {
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(echoed.headers.get('x-request-id')).toBe('abc-123');
    const replaced = await publicClient(h.baseUrl, store.publishableKey).get('/store', {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^req_/);
  });
});

describe('when keys are wrong', () => {
  it('then an unknown publishable key answers 401 invalid_api_key', async () => {
    const res = await publicClient(h.baseUrl, 'pk_live_unknownunknownunknownunknown12').get('/store');
    expectContract('getStore', res, 401);
    expect(res.body.error.code).toBe('invalid_api_key');
  });

  it('then a secret key in a public path answers 401 publishable_key_required without echoing it', async () => {
    const res = await publicClient(h.baseUrl, store.secretKey).get('/store');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('publishable_key_required');
    expect(res.text).not.toContain(store.secretKey);
  });

  it('then a private request without Authorization answers 401 missing_api_key with WWW-Authenticate', async () => {
    const res = await request(h.baseUrl, 'GET', '/v3/private/keys');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('missing_api_key');
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('then a publishable key on the private surface answers 401 secret_key_required', async () => {
    const res = await privateClient(h.baseUrl, store.publishableKey).get('/keys');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('secret_key_required');
  });

  it('then an unknown secret key answers 401 invalid_api_key', async () => {
    const res = await privateClient(h.baseUrl, 'sk_live_00000000000000000000000000000000').get('/keys');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('invalid_api_key');
  });

  it('then the private surface sends no CORS headers', async () => {
    const res = await privateClient(h.baseUrl, store.secretKey).get('/keys');
    expectContract('listKeys', res, 200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('when the store plan is below Growth', () => {
  it('then both surfaces answer 403 plan_required', async () => {
    const starter = await makeStore(h.orm.em, { plan: 'starter' });
    const pub = await publicClient(h.baseUrl, starter.publishableKey).get('/store');
    const priv = await privateClient(h.baseUrl, starter.secretKey).get('/keys');
    expect([pub.status, pub.body.error.code]).toEqual([403, 'plan_required']);
    expect([priv.status, priv.body.error.code]).toEqual([403, 'plan_required']);
    // Changed from outside the API, as the operator CLI does: the API's key cache learns of it by notification.
    await setPlan(h.orm.em.fork(), starter.store.id, 'growth');
    await soon(
      'the store served on Growth',
      async () => (await publicClient(h.baseUrl, starter.publishableKey).get('/store')).status === 200,
    );
  });
});

describe('when a key is rotated', () => {
  it('then the old key fails on the very next request and the new one works', async () => {
    const own = await makeStore(h.orm.em);
    const rotated = await privateClient(h.baseUrl, own.secretKey).post('/keys/rotate', { type: 'publishable' });
    expectContract('rotateKey', rotated, 201);
    expect(rotated.body.key).toMatch(/^pk_live_[A-Za-z0-9]{32}$/);
    expect((await publicClient(h.baseUrl, own.publishableKey).get('/store')).body.error.code).toBe('invalid_api_key');
    expect((await publicClient(h.baseUrl, rotated.body.key).get('/store')).status).toBe(200);

    const secret = await privateClient(h.baseUrl, own.secretKey).post('/keys/rotate', { type: 'secret' });
    expect(secret.body.key).toMatch(/^sk_live_/);
    expect((await privateClient(h.baseUrl, own.secretKey).get('/keys')).status).toBe(401);
    const keys = await privateClient(h.baseUrl, secret.body.key).get('/keys');
    expect(keys.body.data.map((k: { maskedKey: string }) => k.maskedKey.slice(-4))).toContain(
      secret.body.key.slice(-4),
    );
    expect(keys.text).not.toContain(secret.body.key);
  });
});

/** Runs fn with a new store and a second API process (its own key cache) whose GET /store it can call. */
async function withSecondApiProcess(
  fn: (own: Awaited<ReturnType<typeof makeStore>>, onOther: (key: string) => Promise<ApiResponse>) => Promise<void>,
) {
  const other = await startHarness();
  try {
    const own = await makeStore(h.orm.em);
    const onOther = (key: string) => publicClient(other.baseUrl, key).get('/store');
    expect((await onOther(own.publishableKey)).status).toBe(200);
    await fn(own, onOther);
  } finally {
    await other.close();
  }
}

describe('when another API process has the publishable key cached', () => {
  it('then a rotation or a plan change made elsewhere takes effect there once the notification arrives', async () => {
    await withSecondApiProcess(async (own, onOther) => {
      const rotated = await privateClient(h.baseUrl, own.secretKey).post('/keys/rotate', { type: 'publishable' });
      await soon(
        'the old key refused',
        async () => (await onOther(own.publishableKey)).body.error?.code === 'invalid_api_key',
      );
      expect((await onOther(rotated.body.key)).status).toBe(200);
      // The operator CLI changes plans from its own process: a plain UPDATE, no API involved.
      await execute(h.orm.em.fork(), "UPDATE stores SET plan = 'starter' WHERE id = ?", [own.store.id]);
      await soon('plan_required', async () => (await onOther(rotated.body.key)).body.error?.code === 'plan_required');
      await execute(h.orm.em.fork(), "UPDATE stores SET plan = 'growth', default_currency = 'EUR' WHERE id = ?", [
        own.store.id,
      ]);
      await soon('the new currency', async () => (await onOther(rotated.body.key)).body.defaultCurrency === 'EUR');
    });
  });
});

describe('when an API process loses its notification connection', () => {
  it('then it caches no key until it listens again, so a change it cannot hear of still takes effect', async () => {
    await withSecondApiProcess(async (own, onOther) => {
      await execute(
        h.orm.em.fork(),
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity ' +
          "WHERE application_name = 'commerce-service-store_credentials'",
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Made while every listener is gone: no process hears of it.
      await execute(h.orm.em.fork(), "UPDATE stores SET plan = 'starter' WHERE id = ?", [own.store.id]);
      expect((await onOther(own.publishableKey)).body.error.code).toBe('plan_required');
      await execute(h.orm.em.fork(), "UPDATE stores SET plan = 'growth' WHERE id = ?", [own.store.id]);
      expect((await onOther(own.publishableKey)).status).toBe(200);
      // Listening again after the reconnect delay, it caches and hears changes as before.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await onOther(own.publishableKey)).status).toBe(200);
      await execute(
        h.orm.em.fork(),
        "UPDATE api_keys SET revoked_at = now() WHERE store_id = ? AND type = 'publishable'",
        [own.store.id],
      );
      await soon(
        'the revoked key refused',
        async () => (await onOther(own.publishableKey)).body.error?.code === 'invalid_api_key',
      );
    });
  });
});

describe('when requests are malformed', () => {
  const token = newCartToken();

  it('then an unknown route answers 404 route_not_found', async () => {
    const res = await request(h.baseUrl, 'GET', '/v3/public/x/nothing-here');
    expect([res.status, res.body.error.code]).toEqual([404, 'route_not_found']);
  });

  it('then another API version answers 404 unsupported_api_version', async () => {
    const res = await request(h.baseUrl, 'GET', `/v2/public/${store.publishableKey}/store`);
    expect([res.status, res.body.error.code]).toEqual([404, 'unsupported_api_version']);
  });

  it('then a wrong method answers 405 with Allow', async () => {
    const res = await request(h.baseUrl, 'DELETE', `/v3/public/${store.publishableKey}/store`);
    expect([res.status, res.body.error.code]).toEqual([405, 'method_not_allowed']);
    expect(res.headers.get('allow')).toContain('GET');
  });

  it('then malformed JSON answers 400 invalid_json', async () => {
    const res = await publicClient(h.baseUrl, store.publishableKey, token).post('/cart/items', undefined, {
      rawBody: '{"productId": ',
      headers: { 'content-type': 'application/json' },
    });
    expect([res.status, res.body.error.code]).toEqual([400, 'invalid_json']);
  });

  it('then a non-JSON body answers 415 unsupported_media_type', async () => {
    const res = await publicClient(h.baseUrl, store.publishableKey, token).post('/cart/items', undefined, {
      rawBody: 'productId=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([res.status, res.body.error.code]).toEqual([415, 'unsupported_media_type']);
  });

  it('then a body over 1 MiB answers 413 payload_too_large', async () => {
    const res = await publicClient(h.baseUrl, store.publishableKey, token).post('/cart/items', {
      productId: 'prod_x',
      padding: 'x'.repeat(1_100_000),
    });
    expect([res.status, res.body.error.code]).toEqual([413, 'payload_too_large']);
  });

  it('then a compressed body is read, and one that does not decompress answers 400 invalid_json, not 500', async () => {
    const add = (rawBody: string | Uint8Array, encoding: string) =>
      publicClient(h.baseUrl, store.publishableKey, token).post('/cart/items', undefined, {
        rawBody,
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      });
    const gzipped = await add(gzipSync(JSON.stringify({ productId: 'prod_unknown' })), 'gzip');
    expect([gzipped.status, gzipped.body.error.code]).toEqual([404, 'resource_not_found']);
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await add('{"productId":"prod_unknown"}', encoding);
      expect([encoding, res.status, res.body.error.code]).toEqual([encoding, 400, 'invalid_json']);
      expect(res.body.error.message).toContain(`Content-Encoding ${encoding}`);
    }
    const unknown = await add('{}', 'compress');
    expect([unknown.status, unknown.body.error.code]).toEqual([415, 'unsupported_media_type']);
    expect(unknown.body.error.message).toContain('Content-Encoding compress is not supported');
  });

  it('then a URL beyond 16 KiB answers 431 headers_too_large in the envelope, not a bare 431', async () => {
    const res = await request(h.baseUrl, 'GET', `/v3/public/${store.publishableKey}/products?q=${'x'.repeat(20_000)}`);
    expect([res.status, res.headers.get('content-type'), res.body?.error?.code]).toEqual([
      431,
      'application/json; charset=utf-8',
      'headers_too_large',
    ]);
    expectSchema('Error', res.body);
    expect(res.body.error.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('then a request that is not HTTP answers 400 in the envelope', async () => {
    const { port } = new URL(h.baseUrl);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket
        .on('data', (chunk) => (text += chunk.toString()))
        .on('end', () => resolve(text))
        .on('error', reject);
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body.error.code).toBe('validation_failed');
    expectSchema('Error', body);
  });

  it('then a missing or malformed cart token answers its own code', async () => {
    const missing = await publicClient(h.baseUrl, store.publishableKey).get('/cart');
    expect([missing.status, missing.body.error.code]).toEqual([400, 'cart_token_required']);
    const bad = await publicClient(h.baseUrl, store.publishableKey, 'short').get('/cart');
    expect([bad.status, bad.body.error.code]).toEqual([400, 'invalid_cart_token']);
  });

  it('then a body that breaks the schema answers 400 validation_failed with details', async () => {
    const res = await publicClient(h.baseUrl, store.publishableKey, token).post('/cart/items', {
      productId: 'prod_x',
      quantity: 0,
      extra: true,
    });
    expectContract('addCartItem', res, 400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['body.quantity', 'body.extra']),
    );
  });

  it('then a CORS preflight on the public surface is answered', async () => {
    const res = await request(h.baseUrl, 'OPTIONS', `/v3/public/${store.publishableKey}/cart/items`, {
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-cart-token',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-cart-token');
  });
});

describe('when a visitor uses a cart', () => {
  it('then a new token yields an empty cart in the default currency', async () => {
    const res = await publicClient(h.baseUrl, store.publishableKey, newCartToken()).get('/cart');
    expectContract('getCart', res, 200);
    expect(res.body.items).toEqual([]);
    expect(res.body.total).toEqual({ amount: 0, currency: 'USD', formatted: '$0.00' });
  });

  it('then adding an item defaults the quantity to 1, merges repeats and totals in integers', async () => {
    const product = await makeProduct(h.orm.em.fork(), store.store.id, {
      variants: [{ prices: { USD: 1999, EUR: 1799 }, stock: 5 }],
    });
    const cart = publicClient(h.baseUrl, store.publishableKey, newCartToken());
    const first = await cart.post('/cart/items', { productId: product.id });
    expectContract('addCartItem', first, 200);
    expect(first.body.items).toHaveLength(1);
    expect(first.body.items[0]).toMatchObject({ quantity: 1, variantId: product.variantIds[0] });
    const second = await cart.post('/cart/items', { productId: product.id, quantity: 2 });
    expect(second.body.items[0].quantity).toBe(3);
    expect(second.body.total).toEqual({ amount: 5997, currency: 'USD', formatted: '$59.97' });
    expect((await cart.get('/cart')).body.total.amount).toBe(5997);
  });

  it('then asking for more than is in stock answers 409 cart_item_out_of_stock and changes nothing', async () => {
    const product = await makeProduct(h.orm.em.fork(), store.store.id, { variants: [{ stock: 2 }] });
    const cart = publicClient(h.baseUrl, store.publishableKey, newCartToken());
    await cart.post('/cart/items', { productId: product.id, quantity: 2 });
    const res = await cart.post('/cart/items', { productId: product.id, quantity: 1 });
    expectContract('addCartItem', res, 409);
    expect(res.body.error).toMatchObject({
      code: 'cart_item_out_of_stock',
      details: { productId: product.id, variantId: product.variantIds[0], requested: 3, available: 2 },
    });
    expect((await cart.get('/cart')).body.items[0].quantity).toBe(2);
  });

  it('then an unknown product answers 404 and a product of another store is invisible', async () => {
    const other = await makeStore(h.orm.em);
    const foreign = await makeProduct(h.orm.em.fork(), other.store.id);
    const cart = publicClient(h.baseUrl, store.publishableKey, newCartToken());
    expect((await cart.post('/cart/items', { productId: 'prod_doesnotexist000000000' })).body.error.code).toBe(
      'resource_not_found',
    );
    expect((await cart.post('/cart/items', { productId: foreign.id })).status).toBe(404);
  });

  it('then concurrent adds to one cart lose nothing', async () => {
    const product = await makeProduct(h.orm.em.fork(), store.store.id, { variants: [{ stock: 100 }] });
    const cart = publicClient(h.baseUrl, store.publishableKey, newCartToken());
    const results = await Promise.all(
      Array.from({ length: 10 }, () => cart.post('/cart/items', { productId: product.id, quantity: 2 })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await cart.get('/cart')).body.items[0].quantity).toBe(20);
  });
});

describe('when a client retries with an Idempotency-Key', () => {
  it('then the same key and body replay the response, and a different body is refused', async () => {
    const product = await makeProduct(h.orm.em.fork(), store.store.id, { variants: [{ stock: 50 }] });
    const cart = publicClient(h.baseUrl, store.publishableKey, newCartToken());
    const headers = { 'idempotency-key': `key-${Date.now()}` };
    const first = await cart.post('/cart/items', { productId: product.id, quantity: 1 }, { headers });
    const replay = await cart.post('/cart/items', { productId: product.id, quantity: 1 }, { headers });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect((await cart.get('/cart')).body.items[0].quantity).toBe(1);
    const reused = await cart.post('/cart/items', { productId: product.id, quantity: 2 }, { headers });
    expect([reused.status, reused.body.error.code]).toEqual([422, 'idempotency_key_reused']);
  });

  it('then a refused request replays its error whole, with the first request id to quote to support', async () => {
    const cart = publicClient(h.baseUrl, store.publishableKey, newCartToken());
    const headers = { 'idempotency-key': `refused-${Date.now()}` };
    const body = { productId: 'prod_doesnotexist0000000000', quantity: 1 };
    const first = await cart.post('/cart/items', body, { headers });
    expectContract('addCartItem', first, 404);
    const replay = await cart.post('/cart/items', body, { headers });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expectContract('addCartItem', replay, 404);
    expect(replay.body).toEqual(first.body);
    expect(replay.body.error.requestId).toBe(first.headers.get('x-request-id'));
  });

  it('then a key whose first request is still running answers 409 idempotency_key_in_use', async () => {
    const own = await makeStore(h.orm.em);
    const key = `in-flight-${Date.now()}`;
    const body = { type: 'publishable' };
    const scope = idempotencyScope(own.secretKey, undefined, 'POST', '/v3/private/keys/rotate', key);
    await execute(
      h.orm.em.fork(),
      `INSERT INTO idempotency_keys (scope_hash, request_hash, state, locked_until, expires_at) ` +
        `VALUES (?, ?, 'running', now() + interval '1 minute', now() + interval '1 day')`,
      [scope, sha256Hex(JSON.stringify(body))],
    );
    const res = await privateClient(h.baseUrl, own.secretKey).post('/keys/rotate', body, {
      headers: { 'idempotency-key': key },
    });
    expect([res.status, res.body.error.code]).toEqual([409, 'idempotency_key_in_use']);
    expect((await privateClient(h.baseUrl, own.secretKey).get('/keys')).status).toBe(200);
  });
});

describe('when a client exceeds its rate limit', () => {
  it('then it gets 429 rate_limited with Retry-After, and the budget is shared across API processes', async () => {
    const limited = await startHarness({ env: { RATE_LIMIT_PUBLIC: '3,0.5' } });
    const second = await startHarness({ env: { RATE_LIMIT_PUBLIC: '3,0.5' } });
    try {
      const own = await makeStore(h.orm.em);
      const statuses: number[] = [];
      for (const base of [limited.baseUrl, second.baseUrl, limited.baseUrl, second.baseUrl]) {
        const res = await publicClient(base, own.publishableKey).get('/store');
        statuses.push(res.status);
        expect(res.headers.get('ratelimit-policy')).toBe('"burst";q=3;w=6');
        if (res.status === 429) {
          expect(res.body.error.code).toBe('rate_limited');
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await Promise.all([limited.close(), second.close()]);
    }
  });
});

describe('when plans have their own rate limits', () => {
  it('then each store draws from the bucket size of its plan', async () => {
    const limited = await startHarness({ env: { RATE_LIMIT_PUBLIC: '3,0.5', RATE_LIMIT_PUBLIC_PRO: '5,0.5' } });
    try {
      for (const [plan, burst] of [
        ['growth', 3],
        ['pro', 5],
      ] as const) {
        const own = await makeStore(h.orm.em, { plan });
        const statuses: number[] = [];
        for (let i = 0; i <= burst; i += 1) {
          const res = await publicClient(limited.baseUrl, own.publishableKey).get('/store');
          expect(res.headers.get('ratelimit-policy')).toBe(`"burst";q=${burst};w=${burst * 2}`);
          statuses.push(res.status);
        }
        expect([plan, statuses]).toEqual([plan, [...Array(burst).fill(200), 429]]);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('when API processes lease rate-limit tokens from the shared bucket', () => {
  it('then together they never let through more than the budget, and hold back at most a lease each', async () => {
    // 20/s leases two tokens at a time; burst 40 then refills at 20/s while the requests run.
    const env = { RATE_LIMIT_PUBLIC: '40,20' };
    const processes = [await startHarness({ env }), await startHarness({ env })];
    try {
      const own = await makeStore(h.orm.em);
      const started = Date.now();
      let allowed = 0;
      for (let i = 0; i < 90; i += 1) {
        const res = await publicClient(processes[i % 2].baseUrl, own.publishableKey).get('/store');
        if (res.status === 200) allowed += 1;
        else
          expect([res.status, res.body.error.code, Number(res.headers.get('retry-after')) >= 1]).toEqual([
            429,
            'rate_limited',
            true,
          ]);
      }
      const refilled = Math.ceil(((Date.now() - started) / 1000) * 20);
      expect(allowed).toBeLessThanOrEqual(40 + refilled);
      expect(allowed).toBeGreaterThanOrEqual(40 - processes.length);
    } finally {
      await Promise.all(processes.map((p) => p.close()));
    }
  });
});

describe('when many requests of one client reach a process whose lease is spent', () => {
  it('then they wait for one lease request: the process holds at most a lease, others keep their share', async () => {
    // 20/s leases two tokens at a time. Each of 20 concurrent requests used to take a lease of its own: 40 tokens
    // taken for 20 used, the whole burst, and the other process was refused until the bucket refilled.
    const limit = { burst: 40, perSecond: 20 };
    const bucket = `public:test:${Date.now()}`;
    const [first, second] = [new RateLimitLeases(), new RateLimitLeases()];
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => first.take(h.orm.em.fork(), bucket, limit)));
    expect(concurrent.filter((t) => t.allowed)).toHaveLength(20);
    let allowedToSecond = 0;
    for (let i = 0; i < 20; i += 1)
      if ((await second.take(h.orm.em.fork(), bucket, limit)).allowed) allowedToSecond += 1;
    expect(allowedToSecond).toBeGreaterThanOrEqual(18);
  });

  it('then a refusal reaches every request that waited for it, with its Retry-After', async () => {
    const limit = { burst: 2, perSecond: 20 };
    const bucket = `public:test-refused:${Date.now()}`;
    const leases = new RateLimitLeases();
    const taken = await Promise.all(Array.from({ length: 10 }, () => leases.take(h.orm.em.fork(), bucket, limit)));
    const refused = taken.filter((t) => !t.allowed);
    expect(taken.filter((t) => t.allowed).length).toBeLessThanOrEqual(3);
    expect(refused.length).toBeGreaterThanOrEqual(7);
    for (const refusal of refused) expect(refusal.retryAfter).toBeGreaterThanOrEqual(1);
  });
});

describe('when operators probe the service', () => {
  it('then /healthz, /readyz, /openapi.json and /docs answer', async () => {
    expect((await request(h.baseUrl, 'GET', '/healthz')).body).toEqual({ status: 'ok' });
    const ready = await request(h.baseUrl, 'GET', '/readyz');
    expect(ready.body).toEqual({
      status: 'ready',
      checks: { database: true, temporal: true },
      configurationProblems: [],
    });
    expect((await request(h.baseUrl, 'GET', '/openapi.json')).body.openapi).toBe('3.1.0');
    const docs = await request(h.baseUrl, 'GET', '/docs');
    expect(docs.text).toContain('/docs/assets/swagger-ui-bundle.js');
    expect((await request(h.baseUrl, 'GET', '/docs/assets/swagger-ui-bundle.js')).status).toBe(200);
  });
});
