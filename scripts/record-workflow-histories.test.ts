import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
/**
 * Records the workflow histories that test/unit/workflow-replay.test.ts replays (not part of npm test):
 *   npx jest scripts/record-workflow-histories.test.ts --roots '<rootDir>/scripts'
 */
import { execFileSync } from 'node:child_process';
import { ApplicationFailure } from '@temporalio/common';
import { bundleWorkflowCode, NativeConnection, Worker, type WorkerOptions } from '@temporalio/worker';
import { createActivities } from '../activities';
import { createLogger } from '../src/logger';
import type { CheckoutInput } from '../src/checkout/checkout.types';
import { startHarness, type Harness } from '../test/support/harness';
import {
  ADDRESS,
  admin,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  submit,
  type CheckoutStore,
} from '../test/support/checkout-factories';
import { publicClient } from '../test/support/http';
import { newId } from '../src/shared/ids';
import { restockWorkflowId } from '../src/shared/workflow-ids';
import { upsertSignup } from '../src/restock/restock.repository';
import { eventually, startReceiver } from '../test/support/webhook-receiver';
import { inTransaction } from '../src/db/sql';
import { recordEvent } from '../src/events/outbox';
import { deliveryIdFor } from '../src/webhooks/delivery-id';
import { deliveryWorkflowId, endpointWorkflowId } from '../src/temporal/webhooks';
import { backgroundTaskQueueOf } from '../src/temporal/task-queues';
import { temporalOrderWorkflows } from '../src/temporal/order-workflows';
import { subscriptionKit } from '../test/support/subscriptions';
import { mediaVariantsWorkflowId, subscriptionWorkflowId } from '../src/shared/workflow-ids';
import sharp from 'sharp';
import { findSubscription } from '../src/subscriptions/subscriptions.repository';

let h: Harness;
let store: CheckoutStore;
beforeAll(async () => {
  h = await startHarness({
    worker: true,
    env: {
      CHECKOUT_ACTION_TIMEOUT_SECONDS: '2',
      WEBHOOK_RELAY_ENABLED: 'true',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_SCHEDULE: '1',
      // A subscription day of 1 s: a plan every 2 days renews 2 s after its checkout.
      SUBSCRIPTION_DAY_SECONDS: '1',
    },
  });
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(() => h.close());

/** Saves the workflow's history, once it has ended unless `running` (a workflow that idles for minutes). */
/** Saves the workflow's history: its latest run, once it has ended unless running, or the run given. */
async function save(name: string, workflowId: string, running = false, runId?: string) {
  const handle = h.temporal.client.workflow.getHandle(workflowId);
  if (!running && !runId) await handle.result().catch(() => undefined);
  const which = runId ? ['--workflow-id', workflowId, '--run-id', runId] : ['--workflow-id', workflowId];
  const json = execFileSync(
    process.env.TEMPORAL_CLI as string,
    ['workflow', 'show', ...which, '--address', h.config.temporalAddress, '--output', 'json'],
    { encoding: 'utf8' },
  );
  writeFileSync(join(__dirname, '..', 'test', 'histories', `${name}.json`), json);
}
const post = async (path: string, body: unknown = {}) => {
  const res = await admin(h.baseUrl, store).post(path, body, { headers: { 'idempotency-key': randomUUID() } });
  if (res.status >= 500) throw new Error(`${path} answered ${res.status}`);
  return res;
};

it('records the checkout and order histories', async () => {
  const em = () => h.orm.em.fork();
  const p = await makeStockedProduct(em(), store, 50);
  const cart = async () => makeReadyCart(em(), store, [{ ...p, quantity: 2 }]);

  const visa = await cart();
  const paid = await submit(h.baseUrl, store, visa.token, { paymentMethod: 'card', paymentToken: 'tok_flaky' });
  await save('checkout-paid-flaky', `checkout-${visa.cartId}`);
  const declined = await cart();
  await submit(h.baseUrl, store, declined.token, { paymentMethod: 'card', paymentToken: 'tok_declined' });
  await save('checkout-declined', `checkout-${declined.cartId}`);
  const action = await cart();
  const waiting = await submit(h.baseUrl, store, action.token, {
    paymentMethod: 'card',
    paymentToken: 'tok_requires_action',
  });
  await publicClient(h.baseUrl, store.publishableKey).post(`/payments/${waiting.body.nextAction.paymentId}/confirm`, {
    result: 'succeeded',
  });
  await save('checkout-requires-action-confirmed', `checkout-${action.cartId}`);
  const timeout = await cart();
  await submit(h.baseUrl, store, timeout.token, { paymentMethod: 'card', paymentToken: 'tok_requires_action' });
  await save('checkout-requires-action-timed-out', `checkout-${timeout.cartId}`);

  await post(`/orders/${paid.body.id}/fulfil`, { items: [{ lineId: paid.body.lines[0].id, quantity: 1 }] });
  await post(`/orders/${paid.body.id}/cancel`);
  await post(`/orders/${paid.body.id}/fulfil`);
  await post(`/orders/${paid.body.id}/refund`, { amount: 100 });
  await post(`/orders/${paid.body.id}/refund`, {});
  await save('order-fulfil-refund', `order-${paid.body.id}`);

  const transfer = await cart();
  const pending = await submit(h.baseUrl, store, transfer.token, { paymentMethod: 'bank_transfer' });
  await post(`/orders/${pending.body.id}/mark-paid`);
  await post(`/orders/${pending.body.id}/refund`, { amount: 50, reason: 'goodwill' });
  await post(`/orders/${pending.body.id}/cancel`, { reason: 'out of stock' });
  await save('order-bank-transfer-paid-refunded-cancelled', `order-${pending.body.id}`);

  // Sent at the same moment, the later actions wait for their turn: the history holds the one-step-at-a-time patch.
  const raced = await submit(h.baseUrl, store, (await cart()).token, {
    paymentMethod: 'card',
    paymentToken: 'tok_visa',
  });
  await Promise.all([
    post(`/orders/${raced.body.id}/fulfil`),
    post(`/orders/${raced.body.id}/cancel`),
    post(`/orders/${raced.body.id}/fulfil`),
  ]);
  await post(`/orders/${raced.body.id}/refund`, {});
  await save('order-concurrent-actions', `order-${raced.body.id}`);
}, 120_000);

it('records the return histories: resolved by refund, and expired after its reminder', async () => {
  const em = () => h.orm.em.fork();
  const settings = await admin(h.baseUrl, store).patch('/settings', {
    returnPolicy: { shipWithinSeconds: 3, reminderBeforeSeconds: 1, restockingFeePercent: 10 },
  });
  if (settings.status !== 200) throw new Error(`settings answered ${settings.status}`);
  const fulfilled = async () => {
    const p = await makeStockedProduct(em(), store, 10);
    const order = (
      await submit(h.baseUrl, store, (await makeReadyCart(em(), store, [{ ...p, quantity: 2 }])).token, {
        paymentMethod: 'card',
        paymentToken: 'tok_visa',
      })
    ).body;
    await post(`/orders/${order.id}/fulfil`);
    const lines = [{ lineId: order.lines[0].id, quantity: 2 }];
    const asked = await publicClient(h.baseUrl, store.publishableKey).post('/returns', {
      orderNumber: order.number,
      email: order.email,
      lines,
      reason: 'damaged',
    });
    return { id: asked.body.id as string, lineId: lines[0].lineId };
  };
  const resolved = await fulfilled();
  await post(`/returns/${resolved.id}/approve`, { message: 'Use the prepaid label' });
  await post(`/returns/${resolved.id}/receive`, {
    lines: [
      { lineId: resolved.lineId, quantity: 1, condition: 'sellable' },
      { lineId: resolved.lineId, quantity: 1, condition: 'damaged' },
    ],
  });
  await post(`/returns/${resolved.id}/resolve`, { method: 'refund' });
  await save('return-refunded', `return-${resolved.id}`);
  const expired = await fulfilled();
  await post(`/returns/${expired.id}/approve`);
  await save('return-expired', `return-${expired.id}`);
}, 60_000);

it('records a tracked return: reminded, a label, then the tracking number, received and refunded', async () => {
  const settings = await admin(h.baseUrl, store).patch('/settings', {
    returnPolicy: { shipWithinSeconds: 4, reminderBeforeSeconds: 3, restockingFeePercent: 0 },
  });
  if (settings.status !== 200) throw new Error(`settings answered ${settings.status}`);
  const p = await makeStockedProduct(h.orm.em.fork(), store, 10);
  const cart = await makeReadyCart(h.orm.em.fork(), store, [{ ...p, quantity: 1 }]);
  const order = (await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' })).body;
  await post(`/orders/${order.id}/fulfil`);
  const lineId = order.lines[0].id as string;
  const asked = await publicClient(h.baseUrl, store.publishableKey).post('/returns', {
    orderNumber: order.number,
    email: order.email,
    lines: [{ lineId, quantity: 1 }],
    reason: 'damaged',
  });
  const id = asked.body.id as string;
  await post(`/returns/${id}/approve`);
  // Past the reminder (a second after approval), before the deadline.
  await new Promise((resolve) => setTimeout(resolve, 1800));
  await post(`/returns/${id}/tracking`, { kind: 'label', url: 'https://labels.example.com/r.pdf' });
  await post(`/returns/${id}/tracking`, { kind: 'tracking', carrier: 'DHL', number: 'JD0146' });
  await post(`/returns/${id}/receive`, { lines: [{ lineId, quantity: 1, condition: 'sellable' }] });
  await post(`/returns/${id}/resolve`, { method: 'refund' });
  await save('return-tracked-reminded-refunded', `return-${id}`);
}, 60_000);

it('records the cart recovery history: a step mailed, activity resetting the wait, the last mailed', async () => {
  const settings = await admin(h.baseUrl, store).patch('/settings', {
    cartRecovery: { enabled: true, delaysSeconds: [1, 2], lastStepDiscountCode: 'COMEBACK10' },
  });
  if (settings.status !== 200) throw new Error(`settings answered ${settings.status}`);
  const shop = publicClient(h.baseUrl, store.publishableKey, `cart-recovery-${randomUUID()}`);
  const p = await makeStockedProduct(h.orm.em.fork(), store, 10);
  const added = await shop.post('/cart/items', { ...p, quantity: 1 });
  await shop.patch('/cart/checkout', { email: `recover-${randomUUID().slice(0, 8)}@example.com` });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await shop.patch(`/cart/items/${added.body.items[0].id}`, { quantity: 2 });
  await save('cart-recovery-two-steps', `cart-recovery-${added.body.id}`);
}, 60_000);

it('records a price list schedule: started at its date, its end moved while active, ended', async () => {
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  const list = await post('/price-lists', {
    name: 'Recorded sale',
    kind: 'percentage',
    percentOff: 10,
    startsAt: at(1000),
    endsAt: at(60_000),
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const moved = await admin(h.baseUrl, store).patch(`/price-lists/${list.body.id}`, { endsAt: at(1000) });
  if (moved.status !== 200) throw new Error(`the update answered ${moved.status}`);
  await save('price-list-started-moved-ended', `price-list-${list.body.id}`);
}, 60_000);

/** The commit before the checkout saga's COMPENSATIONS_ISOLATED patch (c589f7f): a failed void failed the whole run. */
const BEFORE_COMPENSATIONS_PATCH = 'c589f7f^';

/**
 * The workflows as they were at a commit, bundled (their folder exported from git beside this clone's node_modules).
 */
async function workflowsAt(commit: string): Promise<WorkerOptions['workflowBundle']> {
  const root = join(__dirname, '..');
  const dir = mkdtempSync(join(tmpdir(), 'workflows-at-'));
  try {
    execFileSync('sh', ['-c', `git archive ${commit} workflows src activities | tar -x -C ${dir}`], { cwd: root });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    const quiet = () => undefined;
    const logger = { info: quiet, warn: quiet, error: console.error, debug: quiet, trace: quiet, log: quiet };
    return { code: (await bundleWorkflowCode({ workflowsPath: join(dir, 'workflows'), logger })).code };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A card checkout whose capture is refused and whose void then fails every attempt, with the real activities otherwise
 * (no provider fails a void on demand): recorded on the workflows from before the COMPENSATIONS_ISOLATED patch (the
 * run fails with the cart held) and on today's (the payment is recorded void_failed and the cart reopens). The replay
 * test runs both on the current code: old executions keep the old branch, new ones the new.
 */
it('records the checkout whose void fails, before and after the compensations patch', async () => {
  const connection = await NativeConnection.connect({ address: h.config.temporalAddress });
  const activities = {
    ...createActivities({
      orm: h.orm,
      config: h.config,
      logger: createLogger('silent', 'recorder'),
      files: h.files,
      orderWorkflows: temporalOrderWorkflows(h.temporal, h.config.orderActionWaitSeconds),
    }),
    capturePayment: async () => {
      throw ApplicationFailure.nonRetryable('provider rejected the capture');
    },
    voidPayment: async () => {
      throw new Error('provider unreachable');
    },
  };
  const p = await makeStockedProduct(h.orm.em.fork(), store, 10);
  const runs: Array<[string, WorkerOptions['workflowBundle']]> = [
    ['checkout-void-failed-before-patch', await workflowsAt(BEFORE_COMPENSATIONS_PATCH)],
    ['checkout-void-failed', { codePath: process.env.TEST_WORKFLOW_BUNDLE as string }],
  ];
  try {
    for (const [name, workflowBundle] of runs) {
      const cart = await makeReadyCart(h.orm.em.fork(), store, [{ ...p, quantity: 1 }]);
      const taskQueue = `record-${randomUUID()}`;
      const worker = await Worker.create({ connection, taskQueue, activities, workflowBundle });
      const input: CheckoutInput = {
        storeId: store.storeId,
        cartId: cart.cartId,
        paymentMethod: 'card',
        paymentToken: 'tok_visa',
        actionTimeoutSeconds: 5,
        submitWaitMs: 1000,
      };
      const workflowId = `checkout-${cart.cartId}`;
      const run = h.temporal.client.workflow.execute('checkoutWorkflow', { taskQueue, workflowId, args: [input] });
      await worker.runUntil(run.catch(() => undefined));
      await save(name, workflowId);
    }
  } finally {
    await connection.close();
  }
}, 180_000);

/**
 * Checkouts since the `checkout-order-workflow-on-demand` patch: the order's search attributes published once (and
 * while waiting on the shopper), no order workflow started. The histories of the first test above, recorded before
 * the patch, hold the old shape (a child order workflow); re-recording them there replaces it, so these are apart.
 */
it('records checkouts that leave the order workflow to the first action', async () => {
  const p = await makeStockedProduct(h.orm.em.fork(), store, 10);
  const cart = () => makeReadyCart(h.orm.em.fork(), store, [{ ...p, quantity: 1 }]);
  const paid = await cart();
  await submit(h.baseUrl, store, paid.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
  await save('checkout-paid-order-on-demand', `checkout-${paid.cartId}`);
  const action = await cart();
  const waiting = await submit(h.baseUrl, store, action.token, {
    paymentMethod: 'card',
    paymentToken: 'tok_requires_action',
  });
  await publicClient(h.baseUrl, store.publishableKey).post(`/payments/${waiting.body.nextAction.paymentId}/confirm`, {
    result: 'succeeded',
  });
  await save('checkout-requires-action-order-on-demand', `checkout-${action.cartId}`);
}, 60_000);

/** Checkouts since the `checkout-balance-tenders` patch: paid in full by a gift card, or a card declined after one. */
it('records checkouts paid with gift cards', async () => {
  const p = await makeStockedProduct(h.orm.em.fork(), store, 10);
  const cartWithCard = async (amount: number) => {
    const made = await makeReadyCart(h.orm.em.fork(), store, [{ ...p, quantity: 1 }]);
    const card = await post('/gift-cards', { currency: 'USD', amount });
    await publicClient(h.baseUrl, store.publishableKey, made.token).post(
      '/cart/gift-cards',
      { code: card.body.code },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    return made;
  };
  const covered = await cartWithCard(10_000);
  await submit(h.baseUrl, store, covered.token, { paymentMethod: 'card' });
  await save('checkout-gift-card-paid-in-full', `checkout-${covered.cartId}`);
  const split = await cartWithCard(1000);
  await submit(h.baseUrl, store, split.token, { paymentMethod: 'card', paymentToken: 'tok_declined' });
  await save('checkout-gift-card-card-declined', `checkout-${split.cartId}`);
}, 60_000);

/**
 * An endpoint's queue: its workflow's first pass fails, the retry a second later succeeds, and the workflow waits for
 * more. And a delivery of the shape before endpoint queues, with a workflow of its own, which a deploy leaves running.
 */
it('records webhook deliveries: an endpoint queue, and a delivery with a workflow of its own', async () => {
  const receiver = await startReceiver((attempt) => (attempt === 0 ? { status: 500 } : { status: 204 }));
  try {
    const endpoint = (await post('/webhooks', { url: receiver.url, events: ['order.paid'] })).body as { id: string };
    const event = await inTransaction(h.orm.em.fork(), (tx) =>
      recordEvent(tx, store.storeId, 'order.paid', { id: 'ord_recorded' }),
    );
    await eventually(() => receiver.successesOf(event.id).length === 1, 'the retried delivery');
    const queue = h.temporal.client.workflow.getHandle(endpointWorkflowId(endpoint.id));
    const idle = async () => {
      const events = (await queue.fetchHistory()).events ?? [];
      const passes = events.filter((e) => e.markerRecordedEventAttributes).length;
      return passes === 2 && events[events.length - 1].timerStartedEventAttributes !== undefined;
    };
    await eventually(idle, 'the workflow to wait for more, after its second pass');
    await save('webhook-endpoint-retried', endpointWorkflowId(endpoint.id), true);

    const input = {
      deliveryId: deliveryIdFor(endpoint.id, event.id),
      endpointId: endpoint.id,
      eventId: event.id,
      retryScheduleSeconds: [1],
    };
    const workflowId = deliveryWorkflowId(endpoint.id, event.id);
    await h.temporal.client.workflow.start('webhookDeliveryWorkflow', {
      taskQueue: backgroundTaskQueueOf(h.config.temporalTaskQueue),
      workflowId,
      args: [input],
    });
    await save('webhook-delivery-before-endpoint-queues', workflowId);
  } finally {
    await receiver.close();
  }
}, 60_000);

it('records an endpoint queue whose run continues as new after its short run of passes', async () => {
  const receiver = await startReceiver();
  try {
    const endpoint = (await post('/webhooks', { url: receiver.url, events: ['order.paid'] })).body as { id: string };
    const queue = h.temporal.client.workflow.getHandle(endpointWorkflowId(endpoint.id));
    let firstRunId: string | undefined;
    // One event at a time, each a pass of its own, until the first run has made its 20 to 39 passes and ended.
    for (let n = 0; n < 45; n += 1) {
      const event = await inTransaction(h.orm.em.fork(), (tx) =>
        recordEvent(tx, store.storeId, 'order.paid', { id: `ord_short_run_${n}` }),
      );
      await eventually(() => receiver.successesOf(event.id).length === 1, `delivery ${n}`);
      const { runId } = await queue.describe();
      firstRunId ??= runId;
      if (runId !== firstRunId) break;
    }
    const first = await h.temporal.client.workflow.getHandle(endpointWorkflowId(endpoint.id), firstRunId).describe();
    expect(first.status.name).toBe('CONTINUED_AS_NEW');
    await save('webhook-endpoint-short-run-continued', endpointWorkflowId(endpoint.id), true, firstRunId);
  } finally {
    await receiver.close();
  }
}, 120_000);

it('records an order edit history: a surplus refunded, a shortfall on a link paid after a decline', async () => {
  const em = () => h.orm.em.fork();
  const a = await makeStockedProduct(em(), store, 10);
  const b = await makeStockedProduct(em(), store, 10);
  const order = (
    await submit(h.baseUrl, store, (await makeReadyCart(em(), store, [{ ...a, quantity: 2 }])).token, {
      paymentMethod: 'card',
      paymentToken: 'tok_visa',
    })
  ).body;
  const edit = async (operation: Record<string, unknown>) => {
    const opened = await post(`/orders/${order.id}/edits`);
    await post(`/order-edits/${opened.body.id}/operations`, operation);
    const committed = await post(`/order-edits/${opened.body.id}/commit`);
    if (committed.status !== 200) throw new Error(`commit answered ${committed.status}`);
    return committed.body;
  };
  await edit({ type: 'set_quantity', lineId: order.lines[0].id, quantity: 1 });
  const added = await edit({ type: 'add_line', variantId: b.variantId, quantity: 1 });
  const pay = (paymentToken: string) =>
    publicClient(h.baseUrl, store.publishableKey).post(
      `/payment-links/${added.result.paymentLinkId}/pay`,
      { paymentToken },
      { headers: { 'idempotency-key': randomUUID() } },
    );
  await pay('tok_declined');
  if ((await pay('tok_visa')).status !== 200) throw new Error('the link was not paid');
  await post(`/orders/${order.id}/fulfil`);
  await post(`/orders/${order.id}/refund`, {});
  await save('order-edited-refund-split', `order-${order.id}`);
}, 60_000);

it('records a dearer exchange: resolved with a balance due, the replacement paid by link, fulfilled', async () => {
  const em = () => h.orm.em.fork();
  const settings = await admin(h.baseUrl, store).patch('/settings', {
    returnPolicy: { shipWithinSeconds: 3600, reminderBeforeSeconds: 0, restockingFeePercent: 0 },
  });
  if (settings.status !== 200) throw new Error(`settings answered ${settings.status}`);
  const p = await makeStockedProduct(em(), store, 10);
  const cart = await makeReadyCart(em(), store, [{ ...p, quantity: 1 }]);
  const order = (await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' })).body;
  await post(`/orders/${order.id}/fulfil`);
  const lineId = order.lines[0].id as string;
  const asked = await publicClient(h.baseUrl, store.publishableKey).post('/returns', {
    orderNumber: order.number,
    email: order.email,
    lines: [{ lineId, quantity: 1 }],
    reason: 'wrong_item',
  });
  const id = asked.body.id as string;
  await post(`/returns/${id}/approve`);
  await post(`/returns/${id}/receive`, { lines: [{ lineId, quantity: 1, condition: 'sellable' }] });
  // Two of the same variant for the one returned: the second is the difference to pay.
  const resolved = await post(`/returns/${id}/resolve`, {
    method: 'exchange',
    exchange: { lines: [{ variantId: p.variantId, quantity: 2 }] },
  });
  const { paymentLinkId, exchangeOrderId } = resolved.body.resolution ?? {};
  if (!paymentLinkId) throw new Error(`resolve answered ${resolved.status} without a payment link`);
  await save('return-exchanged-balance-due', `return-${id}`);
  const pay = (paymentToken: string) =>
    publicClient(h.baseUrl, store.publishableKey).post(
      `/payment-links/${paymentLinkId}/pay`,
      { paymentToken },
      { headers: { 'idempotency-key': randomUUID() } },
    );
  await pay('tok_declined');
  if ((await pay('tok_visa')).status !== 200) throw new Error('the link was not paid');
  await post(`/orders/${exchangeOrderId}/fulfil`);
  await save('order-exchange-link-paid', `order-${exchangeOrderId}`, true);
}, 60_000);

it('records back-in-stock alerts: four waiting for one unit, mailed two by two a pause apart', async () => {
  const em = () => h.orm.em.fork();
  const settings = await admin(h.baseUrl, store).patch('/settings', {
    restockAlerts: { batchFactor: 2, batchIntervalSeconds: 2, signupValidityDays: 30 },
  });
  if (settings.status !== 200) throw new Error(`settings answered ${settings.status}`);
  const p = await makeStockedProduct(em(), store, 0);
  for (let i = 0; i < 4; i++) {
    const email = `restock-${i}-${randomUUID().slice(0, 8)}@example.com`;
    const signup = { id: newId('rsa'), storeId: store.storeId, variantId: p.variantId, email, customerId: null };
    await upsertSignup(em(), signup, true, 30);
  }
  const setStock = async (units: number) => {
    const res = await post(`/products/${p.productId}/stock`, { variantId: p.variantId, set: units });
    if (res.status !== 200) throw new Error(`the stock answered ${res.status}`);
  };
  // One unit mails two a batch (k = 2): two batches a pause apart, then a third finds nobody waiting and the run ends.
  await setStock(1);
  // The stock change reaches the workflow through the outbox relay: its signal-with-start comes a moment later.
  const handle = h.temporal.client.workflow.getHandle(restockWorkflowId(p.variantId));
  await eventually(() => handle.describe().then(Boolean, () => false), 'the restock workflow');
  await save('restock-two-batches', restockWorkflowId(p.variantId));
}, 60_000);

it("records draft orders: a link that expired (its order cancelled by the order's workflow), a link paid", async () => {
  const em = () => h.orm.em.fork();
  const a = await makeStockedProduct(em(), store, 10);
  await admin(h.baseUrl, store).patch('/settings', { draftOrders: { linkExpirySeconds: 2 } });
  const draft = async () => {
    const made = await post('/draft-orders', {
      email: 'draft-history@example.com',
      lines: [{ variantId: a.variantId, quantity: 1, unitPrice: 1500 }],
      shippingOptionId: store.shippingOptionId,
      shippingAddress: ADDRESS,
    });
    const sent = await post(`/draft-orders/${made.body.id}/send-link`);
    if (sent.status !== 200) throw new Error(`send-link answered ${sent.status}: ${sent.text}`);
    return sent.body as { id: string; orderId: string; paymentLinkId: string };
  };
  const expired = await draft();
  await save('draft-order-expired', `draft-order-${expired.id}`);
  await admin(h.baseUrl, store).patch('/settings', { draftOrders: { linkExpirySeconds: 3600 } });
  const paid = await draft();
  const pay = (paymentToken: string) =>
    publicClient(h.baseUrl, store.publishableKey).post(
      `/payment-links/${paid.paymentLinkId}/pay`,
      { paymentToken },
      { headers: { 'idempotency-key': randomUUID() } },
    );
  await pay('tok_declined');
  if ((await pay('tok_visa')).status !== 200) throw new Error('the link was not paid');
  await save('order-draft-link-paid', `order-${paid.orderId}`, true);
}, 60_000);

/** A draft's payment link, sent, whose pay with a card asking for 3-D Secure answered its next action. */
async function linkAwaitingThreeDSecure(email: string) {
  const a = await makeStockedProduct(h.orm.em.fork(), store, 10);
  await admin(h.baseUrl, store).patch('/settings', { draftOrders: { linkExpirySeconds: 3600 } });
  const made = await post('/draft-orders', {
    email,
    lines: [{ variantId: a.variantId, quantity: 1 }],
    shippingOptionId: store.shippingOptionId,
    shippingAddress: ADDRESS,
  });
  const sent = (await post(`/draft-orders/${made.body.id}/send-link`)).body as {
    orderId: string;
    paymentLinkId: string;
  };
  const shop = publicClient(h.baseUrl, store.publishableKey);
  const call = (operation: string, body: Record<string, string>) =>
    shop.post(`/payment-links/${sent.paymentLinkId}/${operation}`, body, {
      headers: { 'idempotency-key': randomUUID() },
    });
  const asked = await call('pay', { paymentToken: 'tok_requires_action' });
  if (!asked.body.nextAction) throw new Error(`the pay answered ${asked.status} without nextAction`);
  const confirm = () => call('confirm', { paymentId: asked.body.nextAction.paymentId });
  return { orderId: sent.orderId, confirm };
}

it('records a payment link paid after 3-D Secure: the pay answered at once, then the confirm captured', async () => {
  const link = await linkAwaitingThreeDSecure('draft-3ds-history@example.com');
  const confirmed = await link.confirm();
  if (confirmed.body.status !== 'paid') throw new Error(`the confirm answered ${confirmed.status}`);
  await save('order-draft-link-3ds-confirmed', `order-${link.orderId}`, true);
}, 60_000);

it('records a 3-D Secure link whose wait ran out: the confirm after it refused, the link open again', async () => {
  const link = await linkAwaitingThreeDSecure('draft-3ds-late-history@example.com');
  // CHECKOUT_ACTION_TIMEOUT_SECONDS is 2 here: the wait ends, the payment is let go, and a confirm is refused (409).
  await new Promise((resolve) => setTimeout(resolve, 4000));
  const late = await link.confirm();
  if (late.status !== 409) throw new Error(`the late confirm answered ${late.status}`);
  await save('order-draft-link-3ds-timed-out', `order-${link.orderId}`, true);
}, 60_000);

it('records an endpoint queue since its pass takes one object ({ endpointId })', async () => {
  const receiver = await startReceiver((attempt) => (attempt === 0 ? { status: 500 } : { status: 204 }));
  try {
    const endpoint = (await post('/webhooks', { url: receiver.url, events: ['order.paid'] })).body as { id: string };
    const event = await inTransaction(h.orm.em.fork(), (tx) =>
      recordEvent(tx, store.storeId, 'order.paid', { id: 'ord_recorded_object' }),
    );
    await eventually(() => receiver.successesOf(event.id).length === 1, 'the retried delivery');
    const queue = h.temporal.client.workflow.getHandle(endpointWorkflowId(endpoint.id));
    const idle = async () => {
      const events = (await queue.fetchHistory()).events ?? [];
      return events[events.length - 1].timerStartedEventAttributes !== undefined;
    };
    await eventually(idle, 'the workflow to wait for more, after its passes');
    await save('webhook-endpoint-object-argument', endpointWorkflowId(endpoint.id), true);
  } finally {
    await receiver.close();
  }
}, 60_000);

it('records a subscription: its checkout; renewed, declined and paused by dunning, resumed, cancelled', async () => {
  const kit = subscriptionKit(h, store);
  const settings = await admin(h.baseUrl, store).patch('/settings', {
    subscriptions: { dunningRetryDays: [1], afterLastRetry: 'pause' },
  });
  if (settings.status !== 200) throw new Error(`settings answered ${settings.status}`);
  const s = await kit.subscribe(2);
  const sub = await findSubscription(h.orm.em.fork(), store.storeId, s.subscriptionId);
  const checkoutId = `checkout-${
    (await h.orm.em.fork().getConnection().execute('SELECT cart_id FROM orders WHERE id = ?', [sub?.first_order_id]))[0]
      .cart_id
  }`;
  await save('checkout-subscription-started', checkoutId);
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 300 && !(await check()); i += 1) await new Promise((r) => setTimeout(r, 100));
  };
  await until(async () => (await kit.subscriptionRow(s.subscriptionId)).cycles_paid >= 2);
  const act = (body: unknown) => kit.me(s).post(`/customers/me/subscriptions/${s.subscriptionId}/actions`, body);
  await act({ action: 'change_quantity', quantity: 3 });
  await act({ action: 'skip' });
  await kit
    .me(s)
    .post(`/customers/me/subscriptions/${s.subscriptionId}/payment-method`, { paymentToken: 'tok_declined' });
  await until(async () => (await kit.subscriptionRow(s.subscriptionId)).status === 'paused');
  await kit.me(s).post(`/customers/me/subscriptions/${s.subscriptionId}/payment-method`, { paymentToken: 'tok_visa' });
  await act({ action: 'resume' });
  await until(async () => (await kit.subscriptionRow(s.subscriptionId)).cycles_paid >= 3);
  await act({ action: 'cancel' });
  await save('subscription-renewed-dunning-cancelled', subscriptionWorkflowId(s.subscriptionId));
}, 90_000);

it('records the resized copies of an uploaded product image', async () => {
  const p = await makeStockedProduct(h.orm.em.fork(), store, 1);
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1f3a5f' } })
    .png()
    .toBuffer();
  const res = await admin(h.baseUrl, store).post(`/products/${p.productId}/media`, undefined, {
    rawBody: picture,
    headers: { 'content-type': 'image/png', 'idempotency-key': randomUUID() },
  });
  if (res.status !== 201) throw new Error(`the upload answered ${res.status}: ${res.text}`);
  await save('media-variants-ready', mediaVariantsWorkflowId(res.body.id));
}, 60_000);
