import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHarness, type Harness } from '../support/harness';
import { makeProduct, makeStore } from '../support/factories';
import { newCartToken, publicClient } from '../support/http';
import { expectContract, expectSchema } from '../support/contract';
import { countEvents, makeCustomer, makeOrder, mailsTo, tokenFromLink, waitForMails } from '../support/customers';
import { eventsOf } from '../support/admin-factories';
import { execute, queryOne } from '../../src/db/sql';
import { purgeExpiredData } from '../../src/maintenance/purge.service';

let h: Harness;
const mailDir = mkdtempSync(join(tmpdir(), 'commerce-mail-'));
const REDIRECT = 'http://localhost:5173/account/verify';
const root = join(__dirname, '..', '..');

beforeAll(async () => {
  h = await startHarness({
    worker: true,
    env: { MAIL_DIR: mailDir, CUSTOMER_AUTH_RATE_LIMIT_EMAIL: '4,0.001', CUSTOMER_AUTH_RATE_LIMIT_IP: '12,0.001' },
  });
});
afterAll(async () => {
  await h.close();
  rmSync(mailDir, { recursive: true, force: true });
});

let counter = 0;
const newEmail = () => `shopper-${Date.now().toString(36)}-${counter++}@example.com`;
const sessionHeader = (token: string) => ({ headers: { 'x-customer-session': token } });

/** Signs up (or requests a link), reads the link from the mail folder and verifies it. */
async function signIn(publishableKey: string, email: string, cartToken?: string) {
  const api = publicClient(h.baseUrl, publishableKey, cartToken);
  const before = (await mailsTo(mailDir, email)).length;
  expect((await api.post('/customers', { email, redirectUrl: REDIRECT })).status).toBe(202);
  const mails = await waitForMails(mailDir, email, before + 1);
  const mail = mails[mails.length - 1];
  const res = await api.post('/customers/verify', { token: tokenFromLink(mail.link) });
  expectContract('verifyCustomer', res, 200);
  return { session: res.body.sessionToken as string, customer: res.body.customer, mail };
}

describe('when a shopper signs up and follows the e-mailed link', () => {
  it('then the mailed link gives a session that reads the profile, in the store language, plain and HTML', async () => {
    const store = await makeStore(h.orm.em, { languages: ['de', 'en'] });
    const email = newEmail();
    const api = publicClient(h.baseUrl, store.publishableKey);
    const created = await api.post('/customers', { email, redirectUrl: REDIRECT, firstName: 'Ada' });
    expectContract('createCustomer', created, 202);

    const [mail] = await waitForMails(mailDir, email);
    expect(mail.subject).toContain('Anmeldelink');
    expect(mail.link.startsWith(`${REDIRECT}?token=`)).toBe(true);
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain('Anmelden');
    const eml = readFileSync(mail.file.replace(/\.json$/, '.eml'), 'utf8');
    expect(eml).toContain('text/plain');
    expect(eml).toContain('text/html');

    const verified = await api.post('/customers/verify', { token: tokenFromLink(mail.link) });
    expectContract('verifyCustomer', verified, 200);
    expect(verified.body.customer).toMatchObject({ email, firstName: 'Ada' });
    const me = await api.get('/customers/me', sessionHeader(verified.body.sessionToken));
    expectContract('getCurrentCustomer', me, 200);
    expect(me.body.id).toBe(verified.body.customer.id);
    const status = await api.get('/customers/status', sessionHeader(verified.body.sessionToken));
    expectContract('getCustomerStatus', status, 200);
    expect(status.body).toMatchObject({ signedIn: true, customer: { email } });
    const check = await api.post('/customers/check', { email });
    expectContract('checkCustomer', check, 200);
    expect(check.body).toEqual({ exists: true });
  });

  it("then the visitor's cart and conversation become the customer's", async () => {
    const store = await makeStore(h.orm.em);
    const product = await makeProduct(h.orm.em.fork(), store.store.id);
    const cartToken = newCartToken();
    const visitor = publicClient(h.baseUrl, store.publishableKey, cartToken);
    expect((await visitor.post('/cart/items', { productId: product.id, quantity: 1 })).status).toBe(200);
    const conversation = await visitor.post('/conversations', { message: 'Hello?' });
    expect(conversation.status).toBe(201);

    const { session, customer } = await signIn(store.publishableKey, newEmail(), cartToken);
    const cart = await queryOne<{ customer_id: string }>(
      h.orm.em.fork(),
      'SELECT customer_id FROM carts WHERE store_id = ? AND token = ?',
      [store.store.id, cartToken],
    );
    expect(cart?.customer_id).toBe(customer.id);
    // Signed in on another device (no cart token), the customer still reads the conversation.
    const messages = await publicClient(h.baseUrl, store.publishableKey).get(
      `/conversations/${conversation.body.id}/messages`,
      sessionHeader(session),
    );
    expectContract('listConversationMessages', messages, 200);
    expect(messages.body.data.map((m: any) => m.body)).toEqual(['Hello?']);
  });

  it('then updating the profile answers the new profile and raises customer.updated', async () => {
    const store = await makeStore(h.orm.em);
    const { session } = await signIn(store.publishableKey, newEmail());
    const api = publicClient(h.baseUrl, store.publishableKey);
    const updated = await api.patch(
      '/customers/me',
      { lastName: 'Lovelace', acceptsMarketing: true },
      sessionHeader(session),
    );
    expectContract('updateCurrentCustomer', updated, 200);
    expect(updated.body).toMatchObject({ lastName: 'Lovelace', acceptsMarketing: true });
    expect(await countEvents(h.orm.em.fork(), store.store.id, 'customer.updated')).toBeGreaterThanOrEqual(2);
    const [latest] = (await eventsOf(h.orm.em, store.store.id, 'customer.updated')).slice(-1);
    expect(latest.payload.data.object).toMatchObject({ lastName: 'Lovelace', acceptsMarketing: true });
    expectSchema('EventCustomerObject', latest.payload.data.object);
    const cleared = await api.patch('/customers/me', { lastName: null }, sessionHeader(session));
    expect(cleared.body.lastName).toBeNull();
  });
});

describe('when a sign-in token is used, expired or tampered with', () => {
  it('then verify answers 401 session_invalid each time', async () => {
    const store = await makeStore(h.orm.em);
    const api = publicClient(h.baseUrl, store.publishableKey);
    const { mail } = await signIn(store.publishableKey, newEmail());
    const token = tokenFromLink(mail.link);

    const reused = await api.post('/customers/verify', { token });
    expectContract('verifyCustomer', reused, 401);
    expect(reused.body.error.code).toBe('session_invalid');

    const tampered = await api.post('/customers/verify', {
      token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    });
    expect(tampered.status).toBe(401);
    expect(tampered.body.error.code).toBe('session_invalid');

    const email = newEmail();
    await makeCustomer(h.orm.em.fork(), store.store.id, email);
    expect((await api.post('/customers/auth-link', { email, redirectUrl: REDIRECT })).status).toBe(202);
    const [fresh] = await waitForMails(mailDir, email);
    await execute(
      h.orm.em.fork(),
      "UPDATE customer_auth_tokens SET expires_at = now() - interval '1 second' WHERE store_id = ? AND used_at IS NULL",
      [store.store.id],
    );
    const expired = await api.post('/customers/verify', { token: tokenFromLink(fresh.link) });
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('session_invalid');
  });

  it('then a token of another store does not sign in here', async () => {
    const [first, second] = [await makeStore(h.orm.em), await makeStore(h.orm.em)];
    const email = newEmail();
    await makeCustomer(h.orm.em.fork(), second.store.id, email);
    await publicClient(h.baseUrl, first.publishableKey).post('/customers', { email, redirectUrl: REDIRECT });
    const [mail] = await waitForMails(mailDir, email);
    const res = await publicClient(h.baseUrl, second.publishableKey).post('/customers/verify', {
      token: tokenFromLink(mail.link),
    });
    expect(res.status).toBe(401);
  });
});

describe('when a session ends', () => {
  it('then a logged-out session fails at once', async () => {
    const store = await makeStore(h.orm.em);
    const api = publicClient(h.baseUrl, store.publishableKey);
    const { session } = await signIn(store.publishableKey, newEmail());
    expect((await api.get('/customers/me', sessionHeader(session))).status).toBe(200);
    const out = await api.post('/customers/logout', undefined, sessionHeader(session));
    expect(out.status).toBe(204);
    const after = await api.get('/customers/me', sessionHeader(session));
    expectContract('getCurrentCustomer', after, 401);
    expect(after.body.error.code).toBe('session_invalid');
    expect((await api.get('/customers/status', sessionHeader(session))).body).toEqual({ signedIn: false });
    expect((await api.post('/customers/logout', undefined, sessionHeader(session))).status).toBe(401);
  });

  it('then an idle or too old session is refused, and so are a missing or made-up one', async () => {
    const store = await makeStore(h.orm.em);
    const api = publicClient(h.baseUrl, store.publishableKey);
    const idle = await signIn(store.publishableKey, newEmail());
    const old = await signIn(store.publishableKey, newEmail());
    const em = h.orm.em.fork();
    await execute(
      em,
      "UPDATE customer_sessions SET idle_expires_at = now() - interval '1 second' WHERE customer_id = ?",
      [idle.customer.id],
    );
    await execute(
      em,
      "UPDATE customer_sessions SET absolute_expires_at = now() - interval '1 second' WHERE customer_id = ?",
      [old.customer.id],
    );
    for (const headers of [sessionHeader(idle.session), sessionHeader(old.session), sessionHeader('cs_made-up'), {}]) {
      const res = await api.get('/customers/me', headers);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('session_invalid');
    }
  });

  it('then a session of one store is not valid in another', async () => {
    const [first, second] = [await makeStore(h.orm.em), await makeStore(h.orm.em)];
    const { session } = await signIn(first.publishableKey, newEmail());
    expect(
      (await publicClient(h.baseUrl, second.publishableKey).get('/customers/me', sessionHeader(session))).status,
    ).toBe(401);
  });
});

describe('when a customer reads their order history', () => {
  it("then they see their own and their guest orders, in pages, and never another customer's", async () => {
    const store = await makeStore(h.orm.em);
    const ada = await signIn(store.publishableKey, newEmail());
    const bob = await signIn(store.publishableKey, newEmail());
    const em = h.orm.em.fork();
    const now = Date.now();
    const linked = await makeOrder(em, {
      storeId: store.store.id,
      email: ada.customer.email,
      customerId: ada.customer.id,
      createdAt: new Date(now - 3000),
      lines: 2,
    });
    const guest = await makeOrder(em, {
      storeId: store.store.id,
      email: ada.customer.email.toUpperCase(),
      createdAt: new Date(now - 2000),
    });
    const bobs = await makeOrder(em, {
      storeId: store.store.id,
      email: bob.customer.email,
      customerId: bob.customer.id,
      createdAt: new Date(now - 1000),
    });
    const bobsWithAdasAddress = await makeOrder(em, {
      storeId: store.store.id,
      email: ada.customer.email,
      customerId: bob.customer.id,
      createdAt: new Date(now - 500),
    });
    const api = publicClient(h.baseUrl, store.publishableKey);

    const first = await api.get('/customers/me/orders?limit=1', sessionHeader(ada.session));
    expectContract('listCurrentCustomerOrders', first, 200);
    expect(first.body.data.map((o: any) => o.id)).toEqual([guest]);
    expect(first.body.hasMore).toBe(true);
    const second = await api.get(
      `/customers/me/orders?limit=1&cursor=${first.body.nextCursor}`,
      sessionHeader(ada.session),
    );
    expect(second.body.data.map((o: any) => o.id)).toEqual([linked]);
    expect(second.body.hasMore).toBe(false);
    expect(second.body.data[0]).toMatchObject({ itemCount: 4, total: { amount: 5000, currency: 'USD' } });

    const detail = await api.get(`/customers/me/orders/${linked}`, sessionHeader(ada.session));
    expectContract('getCurrentCustomerOrder', detail, 200);
    expect(detail.body.lines).toHaveLength(2);
    const foreign = await api.get(`/customers/me/orders/${bobs}`, sessionHeader(ada.session));
    expectContract('getCurrentCustomerOrder', foreign, 404);
    expect((await api.get(`/customers/me/orders/${bobsWithAdasAddress}`, sessionHeader(ada.session))).status).toBe(404);
    const bobsList = await api.get('/customers/me/orders', sessionHeader(bob.session));
    expect(bobsList.body.data.map((o: any) => o.id)).toEqual([bobsWithAdasAddress, bobs]);
    const otherQuery = await api.get(
      `/customers/me/orders?cursor=${first.body.nextCursor}`,
      sessionHeader(bob.session),
    );
    expect(otherQuery.status).toBe(400);
    expect(otherQuery.body.error.code).toBe('invalid_cursor');
  });
});

describe('when someone probes auth-link with known and unknown e-mails', () => {
  it('then both answer the same status and body, and only the account holder gets mail', async () => {
    const store = await makeStore(h.orm.em);
    const api = publicClient(h.baseUrl, store.publishableKey);
    const known = newEmail();
    const unknown = newEmail();
    await makeCustomer(h.orm.em.fork(), store.store.id, known);
    const guestOnly = newEmail();
    await makeCustomer(h.orm.em.fork(), store.store.id, guestOnly, false);

    const answers = [];
    for (const email of [unknown, guestOnly, known])
      answers.push(await api.post('/customers/auth-link', { email, redirectUrl: REDIRECT }));
    for (const res of answers) expectContract('requestCustomerAuthLink', res, 202);
    expect(new Set(answers.map((res) => res.text)).size).toBe(1);
    expect(await waitForMails(mailDir, known)).toHaveLength(1);
    expect(await mailsTo(mailDir, unknown)).toEqual([]);
    expect(await mailsTo(mailDir, guestOnly)).toEqual([]);
    expect((await api.post('/customers/check', { email: unknown })).body).toEqual({ exists: false });
  });

  it('then a store whose operator set storefront origins refuses a redirect elsewhere', async () => {
    const store = await makeStore(h.orm.em);
    // Asynchronous, so the API served from this same process keeps running while the command does.
    const cli = (origins: string) =>
      new Promise<{ status: number; stdout: string }>((resolve) =>
        execFile(
          process.execPath,
          [
            '--import',
            'tsx',
            join(root, 'src/cli/commerce.ts'),
            'stores',
            'set-storefront-origins',
            '--store',
            store.store.id,
            '--origins',
            origins,
            '--json',
          ],
          { cwd: root, encoding: 'utf8' },
          (error, stdout) => resolve({ status: error ? Number(error.code) : 0, stdout }),
        ),
      );
    expect((await cli('https://shop.example.com/path')).status).toBe(1);
    const set = await cli('https://shop.example.com');
    expect(set.status).toBe(0);
    expect(JSON.parse(set.stdout).storefrontOrigins).toEqual(['https://shop.example.com']);
    const api = publicClient(h.baseUrl, store.publishableKey);
    const refused = await api.post('/customers/auth-link', {
      email: newEmail(),
      redirectUrl: 'https://evil.example.net/steal',
    });
    expectContract('requestCustomerAuthLink', refused, 400);
    expect(
      (
        await api.post('/customers/auth-link', {
          email: newEmail(),
          redirectUrl: 'https://shop.example.com/account/verify',
        })
      ).status,
    ).toBe(202);
    expect((await api.post('/customers/auth-link', { email: newEmail(), redirectUrl: REDIRECT })).status).toBe(400);
  });

  it('then a store without storefront origins sends links only to loopback URLs, never to a stranger', async () => {
    const store = await makeStore(h.orm.em);
    const api = publicClient(h.baseUrl, store.publishableKey);
    const stolen = await api.post('/customers/auth-link', {
      email: newEmail(),
      redirectUrl: 'https://evil.example.net/steal',
    });
    expectContract('requestCustomerAuthLink', stolen, 400);
    expect(stolen.body.error.details[0].field).toBe('body.redirectUrl');
    expect(
      (await api.post('/customers', { email: newEmail(), redirectUrl: 'https://evil.example.net/steal' })).status,
    ).toBe(400);
    expect((await api.post('/customers/auth-link', { email: newEmail(), redirectUrl: REDIRECT })).status).toBe(202);
  });
});

describe('when the sign-in operations are hammered', () => {
  it('then the per-e-mail limit trips with 429 and Retry-After while another e-mail still passes', async () => {
    const store = await makeStore(h.orm.em);
    const api = publicClient(h.baseUrl, store.publishableKey);
    const email = newEmail();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await api.post('/customers/check', { email })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const limited = await api.post('/customers/auth-link', { email, redirectUrl: REDIRECT });
    expectContract('requestCustomerAuthLink', limited, 429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api.post('/customers/check', { email: newEmail() })).status).toBe(200);
  });

  it('then the per-IP limit trips verify attempts', async () => {
    const store = await makeStore(h.orm.em);
    const api = publicClient(h.baseUrl, store.publishableKey);
    const statuses = [];
    for (let i = 0; i < 13; i++) statuses.push((await api.post('/customers/verify', { token: `guess-${i}` })).status);
    expect(statuses.slice(0, 12).every((s) => s === 401)).toBe(true);
    expect(statuses[12]).toBe(429);
  });
});

describe('when the same Idempotency-Key is sent by two signed-in customers', () => {
  it("then each gets their own answer, never the other's replay", async () => {
    const store = await makeStore(h.orm.em);
    const api = publicClient(h.baseUrl, store.publishableKey);
    const ada = await signIn(store.publishableKey, newEmail());
    const bob = await signIn(store.publishableKey, newEmail());
    const key = { 'idempotency-key': 'same-key-for-both' };
    const first = await api.patch(
      '/customers/me',
      { firstName: 'Same' },
      { headers: { ...key, 'x-customer-session': ada.session } },
    );
    const second = await api.patch(
      '/customers/me',
      { firstName: 'Same' },
      { headers: { ...key, 'x-customer-session': bob.session } },
    );
    expect(first.body.id).toBe(ada.customer.id);
    expect(second.body.id).toBe(bob.customer.id);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
  });
});

describe('when the maintenance purge runs', () => {
  it('then spent sign-in tokens and ended sessions are deleted and live ones kept', async () => {
    const store = await makeStore(h.orm.em);
    const live = await signIn(store.publishableKey, newEmail());
    const ended = await signIn(store.publishableKey, newEmail());
    await publicClient(h.baseUrl, store.publishableKey).post(
      '/customers/logout',
      undefined,
      sessionHeader(ended.session),
    );
    const em = h.orm.em.fork();
    await execute(em, "UPDATE customer_auth_tokens SET expires_at = now() - interval '1 second' WHERE store_id = ?", [
      store.store.id,
    ]);
    const result = await purgeExpiredData(em);
    expect(result.customerSessions).toBeGreaterThanOrEqual(1);
    expect(result.customerAuthTokens).toBeGreaterThanOrEqual(2);
    const sessions = await queryOne<{ n: number }>(
      em,
      'SELECT count(*)::int AS n FROM customer_sessions WHERE store_id = ?',
      [store.store.id],
    );
    expect(sessions?.n).toBe(1);
    expect(
      (await publicClient(h.baseUrl, store.publishableKey).get('/customers/me', sessionHeader(live.session))).status,
    ).toBe(200);
  });
});
