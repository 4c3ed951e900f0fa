import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../events/outbox';
import type { EventType } from '../events/event-types';
import { findStore } from '../stores/stores.service';
import { addTimeline } from '../orders/orders.repository';
import { findReturn, findReturnLines, type ReturnRow } from './returns.repository';
import { presentReturn } from './returns.presenter';
import type { ReturnState } from './returns.types';

export const stateOf = (r: ReturnRow): ReturnState => ({
  returnId: r.id,
  storeId: r.store_id,
  orderId: r.order_id,
  email: r.email,
  status: r.status,
  shipBy: r.ship_by ? new Date(r.ship_by).getTime() : null,
});

/**
 * Writes a return.* event with the return as it is now, and the step on its order's timeline; call it in the
 * transaction of the change. Answers the return's state.
 */
export async function recordReturnEvent(
  em: EntityManager,
  storeId: string,
  returnId: string,
  type: EventType,
  actor: string,
  message: string,
): Promise<ReturnState> {
  const row = await findReturn(em, storeId, returnId);
  const store = await findStore(em, storeId);
  await recordEvent(em, storeId, type, presentReturn(row, await findReturnLines(em, [row.id]), store.defaultLanguage));
  await addTimeline(em, row.order_id, type.replace('.', '_'), actor, message, { returnId });
  return stateOf(row);
}
