import { join } from 'node:path';
import { findOrBuildTemporalServer, TemporalCluster, CLUSTER_SERVICES } from './cluster';

/**
 * `npm run cluster`: the Temporal server on PostgreSQL, its frontend, history, matching and internal-worker services
 * each a process of its own, until Ctrl-C. TEMPORAL_CLUSTER_POSTGRES_URL (default postgresql://postgres@127.0.0.1:5432)
 * names the PostgreSQL server, TEMPORAL_PORT_BASE the frontend port (7233). Logs in .data/temporal-cluster/.
 */
async function main(): Promise<void> {
  const log = (line: string) => console.log(`[cluster] ${line}`);
  const tools = await findOrBuildTemporalServer(log);
  const portBase = Number(process.env.TEMPORAL_PORT_BASE ?? 7233);
  const logDir = join(__dirname, '..', '.data', 'temporal-cluster');
  const cluster = await TemporalCluster.start(
    tools,
    {
      postgresUrl: process.env.TEMPORAL_CLUSTER_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432',
      database: 'temporal',
      visibilityDatabase: 'temporal_visibility',
      portBase,
      logDir,
      metrics: true,
    },
    log,
  );
  const pids = CLUSTER_SERVICES.map((service) => `${service} ${cluster.process(service).pid}`).join(', ');
  log(
    `Temporal ${cluster.address} on PostgreSQL (databases temporal, temporal_visibility): ${pids}; logs in ${logDir}`,
  );
  log(
    `run the service against it with TEMPORAL_ADDRESS=${cluster.address} (npm start, npm run api, ` +
      `npm run worker); Ctrl-C stops it`,
  );
  for (const service of CLUSTER_SERVICES) {
    cluster
      .process(service)
      .once('exit', (code, signal) => log(`the ${service} service exited (${signal ?? code}); see its log`));
  }
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`[cluster] ${error.message}`);
  process.exit(1);
});
