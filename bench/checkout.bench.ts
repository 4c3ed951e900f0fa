/**
 * Checkout benchmark: submits card checkouts (tok_visa) at increasing concurrency against the real API, worker,
 * PostgreSQL and a Temporal dev server of its own, and prints orders per second and p50/p99 from submit to
 * `confirmed`, then counts lost and duplicated orders. Run: npm run bench:checkout [-- 1,5,10,20 orders-per-level]
 */
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { bundleWorkflowCode, DefaultLogger, NativeConnection, Runtime } from '@temporalio/worker';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { migrate } from '../src/db/migrate';
import { dropDatabase } from '../src/db/database';
import { openOrm } from '../src/db/orm';
import { queryOne } from '../src/db/sql';
import { createApp } from '../src/app';
import { PublishableKeyCache } from '../src/stores/publishable-key-cache';
import { CatalogueAnswerCache } from '../src/catalogue/catalogue-answer-cache';
import { CommerceTemporal } from '../src/temporal/client';
import { createWorker } from '../src/worker/create-worker';
import { findOrBuildTemporalCli } from '../temporal/cli';
import { startDevServer } from '../temporal/dev-server';
import { freePort } from '../test/support/ports';
import { makeCheckoutStore, makeReadyCart, makeStockedProduct, submit } from '../test/support/checkout-factories';

const levels = (process.argv[2] ?? '1,5,10,20').split(',').map(Number);
const perLevel = Number(process.argv[3] ?? 60);

async function bundle() {
  const { code } = await bundleWorkflowCode({
    workflowsPath: require.resolve('../workflows'),
    logger: new DefaultLogger('WARN'),
  });
  return { code };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main(): Promise<void> {
  Runtime.install({ logger: new DefaultLogger('WARN') });
  const runId = `bench_${Date.now().toString(36)}`;
  const databaseUrl = `postgresql://postgres@127.0.0.1:5432/commerce_${runId}`;
  await migrate(databaseUrl);
  const cli = await findOrBuildTemporalCli(() => undefined);
  const server = await startDevServer({
    cli,
    port: await freePort(),
    uiPort: await freePort(),
    logFile: join(__dirname, '..', '.data', 'bench', `temporal-${runId}.log`),
    headless: true,
  });
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    TEMPORAL_ADDRESS: server.address,
    TEMPORAL_TASK_QUEUE: `bench-${randomUUID()}`,
    RATE_LIMIT_PUBLIC: '1000000,1000000',
    LOG_LEVEL: 'silent',
  });
  const logger = createLogger('silent', 'bench');
  const orm = await openOrm(databaseUrl, 20);
  const temporal = new CommerceTemporal(config.temporalAddress, config.temporalNamespace, config.temporalTaskQueue);
  const publishableKeys = await PublishableKeyCache.open(databaseUrl, logger);
  const catalogueAnswers = await CatalogueAnswerCache.open(databaseUrl, logger, config.catalogueCache);
  const http = createApp({ config, orm, temporal, logger, publishableKeys, catalogueAnswers }).listen(0, '127.0.0.1');
  await new Promise((resolve) => http.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const connection = await NativeConnection.connect({ address: config.temporalAddress });
  const worker = await createWorker(
    { orm, config, logger },
    {
      connection,
      namespace: config.temporalNamespace,
      taskQueue: config.temporalTaskQueue,
      workflowBundle: await bundle(),
    },
  );
  const running = worker.run();

  const store = await makeCheckoutStore(orm.em.fork());
  const product = await makeStockedProduct(orm.em.fork(), store, 1_000_000);
  const cartIds: string[] = [];
  console.log(`checkout benchmark: ${perLevel} checkouts per level, tok_visa, 1 line of 2 units; submit → confirmed`);
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (other processes share these cores)`,
  );
  console.log('concurrency  orders/s   p50 ms   p99 ms   non-201');
  for (const concurrency of levels) {
    const carts = await Promise.all(
      Array.from({ length: perLevel }, () => makeReadyCart(orm.em.fork(), store, [{ ...product, quantity: 2 }])),
    );
    cartIds.push(...carts.map((c) => c.cartId));
    const latencies: number[] = [];
    let failures = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < carts.length) {
          const cart = carts[next++];
          const t0 = performance.now();
          const res = await submit(baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
          if (res.status === 201 && res.body.status === 'confirmed') latencies.push(performance.now() - t0);
          else failures += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `${String(concurrency).padStart(11)}  ${(latencies.length / seconds).toFixed(1).padStart(8)}  ${percentile(latencies, 50).toFixed(0).padStart(7)}  ${percentile(latencies, 99).toFixed(0).padStart(7)}  ${String(failures).padStart(8)}`,
    );
  }
  const counts = await queryOne<{ lost: number; duplicated: number; orders: number }>(
    orm.em.fork(),
    `SELECT count(*) FILTER (WHERE n = 0)::int AS lost, count(*) FILTER (WHERE n > 1)::int AS duplicated, coalesce(sum(n), 0)::int AS orders
       FROM (SELECT c.id, count(o.id) AS n FROM carts c LEFT JOIN orders o ON o.cart_id = c.id AND o.status = 'confirmed' WHERE c.id IN (?) GROUP BY c.id) per_cart`,
    [cartIds],
  );
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `checkouts submitted: ${cartIds.length}, confirmed orders: ${counts?.orders}, lost: ${counts?.lost}, duplicated: ${counts?.duplicated}`,
  );

  worker.shutdown();
  await running;
  await connection.close();
  http.close();
  http.closeAllConnections();
  await temporal.close();
  await publishableKeys.stop();
  await catalogueAnswers.stop();
  await orm.close(true);
  await server.stop();
  await dropDatabase(databaseUrl);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
