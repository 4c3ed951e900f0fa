import type { MikroORM } from '@mikro-orm/postgresql';
import type { Client } from '@temporalio/client';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { WebhookRelay } from '../webhooks/relay';
import { backgroundTaskQueueOf } from '../temporal/task-queues';

/** The outbox relay that runs beside the worker, unless the configuration turns it off. */
export function startWebhookRelay(config: Config, orm: MikroORM, temporal: Client, logger: Logger): WebhookRelay | undefined {
  if (!config.webhookRelayEnabled) return undefined;
  const relay = new WebhookRelay({
    orm,
    temporal,
    taskQueue: backgroundTaskQueueOf(config.temporalTaskQueue),
    databaseUrl: config.databaseUrl,
    retryScheduleSeconds: config.webhookRetryScheduleSeconds,
    logger,
  });
  relay.start();
  return relay;
}
