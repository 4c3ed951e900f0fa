import type { CursorPosition } from '../shared/pagination';

export type ProductSort = 'newest' | 'price_asc' | 'price_desc' | 'title';

export interface ProductListFilters {
  category?: string;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort: ProductSort;
  currency: string;
}

export interface ProductListRow {
  id: string;
  title: string;
  handle: string;
  vendor: string | null;
  description: string;
  created_key: string;
  created_at: Date;
  sort_amount: string | null;
  min_amount: string | null;
  max_amount: string | null;
  in_stock: boolean;
  image_url: string | null;
  image_alt: string | null;
}

/**
 * Per sort: the ORDER BY inside the page query and outside it (over the page's columns), the keyset condition after
 * a cursor, and the row's cursor position. Price sorts read product_prices through its (store, currency, amount) index.
 */
const SORTS: Record<ProductSort, { inner: string; outer: string; after: string; position: (r: ProductListRow) => CursorPosition }> = {
  newest: { inner: 'p.created_at DESC, p.id DESC', outer: 'p.created_at DESC, p.id DESC', after: '(p.created_at, p.id) < (?::timestamptz, ?)', position: (r) => [r.created_key, r.id] },
  title: { inner: 'p.title, p.id', outer: 'p.title, p.id', after: '(p.title, p.id) > (?, ?)', position: (r) => [r.title, r.id] },
  price_asc: { inner: 'pp.min_amount, pp.product_id', outer: 'p.sort_amount, p.id', after: '(pp.min_amount, pp.product_id) > (?::bigint, ?)', position: (r) => [Number(r.sort_amount), r.id] },
  price_desc: { inner: 'pp.min_amount DESC, pp.product_id DESC', outer: 'p.sort_amount DESC, p.id DESC', after: '(pp.min_amount, pp.product_id) < (?::bigint, ?)', position: (r) => [Number(r.sort_amount), r.id] },
};

export const cursorPositionOf = (sort: ProductSort, row: ProductListRow) => SORTS[sort].position(row);

/** Words of a search as prefix terms joined by AND, so "meri swea" finds "Merino Sweater"; null when nothing is left. */
export function prefixQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.slice(0, 8).map((w) => `${w}:*`).join(' & ') : null;
}

const PRICING = `
  SELECT min(vp.amount) AS min_amount, max(vp.amount) AS max_amount, bool_or(v.stock_on_hand > v.stock_reserved) AS in_stock
    FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = ?
   WHERE v.product_id = p.id`;

const IN_STOCK = `EXISTS (SELECT 1 FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = ?
                          WHERE v.product_id = p.id AND v.stock_on_hand > v.stock_reserved)`;

const needsPrice = (f: ProductListFilters) => f.sort === 'price_asc' || f.sort === 'price_desc' || f.minPrice !== undefined || f.maxPrice !== undefined;

/**
 * One query for a page of active products. The inner query picks the page in keyset order from an index (joining
 * product_prices only when a price filter or sort needs it); the price range, stock and first image are then read
 * for the page's rows alone, so the cost does not grow with the number of matches.
 * A product without a price in the currency is listed with a null price, and never matches a price filter or sort.
 */
export function buildProductListQuery(storeId: string, f: ProductListFilters, after: CursorPosition | undefined, limit: number) {
  const priced = needsPrice(f);
  const where = [`p.store_id = ?`, `p.status = 'active'`];
  const params: unknown[] = priced ? [f.currency, storeId] : [storeId];
  if (f.category) {
    where.push('EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ?)');
    params.push(f.category);
  }
  const tsquery = f.q ? prefixQuery(f.q) : null;
  if (f.q) {
    where.push(tsquery ? `p.search @@ to_tsquery('simple', ?)` : 'false');
    if (tsquery) params.push(tsquery);
  }
  if (f.minPrice !== undefined) {
    where.push('pp.min_amount >= ?');
    params.push(f.minPrice);
  }
  if (f.maxPrice !== undefined) {
    where.push('pp.min_amount <= ?');
    params.push(f.maxPrice);
  }
  if (f.inStock) {
    where.push(IN_STOCK);
    params.push(f.currency);
  }
  const sort = SORTS[f.sort];
  if (after) {
    where.push(sort.after);
    params.push(...after);
  }
  params.push(limit + 1, f.currency);
  const sql = `
    SELECT p.id, p.title, p.handle, p.vendor, p.description, p.created_at, p.created_key, p.sort_amount,
           pr.min_amount, pr.max_amount, coalesce(pr.in_stock, false) AS in_stock, m.url AS image_url, m.alt AS image_alt
      FROM (SELECT p.id, p.title, p.handle, p.vendor, p.description, p.created_at, p.created_at::text AS created_key,
                   ${priced ? 'pp.min_amount' : 'NULL::bigint'} AS sort_amount
              FROM products p${priced ? ' JOIN product_prices pp ON pp.product_id = p.id AND pp.store_id = p.store_id AND pp.currency = ?' : ''}
             WHERE ${where.join(' AND ')}
             ORDER BY ${sort.inner}
             LIMIT ?) p
      LEFT JOIN LATERAL (${PRICING}) pr ON true
      LEFT JOIN LATERAL (SELECT url, alt FROM media WHERE product_id = p.id ORDER BY position, id LIMIT 1) m ON true
     ORDER BY ${sort.outer}`;
  return { sql, params };
}
