/**
 * The machine's floor for a write request: a bare Koa app with koa-body and a pg pool of 10 that commits one
 * one-row INSERT per POST, measured like the storefront scenarios (50 connections, req/s, p50/p99 and CPU per
 * request). Run it beside `bench:storefront` to see how far a cart add is from the cheapest durable write this
 * machine can serve at the same moment, whatever its speed that hour.
 *
 *   npm run bench:floor
 *
 * Uses BENCH_DATABASE_URL (default: database commerce_bench) and a scratch table it drops afterwards;
 * BENCH_DURATION, BENCH_WARMUP and BENCH_CONNECTIONS as in the storefront bench.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import { Client, Pool } from 'pg';
import { ensureDatabase } from '../src/db/database';
import { measure, report, type Scenario } from './scenarios';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/commerce_bench';
const TABLE = 'bench_floor_writes';

function serve(port: number): void {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  const app = new Koa();
  app.use(koaBody());
  app.use(async (ctx) => {
    const { rows } = await pool.query({ name: 'floor_write', text: `INSERT INTO ${TABLE} (id, body) VALUES ($1, $2) RETURNING id`, values: [randomBytes(12).toString('hex'), ctx.request.body] });
    ctx.body = { id: rows[0].id };
  });
  process.on('SIGTERM', () => process.exit(0));
  app.listen(port, '127.0.0.1', () => process.send?.('listening'));
}

async function withClient(sql: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const warmup = Number(process.env.BENCH_WARMUP ?? 3);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  await ensureDatabase(databaseUrl);
  await withClient(`CREATE TABLE IF NOT EXISTS ${TABLE} (id text PRIMARY KEY, body jsonb NOT NULL)`);
  const port = 20000 + Math.floor(Math.random() * 20000);
  const server = fork(__filename, ['serve', String(port)], { execArgv: ['--import', 'tsx'] });
  try {
    await new Promise((resolve, reject) => server.once('message', resolve).once('exit', reject));
    const baseUrl = `http://127.0.0.1:${port}`;
    const scenario: Scenario = { name: 'POST one-row INSERT', method: 'POST', path: '/', body: () => JSON.stringify({ productId: 'prod_floor', quantity: 1 }) };
    const counted = { apiPid: server.pid, postgres: true };
    await measure(baseUrl, 'floor', scenario, connections, warmup, counted);
    const result = await measure(baseUrl, 'floor', scenario, connections, duration, counted);
    console.log(`\nWrite floor: ${connections} connections, ${duration} s\n${report([result])}`);
  } finally {
    server.kill('SIGTERM');
    await withClient(`DROP TABLE IF EXISTS ${TABLE}`);
  }
}

if (process.argv[2] === 'serve') {
  serve(Number(process.argv[3]));
} else {
  main().catch((error) => {
    console.error(`[bench] failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  });
}
