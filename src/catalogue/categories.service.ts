import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne } from '../db/sql';
import { notFound } from '../shared/errors';
import { fetchKeysetPage, SqlFilters } from '../shared/keyset';
import type { CursorCodec, PageQuery } from '../shared/pagination';
import type { Store } from '../stores/store.entity';
import type { CategoryRow } from './category.row';
import { categoryTextsIn } from './translations.repository';
import { orDefault } from './translated-texts';

/** The columns the storefront reads, plus the ids of a category's children. */
type PublicCategoryRow = Omit<CategoryRow, 'created_at' | 'updated_at'> & { child_ids?: string[] };

const COLUMNS = 'c.id, c.parent_id, c.name, c.handle, c.description, c.position';

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

/** Categories with their names and descriptions in the language where they are translated. */
async function translated<C extends ReturnType<typeof presentCategory>>(
  em: EntityManager,
  store: Store,
  language: string,
  categories: C[],
): Promise<C[]> {
  if (language === store.defaultLanguage) return categories;
  const texts = await categoryTextsIn(
    em,
    categories.map((c) => c.id),
    language,
  );
  return categories.map((c) => {
    const t = texts.get(c.id);
    return { ...c, name: orDefault(t?.name, c.name), description: orDefault(t?.description, c.description) };
  });
}

/** Every category of the store with its parent id (the tree), in display order, keyset paginated. */
export async function listCategories(
  em: EntityManager,
  store: Store,
  cursors: CursorCodec,
  query: PageQuery,
  language: string,
) {
  const page = await fetchKeysetPage<PublicCategoryRow, ReturnType<typeof presentCategory>>(
    em,
    cursors,
    {
      selectFrom: `${COLUMNS} FROM categories c`,
      filters: new SqlFilters('c.store_id = ?', store.id),
      keys: [
        { expr: 'c.position', type: 'integer' },
        { expr: 'c.id', type: 'text' },
      ],
      direction: 'asc',
      page: query,
      fingerprint: 'categories',
    },
    (rows) => rows.map(presentCategory),
  );
  return { ...page, data: await translated(em, store, language, page.data) };
}

/** One category with the ids of its children. */
export async function getCategory(em: EntityManager, store: Store, categoryId: string, language: string) {
  const row = await queryOne<PublicCategoryRow>(
    em,
    `SELECT ${COLUMNS}, coalesce((SELECT array_agg(k.id ORDER BY k.position, k.id) FROM categories k WHERE k.parent_id = c.id), '{}') AS child_ids
       FROM categories c WHERE c.id = ? AND c.store_id = ?`,
    [categoryId, store.id],
  );
  if (!row) throw notFound('category', categoryId);
  const [category] = await translated(em, store, language, [presentCategory(row)]);
  return { ...category, childIds: row.child_ids ?? [] };
}
