import type { Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import type { SmtpSink } from '../support/smtp-sink';
import { closeMailedHarness, startMailedHarness } from '../support/mailed-harness';
import { execute, queryOne } from '../../src/db/sql';
import { newId } from '../../src/shared/ids';
import { cartRecoveryOf } from '../../src/temporal/cart-recovery';
import { cartRecoveryWorkflowId } from '../../src/shared/workflow-ids';
import { admin, makeCheckoutStore, makeStockedProduct, type CheckoutStore } from '../support/checkout-factories';

let h: Harness;
let sink: SmtpSink;
let store: CheckoutStore;

beforeAll(async () => {
  ({ h, sink } = await startMailedHarness());
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(() => closeMailedHarness(h, sink));

const em = () => h.orm.em.fork();
const CARTS = 500;
const DELAYS = [1, 2];

/** CARTS open carts of one unit, each with its own address, written at once (the carts are not what is tested). */
async function abandonedCarts(): Promise<string[]> {
  const product = await makeStockedProduct(em(), store, 10);
  const ids = Array.from({ length: CARTS }, () => newId('cart'));
  await execute(
    em(),
    `INSERT INTO carts (id, store_id, token, currency, email)
     SELECT id, ?, 'load-' || id, 'USD', 'load-' || lower(id) || '@example.com'
       FROM json_array_elements_text(?::json) AS id`,
    [store.storeId, JSON.stringify(ids)],
  );
  await execute(
    em(),
    `INSERT INTO cart_lines (id, cart_id, product_id, variant_id, quantity)
     SELECT 'li_' || cart_id, cart_id, ?, ?, 1
       FROM json_array_elements_text(?::json) AS cart_id`,
    [product.productId, product.variantId, JSON.stringify(ids)],
  );
  return ids;
}

describe('when 500 carts are abandoned at once', () => {
  it('then every cart gets exactly one mail per step and one cart.abandoned', async () => {
    const settings = await admin(h.baseUrl, store).patch('/settings', {
      cartRecovery: { enabled: true, delaysSeconds: DELAYS, cartUrl: 'https://shop.example/cart' },
    });
    expectContract('adminUpdateStoreSettings', settings, 200);
    const cartIds = await abandonedCarts();
    // Every cart's change is told to recovery at once, and told twice (two changes close together, as the API would
    // send them): signal-with-start of one workflow per cart.
    const recovery = cartRecoveryOf(h.temporal);
    const activity = (cartId: string) =>
      recovery.notify({ kind: 'recoverable', storeId: store.storeId, cartId, delaysSeconds: DELAYS });
    await Promise.all(cartIds.flatMap((cartId) => [activity(cartId), activity(cartId)]));

    const results = await Promise.all(
      cartIds.map((cartId) => h.temporal.client.workflow.getHandle(cartRecoveryWorkflowId(cartId)).result()),
    );
    expect(results.filter((r) => JSON.stringify(r) !== JSON.stringify({ outcome: 'completed', steps: 2 }))).toEqual([]);

    // The sink's mails by Message-ID (stable per cart and step): each cart and step exactly once.
    const sent = new Map<string, number>();
    for (const mail of sink.received) {
      const id = /Message-ID: <(cart-recovery-[^@]+)@/i.exec(mail.data)?.[1];
      if (id) sent.set(id, (sent.get(id) ?? 0) + 1);
    }
    const expected = cartIds.flatMap((cartId) => DELAYS.map((_, step) => `cart-recovery-${cartId}-${step}`));
    expect([...sent.keys()].sort()).toEqual(expected.sort());
    expect([...sent.values()].filter((n) => n !== 1)).toEqual([]);
    expect(sink.received).toHaveLength(CARTS * DELAYS.length);
    const counts = await queryOne<{ mails: number; events: number }>(
      em(),
      `SELECT (SELECT count(*)::int FROM cart_recovery_mails
                WHERE cart_id IN (SELECT json_array_elements_text(?::json))) AS mails,
              (SELECT count(*)::int FROM events WHERE type = 'cart.abandoned' AND store_id = ?) AS events`,
      [JSON.stringify(cartIds), store.storeId],
    );
    expect(counts).toEqual({ mails: CARTS * DELAYS.length, events: CARTS });
    // 500 workflows and 1,000 mails: a loaded clean-clone run took 131 s.
  }, 300_000);
});
