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
import type { CursorCodec } from '../shared/pagination';

/** The delivery log of one endpoint of this store (404 for an endpoint it does not have). */
export async function listEndpointDeliveries(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  endpointId: string,
  filter: DeliveryFilter,
) {
  await findEndpoint(em, storeId, endpointId);
  return listDeliveries(em, cursors, storeId, endpointId, filter);
}

/** What a retry by hand runs on: the delivery workflows, and the schedule a fresh run follows. */
export interface DeliveryRetries {
  workflows: DeliveryWorkflows;
  retryScheduleSeconds: number[];
}

/**
 * A retry by hand: the delivery's workflow attempts again at once (a finished delivery runs its schedule anew).
 * The delivery is reopened in the transaction that signals, so the attempt that follows always lands after it.
 */
export async function retryDelivery(
  em: EntityManager,
  retries: DeliveryRetries,
  storeId: string,
  endpointId: string,
  deliveryId: string,
) {
  return inTransaction(em, async (tx) => {
    const endpoint = await findEndpoint(tx, storeId, endpointId);
    const delivery = await findDelivery(tx, storeId, endpointId, deliveryId);
    if (!endpoint.enabled) {
      throw new DomainError(
        'invalid_state_transition',
        'The endpoint is disabled; enable it before retrying a delivery.',
        { currentState: 'disabled', allowedActions: ['enable'] },
      );
    }
    await reopenDelivery(tx, deliveryId);
    await retries.workflows.retryNow(storeId, {
      deliveryId,
      endpointId,
      eventId: delivery.event_id,
      retryScheduleSeconds: retries.retryScheduleSeconds,
    });
    return presentDeliveryById(tx, storeId, endpointId, deliveryId);
  });
}
