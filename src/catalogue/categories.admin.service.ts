import type { EntityManager } from '@mikro-orm/postgresql';
import { rowTimes } from '../shared/timestamps';
import { AppError, validationFailed } from '../shared/errors';
import { mapUniqueViolations } from '../shared/conflicts';
import { newId } from '../shared/ids';
import { fetchKeysetPage, SqlFilters, type PageRequest } from '../shared/keyset';
import type { CursorCodec, Page } from '../shared/pagination';
import { execute, inTransaction, queryOne } from '../db/sql';
import { findInStore } from '../db/in-store';
import { chooseHandle } from './handles';
import type { CategoryRow } from './category.row';
import { lockCategoryListings } from './category-listings-lock';

export interface CategoryInput {
  name?: string;
  handle?: string;
  description?: string | null;
  parentId?: string | null;
  position?: number;
}

const COLUMNS = 'c.id, c.parent_id, c.name, c.handle, c.description, c.position, c.created_at, c.updated_at';
const CONSTRAINTS = { categories_store_id_handle_key: 'body.handle' };

function present(row: CategoryRow) {
  return {
    id: row.id,
    name: row.name,
    handle: row.handle,
    description: row.description,
    parentId: row.parent_id,
    position: row.position,
    ...rowTimes(row),
  };
}

export type CategoryView = ReturnType<typeof present>;

function findCategory(em: EntityManager, storeId: string, id: string, lock = false): Promise<CategoryRow> {
  return findInStore<CategoryRow>(em, 'categories c', COLUMNS, storeId, id, 'category', lock);
}

async function checkParent(
  em: EntityManager,
  storeId: string,
  parentId: string | null | undefined,
  selfId?: string,
): Promise<void> {
  if (!parentId) return;
  const parent = await queryOne(em, 'SELECT 1 FROM categories WHERE id = ? AND store_id = ?', [parentId, storeId]);
  if (!parent) {
    throw new AppError(404, 'resource_not_found', `No category with id ${parentId} exists in this store.`, [
      { field: 'body.parentId', code: 'not_found', message: `category ${parentId} does not exist` },
    ]);
  }
  if (!selfId) return;
  // Walk up from the new parent: meeting the category itself would make a cycle.
  const cycle = await queryOne(
    em,
    `WITH RECURSIVE up AS (SELECT id, parent_id FROM categories WHERE id = ?
                           UNION ALL SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id)
     SELECT 1 FROM up WHERE id = ?`,
    [parentId, selfId],
  );
  if (cycle)
    throw validationFailed('A category cannot be moved under itself or one of its sub-categories.', [
      { field: 'body.parentId', code: 'cycle', message: 'parentId would make a cycle' },
    ]);
}

export async function listCategories(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  query: PageRequest & { parentId?: string },
): Promise<Page<CategoryView>> {
  const filters = new SqlFilters('c.store_id = ?', storeId)
    .when(query.parentId === 'root', 'c.parent_id IS NULL')
    .when(query.parentId && query.parentId !== 'root', 'c.parent_id = ?', query.parentId);
  return fetchKeysetPage<CategoryRow, CategoryView>(
    em,
    cursors,
    {
      selectFrom: `${COLUMNS} FROM categories c`,
      filters,
      keys: [
        { expr: 'c.position', type: 'integer' },
        { expr: 'c.id', type: 'text' },
      ],
      direction: 'asc',
      page: query,
      fingerprint: `adminListCategories:${query.parentId ?? ''}`,
    },
    (rows) => rows.map(present),
  );
}

export async function getCategory(em: EntityManager, storeId: string, id: string): Promise<CategoryView> {
  return present(await findCategory(em, storeId, id));
}

export async function createCategory(
  em: EntityManager,
  storeId: string,
  input: CategoryInput & { name: string },
): Promise<CategoryView> {
  return mapUniqueViolations(CONSTRAINTS, () =>
    inTransaction(em, async (tx) => {
      await checkParent(tx, storeId, input.parentId);
      const id = newId('cat');
      const handle = await chooseHandle(tx, 'categories', storeId, input.handle, input.name);
      await execute(
        tx,
        'INSERT INTO categories (id, store_id, parent_id, name, handle, description, position) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [
          id,
          storeId,
          input.parentId ?? null,
          input.name.trim(),
          handle,
          input.description ?? null,
          input.position ?? 0,
        ],
      );
      return present(await findCategory(tx, storeId, id));
    }),
  );
}

export async function updateCategory(
  em: EntityManager,
  storeId: string,
  id: string,
  input: CategoryInput,
): Promise<CategoryView> {
  return mapUniqueViolations(CONSTRAINTS, () =>
    inTransaction(em, async (tx) => {
      if (input.parentId !== undefined) await lockCategoryListings(tx, storeId, 'move');
      const row = await findCategory(tx, storeId, id, true);
      await checkParent(tx, storeId, input.parentId, id);
      const handle =
        input.handle === undefined || input.handle === row.handle
          ? row.handle
          : await chooseHandle(tx, 'categories', storeId, input.handle, row.name, id);
      await execute(
        tx,
        'UPDATE categories SET parent_id = ?, name = ?, handle = ?, description = ?, position = ?, updated_at = now() WHERE id = ?',
        [
          input.parentId === undefined ? row.parent_id : input.parentId,
          input.name?.trim() ?? row.name,
          handle,
          input.description === undefined ? row.description : input.description,
          input.position ?? row.position,
          id,
        ],
      );
      return present(await findCategory(tx, storeId, id));
    }),
  );
}

/** Sub-categories move up to the deleted category's parent; products simply lose the category. */
export async function deleteCategory(em: EntityManager, storeId: string, id: string) {
  return inTransaction(em, async (tx) => {
    await lockCategoryListings(tx, storeId, 'move');
    const row = await findCategory(tx, storeId, id, true);
    await execute(tx, 'UPDATE categories SET parent_id = ?, updated_at = now() WHERE parent_id = ? AND store_id = ?', [
      row.parent_id,
      id,
      storeId,
    ]);
    await execute(tx, 'DELETE FROM categories WHERE id = ?', [id]);
    return { id, deleted: true, archived: false };
  });
}
