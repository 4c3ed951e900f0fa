import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../support/harness';
import { DESCRIBE, START, startGrpcCallProxy, type GrpcCallProxy } from '../support/grpc-call-proxy';
import { freePort } from '../support/ports';
import { exitCode, launchApi, waitFor } from '../support/processes';
import { expectContract } from '../support/contract';
import { publicClient } from '../support/http';
import {
  cartStatus,
  expectOneChargedOrder,
  makeCheckoutStore,
  makeOneUnitCart,
  submit,
  type CheckoutStore,
} from '../support/checkout-factories';
import { queryOne } from '../../src/db/sql';
import { CommerceTemporal } from '../../src/temporal/client';
import { checkoutStarted } from '../../src/temporal/checkout-workflows';

/** The API's own background start gives up after this (CHECKOUT_KEEP_STARTING_SECONDS; 120 by default). */
const API_KEEPS_STARTING_SECONDS = 2;
const GIVE_UP_SECONDS = 20;

let h: Harness;
let proxy: GrpcCallProxy;
/** Temporal as the test sees it: past the proxy, so the test can tell what exists while the proxy refuses. */
let direct: CommerceTemporal;
let store: CheckoutStore;

beforeAll(async () => {
  proxy = await startGrpcCallProxy(process.env.TEMPORAL_ADDRESS as string);
  // Every Temporal call of the API and of the worker (its re-drive of pending submits) passes the proxy. A database
  // of the file's own: the re-drive gives up after GIVE_UP_SECONDS, which must not touch other files' submits.
  h = await startHarness({
    worker: true,
    redrive: true,
    ownDatabase: true,
    env: {
      TEMPORAL_ADDRESS: proxy.address,
      CHECKOUT_KEEP_STARTING_SECONDS: String(API_KEEPS_STARTING_SECONDS),
      PENDING_SUBMIT_REDRIVE_AFTER_SECONDS: '1',
      PENDING_SUBMIT_GIVE_UP_SECONDS: String(GIVE_UP_SECONDS),
    },
  });
  direct = new CommerceTemporal(process.env.TEMPORAL_ADDRESS as string, h.config.temporalNamespace, 'unused');
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterEach(() => proxy.heal());
afterAll(async () => {
  await h.close();
  await direct.close();
  await proxy.close();
});

const em = () => h.orm.em.fork();
const body = { paymentMethod: 'card', paymentToken: 'tok_visa' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const readyCart = () => makeOneUnitCart(em(), store);

/** Temporal refuses every start and describe: for the submit, Temporal is down (its other calls pass). */
function temporalDown() {
  proxy.fault(START, 'refuse');
  proxy.fault(DESCRIBE, 'refuse');
}

const pendingRow = (cartId: string) =>
  queryOne<{ cart_id: string }>(em(), 'SELECT cart_id FROM pending_submits WHERE cart_id = ?', [cartId]);

/** What the shopper's poll shows. */
const poll = (cart: { token: string }) =>
  publicClient(h.baseUrl, store.publishableKey, cart.token).get('/cart/checkout');

/** The cart's one order, confirmed and charged once; the poll shows it completed. */
async function expectOneOrder(cart: { cartId: string; token: string }) {
  const order = await expectOneChargedOrder(em, cart.cartId);
  const polled = await poll(cart);
  expectContract('getCheckout', polled, 200);
  expect(polled.body).toMatchObject({ status: 'completed', orderId: order.id });
  // Its record goes too: by the re-drive that started it, or by the next pass once the checkout took the cart.
  await waitFor(async () => (await pendingRow(cart.cartId)) === undefined, 'the pending submit to be forgotten');
}

describe('when a submit answered 202 before its checkout started', () => {
  it('and its API process is then killed (SIGKILL), then the worker starts the checkout from the record', async () => {
    const doomed = await launchApi(await freePort(), {
      DATABASE_URL: h.config.databaseUrl,
      TEMPORAL_ADDRESS: proxy.address,
      TEMPORAL_TASK_QUEUE: h.config.temporalTaskQueue,
    });
    const cart = await readyCart();
    temporalDown();
    const answer = await submit(doomed.url, store, cart.token, body);
    expectContract('submitCheckout', answer, 202);
    expect(await pendingRow(cart.cartId)).toBeDefined();
    // The API's background start dies with it: nothing of this process will ever start the checkout.
    doomed.child.kill('SIGKILL');
    await exitCode(doomed.child);
    expect(await checkoutStarted(direct, cart.cartId)).toBe(false);

    proxy.heal();
    await expectOneOrder(cart);
  }, 90_000);

  it('and Temporal stays down longer than the API keeps starting it, then the worker starts it once back', async () => {
    const cart = await readyCart();
    temporalDown();
    const answer = await submit(h.baseUrl, store, cart.token, body);
    expectContract('submitCheckout', answer, 202);
    await sleep((API_KEEPS_STARTING_SECONDS + 4) * 1000);
    expect(await checkoutStarted(direct, cart.cartId)).toBe(false);
    expect((await poll(cart)).body.status).not.toBe('failed');

    proxy.heal();
    await expectOneOrder(cart);
  }, 90_000);

  it('and Temporal stays down past the give-up time, then the poll shows it failed; nothing was charged', async () => {
    const cart = await readyCart();
    temporalDown();
    const answer = await submit(h.baseUrl, store, cart.token, body);
    expectContract('submitCheckout', answer, 202);
    await waitFor(
      async () => (await poll(cart)).body.status === 'failed',
      'the attempt to be marked failed',
      (GIVE_UP_SECONDS + 15) * 1000,
    );
    const polled = await poll(cart);
    expectContract('getCheckout', polled, 200);
    expect(polled.body.error).toMatchObject({ code: 'service_unavailable' });
    expect(await cartStatus(em(), cart.cartId)).toMatchObject({ status: 'open' });
    expect(await pendingRow(cart.cartId)).toBeUndefined();

    // Back up, nothing starts on its own; the shopper's new submit places the one order.
    proxy.heal();
    await sleep(3000);
    expect(await checkoutStarted(direct, cart.cartId)).toBe(false);
    const again = await submit(h.baseUrl, store, cart.token, body, randomUUID());
    expect([201, 202]).toContain(again.status);
    await expectOneOrder(cart);
  }, 120_000);
});
