import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { sql, type Sql } from '../db/sql-template';
import { fetchKeysetPage, newestFirst, SqlFilters } from '../db/keyset';
import type { CursorCodec, PageQuery } from '../shared/pagination';
import { notFound } from '../shared/errors';
import type { EventBody } from './event-types';
import type { EntityRow } from '../db/entity-row';
import type { EventSchema } from './event.entity';

/** Events are kept (and shown) for 30 days. */
const RETENTION = "interval '30 days'";

type EventRow = Pick<EntityRow<typeof EventSchema>, 'payload'>;

export interface EventFilter extends PageQuery {
  type?: string;
}

export async function listEvents(em: EntityManager, cursors: CursorCodec, storeId: string, filter: EventFilter) {
  return fetchKeysetPage<EventRow, Record<string, unknown>>(
    em,
    cursors,
    {
      selectFrom: 'e.payload FROM events e',
      filters: new SqlFilters(`e.store_id = ? AND e.created_at > now() - ${RETENTION}`, storeId).when(
        filter.type,
        'e.type = ?',
        filter.type,
      ),
      ...newestFirst('e'),
      page: filter,
      fingerprint: `events|${storeId}|${filter.type ?? ''}`,
    },
    (rows) => rows.map((row) => row.payload),
  );
}

export async function getEvent(em: EntityManager, storeId: string, id: string) {
  const row = await queryOne<EventRow>(
    em,
    `SELECT e.payload FROM events e WHERE e.store_id = ? AND e.id = ? AND e.created_at > now() - ${RETENTION}`,
    [storeId, id],
  );
  if (!row) throw notFound('event', id);
  return row.payload;
}

/** Deletes events older than 30 days; answers how many. */
export function purgeOldEvents(em: EntityManager): Promise<number> {
  return execute(em, "DELETE FROM events WHERE created_at < now() - interval '30 days'");
}

/**
 * Writes the event to the outbox, in the caller's transaction; a target endpoint makes it that endpoint's only.
 * With `change` (a data-modifying statement whose result is not needed), both are written by one statement.
 */
export async function insertEvent(
  em: EntityManager,
  event: EventBody,
  targetEndpointId: string | null,
  change?: Sql,
): Promise<void> {
  const insert = sql`INSERT INTO events (id, store_id, type, payload, created_at, target_endpoint_id)
        VALUES (${event.id}, ${event.storeId}, ${event.type}, ${JSON.stringify(event)}::jsonb, ${event.createdAt},
                ${targetEndpointId})`;
  await execute(em, change ? sql`WITH change AS (${change}) ${insert}` : insert);
}

/**
 * Writes several events (none with a target endpoint) to the outbox by one statement, with `change` as insertEvent
 * does; the events' rows read from one jsonb parameter, so the statement's text is the same for any number of them.
 */
export async function insertEvents(em: EntityManager, events: EventBody[], change: Sql): Promise<void> {
  await execute(
    em,
    sql`WITH change AS (${change})
        INSERT INTO events (id, store_id, type, payload, created_at)
        SELECT e->>'id', e->>'storeId', e->>'type', e, (e->>'createdAt')::timestamptz
          FROM jsonb_array_elements(${JSON.stringify(events)}::jsonb) AS e`,
  );
}

/** Whether the event is one of the store's (of any age: a filter on it finds the deliveries it still has). */
export async function eventInStore(em: EntityManager, storeId: string, eventId: string): Promise<boolean> {
  return (await queryOne(em, sql`SELECT 1 FROM events WHERE id = ${eventId} AND store_id = ${storeId}`)) !== undefined;
}
