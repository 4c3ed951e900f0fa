import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityRow } from '../../db/entity-row';
import type { CategorySchema } from './category.entity';
import { execute, queryOne } from '../../db/sql';
import { findInStore } from '../../db/in-store';
import { fetchKeysetPage, SqlFilters, type PageRequest } from '../../db/keyset';
import type { CursorCodec, Page } from '../../shared/pagination';

/** A `categories` row as SQL returns it; the public and admin surfaces present it differently. */
export type CategoryRow = Omit<EntityRow<typeof CategorySchema>, 'store_id'>;

/** The columns the storefront reads, plus the ids of a category's children. */
export type PublicCategoryRow = Omit<CategoryRow, 'created_at' | 'updated_at'> & { child_ids?: string[] };

const PUBLIC_COLUMNS = 'c.id, c.parent_id, c.name, c.handle, c.description, c.position';
const COLUMNS = `${PUBLIC_COLUMNS}, c.created_at, c.updated_at`;

export function findCategoryRow(em: EntityManager, storeId: string, id: string, lock = false): Promise<CategoryRow> {
  return findInStore<CategoryRow>(em, 'categories c', COLUMNS, storeId, id, 'category', lock);
}

export async function categoryInStore(em: EntityManager, storeId: string, id: string): Promise<boolean> {
  return (await queryOne(em, 'SELECT 1 FROM categories WHERE id = ? AND store_id = ?', [id, storeId])) !== undefined;
}

/** Whether `ancestorId` is `categoryId` or one of the categories above it. */
export async function isAtOrAbove(em: EntityManager, categoryId: string, ancestorId: string): Promise<boolean> {
  const found = await queryOne(
    em,
    `WITH RECURSIVE up AS (SELECT id, parent_id FROM categories WHERE id = ?
                           UNION ALL SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id)
     SELECT 1 FROM up WHERE id = ?`,
    [categoryId, ancestorId],
  );
  return found !== undefined;
}

/**
 * A page of the store's categories in display order (position, then id), the admin's columns or the storefront's;
 * `parentId` 'root' lists the top level, another id that category's children.
 */
export function fetchCategoryPage<Row extends PublicCategoryRow, Item>(
  em: EntityManager,
  cursors: CursorCodec,
  query: { storeId: string; surface: 'admin' | 'public'; parentId?: string; page: PageRequest; fingerprint: string },
  toItems: (rows: Row[]) => Item[],
): Promise<Page<Item>> {
  const filters = new SqlFilters('c.store_id = ?', query.storeId)
    .when(query.parentId === 'root', 'c.parent_id IS NULL')
    .when(query.parentId && query.parentId !== 'root', 'c.parent_id = ?', query.parentId);
  return fetchKeysetPage<Row, Item>(
    em,
    cursors,
    {
      selectFrom: `${query.surface === 'admin' ? COLUMNS : PUBLIC_COLUMNS} FROM categories c`,
      filters,
      keys: [
        { expr: 'c.position', type: 'integer' },
        { expr: 'c.id', type: 'text' },
      ],
      direction: 'asc',
      page: query.page,
      fingerprint: query.fingerprint,
    },
    toItems,
  );
}

/** One category with the ids of its children, for the storefront. */
export function findPublicCategory(
  em: EntityManager,
  storeId: string,
  id: string,
): Promise<PublicCategoryRow | undefined> {
  return queryOne<PublicCategoryRow>(
    em,
    `SELECT ${PUBLIC_COLUMNS}, coalesce((SELECT array_agg(k.id ORDER BY k.position, k.id) FROM categories k
       WHERE k.parent_id = c.id), '{}') AS child_ids
       FROM categories c WHERE c.id = ? AND c.store_id = ?`,
    [id, storeId],
  );
}

export type CategoryFields = Pick<CategoryRow, 'parent_id' | 'name' | 'handle' | 'description' | 'position'>;

export async function insertCategory(
  tx: EntityManager,
  storeId: string,
  id: string,
  fields: CategoryFields,
): Promise<void> {
  await execute(
    tx,
    'INSERT INTO categories (id, store_id, parent_id, name, handle, description, position) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?)',
    [id, storeId, fields.parent_id, fields.name, fields.handle, fields.description, fields.position],
  );
}

export async function updateCategoryRow(tx: EntityManager, id: string, fields: CategoryFields): Promise<void> {
  await execute(
    tx,
    'UPDATE categories SET parent_id = ?, name = ?, handle = ?, description = ?, position = ?, updated_at = now() ' +
      'WHERE id = ?',
    [fields.parent_id, fields.name, fields.handle, fields.description, fields.position, id],
  );
}

/** Deletes a category; its sub-categories move up to `parentId` (the deleted one's parent). */
export async function deleteCategoryRow(
  tx: EntityManager,
  storeId: string,
  id: string,
  parentId: string | null,
): Promise<void> {
  await execute(tx, 'UPDATE categories SET parent_id = ?, updated_at = now() WHERE parent_id = ? AND store_id = ?', [
    parentId,
    id,
    storeId,
  ]);
  await execute(tx, 'DELETE FROM categories WHERE id = ?', [id]);
}
