/**
 * Checkout benchmark: submits card checkouts (tok_visa) at increasing concurrency against the real API and worker,
 * each its own process, PostgreSQL and a Temporal dev server of its own. Per level it prints orders per second and
 * p50/p99 from submit to `confirmed`, then what one confirmed order cost: CPU ms in each process, SQL statements per
 * process, PostgreSQL transactions, rows and WAL, and Temporal's history events and tasks per checkout. Beside them,
 * the floor at the same concurrency on the same Temporal server (bench/temporal-floor.ts: as many units as checkouts,
 * each a workflow of one local activity doing one PostgreSQL round trip), the ceiling for orders/s on this machine at
 * that minute; BENCH_FLOOR=0 leaves it out. A summary table of both ends the run.
 * Run: npm run bench:checkout [-- 1,10,20 orders-per-level]
 */
import { loadavg } from 'node:os';
import type { Client } from '@temporalio/client';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne } from '../src/db/sql';
import { checkoutWorkflowId, orderWorkflowId } from '../workflows/definitions';
import { makeCheckoutStore, makeReadyCart, makeStockedProduct, submit } from '../test/support/checkout-factories';
import { describeCosts, historyCounts, percentile, startUnitCosts } from './durable-costs';
import { startDurableStack } from './durable-stack';
import { describeFloor, floorWanted, measureTemporalFloor, type TemporalFloor } from './temporal-floor';

const levels = (process.argv[2] ?? '1,10,20').split(',').map(Number);
const perLevel = Number(process.argv[3] ?? 100);
const HISTORY_SAMPLE = 10;

const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const stack = await startDurableStack('bench_checkout');
  const { orm, temporal, processes } = stack;
  const store = await makeCheckoutStore(orm.em.fork());
  const product = await makeStockedProduct(orm.em.fork(), store, 1_000_000);
  const cartIds: string[] = [];
  const summary: SummaryRow[] = [];
  console.log(`checkout benchmark: ${perLevel} checkouts per level, tok_visa, 1 line of 2 units; submit → confirmed`);
  console.log(`load average before: ${loads()} (other processes share these cores)`);
  for (const concurrency of levels) {
    const carts = await Promise.all(
      Array.from({ length: perLevel }, () => makeReadyCart(orm.em.fork(), store, [{ ...product, quantity: 2 }])),
    );
    cartIds.push(...carts.map((c) => c.cartId));
    const latencies: number[] = [];
    let failures = 0;
    let next = 0;
    const stopCosts = await startUnitCosts(processes, stack.databaseUrl, stack.statements);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < carts.length) {
          const cart = carts[next++];
          const t0 = performance.now();
          const res = await submit(stack.apiUrl, store, cart.token, {
            paymentMethod: 'card',
            paymentToken: 'tok_visa',
          });
          if (res.status === 201 && res.body.status === 'confirmed') latencies.push(performance.now() - t0);
          else failures += 1;
        }
      }),
    );
    // A submit answered 202 (its checkout outlived the answer's wait, as on a loaded machine) still confirms: the
    // level ends when every order is confirmed, and its costs are divided by the orders confirmed, not the 201s.
    const confirmed = await settled(
      orm.em,
      carts.map((c) => c.cartId),
    );
    const seconds = (performance.now() - started) / 1000;
    const costs = await stopCosts(confirmed);
    latencies.sort((a, b) => a - b);
    console.log(
      `concurrency ${concurrency}: ${(confirmed / seconds).toFixed(1)} orders/s (${confirmed} confirmed in ` +
        `${seconds.toFixed(1)} s), p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(0)} ms of the ${latencies.length} answered 201, ` +
        `non-201 ${failures}; load average ${loads()}; per confirmed order:`,
    );
    console.log(describeCosts(costs));
    console.log(
      await describeHistories(
        temporal,
        orm.em,
        carts.slice(0, HISTORY_SAMPLE).map((c) => c.cartId),
      ),
    );
    const floor = floorWanted() ? await measureTemporalFloor(stack, concurrency, perLevel) : undefined;
    if (floor) console.log(describeFloor(floor));
    summary.push({
      concurrency,
      ordersPerSecond: confirmed / seconds,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      temporalCpuMs: costs.cpuMs.temporal,
      floor,
    });
  }
  console.log(describeSummary(summary));
  const counts = await queryOne<{ lost: number; duplicated: number; orders: number }>(
    orm.em.fork(),
    `SELECT count(*) FILTER (WHERE n = 0)::int AS lost, count(*) FILTER (WHERE n > 1)::int AS duplicated,
            coalesce(sum(n), 0)::int AS orders
       FROM (SELECT c.id, count(o.id) AS n
               FROM carts c LEFT JOIN orders o ON o.cart_id = c.id AND o.status = 'confirmed'
              WHERE c.id IN (?) GROUP BY c.id) per_cart`,
    [cartIds],
  );
  console.log(`load average after: ${loads()}`);
  console.log(
    `checkouts submitted: ${cartIds.length}, confirmed orders: ${counts?.orders}, lost: ${counts?.lost}, ` +
      `duplicated: ${counts?.duplicated}`,
  );

  await stack.stop();
}

const SETTLE_LIMIT_MS = 120_000;

/** Waits (up to SETTLE_LIMIT_MS) until every cart's order is confirmed; answers how many are. */
async function settled(em: EntityManager, cartIds: string[]): Promise<number> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  for (;;) {
    const row = await queryOne<{ confirmed: number }>(
      em.fork(),
      `SELECT count(*)::int AS confirmed FROM orders WHERE cart_id IN (?) AND status = 'confirmed'`,
      [cartIds],
    );
    const confirmed = row?.confirmed ?? 0;
    if (confirmed === cartIds.length || Date.now() > deadline) return confirmed;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface SummaryRow {
  concurrency: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  temporalCpuMs: number;
  floor?: TemporalFloor;
}

/** Each level's checkout figures beside its floor's, as a Markdown table for docs/performance.md. */
function describeSummary(rows: SummaryRow[]): string {
  const ms = (n: number) => n.toFixed(0);
  const cpu = (n: number | null | undefined) => (n === null || n === undefined ? '–' : n.toFixed(1));
  const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  return [
    'checkouts beside the floor (same Temporal server, same concurrency):',
    row([
      'concurrency',
      'orders/s',
      'floor units/s',
      'p50 / p99 ms',
      'floor p50 / p99 ms',
      'Temporal CPU ms: order / floor unit',
    ]),
    row(Array(6).fill('---')),
    ...rows.map(({ concurrency, ordersPerSecond, p50Ms, p99Ms, temporalCpuMs, floor }) =>
      row([
        concurrency,
        ordersPerSecond.toFixed(1),
        floor ? floor.unitsPerSecond.toFixed(1) : '–',
        `${ms(p50Ms)} / ${ms(p99Ms)}`,
        floor ? `${ms(floor.p50Ms)} / ${ms(floor.p99Ms)}` : '–',
        `${cpu(temporalCpuMs)} / ${cpu(floor?.temporalCpuMs)}`,
      ]),
    ),
  ].join('\n');
}

/**
 * Temporal's work per checkout, for a sample of carts: the checkout workflow and its order's workflow where one runs
 * (a checkout starts none since the on-demand patch; an admin action does).
 */
async function describeHistories(temporal: Client, em: EntityManager, cartIds: string[]): Promise<string> {
  const orders = await Promise.all(
    cartIds.map((cartId) => queryOne<{ id: string }>(em.fork(), 'SELECT id FROM orders WHERE cart_id = ?', [cartId])),
  );
  const exists = (workflowId: string) =>
    temporal.workflow
      .getHandle(workflowId)
      .describe()
      .then(
        () => [workflowId],
        () => [],
      );
  const orderWorkflows = await Promise.all(orders.map((order) => (order ? exists(orderWorkflowId(order.id)) : [])));
  const ids = [...cartIds.map(checkoutWorkflowId), ...orderWorkflows.flat()];
  const counts = await historyCounts(temporal, ids);
  const per = (n: number) => (n / cartIds.length).toFixed(1);
  return (
    `    Temporal: ${per(counts.workflows)} workflows, ${per(counts.events)} history ` +
    `events, ${per(counts.workflowTasks)} workflow tasks, ${per(counts.activityTasks)} activity ` +
    `tasks, ${per(counts.localActivities)} local activities, ${per(counts.patchMarkers)} patch markers, ` +
    `${per(counts.searchAttributeUpserts)} search-attribute upserts, ${per(counts.childWorkflows)} child ` +
    `workflows (sample of ${cartIds.length})`
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
