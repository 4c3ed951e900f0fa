import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { publicClient } from '../support/http';
import { queryRows } from '../../src/db/sql';
import { createExchangeOrder, planResolution } from '../../src/returns/return-steps.service';
import { makeProduct } from '../support/factories';
import {
  admin,
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
  h = await startHarness({ worker: true });
  store = await makeCheckoutStore(h.orm.em.fork());
  const res = await admin(h.baseUrl, store).patch('/settings', {
    returnPolicy: { autoApproveMaxAmount: 100000, restockingFeeAmount: 0, restockingFeePercent: 0 },
  });
  expectContract('adminUpdateStoreSettings', res, 200);
});
afterAll(() => h.close());

const em = () => h.orm.em.fork();
const post = (path: string, body: unknown = {}) =>
  admin(h.baseUrl, store).post(path, body, { headers: { 'idempotency-key': randomUUID() } });

/** A variant of a new product of the store (the shared one unless named) priced `price` USD with 10 in stock. */
const variantAt = async (price: number, at: CheckoutStore = store) =>
  (await makeProduct(em(), at.storeId, { variants: [{ stock: 10, prices: { USD: price } }] })).variantIds[0];

/**
 * A fulfilled order of 2 units at 2500, and a received (auto-approved) return of one unit, worth 2500 (and its tax,
 * in a store that taxes), in the shared store unless another is named.
 */
async function receivedReturn(at: CheckoutStore = store) {
  const staff = (path: string, body: unknown = {}) =>
    admin(h.baseUrl, at).post(path, body, { headers: { 'idempotency-key': randomUUID() } });
  const a = await makeStockedProduct(em(), at, 10);
  const cart = await makeReadyCart(em(), at, [{ ...a, quantity: 2 }]);
  const order = (await submit(h.baseUrl, at, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' })).body;
  expectContract('adminFulfilOrder', await staff(`/orders/${order.id}/fulfil`), 200);
  const lineId = order.lines[0].id as string;
  const asked = await publicClient(h.baseUrl, at.publishableKey).post(
    '/returns',
    { orderNumber: order.number, email: order.email, lines: [{ lineId, quantity: 1 }], reason: 'damaged' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expectContract('requestGuestReturn', asked, 201);
  const id = asked.body.id as string;
  expectContract(
    'adminReceiveReturn',
    await staff(`/returns/${id}/receive`, { lines: [{ lineId, quantity: 1, condition: 'sellable' }] }),
    200,
  );
  return { order, id, a };
}

const providerRefunds = (orderId: string) =>
  queryRows<{ idempotency_key: string; amount: string }>(
    em(),
    `SELECT c.idempotency_key, c.amount FROM test_provider_calls c
      WHERE c.operation = 'refund' AND c.payment_reference IN
            (SELECT provider_reference FROM payments WHERE order_id = ?) ORDER BY c.created_at`,
    [orderId],
  );

const providerCalls = (orderId: string) =>
  queryRows<{ operation: string; amount: string }>(
    em(),
    `SELECT operation, amount FROM test_provider_calls
      WHERE payment_reference IN (SELECT 'test_ch_' || id FROM payments WHERE order_id = ?)
      ORDER BY created_at, idempotency_key`,
    [orderId],
  );

const eventsAbout = async (id: string) =>
  (
    await queryRows<{ type: string }>(
      em(),
      `SELECT type FROM events WHERE payload->'data'->'object'->>'id' = ? ORDER BY created_at, id`,
      [id],
    )
  ).map((e) => e.type);

describe('when a received return is exchanged for a variant of the same price', () => {
  it('then a paid replacement order takes the stock, nothing is refunded, and the unit is restocked', async () => {
    const { order, id, a } = await receivedReturn();
    const other = await variantAt(2500);
    const resolved = await post(`/returns/${id}/resolve`, {
      method: 'exchange',
      exchange: { lines: [{ variantId: other, quantity: 1 }] },
    });
    expectContract('adminResolveReturn', resolved, 200);
    expect(resolved.body).toMatchObject({
      status: 'resolved',
      resolution: { method: 'exchange', amount: { amount: 0 } },
    });
    const replacementId = resolved.body.resolution.exchangeOrderId as string;
    const replacement = (await admin(h.baseUrl, store).get(`/orders/${replacementId}`)).body;
    expect(replacement).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      fulfillmentStatus: 'unfulfilled',
      email: order.email,
      total: { amount: 2500 },
      capturedAmount: { amount: 0 },
      lines: [{ variantId: other, quantity: 1 }],
    });
    expect(await stockOf(em(), other)).toEqual({ onHand: 9, reserved: 0 });
    expect(await stockOf(em(), a.variantId)).toEqual({ onHand: 9, reserved: 0 });
    expect(await providerRefunds(order.id)).toEqual([]);
    expect(await eventsAbout(id)).toEqual(expect.arrayContaining(['order.exchanged', 'return.resolved']));
    expect(await eventsAbout(replacementId)).toEqual(['order.created', 'order.paid']);
    // The replacement ships through its own order workflow.
    expectContract('adminFulfilOrder', await post(`/orders/${replacementId}/fulfil`), 200);
  });
});

describe('when a received return is exchanged for a cheaper variant', () => {
  it('then the difference is refunded to the card once', async () => {
    const { order, id } = await receivedReturn();
    const cheaper = await variantAt(1000);
    const resolved = await post(`/returns/${id}/resolve`, {
      method: 'exchange',
      exchange: { lines: [{ variantId: cheaper, quantity: 1 }] },
    });
    expectContract('adminResolveReturn', resolved, 200);
    expect(resolved.body.resolution).toMatchObject({ method: 'exchange', amount: { amount: 1500 } });
    expect(await providerRefunds(order.id)).toEqual([{ idempotency_key: `ref_${id}:refund`, amount: '1500' }]);
    expect(await stockOf(em(), cheaper)).toEqual({ onHand: 9, reserved: 0 });
  });
});

describe('when the exchange costs more than the return is worth', () => {
  it('then the replacement waits for the difference, paid once through a payment link (declined first)', async () => {
    const { order, id } = await receivedReturn();
    const dearer = await variantAt(3000);
    const resolved = await post(`/returns/${id}/resolve`, {
      method: 'exchange',
      exchange: { lines: [{ variantId: dearer, quantity: 1 }] },
    });
    expectContract('adminResolveReturn', resolved, 200);
    const resolution = resolved.body.resolution;
    expect(resolution).toMatchObject({ method: 'exchange', amount: { amount: 0 }, balanceDue: { amount: 500 } });
    expect(resolution.paymentLinkId).toMatch(/^plink_/);
    const replacementId = resolution.exchangeOrderId as string;
    // Nothing goes back to the card; the replacement holds its stock and waits for the rest.
    expect(await providerRefunds(order.id)).toEqual([]);
    expect(await stockOf(em(), dearer)).toEqual({ onHand: 9, reserved: 0 });
    const waiting = await admin(h.baseUrl, store).get(`/orders/${replacementId}`);
    expectContract('adminGetOrder', waiting, 200);
    expect(waiting.body).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'pending',
      total: { amount: 3000 },
      balanceDue: { amount: 500 },
      capturedAmount: { amount: 0 },
    });
    expect(await eventsAbout(replacementId)).toEqual(['order.created']);
    // Not shipped until paid.
    const early = await post(`/orders/${replacementId}/fulfil`);
    expectContract('adminFulfilOrder', early, 409);
    expect(early.body.error.code).toBe('invalid_state_transition');

    const shop = publicClient(h.baseUrl, store.publishableKey);
    const link = await shop.get(`/payment-links/${resolution.paymentLinkId}`);
    expectContract('getPaymentLink', link, 200);
    expect(link.body).toMatchObject({ status: 'open', amount: { amount: 500 }, orderNumber: waiting.body.number });
    const pay = (token: string) =>
      shop.post(
        `/payment-links/${resolution.paymentLinkId}/pay`,
        { paymentToken: token },
        { headers: { 'idempotency-key': randomUUID() } },
      );
    expectContract('payPaymentLink', await pay('tok_declined'), 402);
    expect((await admin(h.baseUrl, store).get(`/orders/${replacementId}`)).body).toMatchObject({
      paymentStatus: 'pending',
      balanceDue: { amount: 500 },
    });
    const paid = await pay('tok_visa');
    expectContract('payPaymentLink', paid, 200);
    expect(paid.body).toMatchObject({ status: 'paid' });
    expectContract('payPaymentLink', await pay('tok_visa'), 200);

    const after = await admin(h.baseUrl, store).get(`/orders/${replacementId}`);
    expect(after.body).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      balanceDue: { amount: 0 },
      capturedAmount: { amount: 500 },
    });
    expect(await eventsAbout(replacementId)).toEqual(['order.created', 'order.paid']);
    // One capture of the difference: the declined card's attempt took nothing, the repeat of a paid link no call.
    const calls = (await providerCalls(replacementId)).map((c) => [c.operation, c.amount]);
    expect(calls.filter(([operation]) => operation === 'capture')).toEqual([['capture', '500']]);
    expect(calls).toContainEqual(['authorize', '500']);
    expect(await providerRefunds(order.id)).toEqual([]);
    expectContract('adminFulfilOrder', await post(`/orders/${replacementId}/fulfil`), 200);
    expect(await stockOf(em(), dearer)).toEqual({ onHand: 9, reserved: 0 });
  });
});

describe('when the store cancels a dearer replacement whose difference was never paid', () => {
  it('then its units come back and its payment link can no longer be paid', async () => {
    const { id } = await receivedReturn();
    const dearer = await variantAt(3000);
    const resolved = await post(`/returns/${id}/resolve`, {
      method: 'exchange',
      exchange: { lines: [{ variantId: dearer, quantity: 1 }] },
    });
    expectContract('adminResolveReturn', resolved, 200);
    const { exchangeOrderId, paymentLinkId } = resolved.body.resolution;
    expect(await stockOf(em(), dearer)).toEqual({ onHand: 9, reserved: 0 });
    const cancelled = await post(`/orders/${exchangeOrderId}/cancel`, { reason: 'The shopper did not pay.' });
    expectContract('adminCancelOrder', cancelled, 200);
    expect(await stockOf(em(), dearer)).toEqual({ onHand: 10, reserved: 0 });
    const late = await publicClient(h.baseUrl, store.publishableKey).post(
      `/payment-links/${paymentLinkId}/pay`,
      { paymentToken: 'tok_visa' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expectContract('payPaymentLink', late, 409);
    expect(late.body.error.code).toBe('invalid_state_transition');
    expect(await providerCalls(exchangeOrderId)).toEqual([]);
  });
});

describe('when the resolve names no exchange lines', () => {
  it('then it answers 400 and a refund still works', async () => {
    const { order, id } = await receivedReturn();
    const none = await post(`/returns/${id}/resolve`, { method: 'exchange' });
    expectContract('adminResolveReturn', none, 400);
    const refunded = await post(`/returns/${id}/resolve`, { method: 'refund' });
    expectContract('adminResolveReturn', refunded, 200);
    expect(await providerRefunds(order.id)).toEqual([{ idempotency_key: `ref_${id}:refund`, amount: '2500' }]);
  });
});

describe('when the replacement step runs again (its first attempt committed, then the worker died)', () => {
  it('then it finds the replacement order it made: one order, its stock taken once', async () => {
    const { id } = await receivedReturn();
    const other = await variantAt(2000);
    const ctx = { storeId: store.storeId, returnId: id };
    const plan = await planResolution(em(), ctx, 'exchange', [{ variantId: other, quantity: 1 }]);
    await createExchangeOrder(em(), ctx, plan);
    await createExchangeOrder(em(), ctx, plan);
    const orders = await queryRows(em(), 'SELECT id FROM orders WHERE cart_id = ?', [`exchange_${id}`]);
    expect(orders).toEqual([{ id: plan.exchange?.orderId }]);
    expect(await stockOf(em(), other)).toEqual({ onHand: 9, reserved: 0 });
  });
});

describe('when the replacement step of a dearer exchange runs again', () => {
  it('then it finds the order it made: one order, one payment link, its stock taken once', async () => {
    const { id } = await receivedReturn();
    const dearer = await variantAt(4000);
    const ctx = { storeId: store.storeId, returnId: id };
    const plan = await planResolution(em(), ctx, 'exchange', [{ variantId: dearer, quantity: 1 }]);
    expect(plan).toMatchObject({ amount: 0, exchange: { total: 4000, balanceDue: 1500 } });
    await createExchangeOrder(em(), ctx, plan);
    await createExchangeOrder(em(), ctx, plan);
    const links = await queryRows(em(), 'SELECT amount FROM payment_links WHERE order_id = ?', [
      plan.exchange?.orderId,
    ]);
    expect(links).toEqual([{ amount: '1500' }]);
    expect(await stockOf(em(), dearer)).toEqual({ onHand: 9, reserved: 0 });
  });
});

describe('when a store that taxes exchanges a return for dearer and for cheaper variants', () => {
  let taxed: CheckoutStore;
  beforeAll(async () => {
    taxed = await makeCheckoutStore(em());
    const res = await admin(h.baseUrl, taxed).patch('/settings', {
      taxRates: [{ country: 'GB', name: 'VAT', rateBasisPoints: 2000 }],
      returnPolicy: { autoApproveMaxAmount: 100000, restockingFeeAmount: 0, restockingFeePercent: 0 },
    });
    expectContract('adminUpdateStoreSettings', res, 200);
  });
  const resolve = (id: string, variantId: string) =>
    admin(h.baseUrl, taxed).post(
      `/returns/${id}/resolve`,
      { method: 'exchange', exchange: { lines: [{ variantId, quantity: 1 }] } },
      { headers: { 'idempotency-key': randomUUID() } },
    );

  it('then the replacement is taxed as a cart would be, and the difference due includes the tax', async () => {
    // The returned unit was worth 2500 and its 500 of tax; the dearer variant costs 3000 and 600 of tax.
    const { order, id } = await receivedReturn(taxed);
    expect(order.taxTotal.amount).toBe(1000);
    const resolved = await resolve(id, await variantAt(3000, taxed));
    expectContract('adminResolveReturn', resolved, 200);
    expect(resolved.body.resolution).toMatchObject({ amount: { amount: 0 }, balanceDue: { amount: 600 } });
    const replacement = await admin(h.baseUrl, taxed).get(`/orders/${resolved.body.resolution.exchangeOrderId}`);
    expectContract('adminGetOrder', replacement, 200);
    expect(replacement.body).toMatchObject({
      subtotal: { amount: 3000 },
      taxTotal: { amount: 600 },
      total: { amount: 3600 },
      balanceDue: { amount: 600 },
      lines: [{ unitPrice: { amount: 3000 }, tax: { amount: 600 }, total: { amount: 3600 } }],
    });
    const link = await publicClient(h.baseUrl, taxed.publishableKey).get(
      `/payment-links/${resolved.body.resolution.paymentLinkId}`,
    );
    expect(link.body).toMatchObject({ amount: { amount: 600 } });
  });

  it('then a cheaper replacement refunds the return less the replacement and its tax', async () => {
    const { order, id } = await receivedReturn(taxed);
    const resolved = await resolve(id, await variantAt(1000, taxed));
    expectContract('adminResolveReturn', resolved, 200);
    // 3000 back for the returned unit with its tax, less 1000 and its 200 of tax.
    expect(resolved.body.resolution).toMatchObject({ amount: { amount: 1800 } });
    expect(await providerRefunds(order.id)).toEqual([{ idempotency_key: `ref_${id}:refund`, amount: '1800' }]);
  });
});
