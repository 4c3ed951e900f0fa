import './tracing/api';
import type { Server } from 'node:http';
import cluster from 'node:cluster';
import { configOfProcess, configuredOrExit, type Config } from './config';
import { createLogger } from './logger';
import { openOrm } from './db/orm';
import { connectRequired } from './shared/required-service';
import { entities } from './entities';
import { CommerceTemporal } from './temporal/client';
import { createApp } from './app';
import { PublishableKeyCache } from './stores/publishable-key-cache';
import { CatalogueAnswerCache } from './catalogue/catalogue-answer-cache';
import { SoldOutVariants } from './checkout/sold-out-variants';
import { answerClientErrors } from './http/client-errors';
import { superviseApiProcesses } from './api-processes';
import { trimYoungGenerationAfterStart } from './start-up-heap-trim';
import { openFileStorage } from './files/file-storage';

/**
 * Connections the kernel holds for the API while its event loop is busy (capped by net.core.somaxconn). Node's 511
 * overflowed in a flash sale: 2,000 shoppers in 2 s left 150-270 of them with a reset or a connect time-out instead
 * of an answer (bench:flash-sale), and none with 4,096.
 */
const LISTEN_BACKLOG = 4096;

/** The API process: listens, and on SIGTERM stops accepting, drains in-flight requests, then closes pools. */
async function serve(config: Config): Promise<void> {
  const logger = createLogger(config.logLevel, 'api');
  if (config.configurationWarnings.length) logger.warn({ problems: config.configurationWarnings }, 'configuration');
  const files = configuredOrExit(() => openFileStorage(config));
  const orm = await connectRequired('DATABASE_URL', 'PostgreSQL', () => openOrm(config.databaseUrl, entities));
  const temporal = new CommerceTemporal(config.temporalAddress, config.temporalNamespace, config.temporalTaskQueue);
  const publishableKeys = await PublishableKeyCache.open(config.databaseUrl, logger);
  const catalogueAnswers = await CatalogueAnswerCache.open(
    config.databaseUrl,
    logger,
    config.catalogueCache,
    (storeId) => publishableKeys.forgetStore(storeId),
  );
  const soldOutVariants = await SoldOutVariants.open(config.databaseUrl, logger);
  const app = createApp({ config, orm, temporal, logger, publishableKeys, catalogueAnswers, soldOutVariants, files });
  const server: Server = answerClientErrors(
    app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () => {
      logger.info({ url: config.publicBaseUrl }, 'API listening');
      trimYoungGenerationAfterStart();
    }),
  );
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining HTTP connections');
    server.close(() => {
      files.close();
      void Promise.all([
        publishableKeys.stop(),
        catalogueAnswers.stop(),
        soldOutVariants.stop(),
        orm.close(),
        temporal.close(),
      ]).finally(() => {
        logger.info('API stopped');
        process.exit(0);
      });
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 20_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function main(): Promise<void> {
  const config = configOfProcess();
  if (config.apiProcesses > 1 && cluster.isPrimary)
    superviseApiProcesses(config.apiProcesses, createLogger(config.logLevel, 'api'));
  else await serve(config);
}

main().catch((error) => {
  console.error(
    JSON.stringify({
      level: 'fatal',
      msg: 'API failed to start',
      error: error instanceof Error ? error.message : String(error),
    }),
  );
  process.exit(1);
});
