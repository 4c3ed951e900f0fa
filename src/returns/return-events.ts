import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../events/outbox';
import type { EventType } from '../events/event-types';
import { findStore } from '../stores/stores.service';
import { addTimeline } from '../orders/orders.repository';
import { findReturn, findReturnLines, findTracking, type ReturnRow } from './returns.repository';
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
  data: Record<string, unknown> = {},
): Promise<ReturnState> {
  const row = await findReturn(em, storeId, returnId);
  const store = await findStore(em, storeId);
  const [lines, tracking] = [await findReturnLines(em, [row.id]), await findTracking(em, [row.id])];
  await recordEvent(em, storeId, type, presentReturn(row, lines, tracking, store.defaultLanguage));
  await addTimeline(em, row.order_id, type.replace('.', '_'), actor, message, { returnId, ...data });
  return stateOf(row);
}
