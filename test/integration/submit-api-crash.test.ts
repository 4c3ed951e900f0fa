import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../support/harness';
import { freePort } from '../support/ports';
import { exitCode, launchApi, waitFor } from '../support/processes';
import { expectContract } from '../support/contract';
import {
  chargesOf,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  submit,
  type CheckoutStore,
  SUBMIT_ANSWER_LIMIT_MS,
} from '../support/checkout-factories';
import { idempotencyScope } from '../../src/idempotency/idempotency.middleware';
import { queryOne, queryRows } from '../../src/db/sql';

let h: Harness;
let withWorker: Harness | undefined;
let store: CheckoutStore;

beforeAll(async () => {
  // No worker yet: the first submit waits on its checkout, so the kill lands while it is in progress.
  h = await startHarness();
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(async () => {
  await withWorker?.close();
  await h.close();
});

describe('when the API process is killed (SIGKILL) amid a submit and the shopper retries with the same key', () => {
  it("then the retry joins the cart's checkout and answers in the bound, not 409 idempotency_key_in_use", async () => {
    const em = () => h.orm.em.fork();
    const doomed = await launchApi(await freePort(), { TEMPORAL_TASK_QUEUE: h.config.temporalTaskQueue });
    const doomedUrl = doomed.url;
    const product = await makeStockedProduct(em(), store, 10);
    const cart = await makeReadyCart(em(), store, [{ ...product, quantity: 1 }]);
    const key = randomUUID();
    const body = { paymentMethod: 'card', paymentToken: 'tok_visa' };

    const first = submit(doomedUrl, store, cart.token, body, key).catch((error: Error) => error);
    const scope = idempotencyScope(
      store.publishableKey,
      cart.token,
      'POST',
      `/v3/public/${store.publishableKey}/cart/checkout/submit`,
      key,
    );
    const checkout = h.temporal.client.workflow.getHandle(`checkout-${cart.cartId}`);
    await waitFor(
      async () =>
        (await queryOne<{ state: string }>(em(), 'SELECT state FROM idempotency_keys WHERE scope_hash = ?', [scope]))
          ?.state === 'running',
      'the key to be claimed',
    );
    await waitFor(
      () =>
        checkout.describe().then(
          () => true,
          () => false,
        ),
      'the checkout workflow to start',
    );
    doomed.child.kill('SIGKILL');
    await exitCode(doomed.child);
    // The shopper's first request died with the process: no answer, only a dropped connection.
    expect(await first).not.toHaveProperty('status');

    withWorker = await startHarness({ worker: true, env: { TEMPORAL_TASK_QUEUE: h.config.temporalTaskQueue } });
    const started = Date.now();
    const retry = await submit(h.baseUrl, store, cart.token, body, key);
    expect(Date.now() - started).toBeLessThan(SUBMIT_ANSWER_LIMIT_MS);
    expectContract('submitCheckout', retry, retry.status === 202 ? 202 : 201);

    await waitFor(
      async () =>
        (await queryOne<{ status: string }>(em(), 'SELECT status FROM carts WHERE id = ?', [cart.cartId]))?.status ===
        'completed',
      'the checkout to complete',
    );
    const orders = await queryRows<{ id: string; payment_id: string }>(
      em(),
      'SELECT o.id, p.id AS payment_id FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.cart_id = ?',
      [cart.cartId],
    );
    expect(orders).toHaveLength(1);
    if (retry.status === 201) expect(retry.body.id).toBe(orders[0].id);
    expect(await chargesOf(em(), orders[0].payment_id)).toBe(1);
  }, 90_000);
});
