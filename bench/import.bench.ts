/**
 * Import benchmark: generates a CSV of BENCH_IMPORT_ROWS (100,000) one-variant products, 3 % of them bad, and runs it
 * through the real path (stored file, the import workflow on a worker process, dry run, then the real run), and prints
 * rows per second of each phase with the worker's and PostgreSQL's CPU per 1,000 rows, the total time and the
 * worker's RSS idle and at its peak. Beside them the machine's floor that hour:
 * the same rows written as plain products with one multi-row INSERT per 1,000 rows, none of the import's reading,
 * checking, indexes or catalogue triggers. Targets (issue 48): dry run plus real run within 30 s on a quiet machine
 * and within 30 times the floor on any; worker peak RSS at most 300 MiB.
 *
 *   npm run bench:import
 *
 * The worker runs as the image runs it: `node dist/worker.js` (compiled, loading the prebuilt workflow bundle),
 * NODE_ENV=production, two malloc arenas; `npm run build` runs first when dist/ is missing or older than the sources.
 * BENCH_IMPORT_WORKER=tsx runs src/worker.ts through tsx instead (it bundles the workflows with webpack at its start).
 * BENCH_IMPORT_WORKER_FLAGS adds Node flags to the worker (`--heap-prof`, to see what the import holds).
 *
 * Uses BENCH_DATABASE_URL's server (a scratch database, dropped afterwards) and its own Temporal dev server. Figures
 * taken while other work shares the machine are noisy: run it twice.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { dropDatabase } from '../src/db/database';
import { openOrm } from '../src/db/orm';
import { entities } from '../src/entities';
import { execute, queryOne } from '../src/db/sql';
import { sql } from '../src/db/sql-template';
import { createStore } from '../src/stores/stores.service';
import { storeUpload } from '../src/imports/imports.service';
import { openFileStorage } from '../src/files/file-storage';
import { CommerceTemporal } from '../src/temporal/client';
import { temporalImportWorkflows } from '../src/temporal/imports';
import { startCpuCount } from './cpu-usage';
import { findOrBuildTemporalCli } from '../temporal/cli';
import { startDevServerOnFreePorts } from '../temporal/dev-server';
import { freePort } from '../test/support/ports';
import { PRODUCTION_MALLOC_ARENA_MAX } from '../src/api-node-flags';
import { BENCH_SECRETS_KEY } from './api-process';
import { launch, launchCommand, waitFor, type Launched } from '../test/support/processes';
import { generatedCsv } from '../test/support/imports';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const log = (line: string) => process.stdout.write(`[bench] ${line}\n`);
const root = join(__dirname, '..');

const COMPILED = (process.env.BENCH_IMPORT_WORKER ?? 'compiled') !== 'tsx';
const WORKER_FLAGS = (process.env.BENCH_IMPORT_WORKER_FLAGS ?? '').split(' ').filter(Boolean);

/** Whether a TypeScript file of the service changed after dist/worker.js was built. */
function distIsStale(): boolean {
  const built = join(root, 'dist', 'worker.js');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return ['src', 'workflows', 'activities'].some((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).some(
      (file) => file.endsWith('.ts') && statSync(join(root, folder, file)).mtimeMs > builtAt,
    ),
  );
}

/** The worker as production starts it (compiled, the prebuilt bundle), or from the sources through tsx. */
function launchWorker(env: Record<string, string>): Launched {
  if (!COMPILED) return launch('src/worker.ts', env);
  if (distIsStale()) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  return launchCommand([process.execPath, ...WORKER_FLAGS, join(root, 'dist', 'worker.js')], root, {
    MALLOC_ARENA_MAX: PRODUCTION_MALLOC_ARENA_MAX,
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    // Production refuses the development default; a bench's own secret, as an operator would set one.
    CURSOR_SECRET: randomBytes(24).toString('hex'),
    SECRETS_KEY: BENCH_SECRETS_KEY,
    ...env,
  });
}

/** Resident set of a process now (VmRSS) or at its peak so far (VmHWM), in MiB. */
const rssMib = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function main(): Promise<void> {
  const cli = await findOrBuildTemporalCli(log);
  const temporalServer = await startDevServerOnFreePorts(
    {
      cli,
      logFile: join(root, '.data', 'bench', `temporal-${process.pid}.log`),
      headless: true,
    },
    freePort,
  );
  const base = new URL(process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  base.pathname = `/commerce_bench_import_${process.pid}`;
  await migrate(base.toString());
  const env = {
    DATABASE_URL: base.toString(),
    TEMPORAL_ADDRESS: temporalServer.address,
    TEMPORAL_TASK_QUEUE: 'bench-import',
    // One machine: the upload goes to a folder, where the worker reads it back.
    FILE_STORAGE: 'folder',
  };
  const config = loadConfig({ ...process.env, ...env });
  const orm = await openOrm(config.databaseUrl, entities, 5);
  const files = openFileStorage(config);
  const worker = launchWorker(env);
  const temporal = new CommerceTemporal(config.temporalAddress, config.temporalNamespace, config.temporalTaskQueue);
  try {
    await waitFor(() => worker.output().includes('worker running'), 'the worker').catch((error: Error) => {
      throw new Error(`${error.message}; its output:\n${worker.output()}`);
    });
    const workerPid = worker.child.pid as number;
    // The worker's peak before the import is its start (from source it bundles the workflows with webpack); the
    // import's own is sampled while it runs.
    log(`worker: ${COMPILED ? 'compiled (node dist/worker.js, prebuilt workflow bundle)' : 'tsx (src/worker.ts)'}`);
    const startPeak = rssMib(workerPid, 'VmHWM');
    const startRss = rssMib(workerPid, 'VmRSS');
    let importPeak = startRss;
    const sampling = setInterval(() => (importPeak = Math.max(importPeak, rssMib(workerPid, 'VmRSS'))), 100);
    const { store } = await createStore(orm.em.fork(), { name: 'Import bench', plan: 'growth', currencies: ['USD'] });
    const { text } = generatedCsv(ROWS, 'bench');
    log(`${ROWS} rows, ${(text.length / 1048576).toFixed(1)} MiB`);
    const statusOf = async () =>
      (await queryOne<{ status: string }>(orm.em.fork(), sql`SELECT status FROM imports WHERE id = ${id}`))?.status;
    const started = Date.now();
    let cpu = startCpuCount(workerPid, true);
    const id = await storeUpload(orm.em.fork(), files, store.id, 'csv', Readable.from([Buffer.from(text)]), 1 << 30);
    await temporalImportWorkflows(temporal).start(store.id, id);
    await waitFor(async () => (await statusOf()) === 'validated', 'the dry run', 600_000);
    const dryRun = (Date.now() - started) / 1000;
    const dryRunCpu = cpu(ROWS / 1000);
    cpu = startCpuCount(workerPid, true);
    await temporalImportWorkflows(temporal).confirm(id);
    await waitFor(async () => ['completed', 'failed'].includes((await statusOf()) ?? ''), 'the import', 900_000);
    const total = (Date.now() - started) / 1000;
    const run = total - dryRun;
    const runCpu = cpu(ROWS / 1000);
    // The counter's "API" is the process it was given, the worker. PostgreSQL's figure is every backend of the local
    // server: another session's queries on it count too, so it is an upper bound on a shared machine.
    const cpuOf = ({ apiMs: workerMs, postgresMs, postgresServerMs }: ReturnType<typeof cpu>) => {
      const backendsMs = postgresMs === null || postgresServerMs === null ? null : postgresMs - postgresServerMs;
      const ms = (value: number | null) => (value === null ? '?' : value.toFixed(0));
      return `CPU per 1,000 rows: worker ${ms(workerMs)} ms, PostgreSQL backends ${ms(backendsMs)} ms`;
    };
    log(`dry run   ${dryRun.toFixed(1)} s  ${(ROWS / dryRun).toFixed(0)} rows/s  ${cpuOf(dryRunCpu)}`);
    log(
      `real run  ${run.toFixed(1)} s  ${(ROWS / run).toFixed(0)} rows/s  ${cpuOf(runCpu)} (status ${await statusOf()})`,
    );
    clearInterval(sampling);
    log(
      `total     ${total.toFixed(1)} s  worker RSS: ${startRss.toFixed(0)} MiB idle after its start (whose peak was ` +
        `${startPeak.toFixed(0)}), peak during the import ${importPeak.toFixed(0)} MiB (target ≤ 300 MiB)`,
    );

    const floorStarted = Date.now();
    await execute(
      orm.em.fork(),
      sql`CREATE TABLE bench_import_floor (id text PRIMARY KEY, handle text, title text, price bigint)`,
    );
    for (let from = 0; from < ROWS; from += 1000) {
      const ids = Array.from({ length: Math.min(1000, ROWS - from) }, (_, i) => `floor-${from + i}`);
      await execute(
        orm.em.fork(),
        sql`INSERT INTO bench_import_floor SELECT id, id, 'Floor ' || id, 1099 FROM unnest(${ids}::text[]) AS id`,
      );
    }
    const floor = (Date.now() - floorStarted) / 1000;
    log(
      `floor     ${floor.toFixed(1)} s  ${(ROWS / floor).toFixed(0)} rows/s (plain multi-row INSERTs, same machine, ` +
        `same hour)`,
    );
    log(
      `import / floor: ${(total / floor).toFixed(1)}× (target ≤ 30×; ≤ 30 s on a quiet machine), ` +
        `load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );
  } finally {
    worker.child.kill('SIGTERM');
    await temporal.close();
    await orm.close();
    files.close();
    await dropDatabase(base.toString());
    await temporalServer.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
