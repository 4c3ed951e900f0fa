import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../shared/errors';
import { queryOne } from './sql';

/**
 * One row by id, only if it belongs to the store (another store's id is simply "not found"), optionally locked
 * for the rest of the transaction. `from` is a table with its alias, for example `categories c`.
 */
export async function findInStore<T>(
  em: EntityManager,
  from: string,
  columns: string,
  storeId: string,
  id: string,
  what: string,
  lock = false,
): Promise<T> {
  const alias = from.split(' ')[1];
  const row = await queryOne<T>(
    em,
    `SELECT ${columns} FROM ${from} WHERE ${alias}.id = ? AND ${alias}.store_id = ?${lock ? ' FOR UPDATE' : ''}`,
    [id, storeId],
  );
  if (!row) throw notFound(what, id);
  return row;
}
