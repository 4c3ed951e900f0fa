import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../shared/errors';
import type { CursorCodec, PageQuery } from '../../shared/pagination';
import type { Store } from '../../stores/store.entity';
import { categoryTextsIn } from '../translations/translations.repository';
import { orDefault } from '../translations/translated-texts';
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
  const page = await fetchCategoryPage<PublicCategoryRow, ReturnType<typeof presentCategory>>(
    em,
    cursors,
    { storeId: store.id, surface: 'public', page: query, fingerprint: 'categories' },
    (rows) => rows.map(presentCategory),
  );
  return { ...page, data: await translated(em, store, language, page.data) };
}

/** One category with the ids of its children. */
export async function getCategory(em: EntityManager, store: Store, categoryId: string, language: string) {
  const row = await findPublicCategory(em, store.id, categoryId);
  if (!row) throw notFound('category', categoryId);
  const [category] = await translated(em, store, language, [presentCategory(row)]);
  return { ...category, childIds: row.child_ids ?? [] };
}
