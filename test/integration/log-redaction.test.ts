import { randomBytes } from 'node:crypto';
import { startHarness, type Harness } from '../support/harness';
import { makeStore } from '../support/factories';
import { makeCustomer } from '../support/customers';
import { newCartToken, privateClient, publicClient } from '../support/http';
import { freePort } from '../support/ports';
import { exitCode, launch, waitFor, type Launched } from '../support/processes';
import { TcpProxy } from '../support/tcp-proxy';
import { createSession } from '../../src/customers/customer-sessions.repository';
import type { StoreWithKeys } from '../../src/stores/stores.service';

let h: Harness;
let store: StoreWithKeys;
let database: TcpProxy;
let api: Launched;
let baseUrl: string;

beforeAll(async () => {
  h = await startHarness();
  store = await makeStore(h.orm.em);
  const url = new URL(h.config.databaseUrl);
  database = new TcpProxy(url.hostname, Number(url.port || 5432));
  await database.start();
  url.port = String(database.port);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  api = launch('src/server.ts', {
    PORT: String(port),
    DATABASE_URL: url.toString(),
    LOG_LEVEL: 'info',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  });
  await waitFor(
    () =>
      fetch(`${baseUrl}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    'the API to listen',
  );
});
afterAll(async () => {
  if (api.child.exitCode === null) api.child.kill('SIGKILL');
  await database.stop();
  await h.close();
});

describe('when the API logs requests carrying credentials, including 503 warnings of a database out of reach', () => {
  it('then no log line holds a key, bearer token, webhook secret, cart token or customer session token', async () => {
    const em = h.orm.em.fork();
    const customerId = await makeCustomer(em, store.store.id, `logs-${newCartToken()}@example.com`);
    const session = (await createSession(em, store.store.id, customerId, { idleSeconds: 3600, maxSeconds: 7200 }))
      .token;
    const unknownSession = `cs_${randomBytes(32).toString('base64url')}`;
    const cartToken = newCartToken();
    const unknownSecretKey = `sk_live_${randomBytes(16).toString('hex')}`;
    const shopper = publicClient(baseUrl, store.publishableKey, cartToken);
    const admin = privateClient(baseUrl, store.secretKey);

    const answered = async () => [
      (await shopper.get('/products')).status,
      (await shopper.get('/cart')).status,
      (await shopper.post('/cart/items', { productId: 'prod_unknown', quantity: 1 })).status,
      (await shopper.get('/customers/me', { headers: { 'x-customer-session': session } })).status,
      (await shopper.get('/customers/me', { headers: { 'x-customer-session': unknownSession } })).status,
      (await admin.get('/orders')).status,
      (await privateClient(baseUrl, unknownSecretKey).get('/orders')).status,
    ];
    expect(await answered()).toEqual([200, 200, 404, 200, 401, 200, 401]);
    const endpoint = await admin.post('/webhooks', { url: 'http://127.0.0.1:9/logs', events: ['*'] });
    const rotated = await admin.post(`/webhooks/${endpoint.body.id}/rotate-secret`, {});
    const webhookSecrets = [endpoint.body.secret, rotated.body.secret];
    expect(webhookSecrets.every((s) => /^whsec_/.test(s))).toBe(true);

    await database.stop();
    const unavailable = await answered();
    expect(unavailable.filter((status) => status === 503).length).toBeGreaterThanOrEqual(4);
    await waitFor(() => api.output().includes('"level":40'), 'a warning line');
    api.child.kill('SIGTERM');
    await exitCode(api.child);

    const lines = api.output().split('\n').filter(Boolean);
    expect(lines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThanOrEqual(16);
    expect(lines.some((line) => line.includes('"level":40') && line.includes('/v3/public/'))).toBe(true);
    for (const line of lines) {
      expect(line).not.toMatch(/(pk|sk)_live_[A-Za-z0-9]|whsec_[A-Za-z0-9]|cs_[A-Za-z0-9_-]{43}|Bearer [^[]/);
      for (const secret of [
        store.publishableKey,
        store.secretKey,
        unknownSecretKey,
        session,
        unknownSession,
        cartToken,
        ...webhookSecrets,
      ]) {
        expect(line).not.toContain(secret);
      }
    }
  }, 60_000);
});
