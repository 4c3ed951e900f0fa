import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { bundleWorkflowCode, IllegalStateError, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { Pool } from 'pg';
import { errorsOnly } from '../src/worker/workflow-bundle';
import type { BenchTemporal } from './bench-temporal';
import { processTreeCpuMs } from './cpu-usage';
import { percentile } from './durable-costs';
import type { FloorActivities } from './floor-workflow';

/**
 * The machine's floor for a durable unit: what the Temporal dev server a bench runs allows for the least such a unit
 * can be, a workflow of one local activity doing one PostgreSQL round trip (bench/floor-workflow.ts), started and
 * awaited by a client, run by a worker in the bench process on a task queue of its own. Measured beside a bench's
 * own figures in the same minute, it is the ceiling for its units per second and the floor for its latency, whatever
 * the machine's load that hour. BENCH_FLOOR=0 leaves it out.
 */
export const floorWanted = () => process.env.BENCH_FLOOR !== '0';

/** What the floor runs on: the bench's Temporal and database (startBenchGround's and startDurableStack's fit). */
export interface FloorGround {
  server: Pick<BenchTemporal, 'address' | 'pids'>;
  databaseUrl: string;
}

const temporalCpuMs = (ground: FloorGround) =>
  ground.server.pids.reduce((sum, pid) => sum + (processTreeCpuMs(pid) ?? 0), 0);

export interface TemporalFloor {
  concurrency: number;
  units: number;
  failures: number;
  unitsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU ms per unit of the dev server, and of the bench process (its client and worker; PostgreSQL not counted). */
  temporalCpuMs: number;
  benchCpuMs: number;
}

/** Webpack over the floor's workflow takes seconds of CPU: once per bench process. */
let bundled: Promise<string> | undefined;
const floorBundle = () =>
  (bundled ??= bundleWorkflowCode({
    workflowsPath: require.resolve('./floor-workflow'),
    logger: errorsOnly,
  }).then((b) => b.code));

/**
 * The worker's state changes, logged at INFO, would bury the bench's figures. The runtime ends with the last worker
 * and connection, so this runs at each measurement; one the bench installed itself stays as it is.
 */
function quietRuntime(): void {
  try {
    Runtime.install({ logger: errorsOnly });
  } catch (error) {
    if (!(error instanceof IllegalStateError)) throw error;
  }
}

/**
 * Runs `units` floor units, `concurrency` at a time, after a few uncounted ones that warm the worker up. The worker
 * lives for this call only, so its polls cost the dev server no CPU while a bench measures its own units.
 */
export async function measureTemporalFloor(
  ground: FloorGround,
  concurrency: number,
  units: number,
): Promise<TemporalFloor> {
  quietRuntime();
  const taskQueue = `bench-floor-${randomUUID()}`;
  const pool = new Pool({ connectionString: ground.databaseUrl, max: 10 });
  const activities: FloorActivities = {
    selectOne: async () => {
      await pool.query('SELECT 1');
    },
  };
  const workerConnection = await NativeConnection.connect({ address: ground.server.address });
  const connection = await Connection.connect({ address: ground.server.address });
  const client = new Client({ connection });
  try {
    const worker = await Worker.create({
      connection: workerConnection,
      taskQueue,
      workflowBundle: { code: await floorBundle() },
      activities,
    });
    return await worker.runUntil(async () => {
      const run = async (count: number) => {
        const latencies: number[] = [];
        let failures = 0;
        let next = 0;
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            while (next < count) {
              next += 1;
              const t0 = performance.now();
              await client.workflow.execute('floorUnit', { taskQueue, workflowId: `floor-${randomUUID()}` }).then(
                () => latencies.push(performance.now() - t0),
                () => (failures += 1),
              );
            }
          }),
        );
        return { latencies, failures };
      };
      await run(Math.min(units, Math.max(concurrency, 5)));
      const server0 = temporalCpuMs(ground);
      const self0 = process.cpuUsage();
      const started = performance.now();
      const { latencies, failures } = await run(units);
      const seconds = (performance.now() - started) / 1000;
      const server1 = temporalCpuMs(ground);
      const self = process.cpuUsage(self0);
      const per = (ms: number) => ms / Math.max(1, latencies.length);
      latencies.sort((a, b) => a - b);
      return {
        concurrency,
        units: latencies.length,
        failures,
        unitsPerSecond: latencies.length / seconds,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
        temporalCpuMs: per(server1 - server0),
        benchCpuMs: per((self.user + self.system) / 1000),
      };
    });
  } finally {
    await connection.close();
    await workerConnection.close();
    await pool.end();
  }
}

/** One line for a bench's table, labelled as the floor. */
export function describeFloor(floor: TemporalFloor): string {
  const temporal = floor.temporalCpuMs.toFixed(2);
  return (
    `    floor (workflow of one local activity, SELECT 1; same Temporal server, ${floor.units} units at concurrency ` +
    `${floor.concurrency}): ${floor.unitsPerSecond.toFixed(1)} units/s, p50 ${floor.p50Ms.toFixed(0)} ms, ` +
    `p99 ${floor.p99Ms.toFixed(0)} ms, failed ${floor.failures}; CPU ms per unit: temporal ${temporal}, ` +
    `bench process (client + worker) ${floor.benchCpuMs.toFixed(2)}`
  );
}
