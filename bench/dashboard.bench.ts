/**
 * The dashboard's orders list and home page on a store with BENCH_ORDERS orders (default 10,000): the API's first
 * page (GET /v3/private/orders?limit=25 with a staff session) p50/p99 over BENCH_ROUNDS requests (targets: p99 <
 * 100 ms), each report the home page reads over its 30 days (target: p99 < 150 ms), and the time headless Chromium
 * takes from opening #/orders to showing its rows (target: < 1 s) and #/ to showing its last chart (target: < 1.5 s),
 * best and worst of 5. The orders are written in one statement, so the reports' rollups are filled from them by the
 * migrations' own backfill statements. Runs on a throw-away database; the dashboard must be built (npm run build
 * --workspace packages/dashboard).
 */
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { migrate } from '../src/db/migrate';
import { dropDatabase } from '../src/db/database';
import { openOrm } from '../src/db/orm';
import { entities } from '../src/entities';
import { execute } from '../src/db/sql';
import { createApp } from '../src/app';
import { CommerceTemporal } from '../src/temporal/client';
import { PublishableKeyCache } from '../src/stores/publishable-key-cache';
import { CatalogueAnswerCache } from '../src/catalogue/catalogue-answer-cache';
import { createStore } from '../src/stores/stores.service';
import { addStaffMember } from '../src/staff/staff.service';
import { issueStaffToken } from '../src/staff/staff-tokens.repository';
import { launchChromium } from '../test/support/browser';
import { migrationsList } from '../src/db/migrations';
import { openFileStorage } from '../src/files/file-storage';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main(): Promise<void> {
  const databaseUrl = `postgresql://postgres@127.0.0.1:5432/commerce_bench_dashboard_${Date.now().toString(36)}`;
  await migrate(databaseUrl);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_PRIVATE: '1000000,1000000',
    LOG_LEVEL: 'silent',
    FILE_STORAGE: 'folder',
  });
  const logger = createLogger('silent', 'bench');
  const orm = await openOrm(databaseUrl, entities, 10);
  const temporal = new CommerceTemporal(config.temporalAddress, config.temporalNamespace, config.temporalTaskQueue);
  const publishableKeys = await PublishableKeyCache.open(databaseUrl, logger);
  const catalogueAnswers = await CatalogueAnswerCache.open(databaseUrl, logger, config.catalogueCache, (storeId) =>
    publishableKeys.forgetStore(storeId),
  );
  const files = openFileStorage(config);
  const deps = { config, orm, temporal, logger, publishableKeys, catalogueAnswers, files };
  const server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { store } = await createStore(orm.em.fork(), {
    name: 'Bench store',
    plan: 'growth',
    currencies: ['USD', 'EUR'],
  });
  await execute(
    orm.em.fork(),
    `INSERT INTO orders (id, store_id, cart_id, email, currency, status, payment_status, fulfillment_status,
                         payment_method, subtotal_amount, total_amount, captured_amount, refunded_amount, workflow_id,
                         created_at)
     SELECT 'ord_bench' || n, ?, 'cart_bench' || n, 'shopper' || (n % 500) || '@example.com', 'USD',
            'confirmed', 'paid', 'unfulfilled', 'card', 5000, 5500, 5500, 0, 'order-ord_bench' || n,
            now() - make_interval(mins => n)
       FROM generate_series(1, ?) AS n`,
    [store.id, ORDERS],
  );
  // The rollups the reports read, from the orders just written: the backfills of the migrations that made them.
  const backfills: Record<string, (statement: string) => boolean> = {
    '20261128004000-order-sales-days': (statement) => !statement.includes('CREATE TABLE'),
    '20261129140000-funnel-and-customer-rollups': (statement) => statement.includes('INSERT INTO order_customer'),
  };
  for (const [name, wanted] of Object.entries(backfills)) {
    const migration = new (migrationsList.find((m) => m.name === name)!.class)(orm.em.getDriver(), orm.config);
    await migration.up();
    for (const statement of migration.getQueries().map(String).filter(wanted)) await execute(orm.em.fork(), statement);
  }
  await execute(orm.em.fork(), 'ANALYZE');
  const owner = await addStaffMember(orm.em.fork(), store.id, { email: 'owner@bench.example', role: 'owner' });
  const token = await issueStaffToken(orm.em.fork(), owner.id, 15);
  const signIn = await fetch(`${baseUrl}/v3/staff/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  const cookie = (signIn.headers.get('set-cookie') as string).split(';')[0];

  console.log(
    `dashboard benchmark: ${ORDERS} orders; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (shared cores)`,
  );
  const latencies: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/v3/private/orders?limit=25`, { headers: { cookie } });
    await res.text();
    if (res.status !== 200) throw new Error(`orders list answered ${res.status}`);
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `API first page of orders (25 rows, staff session): p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(1)} ms (target p99 < 100 ms)`,
  );

  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const last30 = `from=${day(-29)}&to=${day(0)}`;
  for (const report of ['sales', 'top-products', 'funnel', 'customers']) {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}/v3/private/reports/${report}?${last30}`, { headers: { cookie } });
      await res.text();
      if (res.status !== 200) throw new Error(`${report} report answered ${res.status}`);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(
      `API ${report} report, last 30 days: p50 ${percentile(times, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(times, 99).toFixed(1)} ms (target p99 < 150 ms)`,
    );
  }

  const browser = await launchChromium();
  const context = await browser.newContext();
  await context.addCookies([{ name: 'commerce_staff', value: cookie.split('=')[1], url: baseUrl }]);
  const page = await context.newPage();
  const shown: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await page.goto(`${baseUrl}/admin/#/orders`);
    await page
      .getByRole('link', { name: /^#\d+$/ })
      .nth(24)
      .waitFor();
    shown.push(performance.now() - t0);
    await page.goto('about:blank');
  }
  shown.sort((a, b) => a - b);
  console.log(
    `Chromium, open #/orders until its rows show: best ${shown[0].toFixed(0)} ms, ` +
      `worst ${shown[shown.length - 1].toFixed(0)} ms (target < 1000 ms)`,
  );
  const home: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await page.goto(`${baseUrl}/admin/#/`);
    // The last of the home page's charts: the reports have all answered.
    await page.locator('[data-chart="customers"]').waitFor();
    home.push(performance.now() - t0);
    await page.goto('about:blank');
  }
  home.sort((a, b) => a - b);
  console.log(
    `Chromium, open the home page until its charts show: best ${home[0].toFixed(0)} ms, ` +
      `worst ${home[home.length - 1].toFixed(0)} ms (target < 1500 ms)`,
  );

  await browser.close();
  server.close();
  server.closeAllConnections();
  await temporal.close();
  await publishableKeys.stop();
  await catalogueAnswers.stop();
  await orm.close(true);
  await dropDatabase(databaseUrl);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
