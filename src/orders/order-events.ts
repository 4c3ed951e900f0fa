import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEventWith } from '../events/outbox';
import type { Sql } from '../db/sql-template';
import type { EventType } from '../events/event-types';
import { storeLanguageOf } from '../stores/stores.repository';
import { loadOrderDetailWith, type OrderDetail, type OrderRow } from './orders.repository';
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
  const { detail, language } = await loadOrderForEvent(em, storeId, orderId);
  await recordOrderEventOf(em, storeId, type, detail, language);
  return detail.order;
}

/** The order as an order.* event shows it, and its store's language; lock: its row locked for the transaction. */
export async function loadOrderForEvent(
  em: EntityManager,
  storeId: string,
  orderId: string,
  lock = false,
): Promise<{ detail: OrderDetail; language: string }> {
  const read = await loadOrderDetailWith<string | null>(em, storeId, orderId, storeLanguageOf, lock);
  return { detail: read.detail, language: read.extra ?? 'en' };
}

/**
 * Writes an order.* event from the order as the caller has just written it (every row as PostgreSQL answered it,
 * as recordOrderEvent would read it), in the store's language; call it in the transaction of the change. `change`,
 * a statement the event does not depend on, is written by the same statement (recordEventWith).
 */
export async function recordOrderEventOf(
  em: EntityManager,
  storeId: string,
  type: EventType,
  detail: OrderDetail,
  language: string,
  change?: Sql,
): Promise<void> {
  await recordEventWith(em, change, storeId, type, presentOrder(detail, language));
}
