import type { EntityManager } from '@mikro-orm/postgresql';
import { rowTimes } from '../../shared/timestamps';
import { DomainError, validationFailed } from '../../shared/errors';
import { mapUniqueViolations } from '../../shared/conflicts';
import type { PageRequest } from '../../db/keyset';
import type { CursorCodec, Page } from '../../shared/pagination';
import { inTransaction } from '../../db/sql';
import { chooseHandle } from '../handles';
import {
  categoryInStore,
  deleteCategoryRow,
  fetchCategoryPage,
  findCategoryRow,
  insertCategory,
  isAtOrAbove,
  updateCategoryRow,
  type CategoryRow,
} from './categories.repository';
import { lockCategoryListings } from './category-listings-lock.repository';
import { checkFilterIds } from '../../shared/filter-ids';

export interface CategoryInput {
  name?: string;
  handle?: string;
  description?: string | null;
  parentId?: string | null;
  position?: number;
}

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

async function checkParent(
  em: EntityManager,
  storeId: string,
  parentId: string | null | undefined,
  selfId?: string,
): Promise<void> {
  if (!parentId) return;
  if (!(await categoryInStore(em, storeId, parentId))) {
    throw new DomainError('resource_not_found', `No category with id ${parentId} exists in this store.`, [
      { field: 'body.parentId', code: 'not_found', message: `category ${parentId} does not exist` },
    ]);
  }
  if (!selfId) return;
  // Walk up from the new parent: meeting the category itself would make a cycle.
  if (await isAtOrAbove(em, parentId, selfId))
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
  await checkFilterIds({
    field: 'query.parentId',
    what: 'category',
    id: query.parentId === 'root' ? undefined : query.parentId,
    inStore: (id) => categoryInStore(em, storeId, id),
  });
  return fetchCategoryPage<CategoryRow, CategoryView>(
    em,
    cursors,
    {
      storeId,
      surface: 'admin',
      parentId: query.parentId,
      page: query,
      fingerprint: `adminListCategories:${query.parentId ?? ''}`,
    },
    (rows) => rows.map(present),
  );
}

export async function getCategory(em: EntityManager, storeId: string, id: string): Promise<CategoryView> {
  return present(await findCategoryRow(em, storeId, id));
}

export async function createCategory(
  em: EntityManager,
  storeId: string,
  input: CategoryInput & { name: string },
  id: string,
): Promise<CategoryView> {
  return mapUniqueViolations(CONSTRAINTS, () =>
    inTransaction(em, async (tx) => {
      // A retry whose first attempt's process died after its commit finds the category it made (id from the key).
      if (await categoryInStore(tx, storeId, id)) return present(await findCategoryRow(tx, storeId, id));
      await checkParent(tx, storeId, input.parentId);
      const handle = await chooseHandle(tx, 'categories', storeId, input.handle, input.name);
      await insertCategory(tx, storeId, id, {
        parent_id: input.parentId ?? null,
        name: input.name.trim(),
        handle,
        description: input.description ?? null,
        position: input.position ?? 0,
      });
      return present(await findCategoryRow(tx, storeId, id));
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
      const row = await findCategoryRow(tx, storeId, id, true);
      await checkParent(tx, storeId, input.parentId, id);
      const handle =
        input.handle === undefined || input.handle === row.handle
          ? row.handle
          : await chooseHandle(tx, 'categories', storeId, input.handle, row.name, id);
      await updateCategoryRow(tx, id, {
        parent_id: input.parentId === undefined ? row.parent_id : input.parentId,
        name: input.name?.trim() ?? row.name,
        handle,
        description: input.description === undefined ? row.description : input.description,
        position: input.position ?? row.position,
      });
      return present(await findCategoryRow(tx, storeId, id));
    }),
  );
}

/** Sub-categories move up to the deleted category's parent; products simply lose the category. */
export async function deleteCategory(em: EntityManager, storeId: string, id: string) {
  return inTransaction(em, async (tx) => {
    await lockCategoryListings(tx, storeId, 'move');
    const row = await findCategoryRow(tx, storeId, id, true);
    await deleteCategoryRow(tx, storeId, id, row.parent_id);
    return { id, deleted: true, archived: false };
  });
}
