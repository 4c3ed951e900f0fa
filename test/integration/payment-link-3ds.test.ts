import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { publicClient } from '../support/http';
import { waitFor } from '../support/processes';
import { queryRows } from '../../src/db/sql';
import {
  ADDRESS,
  admin,
  makeCheckoutStore,
  makeStockedProduct,
  type CheckoutStore,
} from '../support/checkout-factories';

/**
 * A payment link's card that asks for 3-D Secure (`tok_requires_action`): the pay answers with `nextAction`, the
 * order's workflow waits for the pay page's confirm (up to CHECKOUT_ACTION_TIMEOUT_SECONDS), then captures or lets it
 * go.
 */
let h: Harness;
let store: CheckoutStore;
beforeAll(async () => {
  // Long enough for the first test's five requests before its confirm on a loaded machine; short for the third's wait.
  h = await startHarness({ worker: true, env: { CHECKOUT_ACTION_TIMEOUT_SECONDS: '8' } });
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(() => h?.close());

const em = () => h.orm.em.fork();
const post = (path: string, body: unknown = {}) =>
  admin(h.baseUrl, store).post(path, body, { headers: { 'idempotency-key': randomUUID() } });
const shop = () => publicClient(h.baseUrl, store.publishableKey);
const pay = (linkId: string, paymentToken: string, key = randomUUID()) =>
  shop().post(`/payment-links/${linkId}/pay`, { paymentToken }, { headers: { 'idempotency-key': key } });
const confirm = (linkId: string, body: Record<string, string>) =>
  shop().post(`/payment-links/${linkId}/confirm`, body, { headers: { 'idempotency-key': randomUUID() } });

const paymentsOf = (orderId: string) =>
  queryRows<{ id: string; status: string }>(
    em(),
    `SELECT id, status FROM payments WHERE order_id = ? AND provider = 'test' AND method = 'card' ORDER BY created_at`,
    [orderId],
  );

/** The test provider's captures of the order's payments. */
const captures = async (orderId: string) =>
  (
    await queryRows<{ n: string }>(
      em(),
      `SELECT idempotency_key AS n FROM test_provider_calls
        WHERE operation = 'capture'
          AND payment_reference IN (SELECT 'test_ch_' || id FROM payments WHERE order_id = ?)`,
      [orderId],
    )
  ).length;

async function sentDraft() {
  const a = await makeStockedProduct(em(), store, 10);
  const made = await post('/draft-orders', {
    email: `link-3ds-${randomUUID().slice(0, 8)}@example.com`,
    lines: [{ variantId: a.variantId, quantity: 1 }],
    shippingOptionId: store.shippingOptionId,
    shippingAddress: ADDRESS,
  });
  expectContract('adminCreateDraftOrder', made, 201);
  const sent = await post(`/draft-orders/${made.body.id}/send-link`);
  expectContract('adminSendDraftOrderLink', sent, 200);
  return sent.body as { id: string; orderId: string; paymentLinkId: string };
}

describe('when a card on a payment link asks for 3-D Secure', () => {
  it('then the link answers what to confirm, and the confirm captures it once and pays the link', async () => {
    const { paymentLinkId, orderId } = await sentDraft();
    const key = randomUUID();
    const asked = await pay(paymentLinkId, 'tok_requires_action', key);
    expectContract('payPaymentLink', asked, 200);
    expect(asked.body).toMatchObject({ status: 'open', nextAction: { type: 'confirm_payment' } });
    expect(asked.body.nextAction.clientSecret).toBeUndefined();
    const paymentId = asked.body.nextAction.paymentId as string;
    expect(await paymentsOf(orderId)).toEqual([{ id: paymentId, status: 'requires_action' }]);
    // A retry of the same request joins it; reading the link says the same.
    expect((await pay(paymentLinkId, 'tok_requires_action', key)).body.nextAction).toEqual(asked.body.nextAction);
    const read = await shop().get(`/payment-links/${paymentLinkId}`);
    expectContract('getPaymentLink', read, 200);
    expect(read.body.nextAction).toEqual(asked.body.nextAction);

    const wrong = await confirm(paymentLinkId, { paymentId: 'pay_unknown' });
    expectContract('confirmPaymentLink', wrong, 409);
    expect(wrong.body.error.code).toBe('invalid_state_transition');

    const confirmed = await confirm(paymentLinkId, { paymentId, result: 'succeeded' });
    expectContract('confirmPaymentLink', confirmed, 200);
    expect(confirmed.body).toMatchObject({ status: 'paid' });
    expect(confirmed.body.nextAction).toBeUndefined();
    expect(await paymentsOf(orderId)).toEqual([{ id: paymentId, status: 'captured' }]);
    expect(await captures(orderId)).toBe(1);
    // A late confirm answers the paid link.
    expectContract('confirmPaymentLink', await confirm(paymentLinkId, { paymentId }), 200);
    expect(await captures(orderId)).toBe(1);
  }, 60_000);

  it('then a refused confirm declines it and lets it go, and another card pays the link', async () => {
    const { paymentLinkId, orderId } = await sentDraft();
    const asked = await pay(paymentLinkId, 'tok_requires_action');
    const refused = await confirm(paymentLinkId, { paymentId: asked.body.nextAction.paymentId, result: 'failed' });
    expectContract('confirmPaymentLink', refused, 402);
    expect(refused.body.error.code).toBe('payment_declined');
    // Declined by the confirm (the provider's answer), and voided at the provider.
    expect((await paymentsOf(orderId)).map((p) => p.status)).toEqual(['failed']);
    const paid = await pay(paymentLinkId, 'tok_visa');
    expectContract('payPaymentLink', paid, 200);
    expect(paid.body.status).toBe('paid');
    expect(await captures(orderId)).toBe(1);
  }, 60_000);

  it('then without a confirm in time the payment is let go and the link stays open', async () => {
    const { paymentLinkId, orderId } = await sentDraft();
    const asked = await pay(paymentLinkId, 'tok_requires_action');
    expect(asked.body.nextAction).toBeDefined();
    await waitFor(
      async () => (await paymentsOf(orderId)).every((p) => p.status === 'voided'),
      'the unconfirmed payment let go',
      30_000,
    );
    const read = await shop().get(`/payment-links/${paymentLinkId}`);
    expect(read.body).toMatchObject({ status: 'open' });
    expect(read.body.nextAction).toBeUndefined();
    const late = await confirm(paymentLinkId, { paymentId: asked.body.nextAction.paymentId });
    expectContract('confirmPaymentLink', late, 409);
    expect(await captures(orderId)).toBe(0);
  }, 60_000);
});
