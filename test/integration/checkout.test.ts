import { randomUUID } from 'node:crypto';
import { WorkflowNotFoundError } from '@temporalio/client';
import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { publicClient } from '../support/http';
import { execute, queryOne } from '../../src/db/sql';
import { beginCheckout, completeCheckout, failCheckout } from '../../src/checkout/checkout.steps';
import { authorizePayment } from '../../src/payments/payments.service';
import { recordUnvoidedPayment } from '../../src/orders/unvoided-payments.service';
import { loadOrderDetail, paymentOrders } from '../../src/orders/orders.repository';
import { presentOrder } from '../../src/orders/orders.presenter';
import { newId } from '../../src/shared/ids';
import {
  admin,
  cartStatus,
  chargesOf,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  stockOf,
  submit,
  type CheckoutStore,
} from '../support/checkout-factories';

let h: Harness;
let store: CheckoutStore;

beforeAll(async () => {
  h = await startHarness({ worker: true, env: { CHECKOUT_ACTION_TIMEOUT_SECONDS: '3' } });
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(() => h.close());

const em = () => h.orm.em.fork();
const checkoutOf = (token: string) => publicClient(h.baseUrl, store.publishableKey, token).get('/cart/checkout');

async function readyCart(stock = 10, quantity = 2) {
  const product = await makeStockedProduct(em(), store, stock);
  const cart = await makeReadyCart(em(), store, [{ ...product, quantity }]);
  return { ...product, ...cart };
}

async function waitForCheckout(token: string, ...statuses: string[]) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const res = await checkoutOf(token);
    if (statuses.includes(res.body.status)) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`checkout never reached ${statuses.join(' or ')}`);
}

describe('when the checkout state is read', () => {
  it('then an empty cart is incomplete with what is missing, a ready cart is ready with server totals', async () => {
    const empty = await checkoutOf(`empty-${randomUUID()}`);
    expectContract('getCheckout', empty, 200);
    expect(empty.body).toMatchObject({
      status: 'incomplete',
      missing: ['items', 'email', 'shippingAddress', 'shippingOption'],
    });
    const cart = await readyCart();
    const ready = await checkoutOf(cart.token);
    expectContract('getCheckout', ready, 200);
    expect(ready.body).toMatchObject({
      status: 'ready',
      missing: [],
      subtotal: { amount: 5000 },
      shippingTotal: { amount: 500 },
      total: { amount: 5500 },
    });
  });
});

describe('when a card checkout is submitted with tok_visa', () => {
  it('then the order is paid at the server total, the cart completes, a later submit answers that order', async () => {
    const cart = await readyCart();
    const res = await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expectContract('submitCheckout', res, 201);
    expect(res.body).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      total: { amount: 5500 },
      shippingTotal: { amount: 500 },
    });
    expect(await cartStatus(em(), cart.cartId)).toMatchObject({ status: 'completed' });
    const state = await checkoutOf(cart.token);
    expectContract('getCheckout', state, 200);
    expect(state.body).toMatchObject({ status: 'completed', orderId: res.body.id });
    const again = await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expectContract('submitCheckout', again, 201);
    expect(again.body.id).toBe(res.body.id);
    expect(await chargesOf(em(), res.body.payments[0].id)).toBe(1);
  });
});

describe('when a submit is malformed', () => {
  it('then a missing Idempotency-Key, an unknown method and a card without token answer 400', async () => {
    const cart = await readyCart();
    const client = publicClient(h.baseUrl, store.publishableKey, cart.token);
    const noKey = await client.post('/cart/checkout/submit', { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expectContract('submitCheckout', noKey, 400);
    expect(noKey.body.error.code).toBe('idempotency_key_required');
    const method = await submit(h.baseUrl, store, cart.token, { paymentMethod: 'cash' });
    expect(method.body.error.code).toBe('validation_failed');
    const token = await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card' });
    expect(token.body.error.code).toBe('validation_failed');
    expect(await cartStatus(em(), cart.cartId)).toMatchObject({ status: 'open' });
  });
});

describe.each([
  ['tok_declined', 'card_declined'],
  ['tok_insufficient_funds', 'insufficient_funds'],
])('when a card checkout is submitted with %s', (token, declineCode) => {
  it('then it answers 402 payment_declined, releases stock, reopens the cart; a good card succeeds', async () => {
    const cart = await readyCart(10, 3);
    const res = await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: token });
    expectContract('submitCheckout', res, 402);
    expect(res.body.error).toMatchObject({ code: 'payment_declined', details: { declineCode } });
    expect(await stockOf(em(), cart.variantId)).toEqual({ onHand: 10, reserved: 0 });
    expect(await cartStatus(em(), cart.cartId)).toMatchObject({ status: 'open', error: { code: 'payment_declined' } });
    const state = await checkoutOf(cart.token);
    expectContract('getCheckout', state, 200);
    expect(state.body).toMatchObject({ status: 'failed', error: { code: 'payment_declined' } });
    const retry = await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expectContract('submitCheckout', retry, 201);
    expect(await stockOf(em(), cart.variantId)).toEqual({ onHand: 7, reserved: 0 });
  });
});

describe('when a card checkout is submitted with tok_flaky', () => {
  it('then the provider fails twice (once after charging), retries reuse the key: exactly one charge', async () => {
    const cart = await readyCart();
    const res = await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_flaky' });
    expectContract('submitCheckout', res, 201);
    expect(res.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const paymentId = res.body.payments[0].id;
    expect(await chargesOf(em(), paymentId)).toBe(1);
    const failures = await queryOne<{ failures: number }>(
      em(),
      'SELECT failures FROM test_provider_failures WHERE idempotency_key = ?',
      [`${paymentId}:authorize`],
    );
    expect(failures?.failures).toBe(2);
    expect(await stockOf(em(), cart.variantId)).toEqual({ onHand: 8, reserved: 0 });
  });
});

describe('when a card checkout is submitted with tok_requires_action', () => {
  it('then it answers 202 requires_action, the provider callback completes the order, a repeat joins', async () => {
    const cart = await readyCart();
    const res = await submit(h.baseUrl, store, cart.token, {
      paymentMethod: 'card',
      paymentToken: 'tok_requires_action',
    });
    expectContract('submitCheckout', res, 202);
    expect(res.body).toMatchObject({
      status: 'requires_action',
      nextAction: { type: 'confirm_payment' },
      workflowId: `checkout-${cart.cartId}`,
    });
    expect(await stockOf(em(), cart.variantId)).toEqual({ onHand: 10, reserved: 2 });
    const state = await checkoutOf(cart.token);
    expect(state.body.status).toBe('requires_action');
    const confirm = await publicClient(h.baseUrl, store.publishableKey).post(
      `/payments/${res.body.nextAction.paymentId}/confirm`,
      { result: 'succeeded' },
    );
    expectContract('confirmPayment', confirm, 201);
    expect(confirm.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await stockOf(em(), cart.variantId)).toEqual({ onHand: 8, reserved: 0 });
    const late = await publicClient(h.baseUrl, store.publishableKey).post(
      `/payments/${res.body.nextAction.paymentId}/confirm`,
      {},
    );
    expectContract('confirmPayment', late, 201);
    expect(late.body).toMatchObject({ id: confirm.body.id, status: 'confirmed', paymentStatus: 'paid' });
    expect(await stockOf(em(), cart.variantId)).toEqual({ onHand: 8, reserved: 0 });
  });

  it('then a failed callback declines the payment (402), releases the stock and reopens the cart', async () => {
    const cart = await readyCart();
    const res = await submit(h.baseUrl, store, cart.token, {
      paymentMethod: 'card',
      paymentToken: 'tok_requires_action',
    });
    expectContract('submitCheckout', res, 202);
    const confirm = await publicClient(h.baseUrl, store.publishableKey).post(
      `/payments/${res.body.nextAction.paymentId}/confirm`,
      { result: 'failed' },
    );
    expectContract('confirmPayment', confirm, 402);
    expect(confirm.body.error).toMatchObject({
      code: 'payment_declined',
      details: { declineCode: 'authentication_failed' },
    });
    expect(await stockOf(em(), cart.variantId)).toEqual({ onHand: 10, reserved: 0 });
    expect(await cartStatus(em(), cart.cartId)).toMatchObject({ status: 'open' });
  });

  it('then without a callback before the time-out the checkout fails and the stock is released', async () => {
    const cart = await readyCart();
    const res = await submit(h.baseUrl, store, cart.token, {
      paymentMethod: 'card',
      paymentToken: 'tok_requires_action',
    });
    expectContract('submitCheckout', res, 202);
    const failed = await waitForCheckout(cart.token, 'failed');
    expect(failed.body.error).toMatchObject({ code: 'payment_declined', details: { declineCode: 'action_timed_out' } });
    expect(await stockOf(em(), cart.variantId)).toEqual({ onHand: 10, reserved: 0 });
    expect(await cartStatus(em(), cart.cartId)).toMatchObject({ status: 'open' });
  });
});

describe('when 20 carts submit at once for the last 5 units of a variant', () => {
  it('then exactly 5 orders are made, the stock ends at 0, the other carts fail out of stock and reopen', async () => {
    const product = await makeStockedProduct(em(), store, 5);
    const carts = await Promise.all(
      Array.from({ length: 20 }, () => makeReadyCart(em(), store, [{ ...product, quantity: 1 }])),
    );
    const results = await Promise.all(
      carts.map((c) => submit(h.baseUrl, store, c.token, { paymentMethod: 'card', paymentToken: 'tok_visa' })),
    );
    // On a busy machine a checkout can outlast the submit's 4-second bound: its 202 is settled by polling the checkout.
    const settled = await Promise.all(
      results.map(async (r, i) =>
        r.status === 202 ? (await waitForCheckout(carts[i].token, 'completed', 'failed')).body : undefined,
      ),
    );
    for (const r of results) expectContract('submitCheckout', r, r.status);
    const won = results.filter((r, i) => r.status === 201 || settled[i]?.status === 'completed');
    const lostErrors = results.map((r, i) => (r.status === 409 ? r.body.error : settled[i]?.error)).filter(Boolean);
    expect(won).toHaveLength(5);
    expect(lostErrors).toHaveLength(15);
    for (const error of lostErrors) {
      expect(error).toMatchObject({
        code: 'cart_item_out_of_stock',
        details: { variantId: product.variantId, requested: 1, available: 0 },
      });
    }
    expect(await stockOf(em(), product.variantId)).toEqual({ onHand: 0, reserved: 0 });
    const statuses = await Promise.all(carts.map((c) => cartStatus(em(), c.cartId)));
    expect(statuses.filter((s) => s.status === 'completed')).toHaveLength(5);
    expect(statuses.filter((s) => s.status === 'open' && s.error?.code === 'cart_item_out_of_stock')).toHaveLength(15);
  });
});

describe('when the stock can no longer cover the cart at submit', () => {
  it('then the API answers 409 cart_item_out_of_stock itself, starting no checkout; the cart stays open', async () => {
    const cart = await readyCart(10, 2);
    await execute(em(), 'UPDATE variants SET stock_on_hand = 1 WHERE id = ?', [cart.variantId]);
    const res = await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expectContract('submitCheckout', res, 409);
    expect(res.body.error).toMatchObject({
      code: 'cart_item_out_of_stock',
      details: { variantId: cart.variantId, requested: 2, available: 1 },
    });
    await expect(h.temporal.client.workflow.getHandle(`checkout-${cart.cartId}`).describe()).rejects.toThrow(
      WorkflowNotFoundError,
    );
    expect(await cartStatus(em(), cart.cartId)).toMatchObject({
      status: 'open',
      error: { code: 'cart_item_out_of_stock' },
    });
    expect(await stockOf(em(), cart.variantId)).toEqual({ onHand: 1, reserved: 0 });
  });
});

describe('when the same cart is submitted twice at once', () => {
  it.each([
    ['the same Idempotency-Key', true],
    ['different Idempotency-Keys', false],
  ])('then with %s there is one order and one charge', async (_name, sameKey) => {
    // The last units: the second submit joins the first's checkout rather than finding its own units taken.
    const cart = await readyCart(2, 2);
    const key = randomUUID();
    const body = { paymentMethod: 'card', paymentToken: 'tok_visa' };
    const results = await Promise.all([
      submit(h.baseUrl, store, cart.token, body, key),
      submit(h.baseUrl, store, cart.token, body, sameKey ? key : randomUUID()),
    ]);
    const orders = results.filter((r) => r.status === 201).map((r) => r.body.id);
    expect(orders.length).toBeGreaterThanOrEqual(1);
    expect(new Set(orders).size).toBe(1);
    for (const r of results.filter((x) => x.status !== 201)) expect(r.body.error.code).toBe('idempotency_key_in_use');
    const count = await queryOne<{ n: number }>(em(), `SELECT count(*)::int AS n FROM orders WHERE cart_id = ?`, [
      cart.cartId,
    ]);
    expect(count?.n).toBe(1);
    const order = results.find((r) => r.status === 201)?.body;
    expect(await chargesOf(em(), order.payments[0].id)).toBe(1);
    expect(await stockOf(em(), cart.variantId)).toEqual({ onHand: 0, reserved: 0 });
  });
});

describe('when the cart carries a discount code', () => {
  async function discountedCart(code: string, extra = '') {
    const cart = await readyCart();
    await execute(
      em(),
      `INSERT INTO discounts (id, store_id, code, type, value${extra ? ', ends_at' : ''}) ` +
        `VALUES (?, ?, ?, 'percentage', 10${extra ? `, ${extra}` : ''})`,
      [`disc_${randomUUID().replace(/-/g, '')}`, store.storeId, code],
    );
    await execute(em(), 'UPDATE carts SET discount_code = ? WHERE id = ?', [code, cart.cartId]);
    return cart;
  }

  it('then the server applies it to the order and records one redemption', async () => {
    const code = `TEN${randomUUID().slice(0, 6)}`.toUpperCase();
    const cart = await discountedCart(code);
    const res = await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expectContract('submitCheckout', res, 201);
    expect(res.body).toMatchObject({ discountCode: code, discountTotal: { amount: 500 }, total: { amount: 5000 } });
    const usage = await queryOne<{ usage_count: number; redemptions: number }>(
      em(),
      'SELECT d.usage_count, (SELECT count(*)::int FROM discount_redemptions r ' +
        'WHERE r.discount_id = d.id) AS redemptions FROM discounts d WHERE d.code = ?',
      [code],
    );
    expect(usage).toEqual({ usage_count: 1, redemptions: 1 });
  });

  it('then an expired code fails the submit with 422 discount_code_invalid and the cart stays open', async () => {
    const cart = await discountedCart(`OLD${randomUUID().slice(0, 6)}`.toUpperCase(), "now() - interval '1 day'");
    const res = await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expectContract('submitCheckout', res, 422);
    expect(res.body.error).toMatchObject({ code: 'discount_code_invalid', details: { reason: 'expired' } });
    expect(await cartStatus(em(), cart.cartId)).toMatchObject({
      status: 'open',
      error: { code: 'discount_code_invalid' },
    });
    expect(await stockOf(em(), cart.variantId)).toEqual({ onHand: 10, reserved: 0 });
  });
});

describe('when the steps of a card checkout raise order.created and order.paid', () => {
  const eventObject = async (orderId: string, type: string) =>
    (
      await queryOne<{ object: unknown }>(
        em(),
        `SELECT payload->'data'->'object' AS object FROM events
          WHERE type = ? AND payload->'data'->'object'->>'id' = ?`,
        [type, orderId],
      )
    )?.object;

  it('then each event carries the order exactly as reading it after the step shows it', async () => {
    const a = await makeStockedProduct(em(), store, 10);
    const b = await makeStockedProduct(em(), store, 10);
    const cart = await makeReadyCart(em(), store, [
      { ...a, quantity: 2 },
      { ...b, quantity: 1 },
    ]);
    const ids = { orderId: newId('ord'), paymentId: newId('pay') };
    const read = async () =>
      JSON.parse(
        JSON.stringify(
          presentOrder(await loadOrderDetail(em(), store.storeId, ids.orderId), store.store.defaultLanguage),
        ),
      );
    const begun = await beginCheckout(em(), {
      storeId: store.storeId,
      cartId: cart.cartId,
      ...ids,
      paymentMethod: 'card',
    });
    expect(await eventObject(ids.orderId, 'order.created')).toStrictEqual(await read());
    await authorizePayment(
      em(),
      { config: h.config, orders: paymentOrders },
      {
        paymentId: ids.paymentId,
        amount: begun.amount,
        idempotencyKey: `${ids.paymentId}:authorize`,
        currency: begun.currency,
        token: 'tok_visa',
      },
    );
    expect(await read()).toMatchObject({ paymentStatus: 'authorized', payments: [{ status: 'authorized' }] });
    await completeCheckout(em(), store.storeId, ids.orderId, ids.paymentId);
    expect(await eventObject(ids.orderId, 'order.paid')).toStrictEqual(await read());
  });
});

describe('when the void of a failed checkout fails for good', () => {
  it('then the admin order shows the payment void_failed with a note, and stock and cart are released', async () => {
    const cart = await readyCart(10, 2);
    const ids = { orderId: newId('ord'), paymentId: newId('pay') };
    const input = { storeId: store.storeId, cartId: cart.cartId, ...ids, paymentMethod: 'card' };
    const begun = await beginCheckout(em(), input);
    const call = { paymentId: ids.paymentId, amount: begun.amount, idempotencyKey: `${ids.paymentId}:authorize` };
    await authorizePayment(
      em(),
      { config: h.config, orders: paymentOrders },
      { ...call, currency: 'USD', token: 'tok_visa' },
    );
    await recordUnvoidedPayment(em(), ids.paymentId, 'provider unreachable');
    const failure = { code: 'payment_provider_error', message: 'The payment provider did not answer.' };
    await failCheckout(em(), store.storeId, cart.cartId, ids.orderId, failure);
    expect(await stockOf(em(), cart.variantId)).toEqual({ onHand: 10, reserved: 0 });
    expect(await cartStatus(em(), cart.cartId)).toMatchObject({ status: 'open', error: { code: failure.code } });
    const order = await admin(h.baseUrl, store).get(`/orders/${ids.orderId}`);
    expectContract('adminGetOrder', order, 200);
    expect(order.body).toMatchObject({ status: 'cancelled', payments: [{ id: ids.paymentId, status: 'void_failed' }] });
    const noted = order.body.timeline.map((entry: { type: string }) => entry.type);
    expect(noted).toContain('payment_void_failed');
  });
});

describe('when an authorization attempt that outlived its time-out answers after the order was captured', () => {
  it('then the payment stays captured and the order paid', async () => {
    const cart = await readyCart();
    const res = await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expect(res.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const payment = await queryOne<{ id: string; amount: number }>(
      em(),
      'SELECT id, amount::int AS amount FROM payments WHERE order_id = ?',
      [res.body.id],
    );
    const late = { paymentId: payment!.id, amount: payment!.amount, idempotencyKey: `${payment!.id}:authorize` };
    await authorizePayment(
      em(),
      { config: h.config, orders: paymentOrders },
      { ...late, currency: 'USD', token: 'tok_visa' },
    );
    const order = await admin(h.baseUrl, store).get(`/orders/${res.body.id}`);
    expect(order.body).toMatchObject({ paymentStatus: 'paid', payments: [{ id: payment!.id, status: 'captured' }] });
  });
});
