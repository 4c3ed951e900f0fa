import { join } from 'node:path';
import { findOrBuildTemporalCli } from '../temporal/cli';
import { CLUSTER_SERVICES, findOrBuildTemporalServer, TemporalCluster } from '../temporal/cluster';
import { startDevServerOnFreePorts } from '../temporal/dev-server';
import { dropDatabase } from '../src/db/database';
import { freePort } from '../test/support/ports';

/** The Temporal a benchmark runs against: its address, the processes whose CPU counts as Temporal's, and its end. */
export interface BenchTemporal {
  kind: 'dev server' | 'cluster on PostgreSQL';
  address: string;
  pids: number[];
  stop(): Promise<void>;
}

const databaseUrlOf = (server: URL, name: string) =>
  Object.assign(new URL(server), { pathname: `/${name}` }).toString();
const logDir = (runId: string) => join(__dirname, '..', '.data', 'bench', `temporal-${runId}`);

/**
 * BENCH_TEMPORAL=cluster: the four-service Temporal cluster on PostgreSQL that production runs (temporal/cluster.ts,
 * its databases on the bench's PostgreSQL and dropped afterwards); otherwise a dev server of the bench's own.
 */
export async function startBenchTemporal(
  runId: string,
  postgresUrl: URL,
  log: (line: string) => void,
): Promise<BenchTemporal> {
  if (process.env.BENCH_TEMPORAL !== 'cluster') {
    const server = await startDevServerOnFreePorts(
      {
        cli: await findOrBuildTemporalCli(log),
        logFile: `${logDir(runId)}.log`,
        headless: true,
      },
      freePort,
    );
    return { kind: 'dev server', address: server.address, pids: [server.process.pid!], stop: () => server.stop() };
  }
  const databases = [`temporal_${runId}`, `temporal_visibility_${runId}`];
  const cluster = await TemporalCluster.start(
    await findOrBuildTemporalServer(log),
    {
      postgresUrl: postgresUrl.toString(),
      database: databases[0],
      visibilityDatabase: databases[1],
      // Membership ports (portBase - 300…) are smallint: the base stays below 32,767.
      portBase: 20_000 + Math.floor(Math.random() * 12_000),
      logDir: logDir(runId),
    },
    log,
  );
  return {
    kind: 'cluster on PostgreSQL',
    address: cluster.address,
    pids: CLUSTER_SERVICES.map((service) => cluster.process(service).pid!),
    stop: async () => {
      await cluster.stop();
      for (const name of databases) await dropDatabase(databaseUrlOf(postgresUrl, name));
    },
  };
}
