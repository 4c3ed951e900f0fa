import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne, queryRows } from '../db/sql';
import { notFound } from '../shared/errors';
import { toPage, type CursorCodec, type PageQuery } from '../shared/pagination';
import type { Store } from '../stores/store.entity';
import type { CategoryRow } from './category.row';

/** The columns the storefront reads, plus the ids of a category's children. */
type PublicCategoryRow = Omit<CategoryRow, 'created_at' | 'updated_at'> & { child_ids?: string[] };

const COLUMNS = 'c.id, c.parent_id, c.name, c.handle, c.description, c.position';

function presentCategory(row: PublicCategoryRow) {
  return { id: row.id, parentId: row.parent_id, name: row.name, handle: row.handle, description: row.description, position: row.position };
}

/** Every category of the store with its parent id (the tree), in display order, keyset paginated. */
export async function listCategories(em: EntityManager, store: Store, cursors: CursorCodec, query: PageQuery) {
  const { limit } = query;
  const fingerprint = 'categories';
  const after = query.cursor ? cursors.decode(fingerprint, query.cursor) : undefined;
  const rows = await queryRows<PublicCategoryRow>(
    em,
    `SELECT ${COLUMNS} FROM categories c WHERE c.store_id = ?${after ? ' AND (c.position, c.id) > (?::int, ?)' : ''} ORDER BY c.position, c.id LIMIT ?`,
    [store.id, ...(after ?? []), limit + 1],
  );
  return toPage(rows, limit, presentCategory, (last) => cursors.encode(fingerprint, [last.position, last.id]));
}

/** One category with the ids of its children. */
export async function getCategory(em: EntityManager, store: Store, categoryId: string) {
  const row = await queryOne<PublicCategoryRow>(
    em,
    `SELECT ${COLUMNS}, coalesce((SELECT array_agg(k.id ORDER BY k.position, k.id) FROM categories k WHERE k.parent_id = c.id), '{}') AS child_ids
       FROM categories c WHERE c.id = ? AND c.store_id = ?`,
    [categoryId, store.id],
  );
  if (!row) throw notFound('category', categoryId);
  return { ...presentCategory(row), childIds: row.child_ids ?? [] };
}
