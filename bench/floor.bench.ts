/**
 * The machine's floor for a storefront request: a bare Koa app with koa-body and a pg pool of 10 that answers a GET
 * with a 20-row page read by index (the cheapest list page) and a POST by committing one one-row INSERT (the cheapest
 * durable write), measured like the storefront scenarios (50 connections, req/s, p50/p99 and CPU per request). Run it
 * beside `bench:storefront` to see how far a list page and a cart add are from what this machine can serve at the
 * same moment, whatever its speed that hour.
 *
 *   npm run bench:floor
 *
 * Uses BENCH_DATABASE_URL (default: database commerce_bench) and two scratch tables it drops afterwards;
 * BENCH_DURATION, BENCH_WARMUP and BENCH_CONNECTIONS as in the storefront bench.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import { Client, Pool } from 'pg';
import { ensureDatabase } from '../src/db/database';
import { measure, report, type Measurement, type Scenario } from './scenarios';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/commerce_bench';
const WRITES = 'bench_floor_writes';
const READS = 'bench_floor_reads';

function serve(port: number): void {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  const app = new Koa();
  app.use(koaBody());
  app.use(async (ctx) => {
    if (ctx.method === 'GET') {
      const { rows } = await pool.query({
        name: 'floor_read',
        text: `SELECT id, title, price, created_at FROM ${READS} ORDER BY created_at DESC, id DESC LIMIT 20`,
      });
      ctx.body = { data: rows };
      return;
    }
    const { rows } = await pool.query({
      name: 'floor_write',
      text: `INSERT INTO ${WRITES} (id, body) VALUES ($1, $2) RETURNING id`,
      values: [randomBytes(12).toString('hex'), ctx.request.body],
    });
    ctx.body = { id: rows[0].id };
  });
  process.on('SIGTERM', () => process.exit(0));
  app.listen(port, '127.0.0.1', () => process.send?.('listening'));
}

async function withClient(...statements: string[]): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

const createTables = [
  `CREATE TABLE IF NOT EXISTS ${WRITES} (id text PRIMARY KEY, body jsonb NOT NULL)`,
  `DROP TABLE IF EXISTS ${READS}`,
  `CREATE TABLE ${READS} (id text PRIMARY KEY, title text NOT NULL, price integer NOT NULL, ` +
    `created_at timestamptz NOT NULL)`,
  `INSERT INTO ${READS} SELECT 'prod_' || n, 'Floor product ' || n, 100 + n, now() - n * interval '1 minute' ` +
    `FROM generate_series(1, 1000) AS n`,
  `CREATE INDEX ON ${READS} (created_at DESC, id DESC)`,
  `VACUUM ANALYZE ${READS}`,
];

/** The floor's two scenarios, measured now (other benchmarks print it beside their own figures). */
export async function measureFloor(duration: number, warmup: number, connections: number): Promise<Measurement[]> {
  await ensureDatabase(databaseUrl);
  await withClient(...createTables);
  const port = 20000 + Math.floor(Math.random() * 20000);
  const server = fork(__filename, ['serve', String(port)], { execArgv: ['--import', 'tsx'] });
  try {
    await new Promise((resolve, reject) => server.once('message', resolve).once('exit', reject));
    const baseUrl = `http://127.0.0.1:${port}`;
    const scenarios: Scenario[] = [
      { name: 'GET 20-row page by index', path: '/' },
      {
        name: 'POST one-row INSERT',
        method: 'POST',
        path: '/',
        body: () => JSON.stringify({ productId: 'prod_floor', quantity: 1 }),
      },
    ];
    const counted = { apiPid: server.pid, postgres: true };
    const results = [];
    for (const scenario of scenarios) {
      await measure(baseUrl, 'floor', scenario, connections, warmup, counted);
      results.push(await measure(baseUrl, 'floor', scenario, connections, duration, counted));
    }
    return results;
  } finally {
    server.kill('SIGTERM');
    await withClient(`DROP TABLE IF EXISTS ${WRITES}`, `DROP TABLE IF EXISTS ${READS}`);
  }
}

async function main(): Promise<void> {
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const results = await measureFloor(duration, Number(process.env.BENCH_WARMUP ?? 3), connections);
  console.log(`\nFloor: ${connections} connections, ${duration} s per scenario\n${report(results)}`);
}

if (process.argv[2] === 'serve') {
  serve(Number(process.argv[3]));
} else if (require.main === module) {
  main().catch((error) => {
    console.error(`[bench] failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  });
}
