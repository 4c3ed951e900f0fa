import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../events/outbox';
import type { EventType } from '../events/event-types';
import { storeMailIdentity } from '../stores/stores.repository';
import { loadOrderDetail, type OrderRow } from './orders.repository';
import { presentOrder } from './orders.presenter';

/**
 * Writes an order.* event with the order as it is now; call it in the transaction of the change. Answers the order
 * row it read, so a caller that goes on to answer the order need not read it again.
 */
export async function recordOrderEvent(
  em: EntityManager,
  storeId: string,
  orderId: string,
  type: EventType,
): Promise<OrderRow> {
  const store = await storeMailIdentity(em, storeId);
  const detail = await loadOrderDetail(em, storeId, orderId);
  await recordEvent(em, storeId, type, presentOrder(detail, store?.language ?? 'en'));
  return detail.order;
}
