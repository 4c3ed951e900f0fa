/**
 * Subscriptions benchmark (issue 45): BENCH_SUBSCRIPTIONS (default 10,000) live subscriptions, each with its
 * `subscription-<id>` workflow started and asleep on its timer, then a batch of them renewing.
 *
 *   npm run bench:subscriptions            (BENCH_SUBSCRIPTIONS=1000 BENCH_RENEWALS=100 for a quick run)
 *
 * It runs against startDurableStack's processes (API, worker, a Temporal dev server of its own, a throw-away
 * database). One store sells a product with a selling plan (every 30 days, 10% off); each subscription has a shopper of
 * its own and is written by the subscriptions' repository (insertSubscription, the row startOrderSubscriptions
 * writes after a paid checkout: active, cycle 1 next, the card token saved), then its workflow is started with the
 * input, id and search attributes the checkout starts it with, BENCH_START_CONCURRENCY (default 50) at a time. The
 * checkout's first order is not made: bench:checkout measures it; first_order_id is an id of its own per row.
 *
 * It prints the worker's and Temporal's resident memory before and after each 1,000 started (once the worker is
 * quiet again), the time to start them, and what 20 s of them all asleep costs in CPU. Then BENCH_RENEWALS (default
 * 1,000, at most a tenth of them) are moved by the staff action `change_date` to one date a little ahead, and the
 * CPU ms per renewal of each process (api, worker, temporal, postgres: every PostgreSQL process of the machine)
 * is counted from that date until all are paid and the worker is quiet, beside the machine's floor
 * (bench/temporal-floor.ts, the same Temporal server, BENCH_FLOOR=0 leaves it out). It checks that each renewed
 * subscription has exactly one order and one authorized charge for cycle 1, and that no other has any.
 * Stopping ends its processes and drops its database.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne } from '../src/db/sql';
import { newId } from '../src/shared/ids';
import { findPlan, insertPlan, insertSubscription } from '../src/subscriptions/subscriptions.repository';
import { stateOf } from '../src/subscriptions/subscriptions.service';
import type { SubscriptionState } from '../src/subscriptions/subscriptions.types';
import { changeSubscriptionUpdate, SEARCH, subscriptionWorkflowId } from '../workflows/definitions';
import { SUBSCRIPTION_CYCLES_PER_RUN } from '../workflows/policies';
import { ADDRESS, makeCheckoutStore, makeStockedProduct, type CheckoutStore } from '../test/support/checkout-factories';
import { makeCustomer } from '../test/support/customers';
import { processTreeCpuMs, residentBytes } from './cpu-usage';
import { describeCosts, historyCounts, startUnitCosts } from './durable-costs';
import { startDurableStack, type DurableStack } from './durable-stack';
import { describeFloor, floorWanted, measureTemporalFloor } from './temporal-floor';

const total = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const renewing = Math.min(Number(process.env.BENCH_RENEWALS ?? 1_000), Math.floor(total / 10));
const concurrency = Number(process.env.BENCH_START_CONCURRENCY ?? 50);
const STEP = Math.min(1_000, total);
const IDLE_SECONDS = 20;
const HISTORY_SAMPLE = 10;
const MIB = 1024 * 1024;

const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` on each item, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/**
 * Waits until the worker spent under 5% of a core for 2 s: the workflow tasks of what was started are done and
 * every workflow sleeps on its timer. Answers the seconds it waited.
 */
async function workerQuiet(workerPid: number, timeoutSeconds = 300): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = processTreeCpuMs(workerPid) ?? 0;
    await sleep(2_000);
    const spent = (processTreeCpuMs(workerPid) ?? 0) - before;
    const waited = (performance.now() - started) / 1000;
    if (spent < 100 || waited > timeoutSeconds) return waited;
  }
}

interface Memory {
  worker: number;
  temporal: number;
}

function memoryOf(stack: DurableStack): Memory {
  const pid = (name: string) => stack.processes.filter((p) => p.name === name).map((p) => p.pid);
  const sum = (pids: number[]) => pids.reduce((bytes, p) => bytes + residentBytes(p), 0);
  return { worker: sum(pid('worker')), temporal: sum(pid('temporal')) };
}

/** The store's plan and product, and a shopper per subscription, as a checkout would have left them. */
async function makeSubscribers(em: () => EntityManager, store: CheckoutStore, count: number) {
  const product = await makeStockedProduct(em(), store, 10_000_000);
  const planId = newId('sp');
  await insertPlan(em(), {
    id: planId,
    storeId: store.storeId,
    productId: product.productId,
    name: 'Every 30 days',
    interval: 'day',
    intervalCount: 30,
    discountPercent: 10,
    minimumCycles: 0,
    trialDays: 0,
    position: 0,
  });
  const plan = (await findPlan(em(), store.storeId, planId))!;
  const shoppers: Array<{ customerId: string; email: string }> = [];
  const emails = Array.from({ length: count }, (_, i) => `subscriber-${i}-${randomUUID().slice(0, 8)}@example.com`);
  await inParallel(emails, 10, async (email) => {
    shoppers.push({ customerId: await makeCustomer(em(), store.storeId, email), email });
  });
  return { product, plan, shoppers };
}

async function main(): Promise<void> {
  console.log(
    `subscriptions benchmark: ${total} live subscriptions (every 30 days), started ${concurrency} at a time; ` +
      `${renewing} of them renewing`,
  );
  console.log(`load average before: ${loads()} (other processes share these cores)`);
  const stack = await startDurableStack('bench_subscriptions');
  const em = () => stack.orm.em.fork();
  const workerPid = stack.processes.find((p) => p.name === 'worker')!.pid;
  try {
    const store = await makeCheckoutStore(em());
    const { product, plan, shoppers } = await makeSubscribers(em, store, total);
    await workerQuiet(workerPid);
    const before = memoryOf(stack);
    const mib = (bytes: number) => (bytes / MIB).toFixed(0);
    console.log(`before: worker ${mib(before.worker)} MiB, temporal ${mib(before.temporal)} MiB`);

    const states: SubscriptionState[] = [];
    const start = async (shopper: { customerId: string; email: string }) => {
      const row = await insertSubscription(em(), {
        id: newId('sub'),
        storeId: store.storeId,
        customerId: shopper.customerId,
        email: shopper.email,
        plan,
        productId: product.productId,
        variantId: product.variantId,
        title: 'Coffee beans',
        quantity: 2,
        currency: 'USD',
        firstOrderId: newId('ord'),
        paymentToken: 'tok_visa',
        shippingAddress: ADDRESS,
        shippingOptionId: store.shippingOptionId,
        nextBillingAt: new Date(Date.now() + 30 * 86_400_000),
        cycleAmount: 2 * 2250,
      });
      const state = stateOf(row!);
      await stack.temporal.workflow.start('subscriptionWorkflow', {
        taskQueue: stack.taskQueue,
        workflowId: subscriptionWorkflowId(state.subscriptionId),
        args: [{ state, cyclesPerRun: SUBSCRIPTION_CYCLES_PER_RUN }],
        typedSearchAttributes: [
          { key: SEARCH.storeId, value: state.storeId },
          { key: SEARCH.customerEmail, value: state.email },
          { key: SEARCH.subscriptionStatus, value: [state.status] },
        ],
      });
      states.push(state);
    };
    console.log('started  start s  settle s  worker MiB  temporal MiB  (MiB per 1,000 since before)');
    let startSeconds = 0;
    let settleSeconds = 0;
    for (let from = 0; from < total; from += STEP) {
      const t0 = performance.now();
      await inParallel(shoppers.slice(from, from + STEP), concurrency, start);
      const step = (performance.now() - t0) / 1000;
      const settle = await workerQuiet(workerPid);
      startSeconds += step;
      settleSeconds += settle;
      const now = memoryOf(stack);
      const thousands = states.length / 1000;
      const per = (after: number, base: number) => ((after - base) / MIB / thousands).toFixed(1);
      console.log(
        `${String(states.length).padStart(7)}  ${step.toFixed(1).padStart(7)}  ${settle.toFixed(1).padStart(8)}  ` +
          `${mib(now.worker).padStart(10)}  ${mib(now.temporal).padStart(12)}  ` +
          `(worker ${per(now.worker, before.worker)}, temporal ${per(now.temporal, before.temporal)})`,
      );
    }
    console.log(
      `${states.length} started in ${startSeconds.toFixed(1)} s (${(states.length / startSeconds).toFixed(0)}/s), ` +
        `the worker quiet again ${settleSeconds.toFixed(1)} s later in all`,
    );
    const sample = states.slice(0, HISTORY_SAMPLE).map((s) => subscriptionWorkflowId(s.subscriptionId));
    const asleep = await historyCounts(stack.temporal, sample);
    console.log(
      `    Temporal, per sleeping workflow (sample of ${sample.length}): ${asleep.events / sample.length} history ` +
        `events, ${asleep.workflowTasks / sample.length} workflow tasks, ${asleep.timers / sample.length} timers`,
    );

    const stopIdle = await startUnitCosts(stack.processes, stack.databaseUrl, stack.statements);
    await sleep(IDLE_SECONDS * 1000);
    const idle = await stopIdle(IDLE_SECONDS);
    console.log(`${states.length} asleep for ${IDLE_SECONDS} s, per second:`);
    console.log(describeCosts(idle));

    const batch = states.slice(0, renewing);
    const dueAt = Date.now() + 30_000 + renewing * 60;
    let refused = 0;
    const t0 = performance.now();
    await inParallel(batch, 20, async (state) => {
      await stack.temporal.workflow
        .getHandle(subscriptionWorkflowId(state.subscriptionId))
        .executeUpdate(changeSubscriptionUpdate, {
          args: [{ action: 'change_date', nextBillingAt: new Date(dueAt).toISOString(), by: 'staff' }],
        })
        .catch(() => (refused += 1));
    });
    console.log(
      `${batch.length} moved to one billing date by change_date in ${((performance.now() - t0) / 1000).toFixed(1)} s ` +
        `(refused ${refused}); renewing at ${new Date(dueAt).toISOString()}`,
    );
    await sleep(Math.max(0, dueAt - Date.now() - 1_000));
    const stopRenewals = await startUnitCosts(stack.processes, stack.databaseUrl, stack.statements);
    const renewalStart = performance.now();
    const ids = batch.map((s) => s.subscriptionId);
    const paid = () =>
      queryOne<{ n: number }>(
        em(),
        'SELECT count(*)::int AS n FROM subscriptions WHERE id IN (?) AND cycles_paid >= 2',
        [ids],
      ).then((row) => row!.n);
    let renewed = 0;
    while ((renewed = await paid()) < batch.length && performance.now() - renewalStart < 600_000) await sleep(250);
    const renewalSeconds = (performance.now() - renewalStart) / 1000;
    await workerQuiet(workerPid, 60);
    const windowSeconds = (performance.now() - renewalStart) / 1000;
    const costs = await stopRenewals(renewed);
    console.log(
      `${renewed} of ${batch.length} renewed (from 1 s before the date) in ${renewalSeconds.toFixed(1)} s ` +
        `(${(renewed / renewalSeconds).toFixed(1)}/s) with ${states.length - batch.length} others asleep; per renewal:`,
    );
    console.log(describeCosts(costs));
    // The window's seconds cost what sleeping costs too (the idle figure above): what is left is the renewals'.
    const asleepShare = (perSecond: number) => (perSecond * windowSeconds) / Math.max(1, renewed);
    const net = Object.entries(costs.cpuMs).map(
      ([name, ms]) => `${name} ${(ms - asleepShare(idle.cpuMs[name])).toFixed(2)}`,
    );
    if (costs.postgresCpuMs !== null && idle.postgresCpuMs !== null)
      net.push(`postgres ${(costs.postgresCpuMs - asleepShare(idle.postgresCpuMs)).toFixed(2)}`);
    console.log(`    CPU ms less the same seconds asleep: ${net.join(', ')}`);
    const renewedSample = batch.slice(0, HISTORY_SAMPLE).map((s) => subscriptionWorkflowId(s.subscriptionId));
    const history = await historyCounts(stack.temporal, renewedSample);
    const per = (n: number) => (n / renewedSample.length).toFixed(1);
    console.log(
      `    Temporal, per renewed workflow since its start (sample of ${renewedSample.length}): ` +
        `${per(history.events)} history events, ${per(history.workflowTasks)} workflow tasks, ` +
        `${per(history.activityTasks)} activity tasks (the change_date update's step and the renewal)`,
    );
    if (floorWanted()) console.log(describeFloor(await measureTemporalFloor(stack, 20, Math.min(renewing, 500))));
    const after = memoryOf(stack);
    console.log(`after the renewals: worker ${mib(after.worker)} MiB, temporal ${mib(after.temporal)} MiB`);

    const check = await queryOne<{ exact: number; missing: number; duplicated: number; strays: number }>(
      em(),
      `SELECT count(*) FILTER (WHERE orders = 1 AND charges = 1)::int AS exact,
              count(*) FILTER (WHERE orders = 0 OR charges = 0)::int AS missing,
              count(*) FILTER (WHERE orders > 1 OR charges > 1)::int AS duplicated,
              (SELECT count(*)::int FROM subscription_cycles c
                 JOIN subscriptions s ON s.id = c.subscription_id
                WHERE s.store_id = ? AND NOT (s.id IN (?))) AS strays
         FROM (SELECT s.id,
                      (SELECT count(*) FROM orders o WHERE o.cart_id = s.id || ':1') AS orders,
                      (SELECT count(*) FROM test_provider_calls t
                        WHERE (t.idempotency_key = s.id || ':1' OR t.idempotency_key LIKE s.id || ':1:%')
                          AND t.operation = 'authorize' AND t.result->>'status' = 'authorized') AS charges
                 FROM subscriptions s WHERE s.id IN (?)) per_subscription`,
      [store.storeId, ids, ids],
    );
    console.log(
      `renewed subscriptions with exactly one order and one charge for cycle 1: ${check?.exact} of ${batch.length}; ` +
        `missing ${check?.missing}, duplicated ${check?.duplicated}; cycles of subscriptions not due: ${check?.strays}`,
    );
    console.log(`load average after: ${loads()}`);
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
