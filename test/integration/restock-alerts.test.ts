import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { publicClient, request } from '../support/http';
import { waitFor } from '../support/processes';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { queryRows } from '../../src/db/sql';
import { newId } from '../../src/shared/ids';
import { restockWorkflowId } from '../../src/shared/workflow-ids';
import { backgroundTaskQueueOf } from '../../src/temporal/task-queues';
import { upsertSignup } from '../../src/restock/restock.repository';
import {
  ADDRESS,
  admin,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  stockOf,
  submit,
  type CheckoutStore,
} from '../support/checkout-factories';

let h: Harness;
let sink: SmtpSink;
let store: CheckoutStore;

beforeAll(async () => {
  sink = await startSmtpSink();
  // Stock changes reach the restock workflows through the outbox relay, as in production.
  h = await startHarness({
    worker: true,
    env: { SMTP_URL: sink.url, MAIL_FROM: 'Shop <shop@example.com>', WEBHOOK_RELAY_ENABLED: 'true' },
  });
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(async () => {
  await h?.close();
  await sink?.close();
});

const em = () => h.orm.em.fork();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@example.com`;

async function restockSettings(patch: Record<string, unknown>) {
  const res = await admin(h.baseUrl, store).patch('/settings', { restockAlerts: patch });
  expectContract('adminUpdateStoreSettings', res, 200);
}

/** The mail as sent, quoted-printable undone (its bytes read as UTF-8), so links and texts can be read from it. */
const decoded = (data: string) =>
  Buffer.from(
    data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
const mailsTo = (email: string) =>
  sink.received.filter((m) => m.to.some((to) => to.includes(email))).map((m) => decoded(m.data));
const tokenAfter = (mail: string, path: string) =>
  (mail.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)`)) as RegExpMatchArray)[1];

async function setStock(product: { productId: string; variantId: string }, units: number) {
  const res = await admin(h.baseUrl, store).post(`/products/${product.productId}/stock`, {
    variantId: product.variantId,
    set: units,
  });
  expectContract('adminAdjustStock', res, 200);
}

const notifyMe = (body: Record<string, unknown>) =>
  publicClient(h.baseUrl, store.publishableKey).post('/restock-alerts', body);

/** The variant's workflow, once the relay has passed the stock change on to it. */
async function restockResult(variantId: string) {
  const handle = h.temporal.client.workflow.getHandle(restockWorkflowId(variantId));
  await waitFor(
    () =>
      handle.describe().then(
        () => true,
        () => false,
      ),
    'the restock workflow',
    15_000,
  );
  return handle.result();
}

const backInStockEvents = (variantId: string) =>
  queryRows(
    em(),
    `SELECT id FROM events WHERE type = 'inventory.back_in_stock' AND payload->'data'->'object'->>'id' = ?`,
    [variantId],
  );

describe('when a shopper asks to be told about an out-of-stock variant', () => {
  it('then an unknown address confirms first (double opt-in), a known one waits at once', async () => {
    const product = await makeStockedProduct(em(), store, 0);
    const email = unique('optin');
    const first = await notifyMe({ variantId: product.variantId, email });
    expectContract('createRestockAlert', first, 200);
    expect(first.body).toMatchObject({ variantId: product.variantId, status: 'pending' });
    await waitFor(() => mailsTo(email).length === 1, 'the confirm mail', 10_000);
    // Signing up again answers the same alert, still pending.
    const again = await notifyMe({ variantId: product.variantId, email: email.toUpperCase() });
    expect(again.body).toMatchObject({ id: first.body.id, status: 'pending' });

    const forged = await request(h.baseUrl, 'GET', `/v3/restock-alerts/confirm?token=e30.AAAA`);
    expectContract('confirmRestockAlert', forged, 403);
    const token = tokenAfter(mailsTo(email)[0], '/v3/restock-alerts/confirm');
    const confirmed = await request(h.baseUrl, 'GET', `/v3/restock-alerts/confirm?token=${token}`);
    expectContract('confirmRestockAlert', confirmed, 200);
    expect(confirmed.body).toEqual({ confirmed: true, variantId: product.variantId });
    const now = await notifyMe({ variantId: product.variantId, email });
    expect(now.body).toMatchObject({ id: first.body.id, status: 'waiting' });

    // The address is known to the store now: another variant waits at once, with no second confirm mail.
    const other = await makeStockedProduct(em(), store, 0);
    const known = await notifyMe({ variantId: other.variantId, email });
    expect(known.body).toMatchObject({ status: 'waiting' });
    expect(mailsTo(email)).toHaveLength(2);

    const inStock = await makeStockedProduct(em(), store, 3);
    expectContract('createRestockAlert', await notifyMe({ variantId: inStock.variantId, email }), 409);
    expectContract('createRestockAlert', await notifyMe({ variantId: product.variantId }), 400);
    expectContract('createRestockAlert', await notifyMe({ variantId: 'var_nope', email }), 404);
  }, 60_000);

  it('then 100 waiting and 5 units with k = 2 mail the 10 oldest, and nobody once the stock is gone', async () => {
    await restockSettings({ batchFactor: 2, batchIntervalSeconds: 10, signupValidityDays: 30 });
    const product = await makeStockedProduct(em(), store, 0);
    const emails = Array.from({ length: 100 }, (_, i) => unique(`wait${String(i).padStart(3, '0')}`));
    for (const email of emails)
      await upsertSignup(
        em(),
        { id: newId('rsa'), storeId: store.storeId, variantId: product.variantId, email, customerId: null },
        true,
        30,
      );
    const mailedTo = () => emails.filter((email) => mailsTo(email).length > 0);

    await setStock(product, 5);
    await waitFor(() => mailedTo().length === 10, 'the first batch', 20_000);
    await setStock(product, 0);
    // Past the pause: the next batch reads the stock, finds none, and the run ends.
    const result = await restockResult(product.variantId);
    expect(result).toEqual({ mailed: 10, batches: 1 });
    expect(mailedTo()).toEqual(emails.slice(0, 10));
    expect(mailsTo(emails[0])[0]).toContain(`?variant=${product.variantId}`);
    expect(await backInStockEvents(product.variantId)).toHaveLength(1);

    const awaited = await admin(h.baseUrl, store).get('/restock-alerts/awaited?limit=5');
    expectContract('adminListAwaitedVariants', awaited, 200);
    expect(awaited.body.items[0]).toMatchObject({ variantId: product.variantId, waiting: 90, available: 0 });
  }, 90_000);

  it('then an expired or cancelled sign-up is not mailed, a live one is', async () => {
    await restockSettings({ batchFactor: 2, batchIntervalSeconds: 1, signupValidityDays: 2 / 86_400 });
    const product = await makeStockedProduct(em(), store, 0);
    const expired = unique('expired');
    const cancelled = unique('cancelled');
    const live = unique('live');
    await upsertSignup(
      em(),
      { id: newId('rsa'), storeId: store.storeId, variantId: product.variantId, email: expired, customerId: null },
      true,
      2 / 86_400,
    );
    await sleep(2500);
    await restockSettings({ signupValidityDays: 30 });
    expectContract('createRestockAlert', await notifyMe({ variantId: product.variantId, email: cancelled }), 200);
    await waitFor(() => mailsTo(cancelled).length === 1, 'the confirm mail', 10_000);
    const confirmMail = mailsTo(cancelled)[0];
    await request(h.baseUrl, 'GET', `/v3/restock-alerts/confirm?token=${tokenAfter(confirmMail, '/confirm')}`);
    const unsubscribe = tokenAfter(confirmMail, '/v3/restock-alerts/unsubscribe');
    const res = await request(h.baseUrl, 'GET', `/v3/restock-alerts/unsubscribe?token=${unsubscribe}`);
    expectContract('unsubscribeRestockAlert', res, 200);
    await upsertSignup(
      em(),
      { id: newId('rsa'), storeId: store.storeId, variantId: product.variantId, email: live, customerId: null },
      true,
      30,
    );

    await setStock(product, 10);
    const result = await restockResult(product.variantId);
    expect(result).toEqual({ mailed: 1, batches: 1 });
    expect(mailsTo(live)).toHaveLength(1);
    expect(mailsTo(expired)).toHaveLength(0);
    expect(mailsTo(cancelled)).toHaveLength(1);
  }, 60_000);
});

describe('when the mail server is away as an unknown address signs up', () => {
  it('then the sign-up answers 503 and is kept pending, so signing up again sends the mail', async () => {
    const product = await makeStockedProduct(em(), store, 0);
    // An API of its own whose SMTP server refuses connections.
    const away = await startHarness({ env: { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'Shop <shop@example.com>' } });
    try {
      const email = unique('mail-away');
      const refused = await publicClient(away.baseUrl, store.publishableKey).post('/restock-alerts', {
        variantId: product.variantId,
        email,
      });
      expectContract('createRestockAlert', refused, 503);
      expect(refused.body.error.code).toBe('service_unavailable');
      const kept = await queryRows<{ status: string }>(em(), 'SELECT status FROM restock_signups WHERE email = ?', [
        email,
      ]);
      expect(kept).toEqual([{ status: 'pending' }]);
      expectContract('createRestockAlert', await notifyMe({ variantId: product.variantId, email }), 200);
      await waitFor(async () => mailsTo(email).length === 1, 'the confirmation mail');
    } finally {
      await away.close();
    }
  });
});

describe('when the mail server is up but will not take the confirmation mail', () => {
  it('then the sign-up answers 503 with Retry-After (never 500), kept pending; signing up again mails', async () => {
    const product = await makeStockedProduct(em(), store, 0);
    // An API of its own whose SMTP server answers, but refuses the recipient or the message.
    const refusing = await startSmtpSink();
    const api = await startHarness({ env: { SMTP_URL: refusing.url, MAIL_FROM: 'Shop <shop@example.com>' } });
    try {
      const refusals = [
        { at: 'RCPT', reply: '550 5.1.1 Mailbox unavailable' },
        { at: 'RCPT', reply: '452 4.3.1 Insufficient system storage' },
        { at: 'MESSAGE', reply: '451 4.3.0 Temporary local problem' },
        { at: 'MESSAGE', reply: '554 5.7.1 Message refused' },
      ] as const;
      for (const refusal of refusals) {
        refusing.refusal = refusal;
        const email = unique('mail-refused');
        const refused = await publicClient(api.baseUrl, store.publishableKey).post('/restock-alerts', {
          variantId: product.variantId,
          email,
        });
        expectContract('createRestockAlert', refused, 503);
        expect(refused.body.error.code).toBe('service_unavailable');
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(refusing.received).toEqual([]);
        const kept = await queryRows<{ status: string }>(em(), 'SELECT status FROM restock_signups WHERE email = ?', [
          email,
        ]);
        expect(kept).toEqual([{ status: 'pending' }]);
        // Once mail goes through again, the shopper's second try sends the confirmation.
        expectContract('createRestockAlert', await notifyMe({ variantId: product.variantId, email }), 200);
        await waitFor(async () => mailsTo(email).length === 1, 'the confirmation mail');
      }
    } finally {
      await api.close();
      await refusing.close();
    }
  });
});

describe('when a reservation is released (a declined checkout, a cancelled pending order)', () => {
  /** The variant's inventory.updated events, oldest first: what integrations and the restock journeys see. */
  const inventoryEvents = (variantId: string) =>
    queryRows<{ object: Record<string, unknown> }>(
      em(),
      `SELECT payload->'data'->'object' AS object FROM events
        WHERE type = 'inventory.updated' AND payload->'data'->'object'->>'variantId' = ? ORDER BY created_at, id`,
      [variantId],
    );

  it('then inventory.updated says the units are available again, and shoppers waiting for them hear', async () => {
    const product = await makeStockedProduct(em(), store, 1);
    const before = (await inventoryEvents(product.variantId)).length;
    // A declined card: the checkout held the unit, then gave it back.
    const cart = await makeReadyCart(em(), store, [{ ...product, quantity: 1 }]);
    const declined = await submit(h.baseUrl, store, cart.token, {
      paymentMethod: 'card',
      paymentToken: 'tok_declined',
    });
    expectContract('submitCheckout', declined, 402);
    expect(await stockOf(em(), product.variantId)).toEqual({ onHand: 1, reserved: 0 });
    const released = (await inventoryEvents(product.variantId)).slice(before);
    expect(released.map((e) => e.object)).toEqual([
      expect.objectContaining({
        variantId: product.variantId,
        onHand: 1,
        reserved: 0,
        available: 1,
        releasedQuantity: 1,
      }),
    ]);
    expect(released[0].object).not.toHaveProperty('ledgerEntry');

    // A draft order's link holds the last unit while a shopper waits for it; cancelling the draft gives it back.
    const staff = (path: string, body: unknown = {}) =>
      admin(h.baseUrl, store).post(path, body, { headers: { 'idempotency-key': newId('key') } });
    const draft = await staff('/draft-orders', {
      email: unique('draft-buyer'),
      lines: [{ variantId: product.variantId, quantity: 1 }],
      shippingOptionId: store.shippingOptionId,
      shippingAddress: ADDRESS,
    });
    expectContract('adminCreateDraftOrder', draft, 201);
    expectContract('adminSendDraftOrderLink', await staff(`/draft-orders/${draft.body.id}/send-link`), 200);
    expect(await stockOf(em(), product.variantId)).toEqual({ onHand: 1, reserved: 1 });
    const waiting = unique('released-wait');
    await upsertSignup(
      em(),
      { id: newId('rsa'), storeId: store.storeId, variantId: product.variantId, email: waiting, customerId: null },
      true,
      30,
    );
    expectContract('adminCancelDraftOrder', await staff(`/draft-orders/${draft.body.id}/cancel`), 200);
    expect(await stockOf(em(), product.variantId)).toEqual({ onHand: 1, reserved: 0 });
    expect((await inventoryEvents(product.variantId)).at(-1)?.object).toMatchObject({
      available: 1,
      reserved: 0,
      releasedQuantity: 1,
    });
    await waitFor(async () => mailsTo(waiting).length === 1, 'the back-in-stock mail');
  }, 60_000);
});

describe('when the store writes in German (its default language)', () => {
  it("then the confirm and back-in-stock mails are in German, each with the store's name", async () => {
    const german = await makeCheckoutStore(em());
    const languages = await admin(h.baseUrl, german).patch('/settings', {
      languages: ['de', 'en'],
      defaultLanguage: 'de',
    });
    expectContract('adminUpdateStoreSettings', languages, 200);
    const product = await makeStockedProduct(em(), german, 0);
    const email = unique('deutsch');
    const signup = await publicClient(h.baseUrl, german.publishableKey).post('/restock-alerts', {
      variantId: product.variantId,
      email,
    });
    expectContract('createRestockAlert', signup, 200);
    await waitFor(() => mailsTo(email).length === 1, 'the confirm mail', 10_000);
    const token = tokenAfter(mailsTo(email)[0], '/v3/restock-alerts/confirm');
    await request(h.baseUrl, 'GET', `/v3/restock-alerts/confirm?token=${token}`);
    const stocked = await admin(h.baseUrl, german).post(`/products/${product.productId}/stock`, {
      variantId: product.variantId,
      set: 1,
    });
    expectContract('adminAdjustStock', stocked, 200);
    await waitFor(() => mailsTo(email).length === 2, 'the back-in-stock mail', 20_000);
    const [confirm, alert] = mailsTo(email);
    expect(confirm).toContain('Bestätigen Sie');
    expect(confirm).toContain('<html lang="de">');
    expect(alert).toContain('wieder vorrätig');
    expect(alert).toContain(german.store.name);
  }, 60_000);
});

describe("when a stock change's signal never reached the variant's workflow (the relay off: Temporal away)", () => {
  it('then the restock sweep signals the variant in stock and its waiting shopper is mailed', async () => {
    // An API and worker on a database of their own with the relay off: the stock change is recorded, its signal
    // never sent (the file's relay, on the shared database, would pass it on).
    const unrelayed = await startHarness({
      worker: true,
      ownDatabase: true,
      env: { SMTP_URL: sink.url, MAIL_FROM: 'Shop <shop@example.com>', WEBHOOK_RELAY_ENABLED: 'false' },
    });
    try {
      const own = () => unrelayed.orm.em.fork();
      const shop = await makeCheckoutStore(own());
      const product = await makeStockedProduct(own(), shop, 0);
      const email = unique('swept');
      const signup = { id: newId('rsa'), storeId: shop.storeId, variantId: product.variantId, email, customerId: null };
      await upsertSignup(own(), signup, true, 30);
      const stocked = await admin(unrelayed.baseUrl, shop).post(`/products/${product.productId}/stock`, {
        variantId: product.variantId,
        set: 2,
      });
      expectContract('adminAdjustStock', stocked, 200);
      await sleep(1000);
      expect(mailsTo(email)).toHaveLength(0);

      const swept = await unrelayed.temporal.client.workflow.execute('restockSweepWorkflow', {
        workflowId: `restock-sweep-test-${product.variantId}`,
        taskQueue: backgroundTaskQueueOf(unrelayed.config.temporalTaskQueue),
      });
      expect(swept).toEqual({ signalled: 1 });
      await waitFor(() => mailsTo(email).length === 1, 'the back-in-stock mail', 20_000);
      expect(mailsTo(email)[0]).toContain(`?variant=${product.variantId}`);
    } finally {
      await unrelayed.close();
    }
  }, 60_000);
});
