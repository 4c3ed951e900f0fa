import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../support/harness';
import { providerRefunds as refundsAtProvider, receivedReturn as receivedOne } from '../support/received-returns';
import { expectContract } from '../support/contract';
import { publicClient } from '../support/http';
import { exitCode, launchWorker, waitFor } from '../support/processes';
import { queryOne, queryRows } from '../../src/db/sql';
import { makeProduct } from '../support/factories';
import { admin, makeCheckoutStore, stockOf, type CheckoutStore } from '../support/checkout-factories';

/**
 * Exchanges across a worker crash (issue 43): several returns are resolved by exchange at once and the worker is
 * SIGKILLed as soon as the first replacement order exists, the others anywhere between the resolve, the replacement
 * and the refund of the difference. After a restart every return is resolved with each change made once: one
 * replacement order (its stock taken once), one provider refund of the difference, the returned units restocked once.
 * A dearer exchange is killed the same way between its replacement and the payment of the difference, and again while
 * the links are paid: one replacement, one link and one capture of the difference each.
 */
const RETURNS = 4;

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

const receivedReturn = () => receivedOne(h.baseUrl, em, store);
const providerRefunds = (orderId: string) => refundsAtProvider(em(), orderId);

/** The provider's calls for the payments of an order: one row per idempotency key, as the test provider keeps them. */
const providerCharges = (orderId: string) =>
  queryRows<{ operation: string; amount: string }>(
    em(),
    `SELECT operation, amount FROM test_provider_calls
      WHERE operation = 'capture' AND payment_reference IN (SELECT 'test_ch_' || id FROM payments WHERE order_id = ?)`,
    [orderId],
  );

const returnStatus = async (id: string) =>
  (await queryOne<{ status: string }>(em(), 'SELECT status FROM returns WHERE id = ?', [id]))?.status;

const replacementsOf = (returnId: string) =>
  queryRows<{ id: string }>(em(), 'SELECT id FROM orders WHERE cart_id = ?', [`exchange_${returnId}`]);

describe('when the worker is killed while returns are exchanged, then restarted', () => {
  it('then each return resolves with one replacement order and one refund of the difference', async () => {
    const returns: Array<Awaited<ReturnType<typeof receivedReturn>>> = [];
    for (let i = 0; i < RETURNS; i += 1) returns.push(await receivedReturn());
    // One unit at 1000 in exchange for two at 2500: 4000 of difference to refund each time.
    const cheaper = (await makeProduct(em(), store.storeId, { variants: [{ stock: 10, prices: { USD: 1000 } }] }))
      .variantIds[0];
    const exchange = { lines: [{ variantId: cheaper, quantity: 1 }] };
    const resolves = returns.map((r) =>
      post(`/returns/${r.id}/resolve`, { method: 'exchange', exchange }).catch((e: Error) => e),
    );
    await waitFor(
      async () => (await Promise.all(returns.map((r) => replacementsOf(r.id)))).some((o) => o.length > 0),
      'a first replacement order',
    );
    worker.child.kill('SIGKILL');
    await exitCode(worker.child);
    const refundsAtKill = (await Promise.all(returns.map((r) => providerRefunds(r.orderId)))).flat().length;

    worker = launchWorker(h.config.temporalTaskQueue);
    await worker.running;
    await Promise.allSettled(resolves);
    await waitFor(
      async () => (await Promise.all(returns.map((r) => returnStatus(r.id)))).every((s) => s === 'resolved'),
      'every return to be resolved',
      90_000,
    );
    // The kill came between a replacement and its refund for at least one return.
    expect(refundsAtKill).toBeLessThan(RETURNS);
    for (const { id, orderId, variantId } of returns) {
      const got = await admin(h.baseUrl, store).get(`/returns/${id}`);
      expectContract('adminGetReturn', got, 200);
      const replacements = await replacementsOf(id);
      expect(replacements).toHaveLength(1);
      expect(got.body).toMatchObject({
        status: 'resolved',
        resolution: { method: 'exchange', amount: { amount: 4000 }, exchangeOrderId: replacements[0].id },
      });
      expect(await providerRefunds(orderId)).toEqual([{ amount: '4000' }]);
      expect(await stockOf(em(), variantId)).toEqual({ onHand: 10, reserved: 0 });
    }
    expect(await stockOf(em(), cheaper)).toEqual({ onHand: 10 - RETURNS, reserved: 0 });
  }, 180_000);
});

describe('when the worker is killed between dearer exchanges and the payment of the difference', () => {
  it('then each has one replacement and one link, and each link is charged once, even killed mid-payment', async () => {
    const returns: Array<Awaited<ReturnType<typeof receivedReturn>>> = [];
    for (let i = 0; i < RETURNS; i += 1) returns.push(await receivedReturn());
    // One unit at 6000 in exchange for two at 2500: 1000 due each time.
    const dearer = (await makeProduct(em(), store.storeId, { variants: [{ stock: 10, prices: { USD: 6000 } }] }))
      .variantIds[0];
    const exchange = { lines: [{ variantId: dearer, quantity: 1 }] };
    const resolves = returns.map((r) =>
      post(`/returns/${r.id}/resolve`, { method: 'exchange', exchange }).catch((e: Error) => e),
    );
    await waitFor(
      async () => (await Promise.all(returns.map((r) => replacementsOf(r.id)))).some((o) => o.length > 0),
      'a first replacement order',
    );
    worker.child.kill('SIGKILL');
    await exitCode(worker.child);
    const resolvedAtKill = (await Promise.all(returns.map((r) => returnStatus(r.id)))).filter((s) => s === 'resolved');
    worker = launchWorker(h.config.temporalTaskQueue);
    await worker.running;
    await Promise.allSettled(resolves);
    await waitFor(
      async () => (await Promise.all(returns.map((r) => returnStatus(r.id)))).every((s) => s === 'resolved'),
      'every return to be resolved',
      90_000,
    );
    // The kill came after a replacement was made and before its return was closed, for at least one return.
    expect(resolvedAtKill.length).toBeLessThan(RETURNS);

    const links: Array<{ linkId: string; replacementId: string }> = [];
    for (const { id, orderId, variantId } of returns) {
      const got = await admin(h.baseUrl, store).get(`/returns/${id}`);
      expectContract('adminGetReturn', got, 200);
      const replacements = await replacementsOf(id);
      expect(replacements).toHaveLength(1);
      const replacementId = replacements[0].id;
      expect(got.body.resolution).toMatchObject({
        method: 'exchange',
        amount: { amount: 0 },
        balanceDue: { amount: 1000 },
        exchangeOrderId: replacementId,
      });
      const linksOfReplacement = await queryRows<{ id: string; amount: string; status: string }>(
        em(),
        'SELECT id, amount, status FROM payment_links WHERE order_id = ?',
        [replacementId],
      );
      expect(linksOfReplacement).toEqual([{ id: got.body.resolution.paymentLinkId, amount: '1000', status: 'open' }]);
      links.push({ linkId: linksOfReplacement[0].id, replacementId });
      expect(await providerRefunds(orderId)).toEqual([]);
      expect(await stockOf(em(), variantId)).toEqual({ onHand: 10, reserved: 0 });
    }
    expect(await stockOf(em(), dearer)).toEqual({ onHand: 10 - RETURNS, reserved: 0 });

    // The shoppers pay at once; the worker dies at the first capture, the others anywhere in their payment.
    const shop = publicClient(h.baseUrl, store.publishableKey);
    const keys = links.map(() => randomUUID());
    const pay = (i: number) =>
      shop.post(
        `/payment-links/${links[i].linkId}/pay`,
        { paymentToken: 'tok_visa' },
        { headers: { 'idempotency-key': keys[i] } },
      );
    const paying = links.map((_, i) => pay(i).catch((e: Error) => e));
    await waitFor(
      async () => (await Promise.all(links.map((l) => providerCharges(l.replacementId)))).some((c) => c.length > 0),
      'a first capture',
    );
    worker.child.kill('SIGKILL');
    await exitCode(worker.child);
    worker = launchWorker(h.config.temporalTaskQueue);
    await worker.running;
    await Promise.allSettled(paying);
    // A payment answered 503 while the worker was down is asked again with its key, and joins the first attempt.
    for (let i = 0; i < links.length; i += 1) {
      await waitFor(async () => (await pay(i)).status === 200, `link ${i} to be paid`, 90_000);
    }
    for (const { linkId, replacementId } of links) {
      expect(await providerCharges(replacementId)).toEqual([{ operation: 'capture', amount: '1000' }]);
      const link = await shop.get(`/payment-links/${linkId}`);
      expect(link.body).toMatchObject({ status: 'paid' });
      const replacement = await admin(h.baseUrl, store).get(`/orders/${replacementId}`);
      expect(replacement.body).toMatchObject({
        paymentStatus: 'paid',
        balanceDue: { amount: 0 },
        capturedAmount: { amount: 1000 },
      });
    }
    expect(await stockOf(em(), dearer)).toEqual({ onHand: 10 - RETURNS, reserved: 0 });
  }, 240_000);
});
