import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne } from '../db/sql';
import { recordEvent } from '../events/outbox';
import type { EventType } from '../events/event-types';
import { loadOrderDetail } from './orders.repository';
import { presentOrder } from './orders.presenter';

/** Writes an order.* event with the order as it is now; call it in the transaction of the change. */
export async function recordOrderEvent(em: EntityManager, storeId: string, orderId: string, type: EventType): Promise<void> {
  const store = await queryOne<{ default_language: string }>(em, 'SELECT default_language FROM stores WHERE id = ?', [storeId]);
  const order = presentOrder(await loadOrderDetail(em, storeId, orderId), store?.default_language ?? 'en');
  await recordEvent(em, storeId, type, order);
}
