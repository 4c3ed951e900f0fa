import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../support/harness';
import { DESCRIBE, START, startGrpcCallProxy, type GrpcCallProxy } from '../support/grpc-call-proxy';
import { expectContract } from '../support/contract';
import {
  cartStatus,
  expectOneChargedOrder,
  makeCheckoutStore,
  makeOneUnitCart,
  stockOf,
  submit,
  type CheckoutStore,
} from '../support/checkout-factories';
import { checkoutStarted } from '../../src/temporal/checkout-workflows';

let worker: Harness;
let api: Harness;
let proxy: GrpcCallProxy;
let store: CheckoutStore;

beforeAll(async () => {
  // The worker talks to Temporal directly; only the API's calls pass the proxy that fails them.
  proxy = await startGrpcCallProxy(process.env.TEMPORAL_ADDRESS as string);
  const queue = `test-${randomUUID()}`;
  worker = await startHarness({ worker: true, env: { TEMPORAL_TASK_QUEUE: queue } });
  api = await startHarness({ env: { TEMPORAL_TASK_QUEUE: queue, TEMPORAL_ADDRESS: proxy.address } });
  store = await makeCheckoutStore(worker.orm.em.fork());
});
afterEach(() => proxy.heal());
afterAll(async () => {
  await api.close();
  await worker.close();
  await proxy.close();
});

const em = () => worker.orm.em.fork();
const body = { paymentMethod: 'card', paymentToken: 'tok_visa' };

const readyCart = () => makeOneUnitCart(em(), store);

/** The cart's one order, confirmed and charged once, its stock taken once. */
async function expectOneOrder(cart: { cartId: string; variantId: string }) {
  const order = await expectOneChargedOrder(em, cart.cartId);
  expect(await stockOf(em(), cart.variantId)).toEqual({ onHand: 9, reserved: 0 });
  return order;
}

describe('when the update-with-start of a submit fails', () => {
  it('before reaching Temporal, then the submit answers 503 (nothing started); a retry places one order', async () => {
    const cart = await readyCart();
    const key = randomUUID();
    proxy.fault(START, 'refuse');
    const refused = await submit(api.baseUrl, store, cart.token, body, key);
    expectContract('submitCheckout', refused, 503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await cartStatus(em(), cart.cartId)).toMatchObject({ status: 'open' });
    expect(await checkoutStarted(worker.temporal, cart.cartId)).toBe(false);

    proxy.heal();
    const retry = await submit(api.baseUrl, store, cart.token, body, key);
    expectContract('submitCheckout', retry, 201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.body.id).toBe((await expectOneOrder(cart)).id);
  }, 60_000);

  it('after the workflow started (answer lost), then the submit answers 202 and the order completes once', async () => {
    const cart = await readyCart();
    const key = randomUUID();
    proxy.fault(START, 'dropAnswer');
    const lost = await submit(api.baseUrl, store, cart.token, body, key);
    expectContract('submitCheckout', lost, 202);
    expect(lost.body.status).toBe('processing');
    proxy.heal();
    const order = await expectOneOrder(cart);

    const retry = await submit(api.baseUrl, store, cart.token, body, key);
    expectContract('submitCheckout', retry, 201);
    expect(retry.body.id).toBe(order.id);
  }, 60_000);

  it('and Temporal cannot say if the workflow exists, then the submit answers 202; the API starts it', async () => {
    const cart = await readyCart();
    proxy.fault(START, 'refuse');
    proxy.fault(DESCRIBE, 'refuse');
    const unknown = await submit(api.baseUrl, store, cart.token, body);
    expectContract('submitCheckout', unknown, 202);
    expect(await checkoutStarted(worker.temporal, cart.cartId)).toBe(false);
    // Temporal back: no resubmit by the shopper, the API's background start places the order.
    proxy.heal();
    await expectOneOrder(cart);
  }, 60_000);
});

/** The probe of the workflow service a submit sends first (the Temporal client's name for it on the wire). */
const PROBE = 'GetSystemInfo';

describe('when the probe before a submit', () => {
  it('is refused (Temporal down), then the submit answers 503 at once and nothing starts', async () => {
    const cart = await readyCart();
    const [probes, starts] = [proxy.calls(PROBE), proxy.calls(START)];
    proxy.fault(PROBE, 'refuse');
    const refused = await submit(api.baseUrl, store, cart.token, body);
    expectContract('submitCheckout', refused, 503);
    expect(await cartStatus(em(), cart.cartId)).toMatchObject({ status: 'open' });
    expect(await checkoutStarted(worker.temporal, cart.cartId)).toBe(false);
    // The refusal is the probe's answer. Retried by the client, on a loaded machine it outlasted the probe's 2 s and
    // looked only slow: the submit went on to start the checkout on a server it had been told was down.
    expect(proxy.calls(PROBE) - probes).toBe(1);
    expect(proxy.calls(START) - starts).toBe(0);
  }, 60_000);

  it('is only slow (no answer in 2 s, as under load), then the submit goes on and places the order', async () => {
    const cart = await readyCart();
    const release = proxy.hold(PROBE, '');
    try {
      const placed = await submit(api.baseUrl, store, cart.token, body);
      expectContract('submitCheckout', placed, 201);
      expect(placed.body.id).toBe((await expectOneOrder(cart)).id);
    } finally {
      release();
    }
  }, 60_000);
});
