import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { validationFailed } from '../shared/errors';
import type { Store } from '../stores/store.entity';
import { acceptedCurrency } from '../stores/store-currency';
import { feedItems, feedVersion, type FeedItemRow } from '../catalogue/products/feed-items.query';
import { googleFeed, metaFeed, type FeedContext, type FeedFormat } from './feed-formats';
import { activePriceListsVersion } from '../price-lists/price-lists.repository';
import { resolvePrices, type PriceContext } from '../price-lists/price-resolution';

export interface FeedQuery {
  platform: 'google' | 'meta';
  locale: string;
  currency?: string;
  storeUrl?: string;
}

export interface ProductFeed {
  etag: string;
  contentType: string;
  /** Produces the body lazily; called only when the client does not already have this version. */
  open(): Readable;
}

/** The store language a locale asks for: the locale itself or its language, else 400. */
function feedLanguage(store: Store, locale: string): string {
  const language = [locale, locale.split('-')[0]].find((l) => store.languages.includes(l));
  if (!language) {
    throw validationFailed(
      `This store has no content in ${locale}; use a locale of one of its languages (${store.languages.join(', ')}).`,
      [
        {
          field: 'query.locale',
          code: 'enum',
          message: `locale must be one of the store languages: ${store.languages.join(', ')}`,
        },
      ],
    );
  }
  return language;
}

/** Prices resolved a batch at a time, as the items are read. */
const PRICING_BATCH = 500;

async function priced(em: EntityManager, context: PriceContext, rows: FeedItemRow[]): Promise<FeedItemRow[]> {
  const prices = await resolvePrices(
    em,
    context,
    rows.map((row) => ({ variantId: row.variant_id, baseAmount: Number(row.amount), quantity: 1 })),
  );
  rows.forEach((row, i) => {
    row.amount = String(prices[i].amount ?? row.amount);
  });
  return rows;
}

/** The items at the price everyone pays: a sale's price while a price list for everyone runs. */
async function* atPublicPrices(
  em: EntityManager,
  context: PriceContext,
  items: AsyncGenerator<FeedItemRow>,
): AsyncGenerator<FeedItemRow> {
  if (!context.priceListsLive) {
    yield* items;
    return;
  }
  let batch: FeedItemRow[] = [];
  for await (const row of items) {
    batch.push(row);
    if (batch.length === PRICING_BATCH) {
      yield* await priced(em, context, batch);
      batch = [];
    }
  }
  yield* await priced(em, context, batch);
}

async function* render(
  format: FeedFormat,
  items: AsyncGenerator<FeedItemRow>,
  context: FeedContext,
): AsyncGenerator<string> {
  yield format.head(context);
  for await (const row of items) yield format.item(row, context);
  yield format.tail();
}

/**
 * The product feed of one platform and locale (its language and currency, by default the store's default currency),
 * with the language's texts where products have them. The ETag is derived from what the
 * feed is built from, so an unchanged catalogue answers 304 without reading a single item.
 */
export async function productFeed(
  em: EntityManager,
  store: Store,
  query: FeedQuery,
  apiBaseUrl: string,
): Promise<ProductFeed> {
  const language = feedLanguage(store, query.locale);
  const format = query.platform === 'google' ? googleFeed : metaFeed;
  const storeUrl = (query.storeUrl ?? apiBaseUrl).replace(/\/+$/, '');
  const currency = acceptedCurrency(store, query.currency);
  const version = await feedVersion(em, store.id);
  // A list starting or ending changes the public prices without touching a product: it is part of the version.
  const lists = store.priceListsLive ? await activePriceListsVersion(em, store.id) : '';
  const hash = createHash('sha256').update([version, lists, query.platform, language, storeUrl, currency].join('|'));
  const etag = `"${hash.digest('base64url').slice(0, 27)}"`;
  const productUrl = query.storeUrl
    ? (row: FeedItemRow) => `${storeUrl}/products/${encodeURIComponent(row.handle)}?variant=${row.variant_id}`
    : (row: FeedItemRow) => `${storeUrl}/products/${row.product_id}`;
  const context: FeedContext = { storeName: store.name, storeUrl, currency, language, productUrl };
  return {
    etag,
    contentType: format.contentType,
    open: () => {
      const pricing = { storeId: store.id, priceListsLive: store.priceListsLive, currency, groupId: null };
      return Readable.from(
        render(format, atPublicPrices(em, pricing, feedItems(em, store.id, currency, language)), context),
      );
    },
  };
}
