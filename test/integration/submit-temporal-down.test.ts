import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { startHarness, type Harness } from '../support/harness';
import { freePort } from '../support/ports';
import { exitCode, waitFor } from '../support/processes';
import { expectContract } from '../support/contract';
import {
  cartStatus,
  chargesOf,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  completedCarts,
  stockOf,
  submit,
  type CheckoutStore,
  SUBMIT_ANSWER_LIMIT_MS,
} from '../support/checkout-factories';
import { startDevServer, type DevServer } from '../../temporal/dev-server';
import { queryOne, queryRows } from '../../src/db/sql';

const CARTS = 6;

let h: Harness;
let store: CheckoutStore;
let temporal: DevServer;
let port: number;
let uiPort: number;
const dataFile = join(__dirname, '..', '..', '.data', 'test', `temporal-fault-${process.pid}.db`);
const logFile = join(__dirname, '..', '..', '.data', 'test', `temporal-fault-${process.pid}.log`);

/** This file's own dev server, kept in a file so that a restart finds the checkouts the kill interrupted. */
const startTemporal = () =>
  startDevServer({ cli: process.env.TEMPORAL_CLI as string, port, uiPort, dbFile: dataFile, logFile, headless: true });

beforeAll(async () => {
  [port, uiPort] = [await freePort(), await freePort()];
  temporal = await startTemporal();
  h = await startHarness({ worker: true, env: { TEMPORAL_ADDRESS: temporal.address } });
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(async () => {
  // The worker drains on close, which needs a server: a failed run may have left it killed.
  if (temporal.process.exitCode !== null || temporal.process.signalCode !== null) temporal = await startTemporal();
  await h.close();
  await temporal.stop();
  rmSync(dataFile, { force: true });
  rmSync(logFile, { force: true });
});

const em = () => h.orm.em.fork();
const timed = async <T>(call: () => Promise<T>) => {
  const started = Date.now();
  const value = await call();
  return { value, ms: Date.now() - started };
};

describe('when the Temporal server is killed (SIGKILL) while shoppers wait on their submits, and started again', () => {
  it('then every submit answers 201 or 202 in its bound, never 503, and every order completes once', async () => {
    const product = await makeStockedProduct(em(), store, 100);
    const carts = await Promise.all(
      Array.from({ length: CARTS }, () => makeReadyCart(em(), store, [{ ...product, quantity: 1 }])),
    );
    const cartIds = carts.map((c) => c.cartId);
    const keys = carts.map(() => randomUUID());
    // tok_flaky: each payment needs three provider attempts, so the kill lands while the checkouts are paying.
    const body = { paymentMethod: 'card', paymentToken: 'tok_flaky' };
    const submits = carts.map((c, i) => timed(() => submit(h.baseUrl, store, c.token, body, keys[i])));
    await waitFor(
      async () =>
        Number(
          (
            await queryOne<{ n: number }>(
              em(),
              `SELECT count(*)::int AS n FROM carts WHERE id IN (?) AND status <> 'open'`,
              [cartIds],
            )
          )?.n,
        ) === CARTS,
      'every checkout to start',
      10_000,
    );
    temporal.process.kill('SIGKILL');
    await exitCode(temporal.process);

    const answers = await Promise.all(submits);
    for (const { value: res, ms } of answers) {
      expect(ms).toBeLessThan(SUBMIT_ANSWER_LIMIT_MS);
      expectContract('submitCheckout', res, res.status === 201 ? 201 : 202);
      if (res.status === 202)
        expect([res.body.status, res.headers.get('location')]).toEqual([
          'processing',
          `/v3/public/${store.publishableKey}/cart/checkout`,
        ]);
    }
    expect(answers.filter((a) => a.value.status === 202).length).toBeGreaterThan(0);

    // With Temporal down before anything is sent, nothing can start: 503, and the cart keeps its stock unreserved.
    const untouched = await makeReadyCart(em(), store, [{ ...product, quantity: 1 }]);
    const refused = await timed(() => submit(h.baseUrl, store, untouched.token, body));
    expect(refused.ms).toBeLessThan(SUBMIT_ANSWER_LIMIT_MS);
    expectContract('submitCheckout', refused.value, 503);
    expect(await cartStatus(em(), untouched.cartId)).toMatchObject({ status: 'open' });

    temporal = await startTemporal();
    await waitFor(async () => (await completedCarts(em(), cartIds)) === CARTS, 'every checkout to complete', 60_000);
    const orders = await queryRows<{
      id: string;
      cart_id: string;
      status: string;
      payment_status: string;
      payment_id: string;
    }>(
      em(),
      'SELECT o.id, o.cart_id, o.status, o.payment_status, p.id AS payment_id FROM orders o JOIN payments p ' +
        'ON p.order_id = o.id WHERE o.cart_id IN (?)',
      [cartIds],
    );
    expect(new Set(orders.map((o) => o.cart_id)).size).toBe(CARTS);
    expect(orders).toHaveLength(CARTS);
    for (const order of orders) {
      expect(order).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
      expect(await chargesOf(em(), order.payment_id)).toBe(1);
    }
    expect(await stockOf(em(), product.variantId)).toEqual({ onHand: 100 - CARTS, reserved: 0 });

    // A retry with the same key is not the stored 202 replayed: it joins the checkout and answers its order.
    for (const [i, cart] of carts.entries()) {
      const retry = await submit(h.baseUrl, store, cart.token, body, keys[i]);
      expectContract('submitCheckout', retry, 201);
      expect(retry.body.id).toBe(orders.find((o) => o.cart_id === cart.cartId)?.id);
    }
  }, 120_000);
});
