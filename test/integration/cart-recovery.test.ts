import type { Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { newCartToken, publicClient, request } from '../support/http';
import { waitFor } from '../support/processes';
import type { SmtpSink } from '../support/smtp-sink';
import { closeMailedHarness, startMailedHarness } from '../support/mailed-harness';
import { queryRows } from '../../src/db/sql';
import { cartRecoveryWorkflowId } from '../../src/shared/workflow-ids';
import { sendRecoveryStep } from '../../src/cart-recovery/cart-recovery.service';
import { createMailer } from '../../src/mail/mailer';
import { createLogger } from '../../src/logger';
import { createSession } from '../../src/customers/customer-sessions.repository';
import { makeCustomer } from '../support/customers';
import {
  admin,
  ADDRESS,
  makeCheckoutStore,
  makeStockedProduct,
  submitSettled,
  type CheckoutStore,
} from '../support/checkout-factories';

let h: Harness;
let sink: SmtpSink;
let store: CheckoutStore;

beforeAll(async () => {
  ({ h, sink } = await startMailedHarness());
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(() => closeMailedHarness(h, sink));

const em = () => h.orm.em.fork();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function recovery(patch: Record<string, unknown>) {
  const res = await admin(h.baseUrl, store).patch('/settings', {
    cartRecovery: { enabled: true, lastStepDiscountCode: 'COMEBACK10', cartUrl: 'https://shop.example/cart', ...patch },
  });
  expectContract('adminUpdateStoreSettings', res, 200);
}

/** The mail as sent, quoted-printable undone, so links can be read from it. */
const decoded = (data: string) =>
  data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const mailsTo = (email: string) =>
  sink.received.filter((m) => m.to.some((to) => to.includes(email))).map((m) => decoded(m.data));
const tokenIn = (mail: string, parameter: string) =>
  (mail.match(new RegExp(`${parameter}=([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)`)) as RegExpMatchArray)[1];

/** A cart of one unit with the shopper's e-mail, through the public API: the change that starts its recovery. */
async function abandonedCart() {
  const token = newCartToken();
  const shop = publicClient(h.baseUrl, store.publishableKey, token);
  const product = await makeStockedProduct(em(), store, 10);
  const added = await shop.post('/cart/items', { ...product, quantity: 1 });
  expectContract('addCartItem', added, 200);
  const email = `recover-${Math.random().toString(36).slice(2)}@example.com`;
  const details = await shop.patch('/cart/checkout', { email, shippingAddress: ADDRESS });
  expectContract('saveCheckoutDetails', details, 200);
  const cartId = added.body.id as string;
  // The API tells recovery without waiting for Temporal, so the workflow appears just after the answer.
  const handle = h.temporal.client.workflow.getHandle(cartRecoveryWorkflowId(cartId));
  await waitFor(
    () =>
      handle.describe().then(
        () => true,
        () => false,
      ),
    'the recovery workflow',
    10_000,
  );
  return { token, shop, email, cartId, lineId: added.body.items[0].id as string };
}

const abandonedEvents = async (cartId: string) =>
  queryRows(em(), `SELECT id FROM events WHERE type = 'cart.abandoned' AND payload->'data'->'object'->>'id' = ?`, [
    cartId,
  ]);
const workflowResult = (cartId: string) =>
  h.temporal.client.workflow.getHandle(cartRecoveryWorkflowId(cartId)).result();

describe('when a cart with an e-mail and items is left idle', () => {
  it('then each step mails once, the last with the code, and cart.abandoned is raised once', async () => {
    await recovery({ delaysSeconds: [1, 1] });
    const cart = await abandonedCart();
    expect(await workflowResult(cart.cartId)).toEqual({ outcome: 'completed', steps: 2 });
    const mails = mailsTo(cart.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]).not.toContain('COMEBACK10');
    expect(mails[1]).toContain('COMEBACK10');
    expect(mails[0]).toContain(`Message-ID: <cart-recovery-${cart.cartId}-0@`);
    expect(await abandonedEvents(cart.cartId)).toHaveLength(1);

    // The restore link answers the cart's token; a changed one is refused.
    const restoreToken = tokenIn(mails[0], 'cartRecovery');
    const restored = await publicClient(h.baseUrl, store.publishableKey).post('/cart/restore', { token: restoreToken });
    expectContract('restoreCart', restored, 200);
    expect(restored.body.cartToken).toBe(cart.token);
    const forged = await publicClient(h.baseUrl, store.publishableKey).post('/cart/restore', {
      token: `${restoreToken.split('.')[0]}.AAAA`,
    });
    expectContract('restoreCart', forged, 403);

    // A retried activity finds the step mailed and sends nothing.
    const mailer = createMailer(h.config, createLogger('silent', 'test'));
    const again = await sendRecoveryStep(em(), mailer, h.config, {
      storeId: store.storeId,
      cartId: cart.cartId,
      step: 0,
      last: false,
    });
    expect(again).toBe('already_sent');
    expect(mailsTo(cart.email)).toHaveLength(2);
  }, 60_000);

  it('then cart activity starts the wait again', async () => {
    await recovery({ delaysSeconds: [3] });
    const cart = await abandonedCart();
    await sleep(2000);
    const changedAt = Date.now();
    expectContract('updateCartItem', await cart.shop.patch(`/cart/items/${cart.lineId}`, { quantity: 2 }), 200);
    await sleep(2000);
    expect(mailsTo(cart.email)).toHaveLength(0);
    await waitFor(() => mailsTo(cart.email).length === 1, 'the reminder', 15_000);
    expect(Date.now() - changedAt).toBeGreaterThanOrEqual(3000);
  }, 60_000);

  it('then an order placed before the step stops it: no mail after the order', async () => {
    await recovery({ delaysSeconds: [3] });
    const cart = await abandonedCart();
    expectContract(
      'chooseCartShipping',
      await cart.shop.put('/cart/shipping', { optionId: store.shippingOptionId }),
      200,
    );
    const res = await submitSettled(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expectContract('submitCheckout', res, 201);
    expect(await workflowResult(cart.cartId)).toEqual({ outcome: 'stopped', steps: 0 });
    expect(mailsTo(cart.email)).toHaveLength(0);
  }, 60_000);

  it('then the unsubscribe link in a mail stops the rest of the sequence at once', async () => {
    await recovery({ delaysSeconds: [1, 60] });
    const cart = await abandonedCart();
    await waitFor(() => mailsTo(cart.email).length === 1, 'the first reminder', 15_000);
    const token = tokenIn(mailsTo(cart.email)[0], 'token');
    const res = await request(h.baseUrl, 'GET', `/v3/cart-recovery/unsubscribe?token=${token}`);
    expectContract('unsubscribeCartRecovery', res, 200);
    expect(await workflowResult(cart.cartId)).toEqual({ outcome: 'stopped', steps: 1 });
    expect(mailsTo(cart.email)).toHaveLength(1);
  }, 60_000);

  it('then switching recovery off, or emptying the cart, stops it without a mail', async () => {
    await recovery({ delaysSeconds: [2] });
    const off = await abandonedCart();
    const emptied = await abandonedCart();
    await recovery({ enabled: false });
    expectContract('removeCartItem', await emptied.shop.delete(`/cart/items/${emptied.lineId}`), 200);
    expect(await workflowResult(emptied.cartId)).toEqual({ outcome: 'stopped', steps: 0 });
    expect(await workflowResult(off.cartId)).toEqual({ outcome: 'stopped', steps: 0 });
    expect([...mailsTo(off.email), ...mailsTo(emptied.email)]).toHaveLength(0);
  }, 60_000);
});

describe('when the cart is ordered or the store turns recovery off while a step waits', () => {
  /** The run's end, which must come long before its 60 s wait would run out: a signal ended it. */
  const endedAtOnce = async (cartId: string) => {
    const started = Date.now();
    const end = await Promise.race([workflowResult(cartId), sleep(20_000).then(() => 'still waiting')]);
    return { end, seconds: Math.round((Date.now() - started) / 1000) };
  };

  it('then an order ends the sequence at once, not at the next step', async () => {
    await recovery({ delaysSeconds: [60] });
    const cart = await abandonedCart();
    expectContract(
      'chooseCartShipping',
      await cart.shop.put('/cart/shipping', { optionId: store.shippingOptionId }),
      200,
    );
    const res = await submitSettled(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expectContract('submitCheckout', res, 201);
    expect((await endedAtOnce(cart.cartId)).end).toEqual({ outcome: 'stopped', steps: 0 });
    expect(mailsTo(cart.email)).toHaveLength(0);
  }, 60_000);

  it('then switching recovery off ends every waiting sequence of the store at once', async () => {
    await recovery({ delaysSeconds: [60] });
    const carts = [await abandonedCart(), await abandonedCart()];
    // Visibility lists a run about a second after its start.
    await sleep(1500);
    await recovery({ enabled: false });
    for (const cart of carts) expect((await endedAtOnce(cart.cartId)).end).toEqual({ outcome: 'stopped', steps: 0 });
    expect(carts.flatMap((cart) => mailsTo(cart.email))).toHaveLength(0);
  }, 90_000);
});

describe('when a mailed cart is ordered', () => {
  it('then the report counts it recovered, with its revenue, for the step mailed before the order', async () => {
    await recovery({ enabled: true, delaysSeconds: [1, 60] });
    const cart = await abandonedCart();
    await waitFor(() => mailsTo(cart.email).length === 1, 'the first reminder', 15_000);
    expectContract(
      'chooseCartShipping',
      await cart.shop.put('/cart/shipping', { optionId: store.shippingOptionId }),
      200,
    );
    const order = await submitSettled(h.baseUrl, store, cart.token, {
      paymentMethod: 'card',
      paymentToken: 'tok_visa',
    });
    expectContract('submitCheckout', order, 201);
    const res = await admin(h.baseUrl, store).get('/reports/cart-recovery');
    expectContract('adminCartRecoveryReport', res, 200);
    // The only cart of this file ordered after a reminder; the others were mailed and never ordered.
    expect(res.body).toMatchObject({ currency: 'USD', recovered: 1, revenue: order.body.total.amount });
    expect(res.body.data[0]).toMatchObject({ step: 1, recovered: 1, revenue: order.body.total.amount });
    expect(res.body.data[0].mailed).toBeGreaterThanOrEqual(2);
  }, 60_000);
});

describe('when a signed-in shopper leaves a cart without giving checkout details', () => {
  it("then the cart becomes theirs and recovery mails the account's address", async () => {
    await recovery({ delaysSeconds: [1] });
    const email = `account-${Math.random().toString(36).slice(2)}@example.com`;
    const customerId = await makeCustomer(em(), store.storeId, email);
    const { token: session } = await createSession(em(), store.storeId, customerId, {
      idleSeconds: 3600,
      maxSeconds: 7200,
    });
    // A cart begun after sign-in (say, after an order): no e-mail of its own, the session beside it.
    const shop = publicClient(h.baseUrl, store.publishableKey, newCartToken());
    const product = await makeStockedProduct(em(), store, 10);
    const added = await shop.post(
      '/cart/items',
      { ...product, quantity: 1 },
      { headers: { 'x-customer-session': session } },
    );
    expectContract('addCartItem', added, 200);
    expect(added.body.email).toBe(email);
    const cartId = added.body.id as string;
    await waitFor(
      () =>
        h.temporal.client.workflow
          .getHandle(cartRecoveryWorkflowId(cartId))
          .describe()
          .then(
            () => true,
            () => false,
          ),
      'the recovery workflow',
      10_000,
    );
    expect(await workflowResult(cartId)).toEqual({ outcome: 'completed', steps: 1 });
    expect(mailsTo(email)).toHaveLength(1);
    expect(await abandonedEvents(cartId)).toHaveLength(1);
    const [owner] = await queryRows<{ customer_id: string }>(em(), 'SELECT customer_id FROM carts WHERE id = ?', [
      cartId,
    ]);
    expect(owner.customer_id).toBe(customerId);
  }, 60_000);

  it('then a session that is not live leaves the cart a visitor’s, without an address', async () => {
    const shop = publicClient(h.baseUrl, store.publishableKey, newCartToken());
    const product = await makeStockedProduct(em(), store, 10);
    const added = await shop.post(
      '/cart/items',
      { ...product, quantity: 1 },
      { headers: { 'x-customer-session': 'cs_gone' } },
    );
    expectContract('addCartItem', added, 200);
    expect(added.body.email).toBeNull();
  });
});
