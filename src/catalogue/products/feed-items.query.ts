import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne, queryRows } from '../../db/sql';
import type { EntityRow } from '../../db/entity-row';
import type { MediaSchema } from '../media/media.entity';
import type { ProductSchema } from './product.entity';
import type { VariantPriceSchema } from './variant-price.entity';
import type { VariantSchema } from './variant.entity';
import { AVAILABLE_UNITS } from '../stock-counted';

type ProductColumns = EntityRow<typeof ProductSchema>;
type VariantColumns = EntityRow<typeof VariantSchema>;

/** A variant with its product's texts (the language's where translated) and the first of the product's images. */
export type FeedItemRow = Pick<VariantColumns, 'sku' | 'gtin'> &
  Pick<ProductColumns, 'description' | 'handle' | 'vendor'> & {
    variant_id: VariantColumns['id'];
    variant_title: VariantColumns['title'];
    available: number;
    amount: EntityRow<typeof VariantPriceSchema>['amount'];
    product_id: ProductColumns['id'];
    product_title: ProductColumns['title'];
    has_options: boolean;
    image_url: EntityRow<typeof MediaSchema>['url'] | null;
  };

const BATCH = 500;

/**
 * Every variant of the store's active products that has a price in the currency, in batches of 500 by keyset,
 * so a feed of any size is streamed with bounded memory. Titles and descriptions are the language's where the
 * product has them (migration 3400), else the default language's.
 */
export async function* feedItems(
  em: EntityManager,
  storeId: string,
  currency: string,
  language: string,
): AsyncGenerator<FeedItemRow> {
  let after = '';
  for (;;) {
    const rows = await queryRows<FeedItemRow>(
      em,
      `SELECT v.id AS variant_id, v.sku, coalesce(pt.variant_titles ->> v.id, v.title) AS variant_title, v.gtin,
              ${AVAILABLE_UNITS} AS available, vp.amount, p.id AS product_id,
              coalesce(pt.title, p.title) AS product_title, coalesce(pt.description, p.description) AS description,
              p.handle, p.vendor, jsonb_array_length(p.options) > 0 AS has_options, m.url AS image_url
         FROM variants v
         JOIN products p ON p.id = v.product_id AND p.status = 'active'
         JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = ?
         LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.language = ?
         LEFT JOIN LATERAL (SELECT coalesce(variants -> -1 ->> 'url', url) AS url FROM media
                             WHERE product_id = p.id AND status = 'ready' ORDER BY position, id LIMIT 1) m ON true
        WHERE v.store_id = ? AND v.id > ?
        ORDER BY v.id
        LIMIT ?`,
      [currency, language, storeId, after, BATCH],
    );
    yield* rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].variant_id;
  }
}

/** What changes whenever the feed would: counts and the latest change of products and variants. */
export async function feedVersion(em: EntityManager, storeId: string): Promise<string> {
  const row = await queryOne<{ version: string }>(
    em,
    `SELECT concat_ws(':', (SELECT count(*) FROM products WHERE store_id = ? AND status = 'active'),
                           (SELECT max(updated_at) FROM products WHERE store_id = ?),
                           (SELECT count(*) FROM variants WHERE store_id = ?),
                           (SELECT max(updated_at) FROM variants WHERE store_id = ?)) AS version`,
    [storeId, storeId, storeId, storeId],
  );
  return row?.version ?? '';
}
