/**
 * Export of BENCH_ORDERS orders (default 100,000; two lines, a payment and every tenth a refund each) to CSV, as
 * a store asks for it: POST's service starts the export workflow and the worker writes the file. Prints the time
 * from request to completion, rows/s, the worker process's peak RSS during the export beside its RSS before, and
 * the machine's floor at the same moment: the same orders and children read with the same keyset query shape by a
 * bare pg client and written as JSON lines, with no presentation, CSV or workflow. The target is under 2 minutes.
 * Runs everything it needs: a throw-away database, a Temporal dev server, the worker in this process.
 *
 *   npm run bench:export            (BENCH_ORDERS, BENCH_FORMAT=csv|jsonl)
 */
import { newId } from '../src/shared/ids';
import { BENCH_SECRETS_KEY } from './api-process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { Client } from 'pg';
import { NativeConnection } from '@temporalio/worker';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { openOrm } from '../src/db/orm';
import { entities } from '../src/entities';
import { queryOne } from '../src/db/sql';
import { createStore } from '../src/stores/stores.service';
import { CommerceTemporal } from '../src/temporal/client';
import { temporalExportWorkflows } from '../src/temporal/exports';
import { requestExport } from '../src/exports/exports.service';
import { createWorker } from '../src/worker/create-worker';
import { openFileStorage } from '../src/files/file-storage';
import { startBenchGround } from './durable-stack';
import { temporalOrderWorkflows } from '../src/temporal/order-workflows';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const FORMAT = (process.env.BENCH_FORMAT ?? 'csv') as 'csv' | 'jsonl';
const log = (line: string) => process.stdout.write(`[bench] ${line}\n`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Orders with their lines, payments and refunds, written set-wise by the database. */
async function seedOrders(databaseUrl: string, storeId: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO orders (id, store_id, cart_id, email, currency, status, payment_status, fulfillment_status,
                           payment_method, subtotal_amount, total_amount, captured_amount, refunded_amount, workflow_id,
                           shipping_address, created_at)
       SELECT 'ord_bench' || g, $1, 'cart_bench' || g, 'buyer' || g || '@example.com', 'USD', 'confirmed', 'paid',
              'unfulfilled', 'card', 5000, 5000, 5000, CASE WHEN g % 10 = 0 THEN 1000 ELSE 0 END,
              'order-ord_bench' || g,
              '{"firstName":"Ada","lastName":"Lovelace","line1":"1 Analytical Way","city":"London",'
              || '"postalCode":"N1 9GU","country":"GB"}',
              now() - g * interval '1 second'
         FROM generate_series(1, $2::int) g`,
      [storeId, ORDERS],
    );
    await client.query(
      `INSERT INTO order_lines (id, order_id, product_id, variant_id, title, variant_title, sku, unit_amount, quantity,
                                subtotal_amount, total_amount, position)
       SELECT 'li_bench' || g || '_' || p, 'ord_bench' || g, 'prod_bench' || p, 'var_bench' || p, 'Merino Crew Sweater',
              'M / Navy', 'MCS-' || p, 2500, 1, 2500, 2500, p
         FROM generate_series(1, $1::int) g, generate_series(0, 1) p`,
      [ORDERS],
    );
    await client.query(
      `INSERT INTO payments (id, order_id, provider, method, status, amount)
       SELECT 'pay_bench' || g, 'ord_bench' || g, 'test', 'card', 'captured', 5000 FROM generate_series(1, $1::int) g`,
      [ORDERS],
    );
    await client.query(
      `INSERT INTO refunds (id, order_id, amount, reason)
       SELECT 'ref_bench' || g, 'ord_bench' || g, 1000, 'damaged' FROM generate_series(10, $1::int, 10) g`,
      [ORDERS],
    );
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

/** The floor: the same rows, query shape and page size read by a bare client and written as JSON lines. */
async function floor(databaseUrl: string, storeId: string, file: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const out = createWriteStream(file);
  const started = Date.now();
  let after: [string, string] | undefined;
  for (;;) {
    const { rows: page } = await client.query(
      `SELECT o.created_at::text AS k0, o.id AS k1, row_to_json(o) AS o,
              (SELECT coalesce(json_agg(l ORDER BY l.position, l.id), '[]')
                 FROM order_lines l WHERE l.order_id = o.id) AS lines,
              (SELECT coalesce(json_agg(p ORDER BY p.created_at, p.id), '[]')
                 FROM payments p WHERE p.order_id = o.id) AS payments,
              (SELECT coalesce(json_agg(r ORDER BY r.created_at, r.id), '[]')
                 FROM refunds r WHERE r.order_id = o.id) AS refunds
         FROM orders o
        WHERE o.store_id = $1 AND ($2::timestamptz IS NULL OR (o.created_at, o.id) < ($2::timestamptz, $3::text))
        ORDER BY o.created_at DESC, o.id DESC LIMIT 500`,
      [storeId, after?.[0] ?? null, after?.[1] ?? null],
    );
    for (const row of page) if (!out.write(`${JSON.stringify(row)}\n`)) await once(out, 'drain');
    if (page.length < 500) break;
    after = [page[page.length - 1].k0, page[page.length - 1].k1];
  }
  out.end();
  await once(out, 'finish');
  await client.end();
  return (Date.now() - started) / 1000 || 0.001;
}

async function main(): Promise<void> {
  const ground = await startBenchGround('bench_export', log);
  const temporalServer = ground.server;
  const databaseUrl = ground.databaseUrl;
  const exportsDir = await mkdtemp(join(tmpdir(), 'bench-exports-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    TEMPORAL_ADDRESS: temporalServer.address,
    TEMPORAL_TASK_QUEUE: 'bench-export',
    // The folder backend: the figure compares writing the file with the floor's plain write to the same disk.
    FILE_STORAGE: 'folder',
    FILES_DIR: exportsDir,
    SECRETS_KEY: BENCH_SECRETS_KEY,
  });
  const logger = createLogger('warn', 'bench');
  const orm = await openOrm(config.databaseUrl, entities, 10);
  const { store } = await createStore(orm.em.fork(), { name: 'Export bench', plan: 'growth', currencies: ['USD'] });
  const seeding = Date.now();
  await seedOrders(config.databaseUrl, store.id);
  log(
    `seeded ${ORDERS} orders (2 lines, a payment, every tenth a refund) ` +
      `in ${((Date.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const nativeConnection = await NativeConnection.connect({ address: config.temporalAddress });
  const temporal = new CommerceTemporal(config.temporalAddress, config.temporalNamespace, config.temporalTaskQueue);
  const worker = await createWorker(
    {
      orm,
      config,
      logger,
      files: openFileStorage(config),
      orderWorkflows: temporalOrderWorkflows(temporal, config.orderActionWaitSeconds),
    },
    { connection: nativeConnection, namespace: config.temporalNamespace, taskQueue: config.temporalTaskQueue },
  );
  const workerRun = worker.run();

  global.gc?.();
  const rssBefore = process.memoryUsage.rss();
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 50);
  const loadAtStart = loadavg()[0];
  const started = Date.now();
  const requested = await requestExport(temporalExportWorkflows(temporal), orm.em.fork(), store, {
    id: newId('exp'),
    kind: 'orders',
    format: FORMAT,
    filters: {},
  });
  let row: { status: string; rows_written: number; byte_size: string } | undefined;
  for (;;) {
    await new Promise((r) => setTimeout(r, 200));
    row = await queryOne(orm.em.fork(), 'SELECT status, rows_written, byte_size FROM exports WHERE id = ?', [
      requested.id,
    ]);
    if (row?.status !== 'running') break;
  }
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  if (row?.status !== 'completed') throw new Error(`the export ended ${row?.status}`);

  const floorSeconds = await floor(config.databaseUrl, store.id, join(exportsDir, 'floor.jsonl'));
  console.log(`export bench: ${ORDERS} orders to ${FORMAT} (each order with its lines, payments and refunds)`);
  console.log(
    `export: ${seconds.toFixed(1)} s request to completion, ${(row.rows_written / seconds).toFixed(0)} ` +
      `rows/s, ${mb(Number(row.byte_size))} file (target: under 120 s)`,
  );
  console.log(`worker process RSS: ${mb(rssBefore)} before, peak ${mb(peakRss)} during the export`);
  console.log(
    `floor (bare pg client, same query shape and pages, JSON lines, ` +
      `no presentation/CSV/workflow): ${floorSeconds.toFixed(1)} s, ${(ORDERS / floorSeconds).toFixed(0)} rows/s`,
  );
  console.log(
    `machine: ${cpus().length} cores, load average at start ${loadAtStart.toFixed(2)}, ` +
      `at end ${loadavg()[0].toFixed(2)}`,
  );

  worker.shutdown();
  await workerRun;
  await temporal.close();
  await nativeConnection.close();
  await orm.close(true);
  await ground.stop();
  await rm(exportsDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
