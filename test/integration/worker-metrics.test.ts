import { startHarness, type Harness } from '../support/harness';
import { exitCode, launch, waitFor } from '../support/processes';
import { freePort } from '../support/ports';
import { scrape } from '../support/prometheus';
import { eventually, startReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { admin, makeCheckoutStore, makeReadyCart, makeStockedProduct, submit } from '../support/checkout-factories';

let h: Harness;
let receiver: WebhookReceiver;

beforeAll(async () => {
  h = await startHarness({ ownDatabase: true, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await h.close();
});

describe('when the worker runs with WORKER_METRICS_ADDRESS and has run checkouts and webhook deliveries', () => {
  it('then its /metrics shows Temporal SDK metrics, checkout outcomes, webhook attempts and relay lag', async () => {
    const address = `127.0.0.1:${await freePort()}`;
    const worker = launch('src/worker.ts', {
      TEMPORAL_TASK_QUEUE: h.config.temporalTaskQueue,
      WORKER_METRICS_ADDRESS: address,
      WEBHOOK_RELAY_ENABLED: 'true',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    });
    try {
      await waitFor(() => worker.output().includes('worker running'), 'the worker to run', 60_000);
      const store = await makeCheckoutStore(h.orm.em.fork());
      expect(
        (await admin(h.baseUrl, store).post('/webhooks', { url: receiver.url, events: ['order.created'] })).status,
      ).toBe(201);
      const product = await makeStockedProduct(h.orm.em.fork(), store, 10);
      const paid = await makeReadyCart(h.orm.em.fork(), store, [{ ...product, quantity: 1 }]);
      const refused = await makeReadyCart(h.orm.em.fork(), store, [{ ...product, quantity: 1 }]);
      expect(
        (await submit(h.baseUrl, store, paid.token, { paymentMethod: 'card', paymentToken: 'tok_visa' })).status,
      ).toBe(201);
      expect(
        (await submit(h.baseUrl, store, refused.token, { paymentMethod: 'card', paymentToken: 'tok_declined' })).status,
      ).toBe(402);
      await eventually(() => receiver.received.length >= 1, 'the order.created webhook');

      const metrics = await eventually(async () => {
        const s = await scrape(`http://${address}/metrics`);
        return (s.value('commerce_webhook_attempts_total', { outcome: 'succeeded' }) ?? 0) >= 1 && s;
      }, 'the webhook attempt in the metrics');
      // The SDK's own metrics label the task queue task_queue, those recorded through its meter taskQueue.
      const queue = { task_queue: h.config.temporalTaskQueue };
      const ours = { taskQueue: h.config.temporalTaskQueue };
      expect(metrics.value('commerce_checkout_outcomes_total', { ...ours, outcome: 'completed' })).toBe(1);
      expect(metrics.value('commerce_checkout_outcomes_total', { ...ours, outcome: 'payment_declined' })).toBe(1);
      expect(metrics.value('commerce_webhook_relay_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(metrics.value('commerce_webhook_events_relayed_total')).toBeGreaterThanOrEqual(1);
      expect(metrics.value('temporal_workflow_completed_total', { ...queue, workflow_type: 'checkoutWorkflow' })).toBe(
        2,
      );
      expect(metrics.value('temporal_worker_task_slots_available', queue)).toBeGreaterThan(0);
    } finally {
      worker.child.kill('SIGTERM');
      await exitCode(worker.child);
    }
  }, 120_000);
});
