import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne } from '../db/sql';
import { keysetPage } from '../db/keyset-page';
import type { CursorCodec } from '../shared/pagination';
import { notFound } from '../shared/errors';

/** Events are kept (and shown) for 30 days. */
const RETENTION = "interval '30 days'";

interface EventRow {
  id: string;
  payload: Record<string, unknown>;
  cursor_at: string;
}

export interface EventFilter {
  limit?: number;
  cursor?: string;
  type?: string;
}

export async function listEvents(em: EntityManager, cursors: CursorCodec, storeId: string, filter: EventFilter) {
  const params: unknown[] = [storeId];
  let sql = `SELECT e.id, e.payload, e.created_at::text AS cursor_at FROM events e WHERE e.store_id = ? AND e.created_at > now() - ${RETENTION}`;
  if (filter.type) {
    sql += ' AND e.type = ?';
    params.push(filter.type);
  }
  return keysetPage(em, cursors, {
    sql,
    params,
    createdAtColumn: 'e.created_at',
    idColumn: 'e.id',
    fingerprint: `events|${storeId}|${filter.type ?? ''}`,
    limit: filter.limit,
    cursor: filter.cursor,
  }, (row: EventRow) => row.payload);
}

export async function getEvent(em: EntityManager, storeId: string, id: string) {
  const row = await queryOne<EventRow>(em, `SELECT e.payload FROM events e WHERE e.store_id = ? AND e.id = ? AND e.created_at > now() - ${RETENTION}`, [storeId, id]);
  if (!row) throw notFound('event', id);
  return row.payload;
}
