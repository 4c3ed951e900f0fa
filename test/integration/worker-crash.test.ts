import { startHarness, type Harness } from '../support/harness';
import { exitCode, launchWorker } from '../support/processes';
import { queryOne, queryRows } from '../../src/db/sql';
import {
  chargesOf,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  completedCarts,
  stockOf,
  submit,
  type CheckoutStore,
} from '../support/checkout-factories';

let h: Harness;
let store: CheckoutStore;

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  h = await startHarness();
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(() => h.close());

describe('when the worker process is killed (SIGKILL) in the middle of checkouts and started again', () => {
  it('then every order completes exactly once and nothing is charged twice', async () => {
    const em = () => h.orm.em.fork();
    const product = await makeStockedProduct(em(), store, 100);
    const carts = await Promise.all(
      Array.from({ length: 8 }, () => makeReadyCart(em(), store, [{ ...product, quantity: 2 }])),
    );
    const first = launchWorker(h.config.temporalTaskQueue);
    await first.running;
    // tok_flaky makes each payment take several provider attempts, so the kill lands while payments are in flight.
    const submits = carts.map((c, i) =>
      submit(h.baseUrl, store, c.token, {
        paymentMethod: 'card',
        paymentToken: i % 2 ? 'tok_flaky' : 'tok_visa',
      }).catch((error: Error) => error),
    );
    const cartIds = carts.map((c) => c.cartId);
    await until(
      async () =>
        Number(
          (await queryOne<{ n: number }>(em(), 'SELECT count(*)::int AS n FROM orders WHERE cart_id IN (?)', [cartIds]))
            ?.n,
        ) > 0,
      'a first order',
    );
    first.child.kill('SIGKILL');
    await exitCode(first.child);
    const unfinished = await queryOne<{ n: number }>(
      em(),
      `SELECT count(*)::int AS n FROM carts WHERE id IN (?) AND status <> 'completed'`,
      [cartIds],
    );
    expect(unfinished?.n).toBeGreaterThan(0);

    const second = launchWorker(h.config.temporalTaskQueue);
    try {
      await second.running;
      await until(async () => (await completedCarts(em(), cartIds)) === carts.length, 'every cart to complete');
      await Promise.allSettled(submits);
      const orders = await queryRows<{
        id: string;
        cart_id: string;
        status: string;
        payment_status: string;
        payment_id: string;
      }>(
        em(),
        `SELECT o.id, o.cart_id, o.status, o.payment_status, p.id AS payment_id FROM orders o JOIN payments p ` +
          `ON p.order_id = o.id WHERE o.cart_id IN (?)`,
        [cartIds],
      );
      expect(orders).toHaveLength(carts.length);
      expect(new Set(orders.map((o) => o.cart_id)).size).toBe(carts.length);
      for (const order of orders) {
        expect(order).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
        expect(await chargesOf(em(), order.payment_id)).toBe(1);
      }
      const paidEvents = await queryOne<{ n: number }>(
        em(),
        `SELECT count(*)::int AS n FROM events WHERE type = 'order.paid' ` +
          `AND payload->'data'->'object'->>'cartId' IN (?)`,
        [cartIds],
      );
      expect(paidEvents?.n).toBe(carts.length);
      expect(await stockOf(em(), product.variantId)).toEqual({ onHand: 100 - 2 * carts.length, reserved: 0 });
    } finally {
      second.child.kill('SIGTERM');
      await exitCode(second.child);
    }
  }, 240_000);
});
