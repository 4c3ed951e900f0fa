import type { MikroORM } from '@mikro-orm/postgresql';
import type { Client } from '@temporalio/client';
import { Runtime } from '@temporalio/worker';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { WebhookRelay, type RelayPass } from '../webhooks/relay';
import { backgroundTaskQueueOf } from '../temporal/task-queues';
import { webhookDeliveryWorkflows } from '../temporal/webhooks';

/** Relay lag and throughput in the worker's Prometheus metrics (the Temporal runtime's exporter). */
function relayMetrics(): (pass: RelayPass) => void {
  const meter = Runtime.instance().metricMeter;
  const lag = meter.createGauge(
    'commerce_webhook_relay_lag_seconds',
    'float',
    's',
    'How long the oldest event of the last relay pass had waited',
  );
  const relayed = meter.createCounter(
    'commerce_webhook_events_relayed',
    'events',
    'Events handed to delivery workflows',
  );
  return (pass) => {
    lag.set(pass.oldestWaitedSeconds);
    if (pass.relayed) relayed.add(pass.relayed);
  };
}

/** The outbox relay that runs beside the worker, unless the configuration turns it off. */
export function startWebhookRelay(
  config: Config,
  orm: MikroORM,
  temporal: Client,
  logger: Logger,
): WebhookRelay | undefined {
  if (!config.webhookRelayEnabled) return undefined;
  const relay = new WebhookRelay({
    orm,
    workflows: webhookDeliveryWorkflows(temporal, backgroundTaskQueueOf(config.temporalTaskQueue)),
    databaseUrl: config.databaseUrl,
    logger,
    onPass: relayMetrics(),
  });
  relay.start();
  return relay;
}
