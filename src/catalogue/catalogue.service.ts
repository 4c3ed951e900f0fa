import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../shared/errors';
import { toPage, type CursorCodec } from '../shared/pagination';
import type { Store } from '../stores/store.entity';
import { acceptedCurrency } from '../stores/store-currency';
import { findActiveProduct, findProductPage } from './catalogue.repository';
import { cursorPositionOf, type ProductListFilters, type ProductSort } from './product-list.query';
import { presentProduct, presentProductSummary } from './catalogue.presenter';

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

/** A page of the public catalogue; the cursor is bound to the filters, sort and currency it was made for. */
export async function listProducts(em: EntityManager, store: Store, cursors: CursorCodec, query: ProductListQuery) {
  const filters: ProductListFilters = {
    category: query.category,
    q: query.q?.trim() || undefined,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    inStock: query.inStock,
    sort: query.sort,
    currency: acceptedCurrency(store, query.currency),
  };
  const fingerprint = `products:${JSON.stringify(filters)}`;
  const after = query.cursor ? cursors.decode(fingerprint, query.cursor) : undefined;
  const { limit } = query;
  const rows = await findProductPage(em, store.id, filters, after, limit);
  return toPage(
    rows,
    limit,
    (row) => presentProductSummary(row, filters.currency, store.defaultLanguage),
    (last) => cursors.encode(fingerprint, cursorPositionOf(filters.sort, last)),
  );
}

export async function getProduct(em: EntityManager, store: Store, productId: string, currency?: string) {
  const code = acceptedCurrency(store, currency);
  const row = await findActiveProduct(em, store.id, productId, code);
  if (!row) throw notFound('product', productId);
  return presentProduct(row, code, store.defaultLanguage);
}
