import type { EntityManager } from '@mikro-orm/postgresql';
import type { CursorCodec, Page } from '../../shared/pagination';
import { fetchKeysetPage, newestFirst, SqlFilters, type PageRequest } from '../../db/keyset';
import { containsPattern } from '../../shared/like';
import type { Store } from '../../stores/store.entity';
import { IN_CATEGORY_TREE } from '../categories/category-tree.query';
import { categoryInStore } from '../categories/categories.repository';
import { checkFilterIds } from '../../shared/filter-ids';
import { PRODUCT_COLUMNS, loadProductGraphs, type AdminProductRow } from './products.admin.repository';
import { presentAdminProduct, type AdminProductView } from './products.admin.presenter';

export interface ListProductsQuery extends PageRequest {
  status?: string;
  category?: string;
  q?: string;
  updatedFrom?: string;
  updatedTo?: string;
}

const MATCHES_TEXT = `(p.search @@ plainto_tsquery('simple', ?) OR p.title ILIKE ? OR p.handle ILIKE ?
  OR EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.sku ILIKE ?))`;

/** The list's (and its export's) category is one of the store's; `at` is where the filters are in the request. */
export const checkProductFilters = (
  em: EntityManager,
  storeId: string,
  query: Pick<ListProductsQuery, 'category'>,
  at: string,
) =>
  checkFilterIds({
    field: `${at}.category`,
    what: 'category',
    id: query.category,
    inStore: (id) => categoryInStore(em, storeId, id),
  });

/** Every product of the store newest first, filtered; a page is hydrated in a fixed number of queries. */
export async function listAdminProducts(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  query: ListProductsQuery,
): Promise<Page<AdminProductView>> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const filters = new SqlFilters('p.store_id = ?', store.id)
    .when(query.status, 'p.status = ?', query.status)
    .when(query.category, IN_CATEGORY_TREE, query.category)
    .when(query.q, MATCHES_TEXT, query.q, pattern, pattern, pattern)
    .when(query.updatedFrom, 'p.updated_at >= ?::timestamptz', query.updatedFrom)
    .when(query.updatedTo, 'p.updated_at < ?::timestamptz', query.updatedTo);
  const { limit, cursor, ...filterValues } = query;
  return fetchKeysetPage<AdminProductRow, AdminProductView>(
    em,
    cursors,
    {
      selectFrom: `${PRODUCT_COLUMNS} FROM products p`,
      filters,
      ...newestFirst('p'),
      page: { limit, cursor },
      fingerprint: `adminListProducts:${JSON.stringify(filterValues)}`,
    },
    async (rows) =>
      (await loadProductGraphs(em, rows)).map((graph) => presentAdminProduct(graph, store.defaultLanguage)),
  );
}
