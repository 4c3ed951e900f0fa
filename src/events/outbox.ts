import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../shared/ids';
import type { Sql } from '../db/sql-template';
import type { EventBody, EventType } from './event-types';
import { insertEvent, insertEvents } from './events.repository';

/**
 * Writes an event to the outbox. Call it with the EntityManager of the transaction that makes the change,
 * so the event exists exactly when the change does; the webhook relay delivers it later. An event with a target
 * endpoint goes to that endpoint only (a test event).
 */
export async function recordEvent(
  em: EntityManager,
  storeId: string,
  type: EventType,
  object: Record<string, unknown>,
  targetEndpointId: string | null = null,
): Promise<EventBody> {
  return recordEventWith(em, undefined, storeId, type, object, targetEndpointId);
}

let lastEventMs = 0;

/**
 * The event's time, never earlier than or equal to the previous one this process recorded: two events of one
 * transaction (`order.created` then `order.paid`) are often written within one millisecond, and the relay and readers
 * order events by time, so a tie would be broken by the random id and could deliver `order.paid` first.
 */
function nextEventTime(): string {
  lastEventMs = Math.max(Date.now(), lastEventMs + 1);
  return new Date(lastEventMs).toISOString();
}

/**
 * recordEvent, written by one statement with `change`: a data-modifying statement (an INSERT, say) whose result
 * the event does not depend on, so the change and its event still exist exactly together.
 */
export async function recordEventWith(
  em: EntityManager,
  change: Sql | undefined,
  storeId: string,
  type: EventType,
  object: Record<string, unknown>,
  targetEndpointId: string | null = null,
): Promise<EventBody> {
  const event = eventOf(storeId, type, object);
  await insertEvent(em, event, targetEndpointId, change);
  return event;
}

/** Events of one change, written with it by one statement (recordEventWith for several; times in this order). */
export async function recordEventsWith(
  em: EntityManager,
  change: Sql,
  events: Array<{ storeId: string; type: EventType; object: Record<string, unknown> }>,
): Promise<EventBody[]> {
  const bodies = events.map((event) => eventOf(event.storeId, event.type, event.object));
  await insertEvents(em, bodies, change);
  return bodies;
}

function eventOf(storeId: string, type: EventType, object: Record<string, unknown>): EventBody {
  return {
    id: newId('evt'),
    type,
    createdAt: nextEventTime(),
    storeId,
    apiVersion: 'v3',
    data: { object: { ...object, updatedAt: object.updatedAt ?? new Date().toISOString() } },
  };
}
