import { randomUUID } from 'node:crypto';
import {
  createAdminClient,
  createStaffClient,
  createStorefrontClient,
  isCommerceError,
  verifyWebhook,
  WebhookVerificationError,
  type ClientOptions,
  type StorefrontClient,
} from '@commerce-service/sdk';
import { startHarness, type Harness } from '../support/harness';
import { makeProduct, makeStore } from '../support/factories';
import { ADDRESS, chargesOf, makeCheckoutStore, type CheckoutStore } from '../support/checkout-factories';
import { eventually, startReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { startResponseDroppingProxy, type ResponseDroppingProxy } from '../support/response-dropping-proxy';
import { TcpProxy } from '../support/tcp-proxy';
import { newWebhookSecret, signedHeaders } from '../../src/webhooks/signing';
import { signedInStaff, type StaffBrowser } from '../support/staff';
import { untilSettled } from '../support/settled-submit';

let h: Harness;
let store: CheckoutStore;
let receiver: WebhookReceiver;
let dropping: ResponseDroppingProxy;

beforeAll(async () => {
  h = await startHarness({
    worker: true,
    env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RELAY_ENABLED: 'true' },
  });
  store = await makeCheckoutStore(h.orm.em.fork());
  receiver = await startReceiver();
  dropping = await startResponseDroppingProxy(h.baseUrl);
});
afterAll(async () => {
  await dropping.close();
  await receiver.close();
  await h.close();
});

interface SentRequest {
  method: string;
  url: string;
  idempotencyKey: string | null;
  status?: number;
}

/** The platform's fetch, with every attempt written down so a test can see the retries and the keys they carried. */
function recordingFetch(sent: SentRequest[]): typeof fetch {
  return async (input, init) => {
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      url: String(input),
      idempotencyKey: new Headers(init?.headers).get('idempotency-key'),
    };
    sent.push(request);
    const response = await fetch(input, init);
    request.status = response.status;
    return response;
  };
}

const admin = (options: Partial<ClientOptions> = {}) =>
  createAdminClient({ baseUrl: h.baseUrl, secretKey: store.secretKey, ...options });
const shopper = (options: Partial<ClientOptions> = {}) =>
  createStorefrontClient({ baseUrl: h.baseUrl, publishableKey: store.publishableKey, storage: null, ...options });

async function createProduct(title: string, stock = 10) {
  const { data } = await admin().post('/products', {
    body: {
      title,
      status: 'active',
      variants: [
        { sku: `SKU-${Math.random().toString(36).slice(2)}`, prices: [{ currency: 'USD', amount: 2500 }], stock },
      ],
    },
  });
  return data;
}

/** A cart with one product, e-mail, the GB address and the store's shipping option, through the SDK only. */
async function readyCart(client: StorefrontClient, quantity = 2) {
  const product = await createProduct(`Checkout product ${Math.random().toString(36).slice(2)}`);
  await client.post('/cart/items', { body: { productId: product.id, quantity } });
  await client.patch('/cart/checkout', { body: { email: 'ada@example.com', shippingAddress: ADDRESS } });
  const { data: options } = await client.get('/cart/shipping-options');
  await client.put('/cart/shipping', { body: { optionId: options.data[0].id } });
  return product;
}

/** Submits with a card token that pays at once, and answers the created order. */
async function placeOrder(client: StorefrontClient) {
  const idempotencyKey = randomUUID();
  const submitted = await untilSettled(() =>
    client.post('/cart/checkout/submit', { body: { paymentMethod: 'card', paymentToken: 'tok_visa' }, idempotencyKey }),
  );
  if (submitted.status !== 201)
    throw new Error(`expected an order, got ${submitted.status} ${JSON.stringify(submitted.data)}`);
  return submitted;
}

describe('when the SDK reads the catalogue', () => {
  it('then for await walks every page, one product reads by id, and a missing one is a typed 404', async () => {
    const titles = ['Alpha lamp', 'Beta lamp', 'Gamma lamp'];
    const created = [];
    for (const title of titles) created.push(await createProduct(title));
    const sent: SentRequest[] = [];
    const seen: string[] = [];
    for await (const product of shopper({ fetch: recordingFetch(sent) }).paginate('/products', {
      query: { q: 'lamp', limit: 2 },
    })) {
      seen.push(product.title);
    }
    expect(seen.sort()).toEqual(titles);
    expect(sent).toHaveLength(2);
    const { status, data } = await shopper().get('/products/{id}', { path: { id: created[0].id } });
    expect([status, data?.title, data?.variants[0].price?.amount]).toEqual([200, 'Alpha lamp', 2500]);
    const missing = await shopper()
      .get('/products/{id}', { path: { id: 'prod_doesnotexist000000000' } })
      .catch((e: unknown) => e);
    expect(isCommerceError(missing, 'resource_not_found')).toBe(true);
    expect(missing).toMatchObject({ status: 404, requestId: expect.stringMatching(/\w/) });
  });
});

describe('when the SDK keeps a cart', () => {
  it('then a crypto-random token is made once, kept in storage, sent on cart calls, renewed on demand', async () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
    };
    const first = createStorefrontClient({ baseUrl: h.baseUrl, publishableKey: store.publishableKey, storage });
    expect(first.cartToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const product = await createProduct('Kept cart product');
    await first.post('/cart/items', { body: { productId: product.id, quantity: 3 } });
    const again = createStorefrontClient({ baseUrl: h.baseUrl, publishableKey: store.publishableKey, storage });
    expect(again.cartToken).toBe(first.cartToken);
    const { data: cart } = await again.get('/cart');
    expect(cart.items.map((line) => [line.productId, line.quantity])).toEqual([[product.id, 3]]);
    const renewed = again.startNewCart();
    expect(renewed).not.toBe(first.cartToken);
    expect(kept.get(`commerce-service.cart-token.${store.publishableKey}`)).toBe(renewed);
    expect((await again.get('/cart')).data.items).toEqual([]);
  });
});

describe('when the SDK runs a checkout with each test card', () => {
  it('then tok_visa answers 201 with the paid order at the server total', async () => {
    const client = shopper();
    await readyCart(client);
    const submitted = await placeOrder(client);
    expect(submitted.data).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', total: { amount: 5500 } });
    expect(await chargesOf(h.orm.em.fork(), submitted.data.payments[0].id)).toBe(1);
    expect((await client.get('/cart/checkout')).data).toMatchObject({
      status: 'completed',
      orderId: submitted.data.id,
    });
  });

  it('then tok_declined rejects with a typed payment_declined carrying the decline code', async () => {
    const client = shopper();
    await readyCart(client);
    const declined = await client
      .post('/cart/checkout/submit', { body: { paymentMethod: 'card', paymentToken: 'tok_declined' } })
      .catch((e: unknown) => e);
    if (!isCommerceError(declined, 'payment_declined')) throw declined;
    expect([declined.status, declined.details]).toEqual([402, { declineCode: 'card_declined' }]);
    expect((await client.get('/cart')).data.status).toBe('open');
  });

  it('then tok_requires_action answers 202 with the next action; confirming it answers the paid order', async () => {
    const client = shopper();
    await readyCart(client);
    const pending = await client.post('/cart/checkout/submit', {
      body: { paymentMethod: 'card', paymentToken: 'tok_requires_action' },
    });
    if (pending.status !== 202) throw new Error(`expected a checkout waiting on the shopper, got ${pending.status}`);
    expect(pending.data).toMatchObject({ status: 'requires_action', nextAction: { type: 'confirm_payment' } });
    const paymentId = pending.data.nextAction?.paymentId as string;
    const confirmed = await client.post('/payments/{paymentId}/confirm', {
      path: { paymentId },
      body: { result: 'succeeded' },
    });
    expect([confirmed.status, confirmed.data]).toMatchObject([201, { status: 'confirmed', paymentStatus: 'paid' }]);
  });
});

describe('when an admin refunds through the SDK', () => {
  it('then the Idempotency-Key a refund requires is made for it, and the order shows the partial refund', async () => {
    const client = shopper();
    await readyCart(client);
    const orderId = (await placeOrder(client)).data.id;
    const refunded = await admin().post('/orders/{orderId}/refund', {
      path: { orderId },
      body: { amount: 1000, reason: 'scuffed box' },
    });
    expect(refunded.data).toMatchObject({ id: orderId, paymentStatus: 'partially_refunded' });
    const { data: order } = await admin().get('/orders/{orderId}', { path: { orderId } });
    expect(order.paymentStatus).toBe('partially_refunded');
  });
});

describe('when a real delivery is verified with verifyWebhook', () => {
  it('then the event comes back typed; a changed body, an old timestamp or another secret are refused', async () => {
    const { data: endpoint } = await admin().post('/webhooks', { body: { url: receiver.url, events: ['order.paid'] } });
    const client = shopper();
    await readyCart(client);
    const submitted = await placeOrder(client);
    const delivery = await eventually(
      () => receiver.received.find((r) => r.json.type === 'order.paid' && r.json.data.object.id === submitted.data.id),
      'the order.paid delivery',
    );
    const event = await verifyWebhook(delivery.body, delivery.headers, endpoint.secret);
    if (event.type !== 'order.paid') throw new Error(`expected order.paid, got ${event.type}`);
    expect(event.data.object).toMatchObject({ id: submitted.data.id, paymentStatus: 'paid' });

    const refusal = (payload: string, secret = endpoint.secret, now?: Date) =>
      verifyWebhook(payload, delivery.headers, secret, { now }).then(
        () => undefined,
        (e: unknown) => (e as WebhookVerificationError).reason,
      );
    expect(await refusal(delivery.body.replace('"paid"', '"refunded"'))).toBe('invalid_signature');
    expect(await refusal(delivery.body, 'whsec_' + btoa('another secret of 24 bytes'))).toBe('invalid_signature');
    expect(await refusal(delivery.body, endpoint.secret, new Date(Date.now() + 10 * 60_000))).toBe(
      'timestamp_out_of_range',
    );
    await expect(verifyWebhook(delivery.body, {}, endpoint.secret)).rejects.toMatchObject({
      reason: 'missing_headers',
    });
  });
});

describe('when an endpoint secret was just rotated', () => {
  it('then a delivery signed with both secrets verifies with either, as signed during a rotation', async () => {
    const [previous, current] = [newWebhookSecret(), newWebhookSecret()];
    const body = JSON.stringify({ id: 'evt_rotation', type: 'webhook.test', data: { object: { message: 'hi' } } });
    const headers = signedHeaders([current, previous], 'evt_rotation', body);
    for (const secret of [previous, current])
      expect((await verifyWebhook(body, headers, secret)).id).toBe('evt_rotation');
    const refused = await verifyWebhook(body, headers, newWebhookSecret()).catch(
      (e: WebhookVerificationError) => e.reason,
    );
    expect(refused).toBe('invalid_signature');
  });
});

describe('when the store dashboard calls the private API with a staff session', () => {
  /** A browser on the service's own origin: the session cookie goes with every request, whatever the client sends. */
  const withCookie =
    (member: StaffBrowser): typeof fetch =>
    (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('cookie', member.cookie);
      return fetch(input, { ...init, headers });
    };
  const sessionClient = (member: StaffBrowser, csrfToken = member.csrfToken) =>
    createAdminClient({ baseUrl: h.baseUrl, session: { csrfToken: () => csrfToken }, fetch: withCookie(member) });

  it('then the staff client reads the session and signs out with the CSRF token, which ends the session', async () => {
    const member = await signedInStaff(h, store.storeId, 'staff', ['orders']);
    const options = {
      baseUrl: h.baseUrl,
      session: { csrfToken: () => member.csrfToken },
      fetch: withCookie(member),
    };
    const { data: session } = await createStaffClient(options).get('/session');
    expect([session.staff.id, session.permissions, session.csrfToken]).toEqual([
      member.staffId,
      ['orders'],
      member.csrfToken,
    ]);
    expect((await createStaffClient(options).delete('/session')).status).toBe(204);
    await expect(createStaffClient(options).get('/session')).rejects.toMatchObject({
      code: 'session_invalid',
      status: 401,
    });
  });

  it('then reads and writes pass with the CSRF token, and the audit log names the member', async () => {
    const owner = await signedInStaff(h, store.storeId, 'owner', [], 'Olga Owner');
    const client = sessionClient(owner);
    const { data: settings } = await client.get('/settings');
    const { data: category, status } = await client.post('/categories', { body: { name: 'Made in a session' } });
    const { data: log } = await client.get('/audit-log', { query: { limit: 10 } });
    const entry = log.data.find((e) => e.resourceId === category.id);
    expect([settings.id, status, entry?.operationId, entry?.actor]).toEqual([
      store.storeId,
      201,
      'adminCreateCategory',
      { type: 'staff', id: owner.staffId, name: 'Olga Owner' },
    ]);
  });

  it('then a write with a wrong CSRF token, or by a member lacking permission, is a typed 403, no change', async () => {
    const owner = await signedInStaff(h, store.storeId, 'owner');
    const clerk = await signedInStaff(h, store.storeId, 'staff', ['orders']);
    const before = (await admin().get('/categories', { query: { limit: 100 } })).data.data.length;
    const forged = sessionClient(owner, 'x'.repeat(43)).post('/categories', { body: { name: 'Forged' } });
    await expect(forged).rejects.toMatchObject({ code: 'csrf_token_invalid', status: 403 });
    const denied = sessionClient(clerk).post('/categories', { body: { name: 'Not mine to make' } });
    await expect(denied).rejects.toMatchObject({ code: 'permission_denied', status: 403 });
    expect((await admin().get('/categories', { query: { limit: 100 } })).data.data).toHaveLength(before);
  });
});

describe('when the answer to a POST is lost on the way back', () => {
  it('then the SDK retries with the same key and the API replays the first answer: nothing is done twice', async () => {
    const sent: SentRequest[] = [];
    const client = createStorefrontClient({
      baseUrl: dropping.baseUrl,
      publishableKey: store.publishableKey,
      storage: null,
      fetch: recordingFetch(sent),
    });
    const product = await createProduct('Dropped answer product');
    dropping.dropNextResponses(1);
    const added = await client.post('/cart/items', { body: { productId: product.id, quantity: 2 } });
    expect(added.replayed).toBe(true);
    expect(added.data.items.map((line) => line.quantity)).toEqual([2]);
    expect(sent.map((r) => r.method)).toEqual(['POST', 'POST']);
    expect(sent[1].idempotencyKey).toBe(sent[0].idempotencyKey);
    expect(sent[0].idempotencyKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await client.get('/cart')).data.items.map((line) => line.quantity)).toEqual([2]);
  });

  it('then a checkout submit retried after a lost answer makes one order and one charge', async () => {
    const sent: SentRequest[] = [];
    const client = createStorefrontClient({
      baseUrl: dropping.baseUrl,
      publishableKey: store.publishableKey,
      storage: null,
      fetch: recordingFetch(sent),
    });
    await readyCart(client);
    sent.length = 0;
    dropping.dropNextResponses(1);
    const submitted = await placeOrder(client);
    expect(submitted.replayed).toBe(true);
    expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(await chargesOf(h.orm.em.fork(), submitted.data.payments[0].id)).toBe(1);
  });

  it("then one submit sent twice at once with one key joins the cart's checkout: one order, one charge", async () => {
    const sent: SentRequest[] = [];
    const client = shopper({ fetch: recordingFetch(sent) });
    await readyCart(client);
    sent.length = 0;
    const body = { paymentMethod: 'card' as const, paymentToken: 'tok_visa' };
    const answers = await Promise.all(
      [0, 1].map(() => client.post('/cart/checkout/submit', { body, idempotencyKey: 'one-submit-of-this-cart' })),
    );
    const [one, other] = answers.map((answer) => (answer.status === 201 ? answer.data : undefined));
    expect(one?.id).toMatch(/^ord_/);
    expect(other?.id).toBe(one?.id);
    expect(new Set(sent.map((r) => r.idempotencyKey))).toEqual(new Set(['one-submit-of-this-cart']));
    expect(await chargesOf(h.orm.em.fork(), one?.payments[0].id as string)).toBe(1);
  });

  it('then without retries left the lost answer is a network_error', async () => {
    const client = createStorefrontClient({
      baseUrl: dropping.baseUrl,
      publishableKey: store.publishableKey,
      storage: null,
      maxRetries: 0,
    });
    dropping.dropNextResponses(1);
    await expect(client.get('/store')).rejects.toMatchObject({ name: 'CommerceError', code: 'network_error' });
  });
});

describe('when the API does not answer in time or the caller gives up', () => {
  let stalled: TcpProxy;
  let baseUrl: string;
  beforeAll(async () => {
    stalled = new TcpProxy('127.0.0.1', Number(new URL(h.baseUrl).port));
    await stalled.start();
    stalled.stall();
    baseUrl = `http://127.0.0.1:${stalled.port}`;
  });
  afterAll(() => stalled.stop());

  it('then each attempt times out, is retried up to the bound, and the call rejects with timeout', async () => {
    const sent: SentRequest[] = [];
    const client = createStorefrontClient({
      baseUrl,
      publishableKey: store.publishableKey,
      storage: null,
      timeoutMs: 200,
      maxRetries: 1,
      fetch: recordingFetch(sent),
    });
    await expect(client.get('/store')).rejects.toMatchObject({ code: 'timeout' });
    expect(sent).toHaveLength(2);
  });

  it('then an AbortSignal stops the call at once with its reason and nothing is retried', async () => {
    const sent: SentRequest[] = [];
    const client = createStorefrontClient({
      baseUrl,
      publishableKey: store.publishableKey,
      storage: null,
      fetch: recordingFetch(sent),
    });
    const controller = new AbortController();
    const call = client.get('/store', { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('shopper left')), 100);
    await expect(call).rejects.toThrow('shopper left');
    expect(sent).toHaveLength(1);
  });
});

describe('when PostgreSQL is away (503) or the rate limit is spent (429)', () => {
  let limited: Harness;
  let database: TcpProxy;
  beforeAll(async () => {
    const databaseUrl = new URL(process.env.DATABASE_URL as string);
    database = new TcpProxy(databaseUrl.hostname, Number(databaseUrl.port || 5432));
    await database.start();
    databaseUrl.host = `127.0.0.1:${database.port}`;
    limited = await startHarness({ env: { DATABASE_URL: databaseUrl.toString(), RATE_LIMIT_PUBLIC: '2,1' } });
  });
  afterAll(async () => {
    await limited.close();
    await database.stop();
  });

  async function limitedShopper(sent: SentRequest[]) {
    const made = await makeStore(limited.orm.em);
    const client = createStorefrontClient({
      baseUrl: limited.baseUrl,
      publishableKey: made.publishableKey,
      storage: null,
      maxRetries: 3,
      fetch: recordingFetch(sent),
    });
    return { client, storeId: made.store.id };
  }

  it('then a POST answered 503 waits its Retry-After and succeeds once PostgreSQL is back, same key', async () => {
    const sent: SentRequest[] = [];
    const { client, storeId } = await limitedShopper(sent);
    const product = await makeProduct(limited.orm.em.fork(), storeId);
    await database.stop();
    const adding = client.post('/cart/items', { body: { productId: product.id, quantity: 1 } });
    await eventually(() => sent[0]?.status === 503, 'the first attempt to be answered 503');
    await database.start();
    const added = await adding;
    expect(added.data.items.map((line) => line.quantity)).toEqual([1]);
    expect(sent.map((r) => r.status)).toEqual([...sent.slice(0, -1).map(() => 503), 200]);
    expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('then a call answered 429 waits the Retry-After and is retried within the bound', async () => {
    const sent: SentRequest[] = [];
    const { client } = await limitedShopper(sent);
    for (let i = 0; i < 3; i += 1) expect((await client.get('/store')).status).toBe(200);
    expect(sent.map((r) => r.status)).toEqual([200, 200, 429, 200]);
    const noPatience = createStorefrontClient({
      baseUrl: limited.baseUrl,
      publishableKey: (await makeStore(limited.orm.em)).publishableKey,
      storage: null,
      maxRetries: 0,
    });
    const statuses = await Promise.all(
      [1, 2, 3].map(() =>
        noPatience.get('/store').then(
          (r) => r.status,
          (e: unknown) => e,
        ),
      ),
    );
    expect(statuses.filter((s) => isCommerceError(s, 'rate_limited'))).toHaveLength(1);
  });
});
