import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../shared/errors';
import { toPage, type CursorCodec } from '../shared/pagination';
import type { Store } from '../stores/store.entity';
import { acceptedCurrency } from '../stores/store-currency';
import { findActiveProduct, findProductPage } from './catalogue.repository';
import { cursorPositionOf, type ProductListFilters, type ProductSort } from './product-list.query';
import { presentProduct, presentProductSummary } from './catalogue.presenter';
import { productPageTextsIn, productTextsIn } from './translations.repository';
import { orDefault, translateProductRow } from './translated-texts';
import { categoryInStore } from './categories.repository';
import { checkFilterIds } from '../shared/filter-ids';

export interface ProductListQuery {
  category?: string;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  /** Always set: openapi.json gives it the default newest, which the validator applies. */
  sort: ProductSort;
  currency?: string;
  limit: number;
  cursor?: string;
}

/**
 * A page of the public catalogue in a language of the store; the cursor is bound to the filters, sort, currency and
 * language it was made for. A page in another language than the default reads its translated texts for its own rows.
 */
export async function listProducts(
  em: EntityManager,
  store: Store,
  cursors: CursorCodec,
  query: ProductListQuery,
  language: string,
) {
  await checkFilterIds({
    field: 'query.category',
    what: 'category',
    id: query.category,
    inStore: (id) => categoryInStore(em, store.id, id),
  });
  const translated = language !== store.defaultLanguage;
  const filters: ProductListFilters = {
    category: query.category,
    q: query.q?.trim() || undefined,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    inStock: query.inStock,
    sort: query.sort,
    currency: acceptedCurrency(store, query.currency),
    ...(translated && { language }),
  };
  const fingerprint = `products:${JSON.stringify(filters)}`;
  const after = query.cursor ? cursors.decode(fingerprint, query.cursor) : undefined;
  const { limit } = query;
  const rows = await findProductPage(em, store.id, filters, after, limit);
  if (translated) {
    const texts = await productTextsIn(
      em,
      rows.map((r) => r.id),
      language,
    );
    for (const row of rows) {
      const t = texts.get(row.id);
      row.title = orDefault(t?.title, row.title);
      row.description = orDefault(t?.description, row.description);
    }
  }
  return toPage(
    rows,
    limit,
    (row) => presentProductSummary(row, filters.currency, language),
    (last) => cursors.encode(fingerprint, cursorPositionOf(filters.sort, last)),
  );
}

export async function getProduct(
  em: EntityManager,
  store: Store,
  productId: string,
  language: string,
  currency?: string,
) {
  const code = acceptedCurrency(store, currency);
  const row = await findActiveProduct(em, store.id, productId, code);
  if (!row) throw notFound('product', productId);
  if (language === store.defaultLanguage) return presentProduct(row, code, language);
  return presentProduct(translateProductRow(row, await productPageTextsIn(em, productId, language)), code, language);
}
