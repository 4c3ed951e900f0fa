/**
 * SQL statements per request of bench:storefront's priced scenarios (issue 46), counted in the API process by
 * bench/count-statements.cjs: a figure the machine's load does not move, beside the CPU the storefront bench measures.
 * Seeds a 1k store and a "1k priced" one (bench/priced-store.ts), starts an API keeping no catalogue answers and one
 * keeping them, sends each scenario 20 unmeasured and 200 measured requests one after another, and drops the stores.
 *
 *   npm run bench:priced-statements
 *
 * BENCH_DATABASE_URL as bench:storefront (migrated by it first).
 */
import { readFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { openOrm } from '../src/db/orm';
import { entities } from '../src/entities';
import { dropBenchStore, seedBenchStore } from './seed-catalogue';
import { startApi, stopApi } from './api-process';
import { pricedBenchStore } from './priced-store';

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/commerce_bench';
  const orm = await openOrm(databaseUrl, entities, 2);
  const dir = mkdtempSync(join(tmpdir(), 'stmts-'));
  const env = { NODE_OPTIONS: `--require ${join(__dirname, 'count-statements.cjs')}`, STATEMENT_COUNT_DIR: dir };
  const apis = {
    uncached: await startApi(databaseUrl, { ...env, CATALOGUE_CACHE_MB: '0' }),
    cached: await startApi(databaseUrl, env),
  };
  const plain = await seedBenchStore(orm.em.fork(), 'count-1k', 1000);
  const priced = await seedBenchStore(orm.em.fork(), 'count-priced', 1000);
  const { tradeSession } = await pricedBenchStore(orm.em.fork(), priced);
  const count = (pid: number) => Number(readFileSync(join(dir, String(pid)), 'utf8'));
  const pause = () => new Promise((r) => setTimeout(r, 300));
  const n = 200;
  try {
    for (const [label, store] of [
      ['1k', plain],
      ['1k priced', priced],
    ] as const) {
      const scenarios: Array<[string, 'uncached' | 'cached', (i: number) => Promise<Response>]> = [];
      const list =
        (api: string, headers: Record<string, string> = {}) =>
        () =>
          fetch(`${api}/v3/public/${store.publishableKey}/products?limit=20`, { headers });
      const add = (api: string) => (i: number) =>
        fetch(`${api}/v3/public/${store.publishableKey}/cart/items`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-cart-token': `bench-shop-${label === '1k' ? 'a' : 'b'}${String(Math.floor(i / 5)).padStart(15, '0')}`,
          },
          body: JSON.stringify({ productId: store.productIds[i % 20], variantId: store.variantIds[i % 20][0] }),
        });
      scenarios.push(['list page uncached', 'uncached', list(apis.uncached.url)]);
      scenarios.push(['list page cached', 'cached', list(apis.cached.url)]);
      scenarios.push(['cart add', 'uncached', add(apis.uncached.url)]);
      if (label === '1k priced') {
        const trade = { 'x-customer-session': tradeSession };
        scenarios.push(['list page uncached, trade', 'uncached', list(apis.uncached.url, trade)]);
        scenarios.push(['list page cached, trade', 'cached', list(apis.cached.url, trade)]);
      }
      for (const [name, which, request] of scenarios) {
        const pid = apis[which].child.pid as number;
        for (let i = 0; i < 20; i += 1) await (await request(i)).arrayBuffer();
        await pause();
        const before = count(pid);
        for (let i = 20; i < 20 + n; i += 1) {
          const res = await request(i);
          if (!res.ok) throw new Error(`${name}: ${res.status}`);
          await res.arrayBuffer();
        }
        await pause();
        console.log(`${label.padEnd(10)} ${name.padEnd(28)} ${((count(pid) - before) / n).toFixed(2)} statements/req`);
      }
    }
  } finally {
    await Promise.all(Object.values(apis).map(stopApi));
    for (const s of [plain, priced]) await dropBenchStore(orm.em.fork(), s.storeId);
    await orm.close(true);
  }
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
