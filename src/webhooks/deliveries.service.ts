import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { DomainError } from '../shared/errors';
import type { DeliveryWorkflows } from './delivery-workflows.port';
import { findEndpoint } from './endpoints.repository';
import {
  findDelivery,
  listDeliveries,
  presentDeliveryById,
  reopenDelivery,
  type DeliveryFilter,
} from './deliveries.repository';
import { requeueDelivery } from './endpoint-queue.repository';
import type { CursorCodec } from '../shared/pagination';
import { checkFilterIds } from '../shared/filter-ids';
import { eventInStore } from '../events/events.repository';

/** The delivery log of one endpoint of this store (404 for an endpoint it does not have). */
export async function listEndpointDeliveries(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  endpointId: string,
  filter: DeliveryFilter,
) {
  await findEndpoint(em, storeId, endpointId);
  await checkFilterIds({
    field: 'query.eventId',
    what: 'event',
    id: filter.eventId,
    inStore: (id) => eventInStore(em, storeId, id),
  });
  return listDeliveries(em, cursors, storeId, endpointId, filter);
}

/** What a retry by hand runs on: the delivery workflows, and the schedule a fresh run follows. */
export interface DeliveryRetries {
  workflows: DeliveryWorkflows;
  retryScheduleSeconds: number[];
}

/**
 * A retry by hand: the delivery is attempted again at once, at the start of its retry schedule. Temporal is told in
 * the transaction that queues it (so an unreachable Temporal changes nothing: 503) and again after the commit, so
 * the endpoint's next pass is sure to see it. A delivery that a workflow of its own still schedules (handed off
 * before endpoint queues) is woken in that workflow instead.
 */
export async function retryDelivery(
  em: EntityManager,
  retries: DeliveryRetries,
  storeId: string,
  endpointId: string,
  deliveryId: string,
) {
  const { workflows } = retries;
  const { delivery, queued } = await inTransaction(em, async (tx) => {
    const endpoint = await findEndpoint(tx, storeId, endpointId);
    const delivery = await findDelivery(tx, storeId, endpointId, deliveryId);
    if (!endpoint.enabled) {
      throw new DomainError(
        'invalid_state_transition',
        'The endpoint is disabled; enable it before retrying a delivery.',
        { currentState: 'disabled', allowedActions: ['enable'] },
      );
    }
    if (delivery.status === 'pending' && delivery.due_at === null) {
      await reopenDelivery(tx, deliveryId);
      const input = {
        deliveryId,
        endpointId,
        eventId: delivery.event_id,
        retryScheduleSeconds: retries.retryScheduleSeconds,
      };
      await workflows.retryScheduledDelivery(storeId, input);
      return { delivery: await presentDeliveryById(tx, storeId, endpointId, deliveryId), queued: false };
    }
    await requeueDelivery(tx, deliveryId);
    await workflows.deliveriesQueued(storeId, endpointId);
    return { delivery: await presentDeliveryById(tx, storeId, endpointId, deliveryId), queued: true };
  });
  // Once more after the commit; if Temporal went away meanwhile, the relay's sweep signals the overdue queue.
  if (queued) await workflows.deliveriesQueued(storeId, endpointId).catch(() => undefined);
  return delivery;
}
