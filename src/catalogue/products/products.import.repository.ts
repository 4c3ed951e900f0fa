import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../../db/sql';
import { sql } from '../../db/sql-template';
import type { EntityRow } from '../../db/entity-row';
import type { CategorySchema } from '../categories/category.entity';
import type { ProductOption } from './products.admin.repository';
import { variantsOfSkus } from './product-writes.repository';

export interface ExistingProduct {
  id: string;
  handle: string;
  title: string;
  description: string;
  vendor: string | null;
  status: string;
  options: ProductOption[];
  media: Array<{ url: string; alt: string | null }>;
  category_ids: string[];
  next_position: number;
}

export interface ExistingVariant {
  id: string;
  sku: string;
  product_id: string;
  handle: string;
  title: string;
  option_values: Record<string, string>;
  gtin: string | null;
  weight_grams: number;
  stock_on_hand: number;
  stock_reserved: number;
  /** The on-hand at the store's default location, where the import's changes of stock land. */
  default_on_hand: number;
  prices: Array<{ currency: string; amount: string | number }>;
}

/** The store's products with these handles, locked for the batch, with their media and categories. */
export function lockProductsByHandle(
  em: EntityManager,
  storeId: string,
  handles: string[],
): Promise<ExistingProduct[]> {
  return queryRows<ExistingProduct>(
    em,
    sql`SELECT p.id, p.handle, p.title, p.description, p.vendor, p.status, p.options,
               coalesce((SELECT json_agg(json_build_object('url', m.url, 'alt', m.alt) ORDER BY m.position, m.id)
                           FROM media m WHERE m.product_id = p.id AND m.storage_key IS NULL), '[]'::json) AS media,
               ARRAY(SELECT pc.category_id FROM product_categories pc
                      WHERE pc.product_id = p.id ORDER BY pc.category_id) AS category_ids,
               (SELECT coalesce(max(v.position) + 1, 0) FROM variants v WHERE v.product_id = p.id)::int AS next_position
          FROM products p WHERE p.store_id = ${storeId} AND p.handle = ANY(${handles})
         ORDER BY p.id FOR UPDATE OF p`,
  );
}

/** The store's variants with these SKUs, with the handle of their product and their prices (locked with `lock`). */
export function findVariantsBySku(
  em: EntityManager,
  storeId: string,
  skus: string[],
  lock: boolean,
): Promise<ExistingVariant[]> {
  return queryRows<ExistingVariant>(
    em,
    sql`SELECT v.id, v.sku, v.product_id, p.handle, v.title, v.option_values, v.gtin, v.weight_grams, v.stock_on_hand,
               v.stock_reserved,
               coalesce((SELECT ls.on_hand FROM location_stock ls
                           JOIN stock_locations l ON l.id = ls.location_id AND l.is_default
                          WHERE ls.variant_id = v.id), 0) AS default_on_hand,
               coalesce((SELECT json_agg(json_build_object('currency', vp.currency, 'amount', vp.amount)
                                         ORDER BY vp.currency)
                           FROM variant_prices vp WHERE vp.variant_id = v.id), '[]'::json) AS prices
          FROM ${variantsOfSkus(storeId, skus)}
          JOIN products p ON p.id = v.product_id
         ORDER BY v.id ${lock ? sql`FOR UPDATE OF v` : sql``}`,
  );
}

export interface ProductValues {
  id: string;
  handle: string;
  title: string;
  description: string;
  vendor: string | null;
  status: string;
  options: string;
}

export async function insertProducts(em: EntityManager, storeId: string, rows: ProductValues[]): Promise<void> {
  if (rows.length === 0) return;
  await execute(
    em,
    sql`INSERT INTO products (id, store_id, handle, title, description, vendor, status, options)
        SELECT id, ${storeId}, handle, title, description, vendor, status, options::jsonb
          FROM unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.handle)}::text[],
                      ${rows.map((r) => r.title)}::text[], ${rows.map((r) => r.description)}::text[],
                      ${rows.map((r) => r.vendor)}::text[], ${rows.map((r) => r.status)}::text[],
                      ${rows.map((r) => r.options)}::text[])
               AS n(id, handle, title, description, vendor, status, options)`,
  );
}

export async function updateProducts(em: EntityManager, rows: ProductValues[]): Promise<void> {
  if (rows.length === 0) return;
  await execute(
    em,
    sql`UPDATE products p
           SET title = n.title, description = n.description, vendor = n.vendor, status = n.status,
               options = n.options::jsonb, updated_at = now()
          FROM unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.title)}::text[],
                      ${rows.map((r) => r.description)}::text[], ${rows.map((r) => r.vendor)}::text[],
                      ${rows.map((r) => r.status)}::text[], ${rows.map((r) => r.options)}::text[])
               AS n(id, title, description, vendor, status, options)
         WHERE p.id = n.id`,
  );
}

/** Products whose variants, prices, media or categories changed: their update time moves. */
export async function touchProducts(em: EntityManager, ids: string[]): Promise<void> {
  if (ids.length) await execute(em, sql`UPDATE products SET updated_at = now() WHERE id = ANY(${ids})`);
}

export interface VariantValues {
  id: string;
  productId: string;
  sku: string;
  title: string;
  optionValues: string;
  gtin: string | null;
  weightGrams: number;
  stock: number;
  position: number;
}

const variantArrays = (rows: VariantValues[]) => sql`
  unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.productId)}::text[], ${rows.map((r) => r.sku)}::text[],
         ${rows.map((r) => r.title)}::text[], ${rows.map((r) => r.optionValues)}::text[],
         ${rows.map((r) => r.gtin)}::text[], ${rows.map((r) => r.weightGrams)}::int[],
         ${rows.map((r) => r.stock)}::int[], ${rows.map((r) => r.position)}::int[])
    AS n(id, product_id, sku, title, option_values, gtin, weight_grams, stock, position)`;

export async function insertVariants(em: EntityManager, storeId: string, rows: VariantValues[]): Promise<void> {
  if (rows.length === 0) return;
  await execute(
    em,
    sql`INSERT INTO variants (id, store_id, product_id, sku, title, option_values, gtin, weight_grams,
                              stock_on_hand, position)
        SELECT id, ${storeId}, product_id, sku, title, option_values::jsonb, gtin, weight_grams, stock, position
          FROM ${variantArrays(rows)}`,
  );
}

export async function updateVariants(em: EntityManager, rows: VariantValues[]): Promise<void> {
  if (rows.length === 0) return;
  await execute(
    em,
    sql`UPDATE variants v
           SET title = n.title, option_values = n.option_values::jsonb, gtin = n.gtin, weight_grams = n.weight_grams,
               stock_on_hand = n.stock, updated_at = now()
          FROM ${variantArrays(rows)}
         WHERE v.id = n.id`,
  );
}

export interface LedgerEntry {
  id: string;
  variantId: string;
  delta: number;
  stockAfter: number;
}

/**
 * The import's stock column is the variant's sum over the locations: each change lands at the store's default location
 * (which always fulfils online orders, so the sum moves with it), with its ledger row naming that location.
 */
export async function insertLedgerEntries(em: EntityManager, storeId: string, rows: LedgerEntry[]): Promise<void> {
  if (rows.length === 0) return;
  await execute(
    em,
    sql`WITH n AS (
          SELECT n.*, l.id AS location_id
            FROM unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.variantId)}::text[],
                        ${rows.map((r) => r.delta)}::int[], ${rows.map((r) => r.stockAfter)}::int[])
                   AS n(id, variant_id, delta, stock_after)
            JOIN stock_locations l ON l.store_id = ${storeId} AND l.is_default),
        moved AS (
          INSERT INTO location_stock (location_id, variant_id, store_id, on_hand)
          SELECT location_id, variant_id, ${storeId}, delta FROM n
          ON CONFLICT (location_id, variant_id)
            DO UPDATE SET on_hand = location_stock.on_hand + EXCLUDED.on_hand, updated_at = now()
          RETURNING variant_id, on_hand)
        INSERT INTO stock_ledger (id, store_id, variant_id, delta, stock_after, reason, location_id,
                                  location_stock_after)
        SELECT n.id, ${storeId}, n.variant_id, n.delta, n.stock_after, 'import', n.location_id, moved.on_hand
          FROM n JOIN moved ON moved.variant_id = n.variant_id`,
  );
}

/** The prices of these variants (the existing variants named, and new ones) become exactly the given ones. */
export async function replaceVariantPrices(
  em: EntityManager,
  replacedVariantIds: string[],
  prices: Array<{ variantId: string; currency: string; amount: number }>,
): Promise<void> {
  if (replacedVariantIds.length)
    await execute(em, sql`DELETE FROM variant_prices WHERE variant_id = ANY(${replacedVariantIds})`);
  if (prices.length === 0) return;
  await execute(
    em,
    sql`INSERT INTO variant_prices (variant_id, currency, amount)
        SELECT * FROM unnest(${prices.map((p) => p.variantId)}::text[], ${prices.map((p) => p.currency)}::text[],
                             ${prices.map((p) => p.amount)}::bigint[])`,
  );
}

/** The linked media of these products (the existing products named, and new ones) become exactly the given ones, in
 * order; uploaded images stay, and an address of one of them (as the product's export lists it) is that upload.
 */
export async function replaceProductMedia(
  em: EntityManager,
  replacedProductIds: string[],
  media: Array<{ id: string; productId: string; url: string; alt: string | null; position: number }>,
): Promise<void> {
  if (replacedProductIds.length)
    await execute(em, sql`DELETE FROM media WHERE product_id = ANY(${replacedProductIds}) AND storage_key IS NULL`);
  if (media.length === 0) return;
  await execute(
    em,
    sql`INSERT INTO media (id, product_id, url, alt, position)
        SELECT listed.*
          FROM unnest(${media.map((m) => m.id)}::text[], ${media.map((m) => m.productId)}::text[],
                      ${media.map((m) => m.url)}::text[], ${media.map((m) => m.alt)}::text[],
                      ${media.map((m) => m.position)}::int[]) AS listed(id, product_id, url, alt, position)
         WHERE NOT EXISTS (SELECT 1 FROM media upload WHERE upload.product_id = listed.product_id
                              AND upload.storage_key IS NOT NULL AND upload.url = listed.url)`,
  );
}

/**
 * The categories of these products (the existing products named, and new ones) become exactly the given ones. A link
 * of a product the batch creates names its creation time (the transaction's `now()`, which products.created_at took)
 * and status, so the insert trigger need not look the product up; an existing product's link leaves them to it.
 */
export async function replaceProductCategories(
  em: EntityManager,
  replacedProductIds: string[],
  links: Array<{ productId: string; categoryId: string; created: boolean; active: boolean }>,
): Promise<void> {
  if (replacedProductIds.length)
    await execute(em, sql`DELETE FROM product_categories WHERE product_id = ANY(${replacedProductIds})`);
  if (links.length === 0) return;
  await execute(
    em,
    sql`INSERT INTO product_categories (product_id, category_id, product_created_at, product_active)
        SELECT product_id, category_id, CASE WHEN created THEN now() END, active
          FROM unnest(${links.map((l) => l.productId)}::text[], ${links.map((l) => l.categoryId)}::text[],
                      ${links.map((l) => l.created)}::boolean[], ${links.map((l) => l.active)}::boolean[])
               AS n(product_id, category_id, created, active)`,
  );
}

/**
 * For the rest of the batch's transaction (or until called with false), the triggers that derive product prices and
 * category listings leave this transaction's inserts of prices and category links to the import, which writes those
 * rows itself: for the products it creates from the batch (`insertNewProductPrices`, `insertNewCategoryListings`), for
 * the others by calling the triggers' functions on their ids (`refreshProductPrices`, `rebuildCategoryListings`).
 */
export async function importWritesDerivedRows(em: EntityManager, on: boolean): Promise<void> {
  await execute(em, sql`SELECT set_config('catalogue.import_writes_derived_rows', ${on ? 'on' : 'off'}, true)`);
}

/** The price range and availability of products the batch creates, from their variants' prices and stock. */
export async function insertNewProductPrices(
  em: EntityManager,
  storeId: string,
  prices: Array<{ productId: string; currency: string; amount: number; inStock: boolean }>,
): Promise<void> {
  if (prices.length === 0) return;
  await execute(
    em,
    sql`INSERT INTO product_prices (product_id, store_id, currency, min_amount, max_amount, in_stock)
        SELECT product_id, ${storeId}, currency, min(amount), max(amount), bool_or(in_stock)
          FROM unnest(${prices.map((p) => p.productId)}::text[], ${prices.map((p) => p.currency)}::text[],
                      ${prices.map((p) => p.amount)}::bigint[], ${prices.map((p) => p.inStock)}::boolean[])
               AS n(product_id, currency, amount, in_stock)
         GROUP BY product_id, currency`,
  );
}

/**
 * The listings of products the batch creates: each of their categories and its ancestors, walked once per category.
 * Their creation time is the transaction's `now()`, which products.created_at took when they were inserted in it.
 */
export async function insertNewCategoryListings(
  em: EntityManager,
  links: Array<{ productId: string; categoryId: string; active: boolean }>,
): Promise<void> {
  if (links.length === 0) return;
  await execute(
    em,
    sql`WITH links AS (
          SELECT * FROM unnest(${links.map((l) => l.productId)}::text[], ${links.map((l) => l.categoryId)}::text[],
                               ${links.map((l) => l.active)}::boolean[]) AS l(product_id, category_id, active)
        ), lineages AS (
          SELECT c.category_id, lineage.id
            FROM (SELECT DISTINCT category_id FROM links) c
                 CROSS JOIN LATERAL category_lineage(c.category_id) lineage(id)
        )
        INSERT INTO category_listings (category_id, product_id, product_created_at, product_active)
        SELECT DISTINCT ON (l.id, links.product_id) l.id, links.product_id, now(), links.active
          FROM links JOIN lineages l ON l.category_id = links.category_id`,
  );
}

/** Product prices of existing products whose variants' prices the batch changed, derived again. */
export async function refreshProductPrices(em: EntityManager, productIds: string[]): Promise<void> {
  if (productIds.length) await execute(em, sql`SELECT refresh_product_prices(${productIds}::text[])`);
}

/** Category listings of existing products whose categories the batch changed, derived again. */
export async function rebuildCategoryListings(em: EntityManager, productIds: string[]): Promise<void> {
  if (productIds.length) await execute(em, sql`SELECT category_listings_rebuild(${productIds}::text[])`);
}

/** The category named `name` under `parentId` (null: at the root), matched without regard to case. */
export async function findChildCategory(
  em: EntityManager,
  storeId: string,
  parentId: string | null,
  name: string,
): Promise<string | undefined> {
  const row = await queryOne<Pick<EntityRow<typeof CategorySchema>, 'id'>>(
    em,
    sql`SELECT id FROM categories
         WHERE store_id = ${storeId} AND parent_id IS NOT DISTINCT FROM ${parentId} AND lower(name) = lower(${name})
         ORDER BY created_at, id LIMIT 1`,
  );
  return row?.id;
}

export async function insertCategory(
  em: EntityManager,
  row: { id: string; storeId: string; parentId: string | null; name: string; handle: string },
): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO categories (id, store_id, parent_id, name, handle)
        VALUES (${row.id}, ${row.storeId}, ${row.parentId}, ${row.name}, ${row.handle})`,
  );
}
