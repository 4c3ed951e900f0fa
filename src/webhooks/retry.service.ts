import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../http/context';
import { inTransaction } from '../db/sql';
import { AppError } from '../shared/errors';
import { retryWebhookDelivery } from '../temporal/webhooks';
import { findEndpoint } from './endpoints.repository';
import { findDelivery, presentDeliveryById, reopenDelivery } from './deliveries.repository';

/**
 * A retry by hand: the delivery's workflow attempts again at once (a finished delivery runs its schedule anew).
 * The delivery is reopened in the transaction that signals, so the attempt that follows always lands after it.
 */
export async function retryDelivery(em: EntityManager, deps: Pick<AppDeps, 'temporal' | 'config'>, storeId: string, endpointId: string, deliveryId: string) {
  return inTransaction(em, async (tx) => {
    const endpoint = await findEndpoint(tx, storeId, endpointId);
    const delivery = await findDelivery(tx, storeId, endpointId, deliveryId);
    if (!endpoint.enabled) {
      throw new AppError(409, 'invalid_state_transition', 'The endpoint is disabled; enable it before retrying a delivery.', { currentState: 'disabled', allowedActions: ['enable'] });
    }
    await reopenDelivery(tx, deliveryId);
    await retryWebhookDelivery(deps.temporal.client, deps.temporal.taskQueue, storeId, {
      deliveryId,
      endpointId,
      eventId: delivery.event_id,
      retryScheduleSeconds: deps.config.webhookRetryScheduleSeconds,
    });
    return presentDeliveryById(tx, storeId, endpointId, deliveryId);
  });
}
