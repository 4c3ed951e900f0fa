import { randomUUID } from 'node:crypto';
import type { Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { execute, queryOne, queryRows } from '../../src/db/sql';
import { ensureReconciliationSchedule } from '../../src/temporal/schedules';
import {
  admin,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  submit,
  submitSettled,
  type CheckoutStore,
} from '../support/checkout-factories';
import { stripeError, type StripeStandIn } from '../support/stripe-stand-in';
import {
  postStripeEvent,
  signedStripeEvent,
  startStripeStore,
  STRIPE_PUBLISHABLE_KEY,
  STRIPE_SECRET_KEY,
  stripeRequiresAction,
  useStripe,
} from '../support/stripe-store';
import { publicClient } from '../support/http';

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
const createIntent = (r: { method: string; path: string }) => r.method === 'POST' && r.path === '/v1/payment_intents';

async function readyCart(quantity = 2) {
  const product = await makeStockedProduct(em(), store, 50);
  return makeReadyCart(em(), store, [{ ...product, quantity }]);
}

/** A card checkout Stripe authorizes but refuses to capture: it fails (424) after the authorization. */
async function checkoutWhoseCaptureFails() {
  stripe.script(
    (r) => r.method === 'POST' && r.path.endsWith('/capture'),
    stripeError(400, { type: 'invalid_request_error', code: 'amount_too_large', message: 'Amount too large.' }),
  );
  return submit(h.baseUrl, store, (await readyCart()).token, { paymentMethod: 'card', paymentToken: 'pm_card_visa' });
}

const paymentOf = (orderId: string) =>
  queryOne<{
    id: string;
    provider: string;
    status: string;
    provider_reference: string | null;
    decline_code: string | null;
  }>(em(), 'SELECT * FROM payments WHERE order_id = ?', [orderId]);

const paymentOfId = (id: string) =>
  queryOne<{ status: string }>(em(), 'SELECT status FROM payments WHERE id = ?', [id]);

describe('when a store saves its Stripe keys through the settings API', () => {
  it('then they are sealed at rest and shown masked, never in plain text', async () => {
    const settings = await admin(h.baseUrl, store).get('/settings');
    expectContract('adminGetStoreSettings', settings, 200);
    expect(settings.body.paymentProvider).toEqual({
      name: 'stripe',
      status: 'active',
      statusReason: null,
      credentials: { secretKey: 'sk_test_…p7dc', webhookSecret: 'whsec_…cdef' },
      publishableKey: STRIPE_PUBLISHABLE_KEY,
    });
    const row = await queryOne<{ credentials: string }>(
      em(),
      'SELECT credentials::text FROM payment_provider_settings WHERE store_id = ?',
      [store.storeId],
    );
    expect(row?.credentials).toMatch(/"secretKey": "v1:test:/);
    expect(row?.credentials).not.toContain(STRIPE_SECRET_KEY.slice(8));
  });
});

describe('when a store on Stripe saves its publishable key for the widget', () => {
  const profile = async (key: string) => {
    const res = await publicClient(h.baseUrl, key).get('/store');
    expectContract('getStore', res, 200);
    return res.body.paymentProvider;
  };

  it('then GET /store names Stripe with that key, and saving the secrets again without it keeps it', async () => {
    expect(await profile(store.publishableKey)).toEqual({ name: 'stripe', publishableKey: STRIPE_PUBLISHABLE_KEY });
    const resaved = await useStripe(h, store, STRIPE_SECRET_KEY, undefined);
    expectContract('adminUpdateStoreSettings', resaved, 200);
    expect(resaved.body.paymentProvider.publishableKey).toBe(STRIPE_PUBLISHABLE_KEY);
    expect(await profile(store.publishableKey)).toEqual({ name: 'stripe', publishableKey: STRIPE_PUBLISHABLE_KEY });
  });

  it('then a store on the test provider shows no key, and a key for the test provider is refused (400)', async () => {
    const other = await makeCheckoutStore(em());
    expect(await profile(other.publishableKey)).toEqual({ name: 'test', publishableKey: null });
    const refused = await admin(h.baseUrl, other).patch(
      '/settings',
      { paymentProvider: { name: 'test', publishableKey: STRIPE_PUBLISHABLE_KEY } },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expectContract('adminUpdateStoreSettings', refused, 400);
    expect(refused.body.error.details[0].field).toBe('body.paymentProvider.publishableKey');
    const malformed = await useStripe(h, other, STRIPE_SECRET_KEY, 'sk_test_notpublic');
    expectContract('adminUpdateStoreSettings', malformed, 400);
    expect(await profile(other.publishableKey)).toEqual({ name: 'test', publishableKey: null });
  });
});

describe('when a shopper pays by card with Stripe (stripe-mock behind the SDK)', () => {
  it('then the PaymentIntent is made for manual capture with amount, currency, metadata, keys; captured', async () => {
    const cart = await readyCart();
    const res = await submitSettled(h.baseUrl, store, cart.token, {
      paymentMethod: 'card',
      paymentToken: 'pm_card_visa',
    });
    expectContract('submitCheckout', res, 201);
    expect(res.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const payment = await paymentOf(res.body.id);
    expect(payment).toMatchObject({ provider: 'stripe', status: 'captured' });
    const [intent] = stripe.requests.filter((r) => createIntent(r) && r.idempotencyKey === `${payment?.id}:authorize`);
    expect(Object.fromEntries(intent.params)).toMatchObject({
      amount: '5500',
      currency: 'usd',
      capture_method: 'manual',
      confirm: 'true',
      payment_method: 'pm_card_visa',
      'metadata[store_id]': store.storeId,
      'metadata[order_id]': res.body.id,
      'metadata[payment_id]': payment?.id,
    });
    const captures = stripe.sent('POST', `/v1/payment_intents/${payment?.provider_reference}/capture`);
    expect(captures.map((r) => r.idempotencyKey)).toEqual([`${payment?.id}:capture`]);
  });

  it('then a tok_… token is made into a PaymentMethod first, under its own key', async () => {
    const cart = await readyCart(1);
    const res = await submitSettled(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expectContract('submitCheckout', res, 201);
    const payment = await paymentOf(res.body.id);
    const [method] = stripe
      .sent('POST', '/v1/payment_methods')
      .filter((r) => r.idempotencyKey === `${payment?.id}:authorize:payment-method`);
    expect(Object.fromEntries(method.params)).toMatchObject({ type: 'card', 'card[token]': 'tok_visa' });
  });
});

describe('when an admin refunds part of a Stripe order, then the rest, and then a second order is cancelled', () => {
  it('then each refund is one Stripe refund of that amount under the refund key; cancel refunds captured', async () => {
    const res = await submit(h.baseUrl, store, (await readyCart()).token, {
      paymentMethod: 'card',
      paymentToken: 'pm_card_visa',
    });
    const order = res.body;
    const reference = (await paymentOf(order.id))?.provider_reference;
    const part = await post(`/orders/${order.id}/refund`, { amount: 1500, reason: 'damaged' });
    expectContract('adminRefundOrder', part, 200);
    expect(part.body).toMatchObject({ paymentStatus: 'partially_refunded' });
    const rest = await post(`/orders/${order.id}/refund`, {});
    expectContract('adminRefundOrder', rest, 200);
    expect(rest.body).toMatchObject({ paymentStatus: 'refunded' });
    const refunds = await queryRows<{ id: string; amount: string; provider_reference: string }>(
      em(),
      'SELECT id, amount, provider_reference FROM refunds WHERE order_id = ? ORDER BY created_at',
      [order.id],
    );
    expect(refunds.map((r) => Number(r.amount))).toEqual([1500, 4000]);
    for (const refund of refunds) {
      const sent = stripe.sent('POST', '/v1/refunds').filter((r) => r.idempotencyKey === `${refund.id}:refund`);
      expect(sent).toHaveLength(1);
      expect(Object.fromEntries(sent[0].params)).toMatchObject({ payment_intent: reference, amount: refund.amount });
      expect(refund.provider_reference).toMatch(/^re_/);
    }

    const second = (
      await submit(h.baseUrl, store, (await readyCart(1)).token, {
        paymentMethod: 'card',
        paymentToken: 'pm_card_visa',
      })
    ).body;
    const cancel = await post(`/orders/${second.id}/cancel`, { reason: 'customer changed their mind' });
    expectContract('adminCancelOrder', cancel, 200);
    expect(cancel.body).toMatchObject({ status: 'cancelled' });
    const [cancelRefund] = await queryRows<{ id: string }>(em(), 'SELECT id FROM refunds WHERE order_id = ?', [
      second.id,
    ]);
    expect(
      stripe
        .sent('POST', '/v1/refunds')
        .filter((r) => r.idempotencyKey === `${cancelRefund.id}:refund`)
        .map((r) => r.params.get('amount')),
    ).toEqual(['3000']);
  });
});

describe('when Stripe cannot capture after authorizing', () => {
  it('then the checkout fails with 424 and the PaymentIntent is cancelled under the void key', async () => {
    const res = await checkoutWhoseCaptureFails();
    expectContract('submitCheckout', res, 424);
    const payment = await queryOne<{ id: string; provider_reference: string }>(
      em(),
      `SELECT p.id, p.provider_reference FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.store_id = ? ` +
        `ORDER BY p.created_at DESC LIMIT 1`,
      [store.storeId],
    );
    expect(
      stripe.sent('POST', `/v1/payment_intents/${payment?.provider_reference}/cancel`).map((r) => r.idempotencyKey),
    ).toEqual([`${payment?.id}:void`]);
  });
});

describe('when Stripe declines the card or does not know the token', () => {
  it("then the shopper gets 402 payment_declined with Stripe's decline code", async () => {
    stripe.script(
      createIntent,
      stripeError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
        payment_intent: { id: 'pi_declined1', object: 'payment_intent', status: 'requires_payment_method' },
      }),
    );
    const declined = await submit(h.baseUrl, store, (await readyCart()).token, {
      paymentMethod: 'card',
      paymentToken: 'pm_card_chargeDeclinedInsufficientFunds',
    });
    expectContract('submitCheckout', declined, 402);
    expect(declined.body.error).toMatchObject({
      code: 'payment_declined',
      details: { declineCode: 'insufficient_funds' },
    });

    stripe.script(
      createIntent,
      stripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_method',
        message: "No such PaymentMethod: 'pm_nope'",
      }),
    );
    const unknown = await submit(h.baseUrl, store, (await readyCart()).token, {
      paymentMethod: 'card',
      paymentToken: 'pm_nope',
    });
    expectContract('submitCheckout', unknown, 402);
    expect(unknown.body.error).toMatchObject({ code: 'payment_declined', details: { declineCode: 'invalid_token' } });
  });
});

describe('when Stripe answers 500 and then 429 with Retry-After before it answers', () => {
  it('then the activity asks again with the same idempotency key and the order is paid once', async () => {
    stripe.script(createIntent, stripeError(500, { type: 'api_error', message: 'An unknown error occurred' }));
    stripe.script(
      createIntent,
      stripeError(
        429,
        { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests' },
        { 'retry-after': '1' },
      ),
    );
    const before = stripe.requests.length;
    const res = await submit(h.baseUrl, store, (await readyCart()).token, {
      paymentMethod: 'card',
      paymentToken: 'pm_card_visa',
    });
    const payment = res.status === 201 ? await paymentOf(res.body.id) : undefined;
    expect(res.status).toBe(201);
    const attempts = stripe.requests.slice(before).filter(createIntent);
    expect(attempts.map((r) => r.idempotencyKey)).toEqual([
      `${payment?.id}:authorize`,
      `${payment?.id}:authorize`,
      `${payment?.id}:authorize`,
    ]);
  });
});

describe('when Stripe asks for 3-D Secure', () => {
  const requiresAction = (id: string) => stripeRequiresAction(id);

  it("then the checkout answers requires_action, Stripe's webhook completes it once; a confirm joins", async () => {
    stripe.script(createIntent, requiresAction('pi_3dsviawebhook'));
    const cart = await readyCart();
    const res = await submit(h.baseUrl, store, cart.token, {
      paymentMethod: 'card',
      paymentToken: 'pm_card_threeDSecure2Required',
    });
    expectContract('submitCheckout', res, 202);
    expect(res.body).toMatchObject({
      status: 'requires_action',
      nextAction: { type: 'confirm_payment', provider: 'stripe', clientSecret: 'pi_3dsviawebhook_secret_abc' },
    });
    const shown = await publicClient(h.baseUrl, store.publishableKey, cart.token).get('/cart/checkout');
    expectContract('getCheckout', shown, 200);
    expect(shown.body.nextAction.clientSecret).toBe('pi_3dsviawebhook_secret_abc');
    const history = await h.temporal.client.workflow.getHandle(`checkout-${cart.cartId}`).fetchHistory();
    expect(JSON.stringify(history)).not.toContain('_secret_abc');
    const event = signedStripeEvent('payment_intent.amount_capturable_updated', {
      id: 'pi_3dsviawebhook',
      object: 'payment_intent',
      status: 'requires_capture',
    });
    expect((await postStripeEvent(h, store.storeId, event)).status).toBe(200);
    const confirm = await publicClient(h.baseUrl, store.publishableKey, cart.token).post(
      `/payments/${res.body.nextAction.paymentId}/confirm`,
      { result: 'succeeded' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expectContract('confirmPayment', confirm, 201);
    expect(confirm.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(stripe.sent('GET', '/v1/payment_intents/pi_3dsviawebhook')).toHaveLength(1);
    expect(stripe.sent('POST', '/v1/payment_intents/pi_3dsviawebhook/capture')).toHaveLength(1);
  });

  it('then a confirm that comes first completes it, and the webhook after it changes nothing', async () => {
    stripe.script(createIntent, requiresAction('pi_3dsviaconfirm'));
    const cart = await readyCart();
    const res = await submit(h.baseUrl, store, cart.token, {
      paymentMethod: 'card',
      paymentToken: 'pm_card_threeDSecure2Required',
    });
    expect(res.body.status).toBe('requires_action');
    const confirm = await publicClient(h.baseUrl, store.publishableKey, cart.token).post(
      `/payments/${res.body.nextAction.paymentId}/confirm`,
      {},
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expectContract('confirmPayment', confirm, 201);
    const late = await postStripeEvent(
      h,
      store.storeId,
      signedStripeEvent('payment_intent.amount_capturable_updated', {
        id: 'pi_3dsviaconfirm',
        object: 'payment_intent',
      }),
    );
    expect(late.status).toBe(200);
    expect(stripe.sent('GET', '/v1/payment_intents/pi_3dsviaconfirm')).toHaveLength(1);
    expect(stripe.sent('POST', '/v1/payment_intents/pi_3dsviaconfirm/capture')).toHaveLength(1);
  });
});

describe("when Stripe refuses the store's secret key (401)", () => {
  it('then the shopper gets 424 and the provider is off (payment_provider.misconfigured) until new keys', async () => {
    stripe.script(
      createIntent,
      stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****p7dc' }),
    );
    const res = await submit(h.baseUrl, store, (await readyCart()).token, {
      paymentMethod: 'card',
      paymentToken: 'pm_card_visa',
    });
    expectContract('submitCheckout', res, 424);
    expect(res.body.error.code).toBe('payment_provider_error');
    const settings = await admin(h.baseUrl, store).get('/settings');
    expect(settings.body.paymentProvider).toMatchObject({ status: 'misconfigured' });
    const events = await queryRows(
      em(),
      `SELECT 1 FROM events WHERE store_id = ? AND type = 'payment_provider.misconfigured'`,
      [store.storeId],
    );
    expect(events).toHaveLength(1);

    const before = stripe.requests.filter(createIntent).length;
    const again = await submit(h.baseUrl, store, (await readyCart()).token, {
      paymentMethod: 'card',
      paymentToken: 'pm_card_visa',
    });
    expectContract('submitCheckout', again, 424);
    expect(stripe.requests.filter(createIntent).length).toBe(before);

    const saved = await useStripe(h, store);
    expectContract('adminUpdateStoreSettings', saved, 200);
    expect(saved.body.paymentProvider).toMatchObject({ status: 'active' });
    expectContract(
      'submitCheckout',
      await submit(h.baseUrl, store, (await readyCart()).token, {
        paymentMethod: 'card',
        paymentToken: 'pm_card_visa',
      }),
      201,
    );
  });
});

describe('when Stripe events arrive at the webhook route', () => {
  it('then a bad signature answers 400 and records nothing; an unknown type is acknowledged', async () => {
    const forged = signedStripeEvent(
      'charge.dispute.created',
      { id: 'dp_forged', payment_intent: 'pi_x' },
      undefined,
      'whsec_someoneelse',
    );
    const bad = await postStripeEvent(h, store.storeId, forged);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('webhook_signature_invalid');
    expect(
      await queryOne(em(), 'SELECT 1 AS found FROM provider_events WHERE event_id = ?', [forged.id]),
    ).toBeUndefined();
    const unknown = await postStripeEvent(h, store.storeId, signedStripeEvent('customer.created', { id: 'cus_1' }));
    expect(await unknown.json()).toEqual({ received: true, replayed: false });
  });

  it("then a refund made in Stripe's dashboard is recorded on the order once, not refunded again", async () => {
    const order = (
      await submit(h.baseUrl, store, (await readyCart()).token, { paymentMethod: 'card', paymentToken: 'pm_card_visa' })
    ).body;
    const reference = (await paymentOf(order.id))?.provider_reference;
    const refundsBefore = stripe.sent('POST', '/v1/refunds').length;
    const charge = (amountRefunded: number) => ({
      id: 'ch_dashboard1',
      object: 'charge',
      payment_intent: reference,
      currency: 'usd',
      amount: 5500,
      amount_refunded: amountRefunded,
    });
    const partial = signedStripeEvent('charge.refunded', charge(2000));
    expect(await (await postStripeEvent(h, store.storeId, partial)).json()).toEqual({
      received: true,
      replayed: false,
    });
    expect(await (await postStripeEvent(h, store.storeId, partial)).json()).toEqual({ received: true, replayed: true });
    // Stripe's next event reports the total again: only what is new is recorded; a repeated total records nothing.
    for (const total of [5500, 5500])
      expect(
        (await postStripeEvent(h, store.storeId, signedStripeEvent('charge.refunded', charge(total)))).status,
      ).toBe(200);
    const refunds = await queryRows<{ amount: string; provider_reference: string }>(
      em(),
      'SELECT amount, provider_reference FROM refunds WHERE order_id = ? ORDER BY created_at',
      [order.id],
    );
    expect(refunds).toEqual([
      { amount: '2000', provider_reference: 'ch_dashboard1' },
      { amount: '3500', provider_reference: 'ch_dashboard1' },
    ]);
    expect((await admin(h.baseUrl, store).get(`/orders/${order.id}`)).body).toMatchObject({
      paymentStatus: 'refunded',
    });
    expect(stripe.sent('POST', '/v1/refunds')).toHaveLength(refundsBefore);
  });

  it('then 1,000 replays of one dispute change the order once', async () => {
    const order = (
      await submit(h.baseUrl, store, (await readyCart()).token, { paymentMethod: 'card', paymentToken: 'pm_card_visa' })
    ).body;
    const reference = (await paymentOf(order.id))?.provider_reference;
    const event = signedStripeEvent('charge.dispute.created', {
      id: 'dp_1',
      object: 'dispute',
      payment_intent: reference,
      reason: 'fraudulent',
      status: 'needs_response',
    });
    const answers: Array<{ replayed: boolean }> = [];
    for (let batch = 0; batch < 50; batch += 1) {
      answers.push(
        ...(await Promise.all(
          Array.from(
            { length: 20 },
            async () => (await postStripeEvent(h, store.storeId, event)).json() as Promise<{ replayed: boolean }>,
          ),
        )),
      );
    }
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    const disputed = await queryRows(
      em(),
      `SELECT 1 FROM events WHERE type = 'order.disputed' AND payload->'data'->'object'->>'id' = ?`,
      [order.id],
    );
    expect(disputed).toHaveLength(1);
    const timeline = await queryRows(em(), `SELECT 1 FROM order_timeline WHERE order_id = ? AND type = 'disputed'`, [
      order.id,
    ]);
    expect(timeline).toHaveLength(1);
  });
});

describe('when a checkout ended but its PaymentIntent may still be held (its void failed, the answer was lost)', () => {
  // `void_failed`: what the checkout's saga leaves when every void failed; `authorized`: an answer that was lost.
  it.each(['void_failed', 'authorized'])(
    'then the reconciliation schedule finds a %s one by the payment id in metadata and cancels it under the void key',
    async (leftAs) => {
      const res = await checkoutWhoseCaptureFails();
      expect(res.status).toBe(424);
      const [payment] = await queryRows<{ id: string }>(
        em(),
        `SELECT p.id FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.store_id = ? ` +
          `ORDER BY p.created_at DESC LIMIT 1`,
        [store.storeId],
      );
      await execute(
        em(),
        `UPDATE payments SET status = ?, provider_reference = NULL, updated_at = now() - interval '20 minutes' ` +
          `WHERE id = ?`,
        [leftAs, payment.id],
      );
      const before = stripe.requests.length;

      const scheduleId = `reconcile-test-${randomUUID()}`;
      await ensureReconciliationSchedule(h.temporal.client, h.config.temporalTaskQueue, '1 hour', scheduleId);
      const schedule = h.temporal.client.schedule.getHandle(scheduleId);
      try {
        await schedule.trigger();
        let workflowId: string | undefined;
        for (let attempt = 0; attempt < 100 && !workflowId; attempt += 1) {
          workflowId = (await schedule.describe()).info.recentActions[0]?.action.workflow.workflowId;
          if (!workflowId) await new Promise((r) => setTimeout(r, 200));
        }
        const settled = await h.temporal.client.workflow.getHandle(workflowId as string).result();
        expect(settled).toContainEqual({ paymentId: payment.id, found: 'authorized', now: 'voided' });
      } finally {
        await schedule.delete();
      }
      const sent = stripe.requests.slice(before);
      expect(sent.filter((r) => r.path === '/v1/payment_intents/search').map((r) => r.params.get('query'))).toContain(
        `metadata['payment_id']:'${payment.id}'`,
      );
      expect(sent.filter((r) => r.path.endsWith('/cancel') && r.idempotencyKey === `${payment.id}:void`)).toHaveLength(
        1,
      );
      expect(await paymentOfId(payment.id)).toMatchObject({ status: 'voided' });
    },
  );
});
