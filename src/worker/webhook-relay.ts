import type { MikroORM } from '@mikro-orm/postgresql';
import type { Client } from '@temporalio/client';
import { Runtime } from '@temporalio/worker';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { WebhookRelay, type RelayFollower, type RelayPass } from '../webhooks/relay';
import { backgroundTaskQueueOf } from '../temporal/task-queues';
import { webhookDeliveryWorkflows } from '../temporal/webhooks';
import { restockWorkflowsOf } from '../temporal/restock';
import { restockedVariants } from '../restock/restock.service';
import { paidGiftCardLinesAmong } from '../balances/balances.repository';
import { purchasesOf } from '../balances/gift-card-purchases.service';
import { startGiftCardDelivery } from '../temporal/gift-card-deliveries';

/**
 * Back-in-stock alerts follow the outbox: every stock change writes `inventory.updated` there, so the relay's pass
 * sees each one once, after its commit, whichever path changed the stock (adjustment, import, return, cancel).
 */
function restockFollower(temporal: Client, taskQueue: string, logger: Logger): RelayFollower {
  const workflows = restockWorkflowsOf(temporal, taskQueue);
  return async (em, eventIds) => {
    const variants = await restockedVariants(em, eventIds);
    return () => {
      for (const { storeId, variantId } of variants)
        workflows
          .stockReturned(storeId, variantId)
          .catch((error) => logger.warn({ err: error, variantId }, 'restock workflow not told'));
    };
  };
}

/**
 * Gift cards bought in the shop follow the outbox too: every paid path (checkout, bank transfer marked paid, payment
 * link) writes `order.paid`, so each paid gift-card line is seen once after its commit, and each of its units gets
 * its delivery workflow, which issues the card and mails it.
 */
function giftCardFollower(temporal: Client, taskQueue: string, logger: Logger): RelayFollower {
  return async (em, eventIds) => {
    const purchases = purchasesOf(await paidGiftCardLinesAmong(em, eventIds));
    return () => {
      for (const purchase of purchases)
        startGiftCardDelivery(temporal, taskQueue, purchase).catch((error) =>
          logger.error({ err: error, orderId: purchase.orderId }, 'gift card delivery not started'),
        );
    };
  };
}

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
  const taskQueue = backgroundTaskQueueOf(config.temporalTaskQueue);
  const relay = new WebhookRelay({
    orm,
    workflows: webhookDeliveryWorkflows(temporal, taskQueue),
    followers: [restockFollower(temporal, taskQueue, logger), giftCardFollower(temporal, taskQueue, logger)],
    databaseUrl: config.databaseUrl,
    logger,
    onPass: relayMetrics(),
  });
  relay.start();
  return relay;
}
