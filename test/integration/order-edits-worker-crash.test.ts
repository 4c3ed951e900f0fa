import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { exitCode, launchWorker, waitFor } from '../support/processes';
import { queryOne, queryRows } from '../../src/db/sql';
import {
  admin,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  submitSettled,
} from '../support/checkout-factories';
import type { CheckoutStore } from '../support/checkout-factories';

/**
 * Order edits across a worker crash: several edits that lower an order are committed at once and the worker is
 * SIGKILLed as soon as the first provider refund is made, while the others are anywhere between the edit's write and
 * its refund's record. After a restart (and the commits sent again with their keys, as a client told 503 does) every
 * edit is committed with its money moved once: one provider refund per edit, one stock-ledger row, version 1.
 */
const EDITS = 4;

let h: Harness;
let store: CheckoutStore;
let worker: ReturnType<typeof launchWorker>;

beforeAll(async () => {
  h = await startHarness();
  store = await makeCheckoutStore(h.orm.em.fork());
  worker = launchWorker(h.config.temporalTaskQueue);
  await worker.running;
});
afterAll(async () => {
  worker.child.kill('SIGTERM');
  await exitCode(worker.child);
  await h.close();
});

const em = () => h.orm.em.fork();
const post = (path: string, body: unknown, key = randomUUID()) =>
  admin(h.baseUrl, store).post(path, body, { headers: { 'idempotency-key': key } });

/** A paid order of 2 units at 2500 and an open edit of it down to 1 unit, with the key its commit is sent with. */
async function openEditDownToOne() {
  const product = await makeStockedProduct(em(), store, 10);
  const cart = await makeReadyCart(em(), store, [{ ...product, quantity: 2 }]);
  const placed = await submitSettled(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
  expectContract('submitCheckout', placed, 201);
  const order = placed.body;
  const opened = await post(`/orders/${order.id}/edits`, {});
  expectContract('adminOpenOrderEdit', opened, 201);
  const operation = { type: 'set_quantity', lineId: order.lines[0].id, quantity: 1 };
  expectContract('adminAddOrderEditOperation', await post(`/order-edits/${opened.body.id}/operations`, operation), 200);
  return {
    editId: opened.body.id as string,
    orderId: order.id as string,
    variantId: product.variantId,
    key: randomUUID(),
  };
}

const providerRefunds = (orderId: string) =>
  queryRows<{ amount: string }>(
    em(),
    `SELECT c.amount FROM test_provider_calls c
      WHERE c.operation = 'refund' AND c.payment_reference IN
            (SELECT provider_reference FROM payments WHERE order_id = ?)`,
    [orderId],
  );

const refundRows = async (orderId: string) =>
  Number(
    (await queryOne<{ n: number }>(em(), 'SELECT count(*)::int AS n FROM refunds WHERE order_id = ?', [orderId]))?.n,
  );

describe('when the worker is killed while order edits are being committed, then restarted', () => {
  it('then each edit is committed, its surplus refunded once by the provider and on its order', async () => {
    const edits: Array<Awaited<ReturnType<typeof openEditDownToOne>>> = [];
    for (let i = 0; i < EDITS; i += 1) edits.push(await openEditDownToOne());
    const commits = edits.map((e) => post(`/order-edits/${e.editId}/commit`, {}, e.key).catch((x: Error) => x));
    await waitFor(
      async () => (await Promise.all(edits.map((e) => providerRefunds(e.orderId)))).some((c) => c.length > 0),
      'a first provider refund',
    );
    worker.child.kill('SIGKILL');
    await exitCode(worker.child);

    worker = launchWorker(h.config.temporalTaskQueue);
    await worker.running;
    await Promise.allSettled(commits);
    // A commit answered 503 while no worker ran is sent again with its key, as the answer tells the client to.
    for (const e of edits) {
      const got = await admin(h.baseUrl, store).get(`/order-edits/${e.editId}`);
      if (got.body.status !== 'committed' || (await refundRows(e.orderId)) === 0)
        await post(`/order-edits/${e.editId}/commit`, {}, e.key);
    }
    await waitFor(
      async () => (await Promise.all(edits.map((e) => refundRows(e.orderId)))).every((n) => n === 1),
      'every edit to be refunded',
      90_000,
    );
    for (const { editId, orderId, variantId } of edits) {
      const got = await admin(h.baseUrl, store).get(`/order-edits/${editId}`);
      expectContract('adminGetOrderEdit', got, 200);
      expect(got.body).toMatchObject({ status: 'committed', result: { refund: { amount: { amount: 2500 } } } });
      expect(await providerRefunds(orderId)).toEqual([{ amount: '2500' }]);
      const order = await admin(h.baseUrl, store).get(`/orders/${orderId}`);
      expect(order.body).toMatchObject({ version: 1, refundedAmount: { amount: 2500 } });
      const ledger = await queryRows<{ delta: number }>(
        em(),
        `SELECT delta FROM stock_ledger WHERE variant_id = ? AND reason = 'order_edit'`,
        [variantId],
      );
      expect(ledger).toEqual([{ delta: 1 }]);
    }
  }, 180_000);
});
