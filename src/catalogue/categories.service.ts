import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../shared/errors';
import type { CursorCodec, PageQuery } from '../shared/pagination';
import type { Store } from '../stores/store.entity';
import { fetchCategoryPage, findPublicCategory, type PublicCategoryRow } from './categories.repository';

function presentCategory(row: PublicCategoryRow) {
  return {
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    handle: row.handle,
    description: row.description,
    position: row.position,
  };
}

/** Every category of the store with its parent id (the tree), in display order, keyset paginated. */
export async function listCategories(em: EntityManager, store: Store, cursors: CursorCodec, query: PageQuery) {
  return fetchCategoryPage<PublicCategoryRow, ReturnType<typeof presentCategory>>(
    em,
    cursors,
    { storeId: store.id, surface: 'public', page: query, fingerprint: 'categories' },
    (rows) => rows.map(presentCategory),
  );
}

/** One category with the ids of its children. */
export async function getCategory(em: EntityManager, store: Store, categoryId: string) {
  const row = await findPublicCategory(em, store.id, categoryId);
  if (!row) throw notFound('category', categoryId);
  return { ...presentCategory(row), childIds: row.child_ids ?? [] };
}
