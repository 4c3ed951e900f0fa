/**
 * What the API's metrics cost the hot path (issue 31: at most 3 % of storefront throughput): two APIs on one seeded
 * 1,000-product store, one recording metrics and one started with METRICS_ENABLED=false, run the same storefront
 * scenarios in alternating rounds (on, off, then off, on, …) so drift over the run favours neither. Prints each
 * scenario's median req/s and API CPU per request with metrics on and off, the throughput difference in %, and the
 * machine's floor (bench:floor) measured in the same run.
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
import { startApi, stopApi, type StartedApi } from './api-process';
import { scenariosFor } from './storefront-scenarios';
import { measure, medianOfRounds, report, type Measurement } from './scenarios';
import { measureFloor } from './floor.bench';

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
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** How much less metrics on served than off, in % of off. */
const costOf = (on: Measurement, off: Measurement) =>
  ((off.requestsPerSecond - on.requestsPerSecond) / off.requestsPerSecond) * 100;

type Mode = 'on' | 'off';

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/commerce_bench';
  await migrate(databaseUrl, log);
  const orm = await openOrm(databaseUrl, entities, 2);
  const apis: Record<Mode, StartedApi> = {
    on: await startApi(databaseUrl, {}, launch),
    off: await startApi(databaseUrl, { METRICS_ENABLED: 'false' }, launch),
  };
  const store = await seedBenchStore(orm.em.fork(), '1k', 1_000);
  try {
    const scenarios = (await scenariosFor(orm.em, apis.on.url, store, 1_000, true, connections)).filter((s) =>
      selected(s.name),
    );
    const run = (mode: Mode, scenarioIndex: number, seconds: number) =>
      measure(apis[mode].url, `metrics ${mode}`, scenarios[scenarioIndex], connections, seconds, {
        apiPid: apis[mode].child.pid,
        postgres: true,
      });
    for (const [index] of scenarios.entries())
      for (const mode of ['on', 'off'] as const) await run(mode, index, warmup);
    await analyseCartTables(orm.em.fork());

    const results: Array<Record<Mode, Measurement> & { pairedCost: number }> = [];
    for (const [index, scenario] of scenarios.entries()) {
      const byMode: Record<Mode, Measurement[]> = { on: [], off: [] };
      for (let round = 0; round < rounds; round += 1) {
        for (const mode of round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
          const m = await run(mode, index, duration);
          log(`${scenario.name}, metrics ${mode} (round ${round + 1}): ${m.requestsPerSecond} req/s, p99 ${m.p99} ms`);
          byMode[mode].push(m);
        }
      }
      // Each round's two runs follow each other, so the median of the rounds' own costs drifts least with the machine.
      const pairedCost = median(byMode.on.map((on, round) => costOf(on, byMode.off[round])));
      results.push({ on: medianOfRounds(byMode.on), off: medianOfRounds(byMode.off), pairedCost });
    }
    const floor = await measureFloor(duration, warmup, connections);

    const lines = [
      'scenario                            req/s on  req/s off  throughput cost  of paired rounds  API CPU ms/req on  off',
    ];
    for (const { on, off, pairedCost } of results) {
      const percent = (value: number, width: number) => `${value.toFixed(1)} %`.padStart(width);
      const cpu = (m: Measurement) => (m.cpu.apiMs === null ? '-' : m.cpu.apiMs.toFixed(3));
      lines.push(
        `${on.scenario.padEnd(36)}${String(on.requestsPerSecond).padStart(8)}${String(off.requestsPerSecond).padStart(11)}${percent(costOf(on, off), 17)}${percent(pairedCost, 18)}${cpu(on).padStart(19)}${cpu(off).padStart(7)}`,
      );
    }
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `\nMetrics overhead: ${connections} connections, median of ${rounds} alternating rounds of ${duration} s per mode, load average ${load} (target: cost ≤ 3 %; negative: metrics on was faster, i.e. noise)\n${lines.join('\n')}\n\nMedians of each mode:\n${report(results.flatMap(({ on, off }) => [on, off]))}\n\nFloor (bench:floor, same run):\n${report(floor)}`,
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
