/**
 * Storefront benchmark: seeds a 1,000-product and a 100,000-product store (3 variants each), then measures the
 * catalogue and cart paths at 50 connections and prints req/s, p50/p99 and CPU per request per scenario.
 *
 *   npm run bench:storefront
 *
 * Without BENCH_URL it migrates BENCH_DATABASE_URL (default: database commerce_bench) and starts two APIs there
 * (BENCH_API_PROCESSES processes each, default 1), with the public rate limit lifted: one keeping no catalogue answers,
 * and one keeping them for the "cached" scenarios ("cached, orders" with stock moving beside the reads). With BENCH_URL
 * it uses that running service (and measures no "cached" scenario), which must use DATABASE_URL and be started with
 * RATE_LIMIT_PUBLIC=10000000,10000000. Each scenario runs BENCH_ROUNDS rounds (default 3) of
 * BENCH_DURATION seconds (default 5) on each store in turn, and each figure printed is the median of its rounds.
 * The "… 304" rows send the first list page's ETag in If-None-Match: HTTP revalidation's throughput beside the 200's.
 * Tuning: BENCH_WARMUP (unmeasured seconds per scenario and store, default 3), BENCH_CONNECTIONS (default 50);
 * BENCH_ONLY=cart,search runs only the scenarios whose names contain one of those words; BENCH_STORES=1k seeds and
 * measures only that store (for quick comparisons; the 100k against 1k column needs both); BENCH_KEEP=1 keeps the
 * seeded stores.
 *
 * Price lists and locations (issue 46): a third store, "1k priced", is the 1k store with 3 locations and 2 active
 * price lists (bench/priced-store.ts); it runs the uncached and cached first list page (as a visitor and as a signed-in
 * trade shopper, whose group's list prices the page) and the cart add, alternating with the same scenarios on the 1k
 * store, and a last table sets their CPU per request beside the 1k store's and the machine's floor
 * (bench/floor.bench.ts) measured in the same run. BENCH_PRICED=0 leaves the store out, BENCH_FLOOR=0 the floor.
 */
import { loadavg } from 'node:os';
import { openOrm } from '../src/db/orm';
import { entities } from '../src/entities';
import { migrate } from '../src/db/migrate';
import { analyseCartTables, dropBenchStore, seedBenchStore, type BenchStore } from './seed-catalogue';
import { startApi, stopApi, type StartedApi } from './api-process';
import { scenariosFor } from './storefront-scenarios';
import { measure, medianOfRounds, report, type Measurement, type Scenario } from './scenarios';
import { pricedBenchStore } from './priced-store';
import { measureFloor } from './floor.bench';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * One API process by default: on a 2-core machine that PostgreSQL and the load generator share, two API processes
 * cost more CPU per request and doubled p99 (list page 53 against 30 ms, cart add 92-96 against 47-49 ms).
 */
const apiProcesses = process.env.BENCH_API_PROCESSES ?? '1';
/** BENCH_COMPILED=1 measures dist/server.js (`npm run build` first) instead of the sources through tsx. */
const launch = { processes: apiProcesses, compiled: process.env.BENCH_COMPILED === '1' };
const only = process.env.BENCH_ONLY?.split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const selected = (scenario: Scenario) =>
  !only?.length || only.some((word) => scenario.name.toLowerCase().includes(word));
const STORES = [
  ['1k', 1_000],
  ['100k', 100_000],
] as const;
const onlyStores = process.env.BENCH_STORES?.split(',')
  .map((label) => label.trim())
  .filter(Boolean);
const log = (line: string) => console.log(`[bench] ${line}`);

async function main(): Promise<void> {
  const external = process.env.BENCH_URL;
  const databaseUrl = external
    ? (process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/commerce')
    : (process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/commerce_bench');
  if (!external) await migrate(databaseUrl, log);
  const orm = await openOrm(databaseUrl, entities, 2);
  const apis = external
    ? undefined
    : {
        database: await startApi(databaseUrl, { CATALOGUE_CACHE_MB: '0' }, launch),
        cached: await startApi(databaseUrl, {}, launch),
      };
  const baseUrl = external ?? (apis as { database: StartedApi }).database.url;
  const stores: BenchStore[] = [];
  const walPosition = async () =>
    Number(
      (
        await orm.em
          .fork()
          .getConnection()
          .execute<Array<{ at: string }>>(`SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0') AS at`)
      )[0].at,
    );
  const counted = {
    postgres: ['', '127.0.0.1', 'localhost', '[::1]'].includes(new URL(databaseUrl).hostname),
    walPosition,
  };
  try {
    const measured: Array<{ label: string; scenarios: Scenario[] }> = [];
    for (const [label, products] of STORES.filter(([size]) => !onlyStores?.length || onlyStores.includes(size))) {
      const t0 = Date.now();
      const store = await seedBenchStore(orm.em.fork(), label, products);
      stores.push(store);
      log(`seeded ${products} products × 3 variants in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      measured.push({
        label,
        scenarios: (await scenariosFor(orm.em, baseUrl, store, products, apis !== undefined, connections)).filter(
          selected,
        ),
      });
    }
    const priced = process.env.BENCH_PRICED !== '0' && measured.some(({ label }) => label === '1k');
    if (priced) {
      const t0 = Date.now();
      const store = await seedBenchStore(orm.em.fork(), '1k-priced', 1_000);
      stores.push(store);
      const { tradeSession } = await pricedBenchStore(orm.em.fork(), store);
      log(
        `seeded 1,000 products with 3 locations and 2 active price lists in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
      );
      const all = await scenariosFor(orm.em, baseUrl, store, 1_000, apis !== undefined, connections);
      const kept = all.filter((scenario) => PRICED_SCENARIOS.has(scenario.name));
      const trade = kept
        .filter((scenario) => scenario.name.startsWith('GET /products?limit=20'))
        .map((scenario) => ({
          ...scenario,
          name: `${scenario.name}, trade shopper`,
          headers: { 'x-customer-session': tradeSession },
        }));
      measured.push({ label: '1k priced', scenarios: [...kept, ...trade].filter(selected) });
    }
    // Unmeasured warm-up of every scenario first, so JIT compilation and cold caches are not in the figures; then each
    // scenario's rounds alternate between the stores, so drift over the run does not favour one store.
    const run = (label: string, scenario: Scenario, seconds: number) => {
      const api = apis?.[scenario.api ?? 'database'];
      return measure(api?.url ?? baseUrl, label, scenario, connections, seconds, {
        ...counted,
        apiPid: api?.child.pid,
      });
    };
    for (const { label, scenarios } of measured) for (const scenario of scenarios) await run(label, scenario, warmup);
    await analyseCartTables(orm.em.fork());
    const results: Measurement[] = [];
    // Every scenario in turn, its rounds alternating between the stores that run it (the priced store runs a few).
    const names = [...new Set(measured.flatMap(({ scenarios }) => scenarios.map((scenario) => scenario.name)))];
    for (const name of names) {
      const byStore = new Map<string, Measurement[]>();
      for (let round = 1; round <= rounds; round += 1) {
        for (const { label, scenarios } of measured) {
          const scenario = scenarios.find((candidate) => candidate.name === name);
          if (!scenario) continue;
          const m = await run(label, scenario, duration);
          log(
            `${label} ${m.scenario} (round ${round}): ${m.requestsPerSecond} req/s, p50 ${m.p50} ms, ` +
              `p99 ${m.p99} ms, non-2xx ${m.non2xx}`,
          );
          byStore.set(label, [...(byStore.get(label) ?? []), m]);
        }
      }
      for (const storeRounds of byStore.values()) results.push(medianOfRounds(storeRounds));
    }
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `\nStorefront benchmark: ${connections} connections, median of ${rounds} rounds of ${duration} s per scenario ` +
        `and store, ${external ? baseUrl : `API_PROCESSES=${apiProcesses}`}, load average ${load}\n${report(results)}`,
    );
    if (priced) {
      const floor = process.env.BENCH_FLOOR === '0' ? [] : await measureFloor(duration, warmup, connections);
      console.log(`\n${pricedReport(results, floor)}`);
    }
  } finally {
    await Promise.all(Object.values(apis ?? {}).map(stopApi));
    if (process.env.BENCH_KEEP !== '1') {
      for (const store of stores)
        await dropBenchStore(orm.em.fork(), store.storeId).catch((error) =>
          log(`could not drop ${store.storeId}: ${String(error)}`),
        );
    }
    await orm.close(true);
  }
}

/** The scenarios the priced store runs (and their "trade shopper" copies for the list page). */
const PRICED_SCENARIOS = new Set(['GET /products?limit=20', 'GET /products?limit=20 cached', 'POST /cart/items']);

/** The API's CPU per request and the local PostgreSQL's (its backends and its own processes), summed. */
const cpuOf = (m: Measurement | undefined) => (m?.cpu.apiMs == null ? null : m.cpu.apiMs + (m.cpu.postgresMs ?? 0));
const ms = (value: number | null) => (value === null ? '-' : value.toFixed(2)).padStart(8);

/**
 * CPU per request (the API and the local PostgreSQL) of the priced store's scenarios beside
 * the same scenario on the 1k store, measured in alternating rounds, and beside the floor's request of the same kind.
 */
function pricedReport(results: Measurement[], floor: Measurement[]): string {
  const of = (store: string, scenario: string) => results.find((m) => m.store === store && m.scenario === scenario);
  const lines = [
    '3 locations and 2 active price lists ("1k priced") against the 1k store: CPU ms per request, API + PostgreSQL',
    'scenario                                        1k  priced  change    floor  (floor scenario)',
  ];
  for (const m of results.filter((r) => r.store === '1k priced')) {
    const base = of('1k', m.scenario.replace(/, trade shopper$/, ''));
    const [mine, theirs] = [cpuOf(m), cpuOf(base)];
    const change =
      mine !== null && theirs ? `${mine >= theirs ? '+' : ''}${Math.round((mine / theirs - 1) * 100)} %` : '-';
    const yardstick = floor.find((f) => f.scenario.startsWith(m.scenario.startsWith('POST') ? 'POST' : 'GET'));
    lines.push(
      `${m.scenario.padEnd(44)}${ms(theirs)}${ms(mine)}${change.padStart(8)} ${ms(cpuOf(yardstick))}  ` +
        `(${yardstick?.scenario ?? 'not measured'})`,
    );
  }
  return lines.join('\n');
}

main().catch((error) => {
  console.error(`[bench] failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
