import type { EntityManager } from '@mikro-orm/postgresql';
import type { CursorCodec, Page } from '../shared/pagination';
import { fetchKeysetPage } from '../shared/keyset';
import { containsPattern } from '../shared/like';
import type { Store } from '../stores/store.entity';
import { PRODUCT_COLUMNS, loadProductGraphs, type AdminProductRow } from './products.admin.repository';
import { presentAdminProduct, type AdminProductView } from './products.admin.presenter';

export interface ListProductsQuery {
  limit?: number;
  cursor?: string;
  status?: string;
  category?: string;
  q?: string;
  updatedFrom?: string;
  updatedTo?: string;
}

const IN_CATEGORY_TREE = `EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN (
  WITH RECURSIVE tree AS (SELECT id FROM categories WHERE id = ? AND store_id = ?
                          UNION ALL SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id)
  SELECT id FROM tree))`;

const MATCHES_TEXT = `(p.search @@ plainto_tsquery('simple', ?) OR p.title ILIKE ? OR p.handle ILIKE ?
  OR EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.sku ILIKE ?))`;

/** Every product of the store newest first, filtered; a page is hydrated in a fixed number of queries. */
export async function listAdminProducts(em: EntityManager, cursors: CursorCodec, store: Store, query: ListProductsQuery): Promise<Page<AdminProductView>> {
  const where = ['p.store_id = ?'];
  const params: unknown[] = [store.id];
  if (query.status) {
    where.push('p.status = ?');
    params.push(query.status);
  }
  if (query.category) {
    where.push(IN_CATEGORY_TREE);
    params.push(query.category, store.id);
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(MATCHES_TEXT);
    params.push(query.q, pattern, pattern, pattern);
  }
  if (query.updatedFrom) {
    where.push('p.updated_at >= ?::timestamptz');
    params.push(query.updatedFrom);
  }
  if (query.updatedTo) {
    where.push('p.updated_at < ?::timestamptz');
    params.push(query.updatedTo);
  }
  const { limit, cursor, ...filters } = query;
  return fetchKeysetPage<AdminProductRow, AdminProductView>(
    em,
    cursors,
    {
      selectFrom: `${PRODUCT_COLUMNS} FROM products p`,
      where,
      params,
      keys: [{ expr: 'p.created_at', type: 'timestamptz' }, { expr: 'p.id', type: 'text' }],
      direction: 'desc',
      limit,
      cursor,
      fingerprint: `adminListProducts:${JSON.stringify(filters)}`,
    },
    async (rows) => (await loadProductGraphs(em, rows)).map((graph) => presentAdminProduct(graph, store.defaultLanguage)),
  );
}
