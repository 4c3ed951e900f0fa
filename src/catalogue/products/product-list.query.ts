import { join, raw, sql, type Sql } from '../../db/sql-template';
import { inCategoryTree } from '../categories/category-tree.query';
import type { CursorPosition } from '../../shared/pagination';
import type { EntityRow } from '../../db/entity-row';
import type { ProductSchema } from './product.entity';
import type { ProductPriceSchema } from './product-price.entity';
import { listedMinAmount } from '../../price-lists/price-lists.repository';

export type ProductSort = 'newest' | 'price_asc' | 'price_desc' | 'title';

export interface ProductListFilters {
  category?: string;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort: ProductSort;
  currency: string;
  /** Set when the page is in a language other than the store's default: its search reads that language's words. */
  language?: string;
  /**
   * Set when the store has an active price list: the price filters and sorts then read the lowest price the shopper's
   * customer group (null: everyone) pays, not the product's own lowest price.
   */
  listed?: {
    groupId: string | null;
    /** Each row carries its variants' own prices (variant_prices), for a context whose override lists price some. */
    variantPrices?: boolean;
  };
}

type ProductColumns = EntityRow<typeof ProductSchema>;
type PriceColumns = EntityRow<typeof ProductPriceSchema>;

/** A page's product; the price columns only where the page joined the currency's prices (PRICE_COLUMNS). */
export type ProductListRow = Pick<
  ProductColumns,
  'id' | 'title' | 'handle' | 'vendor' | 'description' | 'created_at'
> & {
  created_key: string;
  min_amount: PriceColumns['min_amount'] | null;
  max_amount: PriceColumns['max_amount'];
  in_stock: PriceColumns['in_stock'];
  image_url: ProductColumns['cover_url'];
  image_alt: ProductColumns['cover_alt'];
  /** Each variant's id and own price in the currency (null when it has none), when the filters ask for them. */
  variant_prices?: Array<[string, number | null]> | null;
};

/**
 * The product's variants' own prices in the currency, read with the page's rows in the same statement (one round
 * trip fewer than reading them apart): the shopper's range is then worked out per variant (listedRanges).
 */
function variantPricesColumn(f: ProductListFilters, productId: Sql, currency: Sql): Sql {
  if (!f.listed?.variantPrices) return NOTHING;
  return sql`, (SELECT json_agg(json_build_array(v.id, vp.amount))
                  FROM variants v LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = ${currency}
                 WHERE v.product_id = ${productId}) AS variant_prices`;
}

/**
 * Per sort: the ORDER BY, the keyset condition after a cursor, and the row's cursor position. Price sorts read
 * product_prices through its (store, currency, amount) index; a category's newest are walked apart
 * (newestInCategoryTree).
 */
interface SortPlan {
  orderBy: string;
  /** The same order over the page's rows (a price sort's page carries its prices). */
  pageOrder: string;
  after: (position: CursorPosition) => Sql;
  position: (r: ProductListRow) => CursorPosition;
}

const SORTS: Record<ProductSort, SortPlan> = {
  newest: {
    orderBy: 'p.created_at DESC, p.id DESC',
    pageOrder: 'page.created_at DESC, page.id DESC',
    after: ([at, id]) => sql`(p.created_at, p.id) < (${at}::timestamptz, ${id})`,
    position: (r) => [r.created_key, r.id],
  },
  title: {
    orderBy: 'p.title, p.id',
    pageOrder: 'page.title, page.id',
    after: ([title, id]) => sql`(p.title, p.id) > (${title}, ${id})`,
    position: (r) => [r.title, r.id],
  },
  price_asc: {
    orderBy: 'pp.min_amount, pp.product_id',
    pageOrder: 'page.min_amount, page.id',
    after: ([amount, id]) => sql`(pp.min_amount, pp.product_id) > (${amount}::bigint, ${id})`,
    position: (r) => [Number(r.min_amount), r.id],
  },
  price_desc: {
    orderBy: 'pp.min_amount DESC, pp.product_id DESC',
    pageOrder: 'page.min_amount DESC, page.id DESC',
    after: ([amount, id]) => sql`(pp.min_amount, pp.product_id) < (${amount}::bigint, ${id})`,
    position: (r) => [Number(r.min_amount), r.id],
  },
};

/** A word walk (see searchCondition) lists a product once per matching word, so its page takes each product once. */
const NEWEST_BY_WORD: SortPlan = {
  orderBy: 'w.created_at DESC, w.product_id DESC',
  pageOrder: SORTS.newest.pageOrder,
  after: ([at, id]) => sql`(w.created_at, w.product_id) < (${at}::timestamptz, ${id})`,
  position: SORTS.newest.position,
};

/** What a page selects, by column name; a page that joined the currency's prices row (pp) adds its range and stock. */
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
const PRICE_COLUMNS: Record<string, string> = {
  min_amount: 'pp.min_amount',
  max_amount: 'pp.max_amount',
  in_stock: 'pp.in_stock',
};
const selectList = (columns: Record<string, string>) =>
  raw(
    Object.entries(columns)
      .map(([name, column]) => `${column} AS ${name}`)
      .join(', '),
  );
const PAGE_SELECT = selectList(PAGE_COLUMNS);
const PRICED_PAGE_SELECT = selectList({ ...PAGE_COLUMNS, ...PRICE_COLUMNS });
const NOTHING = raw('');
const CHECKED_PRICES = raw(', pp.min_amount, pp.max_amount, pp.in_stock');

export const cursorPositionOf = (sort: ProductSort, row: ProductListRow) => SORTS[sort].position(row);

/**
 * The first eight words of a search, each a prefix of the store's words and all required, so "meri swea" finds
 * "Merino Sweater".
 */
function searchTerms(q: string): string[] {
  return (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * product_words (migration 1500) files words under their first three letters; a shorter word has no stem to look up.
 */
const hasStem = (term: string) => [...term].length >= 3;

/**
 * A newest-first search with a word of three or more letters walks product_words under its longest word's stem (the
 * one likely to match fewest products), newest first, and checks the other such words against the same product's
 * entries and any shorter ones against its store_search; the walk stops once a page is full, so a page costs the same
 * however many products match. Other sorts match store_search through its GIN index, collecting every match first.
 */
function searchCondition(storeId: string, terms: string[], byWord: boolean): Sql[] {
  if (!terms.length) return [sql`false`];
  if (!byWord) return [sql`p.store_search @@ store_search_query(${storeId}, ${terms.join(' ')})`];
  const stemmed = terms.filter(hasStem).sort((a, b) => [...b].length - [...a].length);
  const [leading, ...others] = stemmed;
  // (SELECT …) hides the words from the planner, as in the category walk: seeing a common word, its plans for the
  // call collected that word's every entry first and sorted them (19 ms at 100,000 products instead of 1 ms), and
  // seeing a one-letter word, they matched it through GIN first (500 ms).
  const where = [
    sql`w.store_id = (SELECT ${storeId}::text)`,
    sql`w.stem = (SELECT left(lower(${leading}), 3))`,
    sql`starts_with(w.word, (SELECT lower(${leading})))`,
  ];
  if (others.length) {
    // The entry's signature of its product's stems rules out most products without the other words, unread.
    where.push(sql`(SELECT bit_or(word_stem_bit(left(lower(t), 3))) FROM unnest(${others}::text[]) t) & ~w.stems = 0`);
  }
  // A scalar subquery, unlike EXISTS, stays a check on each entry walked, made before the product row is read.
  for (const term of others) {
    where.push(sql`(SELECT true FROM product_words o
                     WHERE o.store_id = w.store_id AND o.stem = left(lower(${term}), 3) AND o.created_at = w.created_at
                       AND o.product_id = w.product_id AND starts_with(o.word, lower(${term})) LIMIT 1)`);
  }
  if (stemmed.length < terms.length) {
    where.push(sql`p.store_search @@ store_search_query((SELECT ${storeId}::text), (SELECT ${terms.join(' ')}::text))`);
  }
  return where;
}

/**
 * A search in a language other than the default: each word stemmed by the language's text-search configuration and
 * matched as a prefix of the translation's stemmed words ("Taschen" finds "Tasche"); a product without a translated
 * title is searched in its default texts, which is what the page shows of it.
 */
function translatedSearchCondition(storeId: string, language: string, terms: string[]): Sql {
  const words = terms.join(' ');
  return sql`(EXISTS (SELECT 1 FROM product_translations t
                       WHERE t.product_id = p.id AND t.language = ${language}
                         AND t.search @@ translation_search_query(${language}, ${words}))
              OR (NOT EXISTS (SELECT 1 FROM product_translations t
                               WHERE t.product_id = p.id AND t.language = ${language} AND t.title IS NOT NULL)
                  AND p.store_search @@ store_search_query(${storeId}, ${words})))`;
}

function searchWhere(storeId: string, f: ProductListFilters, terms: string[], byWord: boolean): Sql[] {
  if (!f.q) return [];
  if (f.language && terms.length) return [translatedSearchCondition(storeId, f.language, terms)];
  return searchCondition(storeId, terms, byWord);
}

/**
 * The prices row pp of a product in the currency: product_prices' own row, or, in a store with active price lists,
 * the same row with the lowest price the shopper's context pays for one unit (listedMinAmount) as its min_amount.
 * `productId` names the product's id in the enclosing query.
 */
function pricesRowSource(
  storeId: string,
  f: ProductListFilters,
  productId: Sql,
  bound: (value: unknown, type: string) => Sql,
): Sql {
  if (!f.listed) return sql`product_prices pp`;
  const context = { storeId, currency: f.currency, groupId: f.listed.groupId };
  const variantIds = sql`SELECT v.id FROM variants v WHERE v.product_id = own.product_id`;
  return sql`(SELECT own.product_id, own.store_id, own.currency, own.max_amount, own.in_stock,
                     ${listedMinAmount(context, sql`own.min_amount`, variantIds, bound)} AS min_amount
                FROM product_prices own
               WHERE own.product_id = ${productId} AND own.currency = ${bound(f.currency, 'text')}) pp`;
}

/** The price range and stock filters, on the joined prices row pp; `bound` writes each value in its place. */
function priceFilters(f: ProductListFilters, bound: (value: unknown, type: string) => Sql): Sql[] {
  const where: Sql[] = [];
  if (f.minPrice !== undefined) where.push(sql`pp.min_amount >= ${bound(f.minPrice, 'bigint')}`);
  if (f.maxPrice !== undefined) where.push(sql`pp.min_amount <= ${bound(f.maxPrice, 'bigint')}`);
  if (f.inStock) where.push(sql`pp.in_stock`);
  return where;
}

/** The page sizes a statement is written for; a page reads the rows of the smallest that holds it, plus one. */
const PAGE_SIZES = [5, 10, 20, 25, 50, 100];

/**
 * The LIMIT is written into the statement (it is a validated integer) rather than bound: with it known, PostgreSQL
 * can reuse one generic plan per statement instead of planning every request, which costs more than running it.
 * It is rounded up to one of PAGE_SIZES, so every limit from 1 to 100 makes one of six statements of each form
 * instead of a hundred, which would crowd the named statements (MAX_NAMED in db/statements) and each connection's
 * cached plans. The page is cut to its limit afterwards (toPage): the default 20 reads its 21 rows, and the common
 * grid sizes 24 and 48 read one and two rows more than they need.
 */
function pageRows(limit: number): Sql {
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new Error(`page limit out of range: ${limit}`);
  return raw(String((PAGE_SIZES.find((size) => size >= limit) as number) + 1));
}

/**
 * Whether a page filters or sorts by price (or stock), reading the prices row pp: in a store with active lists, its
 * rows' min_amount is then the shopper's lowest price (pricesRowSource), not the product's own.
 */
export const needsPrice = (f: ProductListFilters) =>
  f.sort === 'price_asc' ||
  f.sort === 'price_desc' ||
  f.minPrice !== undefined ||
  f.maxPrice !== undefined ||
  f.inStock === true;

export interface ProductListStatement {
  statement: Sql;
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
export function buildProductListQuery(
  storeId: string,
  f: ProductListFilters,
  after: CursorPosition | undefined,
  limit: number,
): ProductListStatement {
  const terms = f.q ? searchTerms(f.q) : [];
  if (f.category !== undefined && f.sort === 'newest' && !f.q)
    return newestInCategoryTree(storeId, f.category, f, after, limit);
  const byWord = f.sort === 'newest' && terms.some(hasStem) && !f.language;
  const priced = needsPrice(f);
  const priceSorted = f.sort === 'price_asc' || f.sort === 'price_desc';
  const sort = byWord ? NEWEST_BY_WORD : SORTS[f.sort];
  // Naming the store lets price sorts walk product_prices' (store, currency, amount) index. Prices a list gives are
  // computed per product (pricesRowSource), so a store with active lists sorts and filters every matching product.
  const sameStore = raw(priceSorted && !f.listed ? ' AND pp.store_id = p.store_id' : '');
  const prices = () =>
    f.listed
      ? sql`CROSS JOIN LATERAL ${pricesRowSource(storeId, f, sql`p.id`, (value) => sql`${value}`)}`
      : sql`JOIN product_prices pp ON pp.product_id = p.id AND pp.currency = ${f.currency}${sameStore}`;
  const distinct = raw(byWord ? 'DISTINCT ON (w.created_at, w.product_id) ' : '');
  const walked = raw(byWord ? 'product_words w JOIN products p ON p.id = w.product_id' : 'products p');
  const pricesOfPage = () =>
    sql`LEFT JOIN product_prices shown ON shown.product_id = page.id AND shown.currency = ${f.currency}`;
  const where = [
    sql`p.store_id = ${storeId}`,
    sql`p.status = 'active'`,
    ...(f.category ? [inCategoryTree(f.category)] : []),
    ...searchWhere(storeId, f, terms, byWord),
    ...priceFilters(f, (value) => sql`${value}`),
    ...(after ? [sort.after(after)] : []),
  ];
  // A page that already joined the prices row of the currency reads the range and stock flag from it; any other
  // page looks them up for its own rows only.
  const shown = raw(priced ? 'page' : 'shown');
  const statement = sql`
    SELECT page.id, page.title, page.handle, page.vendor, page.description, page.created_at, page.created_key,
           page.image_url, page.image_alt, ${shown}.min_amount, ${shown}.max_amount, coalesce(${shown}.in_stock,
             false) AS in_stock${variantPricesColumn(f, sql`page.id`, sql`${f.currency}`)}
      FROM (SELECT ${distinct}${priced ? PRICED_PAGE_SELECT : PAGE_SELECT}
              FROM ${walked} ${priced ? prices() : NOTHING}
             WHERE ${join(where, ' AND ')}
             ORDER BY ${raw(sort.orderBy)}
             LIMIT ${pageRows(limit)}) page
      ${priced ? NOTHING : pricesOfPage()}
     ORDER BY ${raw(sort.pageOrder)}`;
  return { statement, planEachCall: terms.length > 0 && !byWord };
}

/**
 * A category's newest products, its sub-categories' included: one walk down category_listings' index of active
 * listings (migration 2000), reading the prices row of each listing only when a price or stock filter needs it, for
 * at most a page, whatever the catalogue size and however many sub-categories there are. Only the page's own product
 * rows are read.
 */
function newestInCategoryTree(
  storeId: string,
  category: string,
  f: ProductListFilters,
  after: CursorPosition | undefined,
  limit: number,
): ProductListStatement {
  // Every value reaches the planner as an InitPlan value it cannot see. Seeing the store, or even only the currency,
  // it judged its plan for the values cheaper than the generic one and planned every call anew (~1 ms, three times
  // the run), though the plan is always the same walk down the category's index.
  const bound = (value: unknown, type: string) => sql`(SELECT ${value}::${raw(type)})`;
  const prices = priceFilters(f, bound);
  // A filtered walk carries the prices row it checked through to the page; an unfiltered page looks up the prices of
  // its own rows at the end.
  const filtered = prices.length > 0;
  // A LATERAL subquery with a LIMIT stays a lookup for each listing walked; as a plain join, the generic plan could
  // merge the walk with the whole product_prices index instead.
  const listingPrices = () => sql`CROSS JOIN LATERAL (
      SELECT pp.min_amount, pp.max_amount, pp.in_stock FROM ${pricesRowSource(storeId, f, sql`cl.product_id`, bound)}
       WHERE pp.product_id = cl.product_id AND pp.currency = ${bound(f.currency, 'text')} AND ${join(prices, ' AND ')}
       LIMIT 1) pp`;
  const where = [sql`cl.category_id = ${bound(category, 'text')}`, sql`cl.product_active`];
  if (after) {
    const [at, id] = after;
    where.push(sql`(cl.product_created_at, cl.product_id) < (${bound(at, 'timestamptz')}, ${bound(id, 'text')})`);
  }
  const shown = raw(filtered ? 'newest' : 'shown');
  const statement = sql`
    SELECT ${PAGE_SELECT}, ${shown}.min_amount, ${shown}.max_amount, coalesce(${shown}.in_stock, false) AS in_stock
           ${variantPricesColumn(f, sql`p.id`, bound(f.currency, 'text'))}
      FROM (SELECT cl.product_created_at, cl.product_id${filtered ? CHECKED_PRICES : NOTHING}
              FROM category_listings cl ${filtered ? listingPrices() : NOTHING}
             WHERE ${join(where, ' AND ')}
             ORDER BY cl.product_created_at DESC, cl.product_id DESC
             LIMIT ${pageRows(limit)}) newest
      JOIN products p ON p.id = newest.product_id AND p.store_id = ${bound(storeId, 'text')}
      ${
        filtered
          ? NOTHING
          : sql`LEFT JOIN product_prices shown
                                   ON shown.product_id = p.id AND shown.currency = ${bound(f.currency, 'text')}`
      }
     ORDER BY p.created_at DESC, p.id DESC`;
  return { statement, planEachCall: false };
}
