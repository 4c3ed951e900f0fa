import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../shared/errors';
import { toPage, type CursorCodec } from '../shared/pagination';
import type { Store } from '../stores/store.entity';
import { acceptedCurrency } from '../stores/store-currency';
import {
  findActiveProduct,
  findProductPage,
  productIdsOfVariants,
  variantPricesOfProducts,
} from './catalogue.repository';
import { resolvePrices, type PriceContext } from '../price-lists/price-resolution';
import { priceBookOf, type PriceBook } from '../price-lists/price-book';
import type { PriceRange } from './catalogue.presenter';
import {
  cursorPositionOf,
  needsPrice,
  type ProductListFilters,
  type ProductListRow,
  type ProductSort,
} from './products/product-list.query';
import { presentProduct, presentProductSummary } from './catalogue.presenter';
import { productPageTextsIn, productTextsIn } from './translations/translations.repository';
import { orDefault, translateProductRow } from './translations/translated-texts';
import { categoryInStore } from './categories/categories.repository';
import { checkFilterIds } from '../shared/filter-ids';
import { isActiveProduct } from './products/active-product.query';
import { pickupShelves } from './stock/locations.repository';

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
  groupId: string | null = null,
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
  // The price context is not in the cursor's fingerprint: a position (an amount and an id) stays a place in the order
  // when a list starts or a session ends between two pages, which should not make the next page a refusal.
  const book = await priceBookOf(em, store);
  // A page whose rows carry their own ranges takes the products no override list of the context prices from them;
  // where the context's lists price some products, the rows carry their variants' own prices for those.
  const overridden =
    book && !needsPrice(filters) ? await overriddenProducts(em, book, groupId, filters.currency) : null;
  const listed = { groupId, ...(overridden?.size && { variantPrices: true }) };
  const rows = await findProductPage(
    em,
    store.id,
    store.priceListsLive ? { ...filters, listed } : filters,
    after,
    limit,
  );
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
  const context = { storeId: store.id, priceListsLive: store.priceListsLive, currency: filters.currency, groupId };
  const ranges = await listedRanges(em, context, rows.slice(0, limit), book, overridden);
  return toPage(
    rows,
    limit,
    (row) => presentProductSummary(row, filters.currency, language, ranges?.get(row.id)),
    (last) => cursors.encode(fingerprint, cursorPositionOf(filters.sort, last)),
  );
}

/** The products an override list of the context prices for one unit (see PriceBook.productsForOneUnit). */
const overriddenProducts = (em: EntityManager, book: PriceBook, groupId: string | null, currency: string) =>
  book.productsForOneUnit(groupId, currency, (ids) => productIdsOfVariants(em, ids));

/**
 * Each listed product's price range at the context's prices, or undefined (the stored ranges hold) when the store has
 * no active price list. Given `overridden` (the store's price book, and rows carrying the products' own ranges: a
 * page not filtered or sorted by price), a product not in it takes its range from its own one less the context's
 * percentage (see percentageOffOneUnit); the others' variants are priced one by one, from the own prices the rows
 * carry, else read.
 */
async function listedRanges(
  em: EntityManager,
  context: PriceContext,
  rows: ProductListRow[],
  book: PriceBook | undefined,
  overridden: Set<string> | null,
): Promise<Map<string, PriceRange> | undefined> {
  if (!context.priceListsLive || rows.length === 0) return undefined;
  const ranges = new Map<string, PriceRange>();
  const { groupId, currency } = context;
  const perVariant = overridden ? rows.filter((row) => overridden.has(row.id)) : rows;
  if (book && overridden) {
    for (const row of rows) {
      if (overridden.has(row.id)) continue;
      const [min, max] = [row.min_amount, row.max_amount].map((amount) =>
        amount === null ? null : book.percentageOffOneUnit(groupId, Number(amount)),
      );
      ranges.set(row.id, { min, max: min === null ? null : max });
    }
  }
  const productIds = perVariant.map((row) => row.id);
  if (productIds.length === 0) return ranges;
  const variants = perVariant.every((row) => row.variant_prices !== undefined)
    ? perVariant.flatMap((row) =>
        (row.variant_prices ?? []).map(([variantId, amount]) => ({
          product_id: row.id,
          variant_id: variantId,
          amount: amount === null ? null : String(amount),
        })),
      )
    : await variantPricesOfProducts(em, productIds, currency);
  const prices = await resolvePrices(
    em,
    context,
    variants.map((v) => ({
      variantId: v.variant_id,
      baseAmount: v.amount === null ? null : Number(v.amount),
      quantity: 1,
    })),
    book,
  );
  variants.forEach((v, i) => {
    const amount = prices[i].amount;
    if (amount === null) return;
    const range = ranges.get(v.product_id);
    ranges.set(v.product_id, {
      min: range?.min == null ? amount : Math.min(range.min, amount),
      max: range?.max == null ? amount : Math.max(range.max, amount),
    });
  });
  for (const id of productIds) if (!ranges.has(id)) ranges.set(id, { min: null, max: null });
  return ranges;
}

export async function getProduct(
  em: EntityManager,
  store: Store,
  productId: string,
  language: string,
  currency?: string,
  groupId: string | null = null,
) {
  const code = acceptedCurrency(store, currency);
  const row = await findActiveProduct(em, store.id, productId, code);
  if (!row) throw notFound('product', productId);
  if (store.priceListsLive) {
    const context = { storeId: store.id, priceListsLive: true, currency: code, groupId };
    const prices = await resolvePrices(
      em,
      context,
      row.variants.map((v) => ({
        variantId: v.id,
        baseAmount: v.amount === null ? null : Number(v.amount),
        quantity: 1,
      })),
      await priceBookOf(em, store),
    );
    row.variants.forEach((v, i) => {
      v.amount = prices[i].amount;
      v.compare_at_amount = prices[i].compareAtAmount;
    });
  }
  if (language === store.defaultLanguage) return presentProduct(row, code, language);
  return presentProduct(translateProductRow(row, await productPageTextsIn(em, productId, language)), code, language);
}

/**
 * Where a shopper can pick the product up: the store's locations that offer pickup, each with its variants in stock
 * there (by priority). Not cached with the catalogue: it moves with every sale. The product's public stock stays one
 * number per variant.
 */
export async function getProductPickup(em: EntityManager, store: Store, productId: string) {
  if (!(await isActiveProduct(em, store.id, productId))) throw notFound('product', productId);
  const locations = new Map<string, PickupLocation>();
  for (const shelf of await pickupShelves(em, store.id, productId)) {
    const location = locations.get(shelf.location_id) ?? {
      id: shelf.location_id,
      name: shelf.name,
      address: shelf.address,
      variants: [],
    };
    if (shelf.available > 0) location.variants.push({ variantId: shelf.variant_id, available: shelf.available });
    locations.set(shelf.location_id, location);
  }
  return { data: [...locations.values()].filter((l) => l.variants.length > 0) };
}

interface PickupLocation {
  id: string;
  name: string;
  address: Record<string, string>;
  variants: Array<{ variantId: string; available: number }>;
}
