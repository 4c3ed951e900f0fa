import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { NativeConnection, type WorkerOptions } from '@temporalio/worker';
import type { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig, type Config } from '../../src/config';
import { createLogger } from '../../src/logger';
import { openOrm } from '../../src/db/orm';
import { entities } from '../../src/entities';
import { CommerceTemporal } from '../../src/temporal/client';
import { createApp } from '../../src/app';
import { answerClientErrors } from '../../src/http/client-errors';
import { PublishableKeyCache } from '../../src/stores/publishable-key-cache';
import { CatalogueAnswerCache } from '../../src/catalogue/catalogue-answer-cache';
import { SoldOutVariants } from '../../src/checkout/sold-out-variants';
import { createWorker, type CommerceWorker } from '../../src/worker/create-worker';
import { startWebhookRelay } from '../../src/worker/webhook-relay';
import { startPendingSubmitRedrive, type PendingSubmitRedrive } from '../../src/worker/pending-submit-redrive';
import type { WebhookRelay } from '../../src/webhooks/relay';
import type { OpenApiDocument } from '../../src/http/openapi';
import { openFileDatabase } from './file-database';
import { openFileStorage } from '../../src/files/file-storage';
import type { FileStorage } from '../../src/shared/file-storage.port';
import { temporalOrderWorkflows } from '../../src/temporal/order-workflows';

export interface Harness {
  config: Config;
  /** The API's knowledge of sold-out variants (src/checkout/sold-out-variants.ts). */
  soldOutVariants: SoldOutVariants;
  orm: MikroORM;
  temporal: CommerceTemporal;
  files: FileStorage;
  baseUrl: string;
  worker?: CommerceWorker;
  /** The outbox relay beside the worker, when the env sets WEBHOOK_RELAY_ENABLED=true. */
  relay?: WebhookRelay;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Run a real worker (real activities) on this file's own task queues. */
  worker?: boolean;
  /** The worker's workflows: the suite's prebuilt bundle unless given (say, one with workflow interceptors). */
  workflowBundle?: WorkerOptions['workflowBundle'];
  env?: Record<string, string>;
  /** A fixture spec to serve instead of openapi.json (its operations must keep the real handlers). */
  openApi?: OpenApiDocument;
  /**
   * A database of the file's own (see file-database.ts); implied when the env enables the outbox relay, needed too by a
   * file whose launched workers relay.
   */
  ownDatabase?: boolean;
  /** Listen on this port (say, one PUBLIC_BASE_URL names, so e-mailed links lead back here); a free one otherwise. */
  port?: number;
  /**
   * Run the worker's re-drive of pending submits beside it. It reads every store's submits in the database, so a file
   * that asks for it has a database of its own: other files' re-drives would start its checkouts on their queues.
   */
  redrive?: boolean;
}

/** The API on an ephemeral port against the test database and dev server; optionally a worker too. */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const relaying = options.env?.WEBHOOK_RELAY_ENABLED === 'true';
  const database = options.ownDatabase || relaying ? await openFileDatabase() : undefined;
  const config = loadConfig({ ...process.env, TEMPORAL_TASK_QUEUE: `test-${randomUUID()}`, ...options.env });
  const logger = createLogger(config.logLevel, 'test');
  const orm = await openOrm(config.databaseUrl, entities, 10);
  const temporal = new CommerceTemporal(config.temporalAddress, config.temporalNamespace, config.temporalTaskQueue);
  const publishableKeys = await PublishableKeyCache.open(config.databaseUrl, logger);
  const catalogueAnswers = await CatalogueAnswerCache.open(
    config.databaseUrl,
    logger,
    config.catalogueCache,
    (storeId) => publishableKeys.forgetStore(storeId),
  );
  const soldOutVariants = await SoldOutVariants.open(config.databaseUrl, logger);
  const files = openFileStorage(config);
  const deps = { config, orm, temporal, logger, publishableKeys, catalogueAnswers, soldOutVariants, files };
  const app = createApp(deps, options.openApi);
  const server: Server = answerClientErrors(app.listen(options.port ?? 0, '127.0.0.1'));
  await new Promise((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let worker: CommerceWorker | undefined;
  let workerRun: Promise<void> | undefined;
  let nativeConnection: NativeConnection | undefined;
  let relay: WebhookRelay | undefined;
  let redrive: PendingSubmitRedrive | undefined;
  if (options.worker) {
    nativeConnection = await NativeConnection.connect({ address: config.temporalAddress });
    worker = await createWorker(
      { orm, config, logger, files, orderWorkflows: temporalOrderWorkflows(temporal, config.orderActionWaitSeconds) },
      {
        connection: nativeConnection,
        namespace: config.temporalNamespace,
        taskQueue: config.temporalTaskQueue,
        workflowBundle: options.workflowBundle ?? { codePath: process.env.TEST_WORKFLOW_BUNDLE as string },
      },
    );
    workerRun = worker.run();
    relay = startWebhookRelay(config, orm, temporal.client, logger);
    if (options.redrive) redrive = startPendingSubmitRedrive(config, orm, logger);
  }

  return {
    config,
    soldOutVariants,
    orm,
    temporal,
    files,
    baseUrl,
    worker,
    relay,
    async close() {
      await relay?.stop();
      await redrive?.stop();
      await new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      if (worker) {
        worker.shutdown();
        await workerRun;
      }
      await nativeConnection?.close();
      await temporal.close();
      await publishableKeys.stop();
      await catalogueAnswers.stop();
      await soldOutVariants.stop();
      await orm.close(true);
      files.close();
      await database?.drop();
    },
  };
}
