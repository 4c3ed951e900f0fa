import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne, queryRows } from '../../db/sql';
import type { EntityRow } from '../../db/entity-row';
import type { ProductSchema } from './product.entity';
import type { VariantSchema } from './variant.entity';
import type { MediaSchema, MediaVariant } from '../media/media.entity';
import type { ProductCategorySchema } from '../categories/product-category.entity';

export type ProductOption = AdminProductRow['options'][number];

export type AdminProductRow = Pick<
  EntityRow<typeof ProductSchema>,
  | 'id'
  | 'store_id'
  | 'status'
  | 'title'
  | 'description'
  | 'handle'
  | 'vendor'
  | 'options'
  | 'gift_card'
  | 'gift_card_tracks_stock'
  | 'created_at'
  | 'updated_at'
>;

export type AdminVariantRow = Pick<
  EntityRow<typeof VariantSchema>,
  | 'id'
  | 'product_id'
  | 'sku'
  | 'title'
  | 'option_values'
  | 'gtin'
  | 'weight_grams'
  | 'stock_on_hand'
  | 'stock_reserved'
  | 'position'
  | 'created_at'
  | 'updated_at'
> & {
  prices: Array<{ currency: string; amount: string | number }>;
  /** On-hand per location holding any of the variant, by priority. */
  locations: Array<{ locationId: string; onHand: number }>;
};

export type MediaRow = Pick<
  EntityRow<typeof MediaSchema>,
  'id' | 'product_id' | 'url' | 'alt' | 'position' | 'status' | 'width' | 'height'
> & { variants: MediaVariant[]; uploaded: boolean };

/** A product with everything the admin shows of it. */
export interface ProductGraph {
  product: AdminProductRow;
  variants: AdminVariantRow[];
  media: MediaRow[];
  categoryIds: string[];
}

export const PRODUCT_COLUMNS =
  'p.id, p.store_id, p.status, p.title, p.description, p.handle, p.vendor, p.options, p.gift_card, ' +
  'p.gift_card_tracks_stock, p.created_at, p.updated_at';

export async function findProductRow(
  em: EntityManager,
  storeId: string,
  productId: string,
  lock = false,
): Promise<AdminProductRow | undefined> {
  return queryOne<AdminProductRow>(
    em,
    `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = ? AND p.store_id = ?${lock ? ' FOR UPDATE' : ''}`,
    [productId, storeId],
  );
}

/** Variants (with prices), media and categories of a page of products in three queries, whatever the page size. */
export async function loadProductGraphs(em: EntityManager, products: AdminProductRow[]): Promise<ProductGraph[]> {
  if (products.length === 0) return [];
  const ids = products.map((p) => p.id);
  // Sequential on purpose: inside a transaction the three queries share one connection anyway.
  const variants = await queryRows<AdminVariantRow>(
    em,
    `SELECT v.id, v.product_id, v.sku, v.title, v.option_values, v.gtin, v.weight_grams, v.stock_on_hand,
              v.stock_reserved, v.position,
              v.created_at, v.updated_at,
              coalesce((SELECT json_agg(json_build_object('currency', vp.currency, 'amount', vp.amount)
                ORDER BY vp.currency)
                          FROM variant_prices vp WHERE vp.variant_id = v.id), '[]'::json) AS prices,
              coalesce((SELECT json_agg(json_build_object('locationId', ls.location_id, 'onHand', ls.on_hand)
                ORDER BY l.priority, l.id)
                          FROM location_stock ls JOIN stock_locations l ON l.id = ls.location_id
                         WHERE ls.variant_id = v.id), '[]'::json) AS locations
         FROM variants v WHERE v.product_id IN (?) ORDER BY v.position, v.id`,
    [ids],
  );
  const media = await queryRows<MediaRow>(
    em,
    `SELECT id, product_id, url, alt, position, status, width, height, variants, storage_key IS NOT NULL AS uploaded
       FROM media WHERE product_id IN (?) ORDER BY position, id`,
    [ids],
  );
  const links = await queryRows<Pick<EntityRow<typeof ProductCategorySchema>, 'product_id' | 'category_id'>>(
    em,
    'SELECT product_id, category_id FROM product_categories WHERE product_id IN (?) ORDER BY category_id',
    [ids],
  );
  return products.map((product) => ({
    product,
    variants: variants.filter((v) => v.product_id === product.id),
    media: media.filter((m) => m.product_id === product.id),
    categoryIds: links.filter((l) => l.product_id === product.id).map((l) => l.category_id),
  }));
}

export async function loadProductGraph(
  em: EntityManager,
  storeId: string,
  productId: string,
): Promise<ProductGraph | undefined> {
  const row = await findProductRow(em, storeId, productId);
  return row ? (await loadProductGraphs(em, [row]))[0] : undefined;
}

/** Whether the variant is one of the store's. */
/** Whether the variant is the store's (and the product's, when one is named). */
export async function variantInStore(
  em: EntityManager,
  storeId: string,
  variantId: string,
  productId?: string,
): Promise<boolean> {
  const row = await queryOne(
    em,
    'SELECT 1 FROM variants WHERE id = ? AND store_id = ? AND (?::text IS NULL OR product_id = ?)',
    [variantId, storeId, productId ?? null, productId ?? null],
  );
  return row !== undefined;
}
