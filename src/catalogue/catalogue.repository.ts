import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';
import type { CursorPosition } from '../shared/pagination';
import type { EntityRow } from '../db/entity-row';
import type { ProductSchema } from './products/product.entity';
import { buildProductListQuery, type ProductListFilters, type ProductListRow } from './products/product-list.query';
import { AVAILABLE_UNITS } from './stock-counted';
import type { MediaVariant } from './media/media.entity';

export async function findProductPage(
  em: EntityManager,
  storeId: string,
  filters: ProductListFilters,
  after: CursorPosition | undefined,
  limit: number,
): Promise<ProductListRow[]> {
  const { statement, planEachCall } = buildProductListQuery(storeId, filters, after, limit);
  return queryRows<ProductListRow>(em, statement, { planEachCall });
}

/** The own price of every variant of these products in the currency (a price list starts from it). */
export function variantPricesOfProducts(
  em: EntityManager,
  productIds: string[],
  currency: string,
): Promise<Array<{ product_id: string; variant_id: string; amount: string | null }>> {
  return queryRows(
    em,
    sql`SELECT v.product_id, v.id AS variant_id, vp.amount
          FROM variants v LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = ${currency}
         WHERE v.product_id = ANY(${productIds}::text[])`,
  );
}

/** The products these variants belong to, each once. */
export async function productIdsOfVariants(em: EntityManager, variantIds: string[]): Promise<string[]> {
  const rows = await queryRows<{ product_id: string }>(
    em,
    sql`SELECT DISTINCT product_id FROM variants WHERE id = ANY(${variantIds}::text[])`,
  );
  return rows.map((row) => row.product_id);
}

export type ProductDetailRow = Pick<
  EntityRow<typeof ProductSchema>,
  'id' | 'title' | 'description' | 'handle' | 'vendor' | 'options' | 'gift_card' | 'created_at' | 'updated_at'
> & {
  variants: Array<{
    id: string;
    sku: string;
    title: string;
    option_values: Record<string, string>;
    gtin: string | null;
    weight_grams: number;
    available: number;
    amount: number | null;
    /** Set by the catalogue service when a price list lowers the price. */
    compare_at_amount?: number | null;
  }>;
  media: Array<{
    id: string;
    url: string;
    alt: string | null;
    position: number;
    width: number | null;
    height: number | null;
    variants: MediaVariant[];
  }>;
  categories: Array<{ id: string; name: string; handle: string; parent_id: string | null }>;
};

/** An active product with its variants (priced in the currency), media and categories, in one query. */
export async function findActiveProduct(
  em: EntityManager,
  storeId: string,
  productId: string,
  currency: string,
): Promise<ProductDetailRow | undefined> {
  return queryOne<ProductDetailRow>(
    em,
    `SELECT p.id, p.title, p.description, p.handle, p.vendor, p.options, p.gift_card, p.created_at, p.updated_at,
            coalesce((SELECT json_agg(json_build_object('id', v.id, 'sku', v.sku, 'title', v.title,
                       'option_values', v.option_values, 'gtin', v.gtin, 'weight_grams', v.weight_grams,
                       'available', ${AVAILABLE_UNITS},
                       'amount', vp.amount) ORDER BY v.position, v.id)
                        FROM variants v LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = ?
                       WHERE v.product_id = p.id), '[]'::json) AS variants,
            coalesce((SELECT json_agg(json_build_object('id', m.id, 'url', m.url, 'alt', m.alt, 'position', m.position,
                                                        'width', m.width, 'height', m.height, 'variants', m.variants)
                                      ORDER BY m.position, m.id)
                        FROM media m WHERE m.product_id = p.id AND m.status = 'ready'), '[]'::json) AS media,
            coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'handle', c.handle,
                                                        'parent_id', c.parent_id) ORDER BY c.position, c.id)
                        FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                       WHERE pc.product_id = p.id), '[]'::json) AS categories
       FROM products p
      WHERE p.id = ? AND p.store_id = ? AND p.status = 'active'`,
    [currency, productId, storeId],
  );
}

/** Which of these variant ids are the store's (for another domain's references to variants). */
export async function variantIdsInStore(em: EntityManager, storeId: string, ids: string[]): Promise<Set<string>> {
  const rows = await queryRows<{ id: string }>(
    em,
    sql`SELECT id FROM variants WHERE store_id = ${storeId} AND id = ANY(${ids}::text[])`,
  );
  return new Set(rows.map((row) => row.id));
}

/** The SKUs of these variants of the store, by variant id. */
export async function variantSkus(em: EntityManager, storeId: string, ids: string[]): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; sku: string }>(
    em,
    sql`SELECT id, sku FROM variants WHERE store_id = ${storeId} AND id = ANY(${ids}::text[])`,
  );
  return new Map(rows.map((row) => [row.id, row.sku]));
}

/** The store's variants with these SKUs, by SKU (for another domain's files naming variants by SKU). */
export async function variantIdsBySku(
  em: EntityManager,
  storeId: string,
  skus: string[],
): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; sku: string }>(
    em,
    sql`SELECT id, sku FROM variants WHERE store_id = ${storeId} AND sku = ANY(${skus}::text[])`,
  );
  return new Map(rows.map((row) => [row.sku, row.id]));
}

/** A variant of the store with its own price in the currency (null: none); undefined: the store has no such variant. */
export async function variantOwnPrice(
  em: EntityManager,
  storeId: string,
  variantId: string,
  currency: string,
): Promise<{ amount: number | null } | undefined> {
  const row = await queryOne<{ amount: string | null }>(
    em,
    `SELECT vp.amount FROM variants v LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = ?
      WHERE v.id = ? AND v.store_id = ?`,
    [currency, variantId, storeId],
  );
  return row && { amount: row.amount === null ? null : Number(row.amount) };
}

/** What an order line copies of a variant of the store, with its own price in the currency (null: none). */
export async function variantForOrderLine(
  em: EntityManager,
  storeId: string,
  variantId: string,
  currency: string,
): Promise<
  { product_id: string; title: string; variant_title: string; sku: string; amount: string | null } | undefined
> {
  return queryOne(
    em,
    sql`SELECT v.product_id, p.title, v.title AS variant_title, v.sku, vp.amount
          FROM variants v JOIN products p ON p.id = v.product_id
          LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = ${currency}
         WHERE v.id = ${variantId} AND v.store_id = ${storeId}`,
  );
}

/** A variant as an exchange's replacement order needs it: what the line shows and its own price in the currency. */
export interface ExchangeVariant {
  id: string;
  product_id: string;
  product_title: string;
  variant_title: string;
  sku: string;
  amount: string | null;
}

/** The store's variants of active products among these ids, with their own price in the currency (null: none). */
export const exchangeVariants = (em: EntityManager, storeId: string, ids: string[], currency: string) =>
  queryRows<ExchangeVariant>(
    em,
    sql`SELECT v.id, v.product_id, p.title AS product_title, v.title AS variant_title, v.sku, vp.amount
          FROM variants v JOIN products p ON p.id = v.product_id AND p.status = 'active'
          LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = ${currency}
         WHERE v.store_id = ${storeId} AND v.id = ANY(${ids}::text[])`,
  );

/** What a draft order's line prices and shows of a variant of the store (as cart_line_rows reads a cart's lines). */
export interface DraftLineVariant {
  id: string;
  product_id: string;
  product_title: string;
  variant_title: string;
  sku: string;
  weight_grams: number;
  amount: string | null;
  available: number;
  image_url: string | null;
  image_alt: string | null;
}

export const variantsForDraftLines = (em: EntityManager, storeId: string, ids: string[], currency: string) =>
  queryRows<DraftLineVariant>(
    em,
    sql`SELECT v.id, v.product_id, p.title AS product_title, v.title AS variant_title, v.sku, v.weight_grams,
               vp.amount, v.stock_on_hand - v.stock_reserved AS available, p.cover_url AS image_url,
               p.cover_alt AS image_alt
          FROM variants v JOIN products p ON p.id = v.product_id
          LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = ${currency}
         WHERE v.store_id = ${storeId} AND v.id = ANY(${ids}::text[])`,
  );

/** Which of these variants are gift cards (their product is marked `gift_card`): the order's lines issue cards. */
export async function giftCardVariantsAmong(em: EntityManager, variantIds: string[]): Promise<Set<string>> {
  if (variantIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    em,
    sql`SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
         WHERE v.id = ANY(${variantIds}::text[]) AND p.gift_card`,
  );
  return new Set(rows.map((row) => row.id));
}
