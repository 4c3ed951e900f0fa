import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryRows } from '../db/sql';
import { raw, sql, type Sql } from '../db/sql-template';

/** The outbox's events under alias, for another domain's statement that reads events beside its own rows. */
export const fromEvents = (alias: string): Sql => sql`FROM events ${raw(alias)}`;

/** Joins the event whose id is `id` (a column or a value) under alias, for another domain's statement. */
export const joinEvent = (alias: string, id: Sql): Sql => sql`JOIN events ${raw(alias)} ON ${raw(alias)}.id = ${id}`;

export interface UnrelayedEvent {
  id: string;
  waited_seconds: number;
}

/**
 * Locks the oldest events not yet relayed, skipping those another relay holds, until the caller's transaction ends;
 * the caller marks them relayed in that transaction.
 */
export function lockUnrelayedEvents(em: EntityManager, limit: number): Promise<UnrelayedEvent[]> {
  return queryRows<UnrelayedEvent>(
    em,
    sql`SELECT id, EXTRACT(EPOCH FROM clock_timestamp() - created_at)::float8 AS waited_seconds
          FROM events WHERE relayed_at IS NULL ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
  );
}

export async function markEventsRelayed(em: EntityManager, eventIds: string[]): Promise<void> {
  await execute(em, sql`UPDATE events SET relayed_at = clock_timestamp() WHERE id = ANY(${eventIds}::text[])`);
}
