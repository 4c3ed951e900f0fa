import { randomUUID } from 'node:crypto';
import type { Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { queryRows } from '../../src/db/sql';
import {
  admin,
  makeReadyCart,
  makeStockedProduct,
  submitSettled,
  type CheckoutStore,
} from '../support/checkout-factories';
import type { StripeStandIn } from '../support/stripe-stand-in';
import { startStripeStore } from '../support/stripe-store';
import { publicClient } from '../support/http';

// Order edits against Stripe (stripe-mock behind the scripted stand-in, which records every request the SDK sends).
let h: Harness;
let store: CheckoutStore;
let stripe: StripeStandIn;

beforeAll(async () => {
  ({ h, store, stripe } = await startStripeStore({ worker: true }));
});
afterAll(async () => {
  await h.close();
  await stripe.stop();
});

const em = () => h.orm.em.fork();
const post = (path: string, body: unknown = {}) =>
  admin(h.baseUrl, store).post(path, body, { headers: { 'idempotency-key': randomUUID() } });

async function stripeOrder() {
  const product = await makeStockedProduct(em(), store, 50);
  const other = await makeStockedProduct(em(), store, 50);
  const cart = await makeReadyCart(em(), store, [{ ...product, quantity: 2 }]);
  const res = await submitSettled(h.baseUrl, store, cart.token, {
    paymentMethod: 'card',
    paymentToken: 'pm_card_visa',
  });
  expectContract('submitCheckout', res, 201);
  return { order: res.body, other };
}

async function commitEdit(orderId: string, operation: Record<string, unknown>, undo = false) {
  const opened = await post(`/orders/${orderId}/edits`);
  const added = await post(`/order-edits/${opened.body.id}/operations`, operation);
  if (undo)
    await admin(h.baseUrl, store).delete(`/order-edits/${opened.body.id}/operations/${added.body.operations[0].id}`);
  const committed = await post(`/order-edits/${opened.body.id}/commit`);
  expectContract('adminCommitOrderEdit', committed, 200);
  return committed.body;
}

describe('when a Stripe order is edited down, edited up and its link paid, and an edit is undone', () => {
  it('then Stripe gets one refund under the edit key, one charge for the link, none for the undone edit', async () => {
    const { order, other } = await stripeOrder();
    const [payment] = await queryRows<{ provider_reference: string }>(
      em(),
      'SELECT provider_reference FROM payments WHERE order_id = ?',
      [order.id],
    );

    const lowered = await commitEdit(order.id, { type: 'set_quantity', lineId: order.lines[0].id, quantity: 1 });
    const refundKey = `${lowered.result.refund.id}:refund`;
    const refunds = stripe.sent('POST', '/v1/refunds').filter((r) => r.idempotencyKey === refundKey);
    expect(refunds.map((r) => Object.fromEntries(r.params))).toEqual([
      expect.objectContaining({ payment_intent: payment.provider_reference, amount: '2500' }),
    ]);

    const before = stripe.requests.length;
    await commitEdit(order.id, { type: 'add_line', variantId: other.variantId, quantity: 1 }, true);
    expect(stripe.requests.length).toBe(before);

    const raised = await commitEdit(order.id, { type: 'add_line', variantId: other.variantId, quantity: 1 });
    expect(stripe.requests.length).toBe(before);
    const link = raised.result.paymentLinkId;
    const pay = () =>
      publicClient(h.baseUrl, store.publishableKey).post(
        `/payment-links/${link}/pay`,
        { paymentToken: 'pm_card_visa' },
        { headers: { 'idempotency-key': randomUUID() } },
      );
    expectContract('payPaymentLink', await pay(), 200);
    expectContract('payPaymentLink', await pay(), 200);
    const [linkPayment] = await queryRows<{ id: string; status: string }>(
      em(),
      'SELECT id, status FROM payments WHERE order_id = ? ORDER BY created_at DESC LIMIT 1',
      [order.id],
    );
    expect(linkPayment.status).toBe('captured');
    const intents = stripe
      .sent('POST', '/v1/payment_intents')
      .filter((r) => r.idempotencyKey === `${linkPayment.id}:authorize`);
    expect(intents.map((r) => r.params.get('amount'))).toEqual(['2500']);
    expect(
      stripe.sent('POST', /\/capture$/).filter((r) => r.idempotencyKey === `${linkPayment.id}:capture`),
    ).toHaveLength(1);
    const after = await admin(h.baseUrl, store).get(`/orders/${order.id}`);
    expect(after.body).toMatchObject({ balanceDue: { amount: 0 }, refundedAmount: { amount: 2500 }, version: 3 });
  });
});
