import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryRows } from '../db/sql';
import { raw, sql } from '../db/sql-template';
import { fromEvents, joinEvent } from '../events/outbox-reader.repository';

/** An event for one endpoint that subscribes to it: one delivery the relay hands to its workflow. */
export interface Handoff {
  event_id: string;
  endpoint_id: string;
  store_id: string;
}

/**
 * Enabled endpoints of the event's store that existed when it was raised and subscribe to its type (or to
 * everything); a test event goes to its one endpoint.
 */
export function subscribedEndpoints(em: EntityManager, eventIds: string[]): Promise<Handoff[]> {
  return queryRows<Handoff>(
    em,
    sql`SELECT e.id AS event_id, w.id AS endpoint_id, e.store_id
          ${fromEvents('e')}
          JOIN webhook_endpoints w ON w.store_id = e.store_id AND w.enabled AND w.created_at <= e.created_at
         WHERE e.id = ANY(${eventIds}::text[])
           AND (e.target_endpoint_id = w.id
                OR (e.target_endpoint_id IS NULL AND (e.type = ANY(w.events) OR '*' = ANY(w.events))))`,
  );
}

/** A delivery row for each hand-off, pending; one already there (an earlier hand-off or attempt) stays as it is. */
export async function insertPendingDeliveries(
  em: EntityManager,
  handoffs: Handoff[],
  deliveryIds: string[],
): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO webhook_deliveries (id, store_id, endpoint_id, event_id, event_type, status)
        SELECT d.id, e.store_id, d.endpoint_id, e.id, e.type, 'pending'
          FROM unnest(${deliveryIds}::text[], ${handoffs.map((h) => h.endpoint_id)}::text[],
                      ${handoffs.map((h) => h.event_id)}::text[]) AS d(id, endpoint_id, event_id)
          ${joinEvent('e', raw('d.event_id'))}
        ON CONFLICT (id) DO NOTHING`,
  );
}
