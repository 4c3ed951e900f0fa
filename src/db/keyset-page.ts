import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows } from './sql';
import { AppError } from '../shared/errors';
import { toPage, type CursorCodec, type Page } from '../shared/pagination';

export interface KeysetQuery {
  /** `SELECT … FROM … WHERE …` whose rows carry `id` and `cursor_at` (the created_at as text, full precision). */
  sql: string;
  params: unknown[];
  /** The columns the page is ordered by, newest first. */
  createdAtColumn: string;
  idColumn: string;
  /** Filters and scope of the query: a cursor only fits the query it came from. */
  fingerprint: string;
  /** Absent when the client sent none: the list default of the contract applies. */
  limit?: number;
  cursor?: string;
}

export const DEFAULT_PAGE_SIZE = 20;

export interface KeysetRow {
  id: string;
  cursor_at: string;
}

/** Newest-first keyset page on (created_at, id): stable under concurrent inserts, no count(*). */
export async function keysetPage<Row extends KeysetRow, Item>(em: EntityManager, cursors: CursorCodec, query: KeysetQuery, toItem: (row: Row) => Item): Promise<Page<Item>> {
  const params = [...query.params];
  let sql = query.sql;
  if (query.cursor) {
    const [createdAt, id] = cursors.decode(query.fingerprint, query.cursor);
    if (typeof createdAt !== 'string' || typeof id !== 'string') throw new AppError(400, 'invalid_cursor', 'The cursor is not valid for this query; start again without a cursor.');
    sql += ` AND (${query.createdAtColumn}, ${query.idColumn}) < (?::timestamptz, ?)`;
    params.push(createdAt, id);
  }
  sql += ` ORDER BY ${query.createdAtColumn} DESC, ${query.idColumn} DESC LIMIT ?`;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  params.push(limit + 1);
  const rows = await queryRows<Row>(em, sql, params);
  return toPage(rows, limit, toItem, (last) => cursors.encode(query.fingerprint, [last.cursor_at, last.id]));
}
