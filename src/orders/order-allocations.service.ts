import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { DomainError } from '../shared/errors';
import { findOrder } from './orders.repository';
import { presentAllocations, reallocateStock, type Reallocation } from '../catalogue/stock/stock-allocation.service';

export async function listOrderAllocations(em: EntityManager, storeId: string, orderId: string) {
  await findOrder(em, storeId, orderId);
  return presentAllocations(em, orderId);
}

/**
 * Staff move a line's units to another location: only while the order is confirmed and nothing of it was fulfilled
 * (the order row locked, so a fulfilment or a cancellation waits for the move or sees it).
 */
export function reallocateOrderStock(em: EntityManager, storeId: string, orderId: string, move: Reallocation) {
  return inTransaction(em, async (tx) => {
    const order = await findOrder(tx, storeId, orderId, true);
    if (order.status !== 'confirmed' || order.fulfillment_status !== 'unfulfilled')
      throw new DomainError(
        'invalid_state_transition',
        'Only a confirmed order with nothing fulfilled can be re-allocated.',
        { status: order.status, fulfillmentStatus: order.fulfillment_status },
      );
    return reallocateStock(tx, storeId, orderId, move);
  });
}
