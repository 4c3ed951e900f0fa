import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { migrate } from '../src/db/migrate';
import { dropDatabase } from '../src/db/database';
import { openOrm } from '../src/db/orm';
import { entities } from '../src/entities';
import { startBenchTemporal } from './bench-temporal';
import { launch, waitFor } from '../test/support/processes';
import { startApi, stopApi, BENCH_SECRETS_KEY } from './api-process';
import { statementCounting, type CountedProcess } from './durable-costs';

/**
 * What the checkout benchmarks run against, each part its own process as in production: a throw-away database,
 * a Temporal dev server, the API and the worker (their SQL statements counted), and a Temporal client and ORM of
 * the bench's own for setting up carts and reading results.
 */
/**
 * A throw-away database, migrated, named after the bench (BENCH_DATABASE_URL picks the server), and a Temporal of its
 * own (a dev server, or with BENCH_TEMPORAL=cluster the cluster on PostgreSQL); `stop` ends it and drops the database.
 */
export async function startBenchGround(name: string, log: (line: string) => void = () => undefined) {
  const runId = `${name}_${Date.now().toString(36)}`;
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/commerce_${runId}`;
  const databaseUrl = url.toString();
  await migrate(databaseUrl);
  const server = await startBenchTemporal(runId, url, log);
  log(`Temporal: ${server.kind} at ${server.address}`);
  const stop = async () => {
    await server.stop();
    await dropDatabase(databaseUrl);
  };
  return { databaseUrl, server, stop };
}

export async function startDurableStack(name: string) {
  const ground = await startBenchGround(name);
  const { databaseUrl, server } = ground;
  const counting = statementCounting();
  const env = {
    DATABASE_URL: databaseUrl,
    TEMPORAL_ADDRESS: server.address,
    TEMPORAL_TASK_QUEUE: `bench-${randomUUID()}`,
    SECRETS_KEY: BENCH_SECRETS_KEY,
    FILE_STORAGE: 'folder',
    ...counting.env,
  };
  // BENCH_API_PROCESSES and BENCH_WORKERS (default 1 each) give the scale-out check's shape: two of each.
  const api = await startApi(databaseUrl, env, { processes: process.env.BENCH_API_PROCESSES });
  const workers = Array.from({ length: Number(process.env.BENCH_WORKERS ?? 1) }, () =>
    launch('src/worker.ts', { ...env, LOG_LEVEL: 'info' }),
  );
  for (const worker of workers)
    await waitFor(
      () => /worker running/.test(worker.output()) || worker.child.exitCode !== null,
      'the worker',
      120_000,
    );
  const orm = await openOrm(databaseUrl, entities, 10);
  const temporal = new Client({ connection: await Connection.connect({ address: server.address }) });
  const processes: CountedProcess[] = [
    { name: 'api', pid: api.child.pid! },
    ...workers.map((worker) => ({ name: 'worker', pid: worker.child.pid! })),
    ...server.pids.map((pid) => ({ name: 'temporal', pid })),
  ];
  const stop = async () => {
    for (const worker of workers) {
      worker.child.kill('SIGTERM');
      await new Promise((resolve) => worker.child.once('exit', resolve));
    }
    await stopApi(api);
    await temporal.connection.close();
    await orm.close(true);
    counting.remove();
    await ground.stop();
  };
  return {
    databaseUrl,
    server,
    apiUrl: api.url,
    taskQueue: env.TEMPORAL_TASK_QUEUE,
    orm,
    temporal,
    processes,
    statements: counting.read,
    stop,
  };
}

export type DurableStack = Awaited<ReturnType<typeof startDurableStack>>;
