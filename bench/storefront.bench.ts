/**
 * Storefront benchmark: seeds a 1,000-product and a 100,000-product store (3 variants each), then measures the
 * catalogue and cart paths at 50 connections and prints req/s, p50/p99 and CPU per request per scenario.
 *
 *   npm run bench:storefront
 *
 * Without BENCH_URL it migrates BENCH_DATABASE_URL (default: database commerce_bench) and starts two APIs there
 * (BENCH_API_PROCESSES processes each, default 1), with the public rate limit lifted: one keeping no catalogue answers, and one keeping them for
 * the "cached" scenarios ("cached, orders" with stock moving beside the reads). With BENCH_URL it uses that running service (and measures no "cached" scenario), which must
 * use DATABASE_URL and be started with RATE_LIMIT_PUBLIC=10000000,10000000. Each scenario runs BENCH_ROUNDS rounds (default 3) of
 * BENCH_DURATION seconds (default 5) on each store in turn, and each figure printed is the median of its rounds.
 * The "… 304" rows send the first list page's ETag in If-None-Match: HTTP revalidation's throughput beside the 200's.
 * Tuning: BENCH_WARMUP (unmeasured seconds per scenario and store, default 3), BENCH_CONNECTIONS (default 50);
 * BENCH_ONLY=cart,search runs only the scenarios whose names contain one of those words; BENCH_STORES=1k seeds and
 * measures only that store (for quick comparisons; the 100k against 1k column needs both); BENCH_KEEP=1 keeps the
 * seeded stores.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import type { EntityManager } from '@mikro-orm/postgresql';
import { openOrm } from '../src/db/orm';
import { execute } from '../src/db/sql';
import { migrate } from '../src/db/migrate';
import { API_NODE_FLAGS } from '../src/api-node-flags';
import { analyseCartTables, dropBenchStore, seedBenchStore, type BenchStore } from './seed-catalogue';
import { measure, medianOfRounds, report, type Measurement, type Scenario } from './scenarios';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * One API process by default: on a 2-core machine that PostgreSQL and the load generator share, two API processes
 * cost more CPU per request and doubled p99 (list page 53 against 30 ms, cart add 92-96 against 47-49 ms).
 */
const apiProcesses = process.env.BENCH_API_PROCESSES ?? '1';
const only = process.env.BENCH_ONLY?.split(',').map((word) => word.trim().toLowerCase()).filter(Boolean);
const selected = (scenario: Scenario) => !only?.length || only.some((word) => scenario.name.toLowerCase().includes(word));
const STORES = [['1k', 1_000], ['100k', 100_000]] as const;
const onlyStores = process.env.BENCH_STORES?.split(',').map((label) => label.trim()).filter(Boolean);
const log = (line: string) => console.log(`[bench] ${line}`);
const pickFrom = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];

interface StartedApi {
  url: string;
  child: ChildProcess;
}

async function startApi(databaseUrl: string, env: Record<string, string> = {}): Promise<StartedApi> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [...API_NODE_FLAGS, '--import', 'tsx', join(__dirname, '..', 'src', 'server.ts')], {
    cwd: join(__dirname, '..'),
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'fatal', API_PROCESSES: apiProcesses, RATE_LIMIT_PUBLIC: '10000000,10000000', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (up) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the API did not start within 20 s');
}

/**
 * Stops the API once it has finished the requests still in flight: the load generator leaves some behind when a
 * scenario ends, and an add it finishes after the bench deleted the store's carts made a new cart line that kept the
 * store from being deleted.
 */
function stopApi({ child }: StartedApi): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

/** Follows nextCursor with limit=100 until `items` products have been passed, for a page deep in the catalogue. */
async function deepCursor(api: string, items: number): Promise<string> {
  let cursor = '';
  for (let passed = 0; passed < items; passed += 100) {
    const page = (await (await fetch(`${api}/products?limit=100${cursor ? `&cursor=${cursor}` : ''}`)).json()) as { nextCursor?: string };
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return cursor;
}

/**
 * As many shoppers as connections, taken in turn, so concurrent adds go to different carts as they do in a shop; a
 * shopper leaves after ADDS_PER_SHOPPER adds and a new one (a new cart token) takes its place, so carts hold a few
 * lines like real ones. The "large carts" scenario instead spreads adds over 500 carts that grow to dozens of lines.
 */
const ADDS_PER_SHOPPER = 5;
function shopperTokens(count: number) {
  const newToken = () => `bench-shop-${randomBytes(8).toString('hex')}`;
  const shoppers = Array.from({ length: count }, () => ({ token: newToken(), adds: 0 }));
  let turn = 0;
  return {
    nextToken(): string {
      const shopper = shoppers[turn++ % shoppers.length];
      if (shopper.adds === ADDS_PER_SHOPPER) Object.assign(shopper, { token: newToken(), adds: 0 });
      shopper.adds += 1;
      return shopper.token;
    },
  };
}

/**
 * Each catalogue read is measured twice: read from PostgreSQL by an API that keeps no answers (CATALOGUE_CACHE_MB=0),
 * what every first read and every read after a change costs, and as the same URL asked again of an API that keeps
 * them ("cached"). The first is what the 100k against 1k ratio is about.
 */
const CATALOGUE_READ = /^GET \/products/;

/**
 * What a store taking orders does to its stock beside the storefront's reads: a checkout reserves a unit of one of
 * the sampled variants and releases it 25 ms later, 20 times a second. Their stock stays far above zero, so each
 * change is told for its product only (migration 2400).
 */
function takingOrders(em: EntityManager, store: BenchStore): () => Promise<void> {
  let stopped = false;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 25));
  const moves = (async () => {
    while (!stopped) {
      const variantId = pickFrom(pickFrom(store.variantIds));
      await execute(em.fork(), 'UPDATE variants SET stock_reserved = stock_reserved + 1 WHERE id = ?', [variantId]);
      await pause();
      await execute(em.fork(), 'UPDATE variants SET stock_reserved = stock_reserved - 1 WHERE id = ?', [variantId]);
      await pause();
    }
  })();
  return async () => {
    stopped = true;
    await moves;
  };
}

async function scenariosFor(em: EntityManager, baseUrl: string, store: BenchStore, products: number, withCachedApi: boolean): Promise<Scenario[]> {
  const shoppers = shopperTokens(connections);
  const api = `${baseUrl}/v3/public/${store.publishableKey}`;
  const prefix = `/v3/public/${store.publishableKey}`;
  const cursor = await deepCursor(api, products / 2);
  const readToken = `bench-read-${randomBytes(8).toString('hex')}`;
  for (const [i, productId] of store.productIds.slice(0, 3).entries()) {
    await fetch(`${api}/cart/items`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-cart-token': readToken }, body: JSON.stringify({ productId, variantId: store.variantIds[i][0] }) });
  }
  const addTokens = Array.from({ length: 500 }, () => `bench-add-${randomBytes(8).toString('hex')}`);
  const addable = store.productIds.slice(0, 20).map((id, i) => ({ id, variants: store.variantIds[i] }));
  const addBody = () => {
    const product = pickFrom(addable);
    return JSON.stringify({ productId: product.id, variantId: pickFrom(product.variants), quantity: 1 });
  };
  const scenarios: Scenario[] = [
    { name: 'GET /products?limit=20', path: `${prefix}/products?limit=20` },
    { name: 'GET /products deep cursor', path: `${prefix}/products?limit=20&cursor=${cursor}` },
    { name: 'GET /products filtered', path: `${prefix}/products?limit=20&category=${store.categoryId}&inStock=true` },
    { name: 'GET /products category tree', path: `${prefix}/products?limit=20&category=${store.categoryTreeId}` },
    { name: 'GET /products?q= rare words', path: `${prefix}/products?limit=20&q=${encodeURIComponent(store.rareSearchTerm)}` },
    { name: 'GET /products?q= full page', path: `${prefix}/products?limit=20&q=${encodeURIComponent(store.pageFillingSearchTerm)}` },
    { name: 'GET /products/{id}', path: () => `${prefix}/products/${pickFrom(store.productIds)}` },
    { name: 'GET /cart', path: `${prefix}/cart`, headers: { 'x-cart-token': readToken } },
    { name: 'POST /cart/items', method: 'POST', path: `${prefix}/cart/items`, headers: () => ({ 'x-cart-token': shoppers.nextToken() }), body: addBody },
    { name: 'POST /cart/items large carts', method: 'POST', path: `${prefix}/cart/items`, headers: () => ({ 'x-cart-token': pickFrom(addTokens) }), body: addBody },
  ];
  const counted: Scenario[] = [];
  for (const scenario of scenarios) {
    counted.push(await withRows(baseUrl, scenario));
    if (withCachedApi && CATALOGUE_READ.test(scenario.name)) counted.push({ ...counted[counted.length - 1], name: `${scenario.name} cached`, api: 'cached' });
  }
  if (withCachedApi) {
    const detail = counted.find((scenario) => scenario.name === 'GET /products/{id} cached') as Scenario;
    counted.push({ ...detail, name: 'GET /products/{id} cached, orders', alongside: () => takingOrders(em, store) });
  }
  return withRevalidations(baseUrl, counted);
}

/**
 * The 304 path beside each 200 of the first list page: the same request with the ETag a client or CDN holds in
 * If-None-Match, so the table shows what revalidation saves (with the answer cache, no hashing and no body).
 */
async function withRevalidations(baseUrl: string, scenarios: Scenario[]): Promise<Scenario[]> {
  const withNotModified: Scenario[] = [];
  for (const scenario of scenarios) {
    withNotModified.push(scenario);
    if (!/^GET \/products\?limit=20( cached)?$/.test(scenario.name)) continue;
    const etag = (await fetch(`${baseUrl}${scenario.path as string}`)).headers.get('etag') as string;
    withNotModified.push({ ...scenario, name: `${scenario.name} 304`, headers: { 'if-none-match': etag } });
  }
  return withNotModified;
}

/** A fixed GET's products (a list page) or items (a cart), asked once, so the table tells a half-full page from a full one. */
async function withRows(baseUrl: string, scenario: Scenario): Promise<Scenario> {
  if (scenario.method === 'POST' || typeof scenario.path !== 'string') return scenario;
  const headers = typeof scenario.headers === 'function' ? scenario.headers() : scenario.headers;
  const answer = (await (await fetch(`${baseUrl}${scenario.path}`, { headers })).json()) as { data?: unknown[]; items?: unknown[] };
  return { ...scenario, rows: (answer.data ?? answer.items)?.length };
}

async function main(): Promise<void> {
  const external = process.env.BENCH_URL;
  const databaseUrl = external ? (process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/commerce') : (process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/commerce_bench');
  if (!external) await migrate(databaseUrl, log);
  const orm = await openOrm(databaseUrl, 2);
  const apis = external ? undefined : { database: await startApi(databaseUrl, { CATALOGUE_CACHE_MB: '0' }), cached: await startApi(databaseUrl) };
  const baseUrl = external ?? (apis as { database: StartedApi }).database.url;
  const stores: BenchStore[] = [];
  const walPosition = async () =>
    Number((await orm.em.fork().getConnection().execute<Array<{ at: string }>>(`SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0') AS at`))[0].at);
  const counted = { postgres: ['', '127.0.0.1', 'localhost', '[::1]'].includes(new URL(databaseUrl).hostname), walPosition };
  try {
    const measured: Array<{ label: string; scenarios: Scenario[] }> = [];
    for (const [label, products] of STORES.filter(([size]) => !onlyStores?.length || onlyStores.includes(size))) {
      const t0 = Date.now();
      const store = await seedBenchStore(orm.em.fork(), label, products);
      stores.push(store);
      log(`seeded ${products} products × 3 variants in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      measured.push({ label, scenarios: (await scenariosFor(orm.em, baseUrl, store, products, apis !== undefined)).filter(selected) });
    }
    // Unmeasured warm-up of every scenario first, so JIT compilation and cold caches are not in the figures; then each
    // scenario's rounds alternate between the stores, so drift over the run does not favour one store.
    const run = (label: string, scenario: Scenario, seconds: number) => {
      const api = apis?.[scenario.api ?? 'database'];
      return measure(api?.url ?? baseUrl, label, scenario, connections, seconds, { ...counted, apiPid: api?.child.pid });
    };
    for (const { label, scenarios } of measured) for (const scenario of scenarios) await run(label, scenario, warmup);
    await analyseCartTables(orm.em.fork());
    const results: Measurement[] = [];
    for (const [index] of measured[0].scenarios.entries()) {
      const byStore = new Map<string, Measurement[]>(measured.map(({ label }) => [label, []]));
      for (let round = 1; round <= rounds; round += 1) {
        for (const { label, scenarios } of measured) {
          const m = await run(label, scenarios[index], duration);
          log(`${label} ${m.scenario} (round ${round}): ${m.requestsPerSecond} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, non-2xx ${m.non2xx}`);
          byStore.get(label)?.push(m);
        }
      }
      for (const storeRounds of byStore.values()) results.push(medianOfRounds(storeRounds));
    }
    const load = loadavg().map((l) => l.toFixed(1)).join(' ');
    console.log(`\nStorefront benchmark: ${connections} connections, median of ${rounds} rounds of ${duration} s per scenario and store, ${external ? baseUrl : `API_PROCESSES=${apiProcesses}`}, load average ${load}\n${report(results)}`);
  } finally {
    await Promise.all(Object.values(apis ?? {}).map(stopApi));
    if (process.env.BENCH_KEEP !== '1') {
      for (const store of stores) await dropBenchStore(orm.em.fork(), store.storeId).catch((error) => log(`could not drop ${store.storeId}: ${String(error)}`));
    }
    await orm.close(true);
  }
}

main().catch((error) => {
  console.error(`[bench] failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
