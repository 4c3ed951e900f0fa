import { startHarness, type Harness } from '../support/harness';
import { makeStore } from '../support/factories';
import { privateClient } from '../support/http';
import { expectContract } from '../support/contract';
import { waitFor } from '../support/processes';
import { startHoldingReceiver, type HoldingReceiver } from '../support/holding-receiver';
import {
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  submit,
  SUBMIT_ANSWER_LIMIT_MS,
} from '../support/checkout-factories';
import { inTransaction, queryOne } from '../../src/db/sql';
import { recordEvent } from '../../src/events/outbox';

const ENDPOINTS = 100;
const EVENTS = 10;
const CHECKOUTS = 20;

let h: Harness;
let receiver: HoldingReceiver;

beforeAll(async () => {
  h = await startHarness({
    worker: true,
    env: { WEBHOOK_RELAY_ENABLED: 'true', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
  });
  receiver = await startHoldingReceiver();
});
afterAll(async () => {
  receiver.release();
  await h.close();
  await receiver.close();
});

const count = async (sql: string, params: unknown[]) =>
  Number((await queryOne<{ n: number }>(h.orm.em.fork(), sql, params))?.n);

/** Waits until a count has stopped growing for a second: every slot the deliveries can take is taken. */
async function settled(read: () => number): Promise<number> {
  let last = -1;
  let steadySince = Date.now();
  await waitFor(() => {
    const now = read();
    if (now !== last) [last, steadySince] = [now, Date.now()];
    return now > 0 && Date.now() - steadySince >= 1000;
  }, 'the deliveries in flight to settle');
  return last;
}

describe('when 1,000 webhook deliveries hang in flight while 20 shoppers check out', () => {
  it('then every submit answers in its bound (201 or 202), every order confirming while deliveries hang', async () => {
    const burst = await makeStore(h.orm.em);
    const admin = privateClient(h.baseUrl, burst.secretKey);
    for (let i = 0; i < ENDPOINTS; i += 1)
      expectContract(
        'adminCreateWebhook',
        await admin.post('/webhooks', { url: `${receiver.url}/${i}`, events: ['*'] }),
        201,
      );
    await inTransaction(h.orm.em.fork(), async (tx) => {
      for (let i = 0; i < EVENTS; i += 1)
        await recordEvent(tx, burst.store.id, 'product.updated', { id: `prod_burst_${i}` });
    });
    await waitFor(
      async () =>
        (await count('SELECT count(*)::int AS n FROM webhook_deliveries WHERE store_id = ?', [burst.store.id])) ===
        ENDPOINTS * EVENTS,
      'the relay to hand every delivery to Temporal',
    );
    const inFlight = await settled(receiver.arrived);
    expect(receiver.answered()).toBe(0);

    const shop = await makeCheckoutStore(h.orm.em.fork());
    const product = await makeStockedProduct(h.orm.em.fork(), shop, CHECKOUTS);
    const carts = await Promise.all(
      Array.from({ length: CHECKOUTS }, () => makeReadyCart(h.orm.em.fork(), shop, [{ ...product, quantity: 1 }])),
    );
    const answers = await Promise.all(
      carts.map(async (cart) => {
        const started = Date.now();
        const res = await submit(h.baseUrl, shop, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
        return { res, ms: Date.now() - started };
      }),
    );
    for (const { res, ms } of answers) {
      expectContract('submitCheckout', res, res.status === 202 ? 202 : 201);
      expect(ms).toBeLessThan(SUBMIT_ANSWER_LIMIT_MS);
    }
    const cartIds = carts.map((c) => c.cartId);
    await waitFor(
      async () =>
        (await count(
          `SELECT count(*)::int AS n FROM orders WHERE cart_id IN (?) AND status = 'confirmed' ` +
            `AND payment_status = 'paid'`,
          [cartIds],
        )) === CHECKOUTS,
      'every order to confirm',
      20_000,
    );
    // Confirmed while not one delivery was answered: the checkouts never waited for a slot the deliveries held.
    expect(receiver.answered()).toBe(0);
    expect(inFlight).toBeGreaterThan(0);

    receiver.release();
    await waitFor(() => receiver.answered() >= inFlight, 'the held deliveries to be answered');
  }, 120_000);
});
