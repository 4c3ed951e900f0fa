/**
 * What another way of running the API costs in throughput against the production one (issue 31: the memory targets
 * may not be bought with much CPU): API A starts with API_NODE_FLAGS and the variables as set, API B with
 * BENCH_NODE_FLAGS (default: API_NODE_FLAGS) and BENCH_B_ENV ("MALLOC_ARENA_MAX=2 CATALOGUE_CACHE_MB=32", say), both
 * compiled and keeping catalogue answers, on one seeded 1,000-product store. They serve the same storefront scenarios
 * in alternating rounds (bench/alternating-rounds.ts), and it prints req/s and API CPU per request of each and what B
 * costs against A, overall and as the median of each round's pair. Pair it with `npm run bench:memory` run with the
 * same settings, which prints their memory.
 *
 *   BENCH_NODE_FLAGS="--max-semi-space-size=16 --no-allocation-site-pretenuring" npm run bench:api-settings
 *
 * Uses BENCH_DATABASE_URL (default: database commerce_bench); BENCH_ROUNDS (default 5), BENCH_DURATION (default 5 s),
 * BENCH_WARMUP and BENCH_CONNECTIONS as in the storefront bench; BENCH_ONLY=word,… picks scenarios by name (default:
 * a list page, a product, a search, the cart and a cart add, as the memory bench's load mixes them).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { openOrm } from '../src/db/orm';
import { entities } from '../src/entities';
import { migrate } from '../src/db/migrate';
import { API_NODE_FLAGS } from '../src/api-node-flags';
import { analyseCartTables, dropBenchStore, seedBenchStore } from './seed-catalogue';
import { startApi, stopApi } from './api-process';
import { scenariosFor } from './storefront-scenarios';
import { alternatingRounds, comparisonTable } from './alternating-rounds';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? API_NODE_FLAGS;
const bEnv = Object.fromEntries(
  (process.env.BENCH_B_ENV ?? '')
    .split(' ')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
);
const DEFAULT_SCENARIOS = [
  'GET /products?limit=20',
  'GET /products/{id}',
  'GET /products?q= full page',
  'GET /cart',
  'POST /cart/items',
];
const only = process.env.BENCH_ONLY?.split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const selected = (name: string) =>
  only?.length ? only.some((word) => name.toLowerCase().includes(word)) : DEFAULT_SCENARIOS.includes(name);
const log = (line: string) => console.log(`[bench] ${line}`);
const labels = {
  a: API_NODE_FLAGS.join(' '),
  b: [...nodeFlags, ...Object.entries(bEnv).map(([name, value]) => `${name}=${value}`)].join(' '),
};

async function main(): Promise<void> {
  const root = join(__dirname, '..');
  if (!existsSync(join(root, 'dist', 'server.js'))) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/commerce_bench';
  await migrate(databaseUrl, log);
  const orm = await openOrm(databaseUrl, entities, 2);
  const apis = {
    a: await startApi(databaseUrl, {}, { compiled: true }),
    b: await startApi(databaseUrl, bEnv, { compiled: true, nodeFlags }),
  };
  const store = await seedBenchStore(orm.em.fork(), 'settings', 1_000);
  try {
    const scenarios = (await scenariosFor(orm.em, apis.a.url, store, 1_000, false, connections)).filter((s) =>
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
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `\nAPI settings: ${connections} connections, median of ${rounds} alternating rounds of ${duration} s each, ` +
        `load average ${load}\n${comparisonTable(results, labels)}`,
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
