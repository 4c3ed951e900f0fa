import type { EntityManager } from '@mikro-orm/postgresql';
import { insertInitialLocationStock } from '../stock/location-stock.repository';
import { execute, queryOne, queryRows } from '../../db/sql';
import { sql, type Sql } from '../../db/sql-template';
import type { EntityRow } from '../../db/entity-row';
import type { CategorySchema } from '../categories/category.entity';
import type { VariantSchema } from './variant.entity';
import { newId } from '../../shared/ids';
import type { PriceInput } from './products.admin.rules';

export interface NewVariant {
  sku: string;
  title: string;
  optionValues: Record<string, string>;
  prices: PriceInput[];
  stock: number;
  gtin?: string | null;
  weightGrams?: number;
}

export interface MediaInput {
  url: string;
  alt?: string;
}

/** The ones of these category ids that are categories of the store. */
export async function findCategoryIds(em: EntityManager, storeId: string, ids: string[]): Promise<string[]> {
  const rows = await queryRows<Pick<EntityRow<typeof CategorySchema>, 'id'>>(
    em,
    sql`SELECT id FROM categories WHERE store_id = ${storeId} AND id = ANY(${ids})`,
  );
  return rows.map((r) => r.id);
}

/**
 * `variants v` of these SKUs of the store (the SKUs as `wanted`), each looked up in (store_id, sku) by a LATERAL
 * subquery that OFFSET 0 keeps apart: `sku = ANY(...)` got a generic plan on the trigram index (variants_sku_trgm) on
 * stale statistics, 4-7 s for 1,000 SKUs like `GEN-1234`, and a plain join, planned for 1,000 SKUs against 100,000
 * variants without statistics, hashed every variant of the store (2.5 s; this form: 2-8 ms).
 */
export const variantsOfSkus = (storeId: string, skus: string[]): Sql =>
  sql`unnest(${skus}::text[]) AS wanted(sku)
      CROSS JOIN LATERAL (SELECT v.* FROM variants v WHERE v.store_id = ${storeId} AND v.sku = wanted.sku OFFSET 0) v`;

/** The ones of these SKUs the store already uses, outside productId's own variants. */
export async function takenSkus(
  em: EntityManager,
  storeId: string,
  skus: string[],
  productId?: string,
): Promise<string[]> {
  const rows = await queryRows<Pick<EntityRow<typeof VariantSchema>, 'sku'>>(
    em,
    sql`SELECT v.sku FROM ${variantsOfSkus(storeId, skus)}
         WHERE v.product_id IS DISTINCT FROM ${productId ?? null}`,
  );
  return rows.map((r) => r.sku);
}

export interface ProductColumns {
  status: string;
  title: string;
  description: string;
  handle: string;
  vendor: string | null;
  options: unknown[];
  /** Its variants are gift cards of their price (src/balances issues them when an order is paid). */
  giftCard: boolean;
  /** A gift card's variants reserve and take stock (false: a gift card is never out of stock). */
  giftCardTracksStock: boolean;
}

export async function insertProduct(em: EntityManager, storeId: string, id: string, p: ProductColumns) {
  await execute(
    em,
    sql`INSERT INTO products (id, store_id, status, title, description, handle, vendor, options, gift_card,
                              gift_card_tracks_stock)
        VALUES (${id}, ${storeId}, ${p.status}, ${p.title}, ${p.description}, ${p.handle}, ${p.vendor},
                ${JSON.stringify(p.options)}::jsonb, ${p.giftCard}, ${p.giftCardTracksStock})`,
  );
}

export async function updateProductColumns(em: EntityManager, id: string, p: ProductColumns) {
  await execute(
    em,
    sql`UPDATE products SET status = ${p.status}, title = ${p.title}, description = ${p.description},
               handle = ${p.handle}, vendor = ${p.vendor}, options = ${JSON.stringify(p.options)}::jsonb,
               gift_card = ${p.giftCard}, gift_card_tracks_stock = ${p.giftCardTracksStock}, updated_at = now()
         WHERE id = ${id}`,
  );
}

export async function archiveProduct(em: EntityManager, id: string): Promise<void> {
  await execute(em, sql`UPDATE products SET status = 'archived', updated_at = now() WHERE id = ${id}`);
}

/** Removes the product; what hangs off it goes by cascade. */
export async function deleteProductRow(em: EntityManager, id: string): Promise<void> {
  await execute(em, sql`DELETE FROM products WHERE id = ${id}`);
}

/** Whether a checkout in progress holds stock of any of the product's variants. */
export async function holdsReservedStock(em: EntityManager, productId: string): Promise<boolean> {
  const row = await queryOne<{ held: boolean }>(
    em,
    sql`SELECT EXISTS (SELECT 1 FROM variants WHERE product_id = ${productId} AND stock_reserved > 0) AS held`,
  );
  return row?.held === true;
}

export async function deleteVariants(em: EntityManager, ids: string[]): Promise<void> {
  await execute(em, sql`DELETE FROM variants WHERE id = ANY(${ids})`);
}

/** Parks a variant's SKU on its id, so two variants can swap SKUs without tripping the unique constraint midway. */
export async function parkSku(em: EntityManager, variantId: string): Promise<void> {
  await execute(em, sql`UPDATE variants SET sku = id WHERE id = ${variantId}`);
}

export interface VariantColumns {
  sku: string;
  title: string;
  optionValues: Record<string, string>;
  gtin: string | null;
  weightGrams: number;
  position: number;
}

export async function updateVariantColumns(em: EntityManager, id: string, v: VariantColumns): Promise<void> {
  await execute(
    em,
    sql`UPDATE variants SET sku = ${v.sku}, title = ${v.title},
               option_values = ${JSON.stringify(v.optionValues)}::jsonb,
               gtin = ${v.gtin}, weight_grams = ${v.weightGrams}, position = ${v.position}, updated_at = now()
         WHERE id = ${id}`,
  );
}

export async function insertVariant(
  em: EntityManager,
  storeId: string,
  productId: string,
  variant: NewVariant,
  position: number,
): Promise<string> {
  const id = newId('var');
  await execute(
    em,
    `INSERT INTO variants (id, store_id, product_id, sku, title, option_values, gtin, weight_grams, stock_on_hand,
     position)
     VALUES (?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?)`,
    [
      id,
      storeId,
      productId,
      variant.sku,
      variant.title,
      JSON.stringify(variant.optionValues),
      variant.gtin ?? null,
      variant.weightGrams ?? 0,
      variant.stock,
      position,
    ],
  );
  await replacePrices(em, id, variant.prices);
  if (variant.stock > 0) {
    // A new variant's stock starts at the store's default location.
    const { locationId } = await insertInitialLocationStock(em, storeId, id, variant.stock);
    await execute(
      em,
      `INSERT INTO stock_ledger (id, store_id, variant_id, delta, stock_after, reason, location_id,
                                 location_stock_after)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [newId('stk'), storeId, id, variant.stock, variant.stock, 'initial stock', locationId, variant.stock],
    );
  }
  return id;
}

export async function replacePrices(em: EntityManager, variantId: string, prices: PriceInput[]): Promise<void> {
  await execute(em, 'DELETE FROM variant_prices WHERE variant_id = ?', [variantId]);
  if (prices.length === 0) return;
  await execute(
    em,
    `INSERT INTO variant_prices (variant_id, currency, amount) VALUES ${prices.map(() => '(?, ?, ?)').join(', ')}`,
    prices.flatMap((p) => [variantId, p.currency, p.amount]),
  );
}

/**
 * The product's linked images (by URL) become exactly these, after its uploaded ones: uploads are managed through
 * their own operations (src/catalogue/media), so a product update that lists URLs does not drop them, and one that
 * lists an upload's own address (as the product's answer gives it) keeps that upload rather than linking it again.
 */
export async function replaceMedia(em: EntityManager, productId: string, media: MediaInput[]): Promise<void> {
  await execute(em, 'DELETE FROM media WHERE product_id = ? AND storage_key IS NULL', [productId]);
  if (media.length === 0) return;
  const after = await queryOne<{ next: number }>(
    em,
    sql`SELECT coalesce(max(position) + 1, 0)::int AS next FROM media WHERE product_id = ${productId}`,
  );
  await execute(
    em,
    `INSERT INTO media (id, product_id, url, alt, position)
     SELECT listed.* FROM (VALUES ${media.map(() => '(?, ?, ?, ?, ?::int)').join(', ')})
                       AS listed(id, product_id, url, alt, position)
      WHERE NOT EXISTS (SELECT 1 FROM media upload WHERE upload.product_id = listed.product_id
                           AND upload.storage_key IS NOT NULL AND upload.url = listed.url)`,
    media.flatMap((m, i) => [newId('med'), productId, m.url, m.alt ?? null, (after?.next ?? 0) + i]),
  );
}

export async function replaceCategories(em: EntityManager, productId: string, categoryIds: string[]): Promise<void> {
  await execute(em, 'DELETE FROM product_categories WHERE product_id = ?', [productId]);
  if (categoryIds.length === 0) return;
  await execute(
    em,
    `INSERT INTO product_categories (product_id, category_id) VALUES ${categoryIds.map(() => '(?, ?)').join(', ')}`,
    categoryIds.flatMap((c) => [productId, c]),
  );
}
