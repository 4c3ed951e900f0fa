import './worker/heap-growth';
import './tracing/worker';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Runtime } from '@temporalio/worker';
import { configOfProcess, configuredOrExit } from './config';
import { createLogger } from './logger';
import { openOrm } from './db/orm';
import { connectRequired } from './shared/required-service';
import { entities } from './entities';
import { createWorker } from './worker/create-worker';
import {
  ensureGiftCardExpirySchedule,
  ensureMaintenanceSchedule,
  ensureReconciliationSchedule,
  ensureRestockSweepSchedule,
} from './temporal/schedules';
import { startWebhookRelay } from './worker/webhook-relay';
import { startPendingSubmitRedrive } from './worker/pending-submit-redrive';
import { backgroundTaskQueueOf } from './temporal/task-queues';
import { activeTracing } from './tracing/tracing';
import { openFileStorage } from './files/file-storage';
import { CommerceTemporal } from './temporal/client';
import { temporalOrderWorkflows } from './temporal/order-workflows';

/**
 * The Temporal runtime serves the worker's Prometheus metrics at `address`/metrics: the SDK's own (task slots, poll
 * and schedule-to-start latencies, workflow and activity outcomes, sticky cache) and ours, recorded through its meter.
 */
function installMetricsRuntime(address: string): void {
  Runtime.install({
    telemetryOptions: {
      metrics: { prometheus: { bindAddress: address, countersTotalSuffix: true, useSecondsForDurations: true } },
    },
  });
}

/** The worker process: runs workflows and activities; SIGTERM lets running activities finish first. */
async function main(): Promise<void> {
  const config = configOfProcess();
  const logger = createLogger(config.logLevel, 'worker');
  // Before any connection: the runtime is set up once per process, and with it the metrics exporter.
  if (config.workerMetricsAddress) installMetricsRuntime(config.workerMetricsAddress);
  if (config.configurationWarnings.length) logger.warn({ problems: config.configurationWarnings }, 'configuration');
  const files = configuredOrExit(() => openFileStorage(config));
  const orm = await connectRequired('DATABASE_URL', 'PostgreSQL', () => openOrm(config.databaseUrl, entities));
  const connection = await connectRequired('TEMPORAL_ADDRESS', 'Temporal', () =>
    NativeConnection.connect({ address: config.temporalAddress }),
  );
  const clientConnection = await Connection.connect({ address: config.temporalAddress });
  const client = new Client({
    connection: clientConnection,
    namespace: config.temporalNamespace,
    interceptors: { workflow: activeTracing()?.workflowClientInterceptors },
  });
  // Reconciliation is maintenance: on the background queue, never in a shopper's checkout's way.
  const background = backgroundTaskQueueOf(config.temporalTaskQueue);
  await ensureMaintenanceSchedule(client, background);
  await ensureReconciliationSchedule(client, background);
  await ensureRestockSweepSchedule(client, background);
  await ensureGiftCardExpirySchedule(client, background);
  // An activity that takes a step of another workflow (a return's refund, in its order's) sends it as the API does.
  const temporal = new CommerceTemporal(config.temporalAddress, config.temporalNamespace, config.temporalTaskQueue);
  const worker = await createWorker(
    { orm, config, logger, files, orderWorkflows: temporalOrderWorkflows(temporal, config.orderActionWaitSeconds) },
    {
      connection,
      namespace: config.temporalNamespace,
      taskQueue: config.temporalTaskQueue,
      maxCachedWorkflows: config.workerCachedWorkflows,
      ...(config.workerWorkflowBundle && { workflowBundle: { codePath: config.workerWorkflowBundle } }),
    },
  );
  const relay = startWebhookRelay(config, orm, client, logger);
  const redrive = startPendingSubmitRedrive(config, orm, logger);
  logger.info({ taskQueues: worker.taskQueues, webhookRelay: Boolean(relay) }, 'worker running');
  // Worker.run installs SIGINT/SIGTERM handlers that call shutdown() and resolve once drained.
  await worker.run();
  await relay?.stop();
  await redrive.stop();
  files.close();
  await temporal.close();
  await Promise.all([orm.close(), connection.close(), clientConnection.close()]);
  logger.info('worker stopped');
}

main().catch((error) => {
  console.error(
    JSON.stringify({
      level: 'fatal',
      msg: 'worker failed',
      error: error instanceof Error ? error.message : String(error),
    }),
  );
  process.exit(1);
});
