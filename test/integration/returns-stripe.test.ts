import { randomUUID } from 'node:crypto';
import type { Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { publicClient } from '../support/http';
import { execute, queryOne, queryRows } from '../../src/db/sql';
import { createSession } from '../../src/customers/customer-sessions.repository';
import { makeProduct } from '../support/factories';
import {
  admin,
  makeReadyCart,
  makeStockedProduct,
  stockOf,
  submitSettled,
  type CheckoutStore,
} from '../support/checkout-factories';
import type { StripeStandIn } from '../support/stripe-stand-in';
import { startStripeStore } from '../support/stripe-store';

// The whole after-sale path of issue 43 on a store paying through Stripe (stripe-mock behind the recording
// stand-in): request → approve → tracking (in transit) → receive with a condition per line → resolve.
let h: Harness;
let store: CheckoutStore;
let stripe: StripeStandIn;

beforeAll(async () => {
  ({ h, store, stripe } = await startStripeStore({ worker: true }));
  const res = await admin(h.baseUrl, store).patch('/settings', {
    returnPolicy: {
      windowDays: 30,
      reasons: ['damaged', 'no_longer_needed'],
      restockingFeeAmount: 0,
      restockingFeePercent: 0,
      nonReturnableProductIds: [],
      shipWithinSeconds: 3600,
      reminderBeforeSeconds: 0,
      autoApproveMaxAmount: null,
    },
  });
  expectContract('adminUpdateStoreSettings', res, 200);
});
afterAll(async () => {
  await h.close();
  await stripe.stop();
});

const em = () => h.orm.em.fork();
const keyed = () => ({ headers: { 'idempotency-key': randomUUID() } });
const post = (path: string, body: unknown = {}) => admin(h.baseUrl, store).post(path, body, keyed());

/**
 * A fulfilled Stripe order of 2 units at 2500 asked back by its signed-in customer (so store credit is possible),
 * approved by staff, sent with a tracking number and received: one unit sellable, one damaged.
 */
async function receivedStripeReturn() {
  const a = await makeStockedProduct(em(), store, 10);
  const cart = await makeReadyCart(em(), store, [{ ...a, quantity: 2 }]);
  const paid = await submitSettled(h.baseUrl, store, cart.token, {
    paymentMethod: 'card',
    paymentToken: 'pm_card_visa',
  });
  expectContract('submitCheckout', paid, 201);
  const order = paid.body;
  const payment = await queryOne<{ provider: string; provider_reference: string }>(
    em(),
    'SELECT provider, provider_reference FROM payments WHERE order_id = ?',
    [order.id],
  );
  expect(payment?.provider).toBe('stripe');
  expectContract('adminFulfilOrder', await post(`/orders/${order.id}/fulfil`), 200);

  const customer = await queryOne<{ customer_id: string }>(em(), 'SELECT customer_id FROM orders WHERE id = ?', [
    order.id,
  ]);
  const customerId = customer?.customer_id as string;
  await execute(em(), 'UPDATE customers SET has_account = true WHERE id = ?', [customerId]);
  const { token } = await createSession(em(), store.storeId, customerId, { idleSeconds: 3600, maxSeconds: 7200 });
  const session = () => ({ headers: { 'x-customer-session': token, 'idempotency-key': randomUUID() } });
  const shop = publicClient(h.baseUrl, store.publishableKey);
  const lineId = order.lines[0].id as string;

  const asked = await shop.post(
    `/customers/me/orders/${order.id}/returns`,
    { lines: [{ lineId, quantity: 2 }], reason: 'damaged', note: 'One arrived torn' },
    session(),
  );
  expectContract('requestCustomerReturn', asked, 201);
  expect(asked.body).toMatchObject({ status: 'requested', value: { amount: 5000 } });
  const id = asked.body.id as string;

  const approved = await post(`/returns/${id}/approve`, { message: 'Send it with any carrier.' });
  expectContract('adminApproveReturn', approved, 200);
  expect(approved.body.status).toBe('approved');

  const tracked = await shop.post(
    `/customers/me/returns/${id}/tracking`,
    { carrier: 'DHL', number: `JD${id.slice(-6)}` },
    session(),
  );
  expect(tracked.status).toBe(200);
  expect(tracked.body).toMatchObject({ status: 'in_transit', tracking: [{ kind: 'tracking', carrier: 'DHL' }] });

  const received = await post(`/returns/${id}/receive`, {
    lines: [
      { lineId, quantity: 1, condition: 'sellable' },
      { lineId, quantity: 1, condition: 'damaged' },
    ],
  });
  expectContract('adminReceiveReturn', received, 200);
  expect(received.body).toMatchObject({ status: 'received' });
  expect(received.body.lines[0]).toMatchObject({ receivedQuantity: 2, sellableQuantity: 1, damagedQuantity: 1 });
  return { order, id, a, customerId, intent: payment?.provider_reference as string };
}

const refundsOf = (intent: string) =>
  stripe.sent('POST', '/v1/refunds').filter((r) => r.params.get('payment_intent') === intent);

const ledgerOf = (variantId: string) =>
  queryRows<{ delta: number; reason: string }>(
    em(),
    `SELECT delta, reason FROM stock_ledger WHERE variant_id = ? AND reason LIKE 'return%' ORDER BY created_at, id`,
    [variantId],
  );

const creditRows = (customerId: string) =>
  queryRows<{ kind: string; amount: string; idempotency_key: string }>(
    em(),
    `SELECT l.kind, l.amount, l.idempotency_key FROM balance_ledger l
       JOIN store_credit_accounts a ON a.id = l.store_credit_account_id
      WHERE a.customer_id = ?`,
    [customerId],
  );

describe('when a Stripe return goes the whole way and is resolved by refund', () => {
  it("then Stripe gets exactly one refund of the return's value under the return's refund key", async () => {
    const { order, id, a, customerId, intent } = await receivedStripeReturn();
    const resolved = await post(`/returns/${id}/resolve`, { method: 'refund' });
    expectContract('adminResolveReturn', resolved, 200);
    expect(resolved.body).toMatchObject({
      status: 'resolved',
      resolution: { method: 'refund', amount: { amount: 5000 } },
    });

    const refunds = refundsOf(intent);
    expect(refunds.map((r) => ({ key: r.idempotencyKey, amount: r.params.get('amount') }))).toEqual([
      { key: `ref_${id}:refund`, amount: '5000' },
    ]);
    const recorded = await queryRows<{ amount: string; provider_reference: string }>(
      em(),
      'SELECT amount, provider_reference FROM refunds WHERE order_id = ?',
      [order.id],
    );
    expect(recorded).toEqual([{ amount: '5000', provider_reference: expect.stringMatching(/^re_/) }]);
    expect((await admin(h.baseUrl, store).get(`/orders/${order.id}`)).body.refundedAmount.amount).toBe(5000);
    expect(await creditRows(customerId)).toEqual([]);
    expect(await stockOf(em(), a.variantId)).toEqual({ onHand: 9, reserved: 0 });
    expect(await ledgerOf(a.variantId)).toEqual([
      { delta: 2, reason: 'return' },
      { delta: -1, reason: 'return_write_off' },
    ]);
  });
});

describe('when a Stripe return goes the whole way and is resolved to store credit', () => {
  it('then Stripe gets no refund and the customer gets one ledger row of credit', async () => {
    const { order, id, a, customerId, intent } = await receivedStripeReturn();
    const resolved = await post(`/returns/${id}/resolve`, { method: 'store_credit' });
    expectContract('adminResolveReturn', resolved, 200);
    expect(resolved.body.resolution).toMatchObject({ method: 'store_credit', amount: { amount: 5000 } });

    expect(refundsOf(intent)).toEqual([]);
    expect(await creditRows(customerId)).toEqual([
      { kind: 'refund_to', amount: '5000', idempotency_key: expect.any(String) },
    ]);
    const credit = await admin(h.baseUrl, store).get(`/customers/${customerId}/store-credit`);
    expect(credit.body.data).toMatchObject([{ currency: 'USD', balance: { amount: 5000 } }]);
    expect((await admin(h.baseUrl, store).get(`/orders/${order.id}`)).body.refundedAmount.amount).toBe(0);
    expect(await stockOf(em(), a.variantId)).toEqual({ onHand: 9, reserved: 0 });
  });
});

describe('when a Stripe return goes the whole way and is exchanged for something cheaper', () => {
  it('then a replacement order takes its stock and Stripe refunds the difference once', async () => {
    const { id, customerId, intent } = await receivedStripeReturn();
    const cheaper = (await makeProduct(em(), store.storeId, { variants: [{ stock: 10, prices: { USD: 1500 } }] }))
      .variantIds[0];
    const resolved = await post(`/returns/${id}/resolve`, {
      method: 'exchange',
      exchange: { lines: [{ variantId: cheaper, quantity: 2 }] },
    });
    expectContract('adminResolveReturn', resolved, 200);
    // Worth 5000 back, 3000 taken in the replacement: 2000 goes back to the card.
    expect(resolved.body.resolution).toMatchObject({ method: 'exchange', amount: { amount: 2000 } });

    const refunds = refundsOf(intent);
    expect(refunds.map((r) => ({ key: r.idempotencyKey, amount: r.params.get('amount') }))).toEqual([
      { key: `ref_${id}:refund`, amount: '2000' },
    ]);
    const replacement = (await admin(h.baseUrl, store).get(`/orders/${resolved.body.resolution.exchangeOrderId}`)).body;
    expect(replacement).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', total: { amount: 3000 } });
    expect(await stockOf(em(), cheaper)).toEqual({ onHand: 8, reserved: 0 });
    expect(await creditRows(customerId)).toEqual([]);
  });
});
