import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { validationFailed } from '../shared/errors';
import type { Store } from '../stores/store.entity';
import { acceptedCurrency } from '../stores/store-currency';
import { feedItems, feedVersion, type FeedItemRow } from '../catalogue/feed-items.query';
import { googleFeed, metaFeed, type FeedContext, type FeedFormat } from './feed-formats';

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
  const hash = createHash('sha256').update([version, query.platform, language, storeUrl, currency].join('|'));
  const etag = `"${hash.digest('base64url').slice(0, 27)}"`;
  const productUrl = query.storeUrl
    ? (row: FeedItemRow) => `${storeUrl}/products/${encodeURIComponent(row.handle)}?variant=${row.variant_id}`
    : (row: FeedItemRow) => `${storeUrl}/products/${row.product_id}`;
  const context: FeedContext = { storeName: store.name, storeUrl, currency, language, productUrl };
  return {
    etag,
    contentType: format.contentType,
    open: () => Readable.from(render(format, feedItems(em, store.id, currency, language), context)),
  };
}
