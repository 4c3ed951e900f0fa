import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryRows } from '../db/sql';
import { raw, sql } from '../db/sql-template';
import { fromEvents, joinEvent } from '../events/outbox-reader.repository';

/** An endpoint, with the store it belongs to (which its workflow is tagged with). */
export interface EndpointOfStore {
  endpoint_id: string;
  store_id: string;
}

/** An event for one endpoint that subscribes to it: one delivery the relay queues for the endpoint. */
export interface Handoff extends EndpointOfStore {
  event_id: string;
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

/**
 * A delivery for each hand-off, queued on its endpoint and due now; one already there (an earlier hand-off) stays as it
 * is, so a repeated hand-off sends nothing twice.
 */
export async function queueDeliveries(em: EntityManager, handoffs: Handoff[], deliveryIds: string[]): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO webhook_deliveries (id, store_id, endpoint_id, event_id, event_type, status, due_at)
        SELECT d.id, e.store_id, d.endpoint_id, e.id, e.type, 'pending', clock_timestamp()
          FROM unnest(${deliveryIds}::text[], ${handoffs.map((h) => h.endpoint_id)}::text[],
                      ${handoffs.map((h) => h.event_id)}::text[]) AS d(id, endpoint_id, event_id)
          ${joinEvent('e', raw('d.event_id'))}
        ON CONFLICT (id) DO NOTHING`,
  );
}

/** Endpoints whose queue has a delivery due for longer than `overdueSeconds` (a claimed one is not due). */
export function overdueQueues(em: EntityManager, overdueSeconds: number): Promise<EndpointOfStore[]> {
  return queryRows<EndpointOfStore>(
    em,
    sql`SELECT DISTINCT endpoint_id, store_id FROM webhook_deliveries
         WHERE due_at IS NOT NULL AND due_at < clock_timestamp() - make_interval(secs => ${overdueSeconds})
           AND status = 'pending'`,
  );
}
