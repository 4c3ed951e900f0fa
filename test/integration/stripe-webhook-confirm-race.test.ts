import { randomUUID } from 'node:crypto';
import type { Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { queryRows } from '../../src/db/sql';
import { makeReadyCart, makeStockedProduct, submit, type CheckoutStore } from '../support/checkout-factories';
import type { StripeStandIn } from '../support/stripe-stand-in';
import { postStripeEvent, signedStripeEvent, startStripeStore, stripeRequiresAction } from '../support/stripe-store';
import { publicClient } from '../support/http';

// Issue 43's race: Stripe's webhook for a 3-D Secure PaymentIntent and the shopper's confirm of the same checkout
// arrive at the same moment. The checkout workflow must settle the wait once: one capture, no refund, one order.
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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A card that needs 3-D Secure, with a client secret of its own. */
const requiresAction = (id: string) => stripeRequiresAction(id, `${id}_secret_race`);

// [webhook delay, confirm delay] in ms: together, either one a little first, either one clearly first.
const rounds: Array<[number, number]> = [
  [0, 0],
  [0, 0],
  [0, 3],
  [3, 0],
  [0, 10],
  [10, 0],
  [0, 30],
  [30, 0],
];

describe("when Stripe's webhook and the shopper's confirm of a 3-D Secure checkout arrive together", () => {
  it('then every round gives one order, one capture and no refund or void', async () => {
    for (const [index, [webhookDelay, confirmDelay]] of rounds.entries()) {
      const intent = `pi_race${index}${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      stripe.script((r) => r.method === 'POST' && r.path === '/v1/payment_intents', requiresAction(intent));
      const product = await makeStockedProduct(em(), store, 50);
      const cart = await makeReadyCart(em(), store, [{ ...product, quantity: 2 }]);
      const res = await submit(h.baseUrl, store, cart.token, {
        paymentMethod: 'card',
        paymentToken: 'pm_card_threeDSecure2Required',
      });
      expectContract('submitCheckout', res, 202);
      // Stripe sends amount_capturable_updated for a manual-capture intent; succeeded is handled the same way.
      const type = index % 2 ? 'payment_intent.succeeded' : 'payment_intent.amount_capturable_updated';
      const event = signedStripeEvent(type, { id: intent, object: 'payment_intent', status: 'requires_capture' });
      const [webhook, confirm] = await Promise.all([
        sleep(webhookDelay).then(() => postStripeEvent(h, store.storeId, event)),
        sleep(confirmDelay).then(() =>
          publicClient(h.baseUrl, store.publishableKey, cart.token).post(
            `/payments/${res.body.nextAction.paymentId}/confirm`,
            { result: 'succeeded' },
            { headers: { 'idempotency-key': randomUUID() } },
          ),
        ),
      ]);
      const round = `round ${index} (webhook +${webhookDelay}ms, confirm +${confirmDelay}ms)`;
      expect({ round, webhook: webhook.status }).toEqual({ round, webhook: 200 });
      expect({ round, confirm: confirm.status, body: confirm.body }).toMatchObject({
        round,
        confirm: 201,
        body: { status: 'confirmed', paymentStatus: 'paid' },
      });
      expectContract('confirmPayment', confirm, 201);

      const orders = await queryRows<{ id: string; status: string }>(
        em(),
        'SELECT id, status FROM orders WHERE cart_id = ?',
        [cart.cartId],
      );
      expect({ round, orders: orders.map((o) => o.status) }).toEqual({ round, orders: ['confirmed'] });
      const payments = await queryRows<{ status: string }>(em(), 'SELECT status FROM payments WHERE order_id = ?', [
        orders[0].id,
      ]);
      expect({ round, payments: payments.map((p) => p.status) }).toEqual({ round, payments: ['captured'] });
      expect({
        round,
        captures: stripe.sent('POST', `/v1/payment_intents/${intent}/capture`).length,
        cancels: stripe.sent('POST', `/v1/payment_intents/${intent}/cancel`).length,
        refunds: stripe.sent('POST', '/v1/refunds').filter((r) => r.params.get('payment_intent') === intent).length,
      }).toEqual({ round, captures: 1, cancels: 0, refunds: 0 });
    }
  });
});
