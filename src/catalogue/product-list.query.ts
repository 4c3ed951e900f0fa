import { textArray } from '../db/pg-array';
import { CATEGORY_TREE_IDS } from './category-tree.sql';
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
  min_amount: string | null;
  max_amount: string | null;
  in_stock: boolean;
  image_url: string | null;
  image_alt: string | null;
}

/**
 * Per sort: the ORDER BY, the keyset condition after a cursor, and the row's cursor position. Price sorts read
 * product_prices through its (store, currency, amount) index; the newest products of a category are read through
 * product_categories' (category, product created_at) index.
 */
interface SortPlan {
  orderBy: string;
  /** The same order over the page's rows (a price sort's page carries its prices). */
  pageOrder: string;
  after: string;
  position: (r: ProductListRow) => CursorPosition;
}

const SORTS: Record<ProductSort, SortPlan> = {
  newest: { orderBy: 'p.created_at DESC, p.id DESC', pageOrder: 'page.created_at DESC, page.id DESC', after: '(p.created_at, p.id) < (?::timestamptz, ?)', position: (r) => [r.created_key, r.id] },
  title: { orderBy: 'p.title, p.id', pageOrder: 'page.title, page.id', after: '(p.title, p.id) > (?, ?)', position: (r) => [r.title, r.id] },
  price_asc: { orderBy: 'pp.min_amount, pp.product_id', pageOrder: 'page.min_amount, page.id', after: '(pp.min_amount, pp.product_id) > (?::bigint, ?)', position: (r) => [Number(r.min_amount), r.id] },
  price_desc: { orderBy: 'pp.min_amount DESC, pp.product_id DESC', pageOrder: 'page.min_amount DESC, page.id DESC', after: '(pp.min_amount, pp.product_id) < (?::bigint, ?)', position: (r) => [Number(r.min_amount), r.id] },
};

/** A word walk (see searchCondition) lists a product once per matching word, so its page takes each product once. */
const NEWEST_BY_WORD: SortPlan = {
  orderBy: 'w.created_at DESC, w.product_id DESC',
  pageOrder: SORTS.newest.pageOrder,
  after: '(w.created_at, w.product_id) < (?::timestamptz, ?)',
  position: SORTS.newest.position,
};

const NEWEST_IN_CATEGORY: SortPlan = {
  orderBy: 'pc.product_created_at DESC, pc.product_id DESC',
  pageOrder: SORTS.newest.pageOrder,
  after: '(pc.product_created_at, pc.product_id) < ((SELECT ?::timestamptz), (SELECT ?::text))',
  position: SORTS.newest.position,
};

/** What a page's inner query selects, by column name, and what it adds when it joined the currency's prices row. */
const PAGE_COLUMNS: Record<string, string> = {
  id: 'p.id',
  title: 'p.title',
  handle: 'p.handle',
  vendor: 'p.vendor',
  description: 'p.description',
  created_at: 'p.created_at',
  created_key: 'p.created_at::text',
  image_url: 'p.cover_url',
  image_alt: 'p.cover_alt',
};
const PRICE_COLUMNS: Record<string, string> = { min_amount: 'pp.min_amount', max_amount: 'pp.max_amount', in_stock: 'pp.in_stock' };
const pageColumns = (priced: boolean) => ({ ...PAGE_COLUMNS, ...(priced ? PRICE_COLUMNS : {}) });

export const cursorPositionOf = (sort: ProductSort, row: ProductListRow) => SORTS[sort].position(row);

/**
 * The first eight words of a search, each a prefix of the store's words and all required, so "meri swea" finds
 * "Merino Sweater".
 */
function searchTerms(q: string): string[] {
  return (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** product_words (migration 1500) files words under their first three letters; a shorter word has no stem to look up. */
const hasStem = (term: string) => [...term].length >= 3;

/**
 * A newest-first search with a word of three or more letters walks product_words under its longest word's stem (the
 * one likely to match fewest products), newest first, and checks the other such words against the same product's
 * entries and any shorter ones against its store_search; the walk stops once a page is full, so a page costs the same
 * however many products match. Other sorts match store_search through its GIN index, collecting every match first.
 */
function searchCondition(storeId: string, terms: string[], byWord: boolean): { where: string[]; params: unknown[] } {
  if (!terms.length) return { where: ['false'], params: [] };
  if (!byWord) return { where: ['p.store_search @@ store_search_query(?, ?)'], params: [storeId, terms.join(' ')] };
  const stemmed = terms.filter(hasStem).sort((a, b) => [...b].length - [...a].length);
  const [leading, ...others] = stemmed;
  // (SELECT ?) hides the words from the planner, as in the category walk: seeing a common word, its plans for the
  // call collected that word's every entry first and sorted them (19 ms at 100,000 products instead of 1 ms), and
  // seeing a one-letter word, they matched it through GIN first (500 ms).
  const where = ['w.store_id = (SELECT ?::text)', 'w.stem = (SELECT left(lower(?), 3))', 'starts_with(w.word, (SELECT lower(?)))'];
  const params: unknown[] = [storeId, leading, leading];
  if (others.length) {
    // The entry's signature of its product's stems rules out most products without the other words, unread.
    where.push('(SELECT bit_or(word_stem_bit(left(lower(t), 3))) FROM unnest(?::text[]) t) & ~w.stems = 0');
    params.push(textArray(others));
  }
  // A scalar subquery, unlike EXISTS, stays a check on each entry walked, made before the product row is read.
  for (const term of others) {
    where.push(`(SELECT true FROM product_words o WHERE o.store_id = w.store_id AND o.stem = left(lower(?), 3) AND o.created_at = w.created_at
                                                 AND o.product_id = w.product_id AND starts_with(o.word, lower(?)) LIMIT 1)`);
    params.push(term, term);
  }
  if (stemmed.length < terms.length) {
    where.push('p.store_search @@ store_search_query((SELECT ?::text), (SELECT ?::text))');
    params.push(storeId, terms.join(' '));
  }
  return { where, params };
}

/**
 * The LIMIT is written into the statement (it is a validated integer) rather than bound: with it known, PostgreSQL
 * can reuse one generic plan per statement instead of planning every request, which costs more than running it.
 */
function pageRows(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new Error(`page limit out of range: ${limit}`);
  return limit + 1;
}

const needsPrice = (f: ProductListFilters) => f.sort === 'price_asc' || f.sort === 'price_desc' || f.minPrice !== undefined || f.maxPrice !== undefined || f.inStock === true;

export interface ProductListStatement {
  sql: string;
  params: unknown[];
  /**
   * Whether PostgreSQL should plan this statement for its values: how many products a GIN search matches decides
   * between walking a sort's index and collecting the matches first, and a generic plan cannot know.
   */
  planEachCall: boolean;
}

/**
 * One query for a page of active products. The inner query picks the page in keyset order from an index, joining
 * product_prices only when a price filter or sort or inStock needs it; the price range and stock flag are then read
 * for the page's rows alone (columns kept current by triggers, like the cover image), so a page costs the same at any
 * catalogue size. A product without a price in the currency is listed with a null price, and never matches a price
 * filter, a price sort or inStock.
 */
export function buildProductListQuery(storeId: string, f: ProductListFilters, after: CursorPosition | undefined, limit: number): ProductListStatement {
  const terms = f.q ? searchTerms(f.q) : [];
  const byWord = f.sort === 'newest' && terms.some(hasStem);
  const byCategory = f.category !== undefined && f.sort === 'newest' && !f.q;
  const priced = needsPrice(f);
  const priceSorted = f.sort === 'price_asc' || f.sort === 'price_desc';
  const from = [byCategory ? 'product_categories pc JOIN products p ON p.id = pc.product_id' : byWord ? 'product_words w JOIN products p ON p.id = w.product_id' : 'products p'];
  const params: unknown[] = [];
  // In the category walk every value, the tree's too (CATEGORY_TREE_IDS), reaches the planner as an InitPlan value it
  // cannot see. Seeing the store, or even only the currency, it judged its plan for the values cheaper than the generic
  // one and planned every call anew (~1 ms, three times the run), though the plan is always the same walk down each
  // category's newest-first index.
  const value = (type: string) => (byCategory ? `(SELECT ?::${type})` : '?');
  if (priced) {
    // Naming the store lets price sorts walk product_prices' (store, currency, amount) index.
    from.push(`JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = ${value('text')}${priceSorted ? ' AND pp.store_id = p.store_id' : ''}`);
    params.push(f.currency);
  }
  const where = [`p.store_id = ${value('text')}`, `p.status = 'active'`];
  params.push(storeId);
  if (byCategory) {
    where.push('pc.category_id = tree.id');
  } else if (f.category) {
    where.push(`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN (${CATEGORY_TREE_IDS}))`);
    params.push(f.category, storeId);
  }
  if (f.q) {
    const search = searchCondition(storeId, terms, byWord);
    where.push(...search.where);
    params.push(...search.params);
  }
  if (f.minPrice !== undefined) {
    where.push(`pp.min_amount >= ${value('bigint')}`);
    params.push(f.minPrice);
  }
  if (f.maxPrice !== undefined) {
    where.push(`pp.min_amount <= ${value('bigint')}`);
    params.push(f.maxPrice);
  }
  if (f.inStock) where.push('pp.in_stock');
  const sort = byCategory ? NEWEST_IN_CATEGORY : byWord ? NEWEST_BY_WORD : SORTS[f.sort];
  if (after) {
    where.push(sort.after);
    params.push(...after);
  }
  // A page that already joined the prices row of the currency reads the range and stock flag from it; any other
  // page looks them up for its own rows only.
  const shown = priced ? 'page' : 'shown';
  if (!priced) params.push(f.currency);
  const pageQuery = `
    SELECT ${byWord ? 'DISTINCT ON (w.created_at, w.product_id) ' : ''}${Object.entries(pageColumns(priced)).map(([name, column]) => `${column} AS ${name}`).join(', ')}
      FROM ${from.join(' ')}
     WHERE ${where.join(' AND ')}
     ORDER BY ${sort.orderBy}
     LIMIT ${pageRows(limit)}`;
  const sql = `
    SELECT page.id, page.title, page.handle, page.vendor, page.description, page.created_at, page.created_key,
           page.image_url, page.image_alt, ${shown}.min_amount, ${shown}.max_amount, coalesce(${shown}.in_stock, false) AS in_stock
      FROM (${byCategory ? newestInCategoryTree(pageQuery, priced, limit) : pageQuery}) page
      ${priced ? '' : `LEFT JOIN product_prices shown ON shown.product_id = page.id AND shown.currency = ${value('text')}`}
     ORDER BY ${sort.pageOrder}`;
  return { sql, params: byCategory ? [f.category, storeId, ...params] : params, planEachCall: terms.length > 0 && !byWord };
}

/**
 * A category's newest products include its sub-categories'. Each category of the tree is walked down its own
 * newest-first index for at most a page (pageQuery, joined on tree.id), and the page is the newest of those: a
 * product among a page's newest is among the newest of its own category, so the merged page is exact, and it costs
 * a page per category of the tree whatever the catalogue size. A product filed under two of them is shown once.
 */
function newestInCategoryTree(pageQuery: string, priced: boolean, limit: number): string {
  // Named, not walk.*: a statement with a star runs unnamed (see statements.ts), so it would be parsed and planned anew
  // at every call.
  const columns = Object.keys(pageColumns(priced)).map((name) => `walk.${name}`).join(', ');
  return `
    SELECT DISTINCT ON (walk.created_at, walk.id) ${columns}
      FROM (${CATEGORY_TREE_IDS}) tree CROSS JOIN LATERAL (${pageQuery}) walk
     ORDER BY walk.created_at DESC, walk.id DESC
     LIMIT ${pageRows(limit)}`;
}
