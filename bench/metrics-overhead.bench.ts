/**
 * What the API's metrics cost the hot path (issue 31: at most 3 % of storefront throughput): two APIs on one seeded
 * 1,000-product store, one started with METRICS_ENABLED=false and one recording metrics, run the same storefront
 * scenarios in alternating rounds (off, on, then on, off, …; bench/alternating-rounds.ts) so drift over the run
 * favours neither. Prints each scenario's median req/s and API CPU per request with metrics off and on, and what
 * metrics cost in throughput and in API CPU per request, also as the median of each round's pair. On this shared
 * machine the CPU figure is the one to read: req/s follows the other processes, while the CPU time a request costs
 * is what metrics add to it, and a CPU-bound API loses that much throughput. Beside it, the metrics middleware's own
 * CPU per request, timed in this process against a middleware that only awaits the next (a figure the machine's load
 * barely moves), as a share of each scenario's API CPU per request. The machine's floor (bench:floor) is measured in
 * the same run.
 *
 *   npm run bench:metrics-overhead
 *
 * Uses BENCH_DATABASE_URL (default: database commerce_bench); BENCH_ROUNDS (default 5 per mode), BENCH_DURATION
 * (default 5 s), BENCH_WARMUP, BENCH_CONNECTIONS and BENCH_COMPILED as in the storefront bench; BENCH_ONLY=word,…
 * picks scenarios by name (default: the cached list page, the cached product detail and the cart add: the cheapest
 * requests, where a fixed cost per request shows most). Both APIs keep catalogue answers, as production does.
 */
import { loadavg } from 'node:os';
import { openOrm } from '../src/db/orm';
import { entities } from '../src/entities';
import { migrate } from '../src/db/migrate';
import { analyseCartTables, dropBenchStore, seedBenchStore } from './seed-catalogue';
import { startApi, stopApi } from './api-process';
import { scenariosFor } from './storefront-scenarios';
import { report } from './scenarios';
import { measureFloor } from './floor.bench';
import { alternatingRounds, comparisonTable, type Compared } from './alternating-rounds';
import { createApiMetrics } from '../src/metrics/api-metrics.middleware';
import type { AppDeps, ApiState } from '../src/http/context';
import type { RateLimitLeases } from '../src/rate-limits/rate-limit-leases';
import type { Context, Middleware } from 'koa';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const launch = { compiled: process.env.BENCH_COMPILED === '1' };
const DEFAULT_SCENARIOS = ['GET /products?limit=20 cached', 'GET /products/{id} cached', 'POST /cart/items'];
const only = process.env.BENCH_ONLY?.split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const selected = (name: string) =>
  only?.length ? only.some((word) => name.toLowerCase().includes(word)) : DEFAULT_SCENARIOS.includes(name);
const log = (line: string) => console.log(`[bench] ${line}`);
const labels = { a: 'metrics off', b: 'metrics on' };

const CALLS = 1_000_000;

/** CPU nanoseconds per call of a middleware, over CALLS calls of a request that matched an operation. */
async function nanosecondsPerCall(middleware: Middleware<ApiState>): Promise<number> {
  const ctx = { state: { operation: { operationId: 'listProducts' } }, status: 200 } as unknown as Context;
  const next = () => Promise.resolve();
  const started = process.cpuUsage();
  for (let call = 0; call < CALLS; call += 1) await middleware(ctx as never, next);
  const spent = process.cpuUsage(started);
  return ((spent.user + spent.system) * 1000) / CALLS;
}

/**
 * What the metrics middleware adds to a request's CPU: its time per call less a middleware that only awaits next()
 * (which an API without metrics does not run either, so this slightly understates), the least of three tries. Its
 * gauges read their sources only when scraped, so it runs here on stand-ins for the API's dependencies.
 */
async function middlewareCostNs(): Promise<number> {
  const { middleware } = createApiMetrics({} as AppDeps, {} as RateLimitLeases);
  const bare: Middleware<ApiState> = async (_ctx, next) => {
    await next();
  };
  const tries: number[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1)
    tries.push((await nanosecondsPerCall(middleware)) - (await nanosecondsPerCall(bare)));
  return Math.min(...tries);
}

function middlewareShare(costNs: number, results: Compared[]): string {
  const lines = [
    `Metrics middleware in-process: ${costNs.toFixed(0)} ns of CPU per request, of each scenario's API CPU:`,
  ];
  for (const { b } of results)
    if (b.cpu.apiMs !== null)
      lines.push(`${b.scenario.padEnd(36)}${((costNs / 1e6 / b.cpu.apiMs) * 100).toFixed(2).padStart(6)} %`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/commerce_bench';
  await migrate(databaseUrl, log);
  const orm = await openOrm(databaseUrl, entities, 2);
  const apis = {
    a: await startApi(databaseUrl, { METRICS_ENABLED: 'false' }, launch),
    b: await startApi(databaseUrl, {}, launch),
  };
  const store = await seedBenchStore(orm.em.fork(), '1k', 1_000);
  try {
    const scenarios = (await scenariosFor(orm.em, apis.b.url, store, 1_000, true, connections)).filter((s) =>
      selected(s.name),
    );
    const results = await alternatingRounds(apis, labels, scenarios, {
      rounds,
      duration,
      warmup,
      connections,
      afterWarmup: () => analyseCartTables(orm.em.fork()),
      log,
    });
    const floor = await measureFloor(duration, warmup, connections);
    const costNs = await middlewareCostNs();
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `\nMetrics overhead: ${connections} connections, median of ${rounds} alternating rounds of ${duration} s per ` +
        `mode, load average ${load} (target: cost ≤ 3 %; negative: metrics on was cheaper, ` +
        `i.e. noise)\n${comparisonTable(results, labels)}\n\n${middlewareShare(costNs, results)}\n\nMedians of ` +
        `each mode:\n${report(results.flatMap(({ a, b }) => [a, b]))}\n\nFloor (bench:floor, ` +
        `same run):\n${report(floor)}`,
    );
  } finally {
    await Promise.all(Object.values(apis).map(stopApi));
    await dropBenchStore(orm.em.fork(), store.storeId).catch((error) =>
      log(`could not drop ${store.storeId}: ${String(error)}`),
    );
    await orm.close(true);
  }
}

main().catch((error) => {
  console.error(`[bench] failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
