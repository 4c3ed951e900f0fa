import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../support/harness';
import { providerRefunds as refundsAtProvider, receivedReturn as receivedOne } from '../support/received-returns';
import { expectContract } from '../support/contract';
import { exitCode, launchWorker, waitFor } from '../support/processes';
import { queryOne } from '../../src/db/sql';
import { returnWorkflowId } from '../../src/shared/workflow-ids';
import { START, startGrpcCallProxy, type GrpcCallProxy } from '../support/grpc-call-proxy';
import { admin, makeCheckoutStore, stockOf, type CheckoutStore } from '../support/checkout-factories';

/**
 * Returns across a worker crash (issue 49, gap 4): several returns are resolved by refund at once and the worker is
 * SIGKILLed as soon as the first provider refund is made, while the others are anywhere between the resolve and the
 * refund's record. After a restart every return is resolved with its money moved once: one provider refund per
 * return, the order refunded by that amount once, its units restocked once.
 */
const RETURNS = 4;

let h: Harness;
let store: CheckoutStore;
let worker: ReturnType<typeof launchWorker>;
/** The proxy a test's worker talks to Temporal through: closed once that worker has stopped. */
let proxy: GrpcCallProxy | undefined;

beforeAll(async () => {
  h = await startHarness();
  store = await makeCheckoutStore(h.orm.em.fork());
  worker = launchWorker(h.config.temporalTaskQueue);
  await worker.running;
});
afterAll(async () => {
  worker.child.kill('SIGTERM');
  await exitCode(worker.child);
  await proxy?.close();
  await h.close();
});

const em = () => h.orm.em.fork();
const post = (path: string, body: unknown, key = randomUUID()) =>
  admin(h.baseUrl, store).post(path, body, { headers: { 'idempotency-key': key } });

const receivedReturn = () => receivedOne(h.baseUrl, em, store);
const providerRefunds = (orderId: string) => refundsAtProvider(em(), orderId);

const returnStatus = async (id: string) =>
  (await queryOne<{ status: string }>(em(), 'SELECT status FROM returns WHERE id = ?', [id]))?.status;

describe('when the worker is killed while returns are being refunded, then restarted', () => {
  it('then each return resolves, refunded once by the provider and on its order, units restocked once', async () => {
    const returns: Array<Awaited<ReturnType<typeof receivedReturn>>> = [];
    for (let i = 0; i < RETURNS; i += 1) returns.push(await receivedReturn());
    const resolves = returns.map((r) => post(`/returns/${r.id}/resolve`, { method: 'refund' }).catch((e: Error) => e));
    await waitFor(
      async () => (await Promise.all(returns.map((r) => providerRefunds(r.orderId)))).some((c) => c.length > 0),
      'a first provider refund',
    );
    worker.child.kill('SIGKILL');
    await exitCode(worker.child);

    // The resolves still waiting are answered once a worker runs their updates again.
    worker = launchWorker(h.config.temporalTaskQueue);
    await worker.running;
    await Promise.allSettled(resolves);
    await waitFor(
      async () => (await Promise.all(returns.map((r) => returnStatus(r.id)))).every((s) => s === 'resolved'),
      'every return to be resolved',
      90_000,
    );
    for (const { id, orderId, variantId } of returns) {
      const got = await admin(h.baseUrl, store).get(`/returns/${id}`);
      expectContract('adminGetReturn', got, 200);
      expect(got.body).toMatchObject({
        status: 'resolved',
        resolution: { method: 'refund', amount: { amount: 5000 } },
      });
      expect(await providerRefunds(orderId)).toEqual([{ amount: '5000' }]);
      const order = await admin(h.baseUrl, store).get(`/orders/${orderId}`);
      expect(order.body.refundedAmount.amount).toBe(5000);
      expect(await stockOf(em(), variantId)).toEqual({ onHand: 10, reserved: 0 });
    }
  }, 180_000);
});

describe("when the order's workflow takes a return's refund later than the worker and the API wait for it", () => {
  it('then a retry with the same Idempotency-Key gets the resolution, refunded once, not a 503 or a 409', async () => {
    // The only worker now talks to Temporal through a proxy that holds the refund's order step back, and waits 1 s
    // for an order step (a history process away, a busy worker) before calling it unanswered; so does the API.
    proxy = await startGrpcCallProxy(process.env.TEMPORAL_ADDRESS as string);
    worker.child.kill('SIGTERM');
    await exitCode(worker.child);
    const impatient = { TEMPORAL_TASK_QUEUE: h.config.temporalTaskQueue, ORDER_ACTION_WAIT_SECONDS: '1' };
    worker = launchWorker(h.config.temporalTaskQueue, { ...impatient, TEMPORAL_ADDRESS: proxy.address });
    const api = await startHarness({ env: impatient });
    try {
      await worker.running;
      const r = await receivedReturn();
      const release = proxy.hold(START, `${returnWorkflowId(r.id)}:refund`);
      const key = randomUUID();
      const resolve = (idempotencyKey: string) =>
        admin(api.baseUrl, store).post(
          `/returns/${r.id}/resolve`,
          { method: 'refund' },
          { headers: { 'idempotency-key': idempotencyKey } },
        );
      expectContract('adminResolveReturn', await resolve(key), 503);
      // Long enough for the worker to give up waiting on the held step more than once.
      await new Promise((done) => setTimeout(done, 3000));
      release();
      const workflowStatus = async () =>
        (await h.temporal.client.workflow.getHandle(returnWorkflowId(r.id)).describe()).status.name;
      await waitFor(async () => (await workflowStatus()) === 'COMPLETED', "the return's workflow to close", 30_000);
      // The retry gets the outcome of the step the closed workflow took; another resolve is refused.
      const retried = await resolve(key);
      expectContract('adminResolveReturn', retried, 200);
      expect(retried.body).toMatchObject({ status: 'resolved', resolution: { amount: { amount: 5000 } } });
      const another = await resolve(randomUUID());
      expectContract('adminResolveReturn', another, 409);
      expect(another.body.error.code).toBe('invalid_state_transition');
      expect(await providerRefunds(r.orderId)).toEqual([{ amount: '5000' }]);
      expect(await stockOf(em(), r.variantId)).toEqual({ onHand: 10, reserved: 0 });
    } finally {
      await api.close();
    }
  }, 120_000);
});
