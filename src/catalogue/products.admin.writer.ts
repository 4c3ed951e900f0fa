import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../shared/errors';
import { alreadyExists } from '../shared/conflicts';
import { newId } from '../shared/ids';
import { execute, queryRows } from '../db/sql';
import type { Store } from '../stores/store.entity';
import { assertAcceptedCurrencies } from '../stores/store-currencies';
import type { PlannedVariant, PriceInput } from './products.admin.rules';

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

/** Unique-constraint names of the catalogue, mapped to the request field a race on them concerns. */
export const CATALOGUE_CONSTRAINTS = {
  variants_store_id_sku_key: 'body.variants.sku',
  products_store_id_handle_key: 'body.handle',
};

export function checkCurrencies(store: Store, variants: PlannedVariant[]): void {
  assertAcceptedCurrencies(
    store,
    variants.flatMap((v) =>
      (v.prices ?? []).map((p, i) => ({ currency: p.currency, field: `${v.field}.prices.${i}.currency` })),
    ),
  );
}

/** Every category id must be a category of this store. */
export async function checkCategories(em: EntityManager, storeId: string, categoryIds: string[] = []): Promise<void> {
  if (categoryIds.length === 0) return;
  const found = await queryRows<{ id: string }>(em, 'SELECT id FROM categories WHERE store_id = ? AND id IN (?)', [
    storeId,
    categoryIds,
  ]);
  const missing = categoryIds.find((id) => !found.some((f) => f.id === id));
  if (missing) {
    throw new AppError(404, 'resource_not_found', `No category with id ${missing} exists in this store.`, [
      {
        field: `body.categoryIds.${categoryIds.indexOf(missing)}`,
        code: 'not_found',
        message: `category ${missing} does not exist`,
      },
    ]);
  }
}

/** SKUs must be unique in the store; variants of `productId` itself do not count (they are being rewritten). */
export async function checkSkusFree(
  em: EntityManager,
  storeId: string,
  variants: PlannedVariant[],
  productId?: string,
): Promise<void> {
  if (variants.length === 0) return;
  const taken = await queryRows<{ sku: string }>(
    em,
    'SELECT sku FROM variants WHERE store_id = ? AND sku IN (?) AND product_id IS DISTINCT FROM ?',
    [storeId, variants.map((v) => v.sku), productId ?? null],
  );
  const clash = variants.find((v) => taken.some((t) => t.sku === v.sku));
  if (clash) throw alreadyExists(`${clash.field}.sku`, 'SKU', clash.sku);
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
    `INSERT INTO variants (id, store_id, product_id, sku, title, option_values, gtin, weight_grams, stock_on_hand, position)
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
    await execute(
      em,
      'INSERT INTO stock_ledger (id, store_id, variant_id, delta, stock_after, reason) VALUES (?, ?, ?, ?, ?, ?)',
      [newId('stk'), storeId, id, variant.stock, variant.stock, 'initial stock'],
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

export async function replaceMedia(em: EntityManager, productId: string, media: MediaInput[]): Promise<void> {
  await execute(em, 'DELETE FROM media WHERE product_id = ?', [productId]);
  if (media.length === 0) return;
  await execute(
    em,
    `INSERT INTO media (id, product_id, url, alt, position) VALUES ${media.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
    media.flatMap((m, i) => [newId('med'), productId, m.url, m.alt ?? null, i]),
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
