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

/** A variant of a new product priced `price` USD with 10 in stock. */
const variantAt = async (price: number) =>
  (await makeProduct(em(), store.storeId, { variants: [{ stock: 10, prices: { USD: price } }] })).variantIds[0];

/** A fulfilled order of 2 units at 2500, and a received (auto-approved) return of one unit, worth 2500. */
async function receivedReturn() {
  const a = await makeStockedProduct(em(), store, 10);
  const cart = await makeReadyCart(em(), store, [{ ...a, quantity: 2 }]);
  const order = (await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' })).body;
  expectContract('adminFulfilOrder', await post(`/orders/${order.id}/fulfil`), 200);
  const lineId = order.lines[0].id as string;
  const asked = await publicClient(h.baseUrl, store.publishableKey).post(
    '/returns',
    { orderNumber: order.number, email: order.email, lines: [{ lineId, quantity: 1 }], reason: 'damaged' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expectContract('requestGuestReturn', asked, 201);
  const id = asked.body.id as string;
  expectContract(
    'adminReceiveReturn',
    await post(`/returns/${id}/receive`, { lines: [{ lineId, quantity: 1, condition: 'sellable' }] }),
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
  it('then it is refused (422 exchange_needs_payment), no order is made, and a refund still works', async () => {
    const { order, id } = await receivedReturn();
    const dearer = await variantAt(3000);
    const refused = await post(`/returns/${id}/resolve`, {
      method: 'exchange',
      exchange: { lines: [{ variantId: dearer, quantity: 1 }] },
    });
    expectContract('adminResolveReturn', refused, 422);
    expect(refused.body.error.code).toBe('exchange_needs_payment');
    expect(await stockOf(em(), dearer)).toEqual({ onHand: 10, reserved: 0 });
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
