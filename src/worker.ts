import { Client, Connection } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { openOrm } from './db/orm';
import { createWorker } from './worker/create-worker';
import { ensureMaintenanceSchedule, ensureReconciliationSchedule } from './temporal/schedules';
import { startWebhookRelay } from './worker/webhook-relay';

/** The worker process: runs workflows and activities; SIGTERM lets running activities finish first. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'worker');
  const orm = await openOrm(config.databaseUrl);
  const connection = await NativeConnection.connect({ address: config.temporalAddress });
  const clientConnection = await Connection.connect({ address: config.temporalAddress });
  const client = new Client({ connection: clientConnection, namespace: config.temporalNamespace });
  await ensureMaintenanceSchedule(client, config.temporalTaskQueue);
  await ensureReconciliationSchedule(client, config.temporalTaskQueue);
  const worker = await createWorker({ orm, config, logger }, { connection, namespace: config.temporalNamespace, taskQueue: config.temporalTaskQueue });
  const relay = startWebhookRelay(config, orm, client, logger);
  logger.info({ taskQueue: config.temporalTaskQueue, webhookRelay: Boolean(relay) }, 'worker running');
  // Worker.run installs SIGINT/SIGTERM handlers that call shutdown() and resolve once drained.
  await worker.run();
  await relay?.stop();
  await Promise.all([orm.close(), connection.close(), clientConnection.close()]);
  logger.info('worker stopped');
}

main().catch((error) => {
  console.error(JSON.stringify({ level: 'fatal', msg: 'worker failed', error: error instanceof Error ? error.message : String(error) }));
  process.exit(1);
});
