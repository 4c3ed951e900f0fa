import type { ChildProcess } from 'node:child_process';
import type { Harness } from '../support/harness';
import { exitCode, launch, waitFor } from '../support/processes';
import { queryOne, queryRows } from '../../src/db/sql';
import {
  completedCarts,
  makeReadyCart,
  makeStockedProduct,
  submit,
  type CheckoutStore,
} from '../support/checkout-factories';
import type { StripeStandIn } from '../support/stripe-stand-in';
import { startStripeStore } from '../support/stripe-store';

let h: Harness;
let store: CheckoutStore;
let stripe: StripeStandIn;

/** The real worker process on this file's task queue, its Stripe requests going through the recording stand-in. */
function launchWorker(): { child: ChildProcess; running: Promise<void> } {
  const { child, output } = launch('src/worker.ts', {
    TEMPORAL_TASK_QUEUE: h.config.temporalTaskQueue,
    STRIPE_API_URL: stripe.url,
  });
  return { child, running: waitFor(() => output().includes('worker running'), 'the worker to run') };
}

beforeAll(async () => {
  ({ h, store, stripe } = await startStripeStore({ worker: false }));
});
afterAll(async () => {
  await h.close();
  await stripe.stop();
});

describe('when the worker is SIGKILLed between Stripe authorizations and captures and started again', () => {
  it('then every Idempotency-Key was sent for one payment only, and every order is paid once', async () => {
    const em = () => h.orm.em.fork();
    const product = await makeStockedProduct(em(), store, 100);
    const carts = await Promise.all(
      Array.from({ length: 6 }, () => makeReadyCart(em(), store, [{ ...product, quantity: 1 }])),
    );
    const cartIds = carts.map((c) => c.cartId);
    // Captures are held a while on their way to Stripe, so the kill lands after authorizing and before capturing.
    stripe.delay((r) => r.path.endsWith('/capture'), 1500);
    const first = launchWorker();
    await first.running;
    const submits = carts.map((c) =>
      submit(h.baseUrl, store, c.token, { paymentMethod: 'card', paymentToken: 'pm_card_visa' }).catch(
        (error: Error) => error,
      ),
    );
    await waitFor(() => stripe.requests.some((r) => r.path.endsWith('/capture')), 'a first capture in flight', 60_000);
    first.child.kill('SIGKILL');
    await exitCode(first.child);
    const paidBeforeRestart = await completedCarts(em(), cartIds);
    expect(paidBeforeRestart).toBeLessThan(carts.length);

    const second = launchWorker();
    try {
      await second.running;
      await waitFor(
        async () => (await completedCarts(em(), cartIds)) === carts.length,
        'every cart to complete',
        90_000,
      );
      await Promise.allSettled(submits);
      const payments = await queryRows<{ id: string; order_id: string; status: string }>(
        em(),
        `SELECT p.id, p.order_id, p.status FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.cart_id IN (?)`,
        [cartIds],
      );
      expect(payments).toHaveLength(carts.length);
      expect(payments.every((p) => p.status === 'captured')).toBe(true);

      const creates = stripe.sent('POST', '/v1/payment_intents');
      const mine = new Set(payments.map((p) => p.id));
      for (const payment of payments) {
        const sent = creates.filter((r) => r.params.get('metadata[payment_id]') === payment.id);
        expect(sent.length).toBeGreaterThanOrEqual(1);
        // However often the authorization was sent, it was one request as Stripe counts them: one key.
        expect(new Set(sent.map((r) => r.idempotencyKey))).toEqual(new Set([`${payment.id}:authorize`]));
      }
      const captures = stripe
        .sent('POST', /^\/v1\/payment_intents\/[^/]+\/capture$/)
        .filter((r) => mine.has(r.idempotencyKey?.split(':')[0] ?? ''));
      expect(captures.every((r) => r.idempotencyKey?.endsWith(':capture'))).toBe(true);
      expect(new Set(captures.map((r) => r.idempotencyKey))).toEqual(new Set(payments.map((p) => `${p.id}:capture`)));
      const paidEvents = await queryOne<{ n: number }>(
        em(),
        `SELECT count(*)::int AS n FROM events WHERE type = 'order.paid' ` +
          `AND payload->'data'->'object'->>'cartId' IN (?)`,
        [cartIds],
      );
      expect(paidEvents?.n).toBe(carts.length);
    } finally {
      second.child.kill('SIGTERM');
      await exitCode(second.child);
    }
  }, 180_000);
});
