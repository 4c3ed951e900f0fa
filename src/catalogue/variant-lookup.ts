import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound, validationFailed } from '../shared/errors';
import { queryRows } from '../db/sql';

export interface PurchasableVariant {
  productId: string;
  variantId: string;
  available: number;
  priceAmount: number | null;
}

interface VariantRow {
  product_id: string;
  variant_id: string;
  available: number;
  price_amount: string | null;
  variant_count: number;
}

/**
 * Finds the variant a shopper asked for on an active product of this store, with its availability
 * and price in the cart currency. A product with options needs an explicit variant.
 */
export async function findPurchasableVariant(
  em: EntityManager,
  storeId: string,
  productId: string,
  variantId: string | undefined,
  currency: string,
): Promise<PurchasableVariant> {
  const rows = await queryRows<VariantRow>(
    em,
    `SELECT p.id AS product_id, v.id AS variant_id, v.stock_on_hand - v.stock_reserved AS available,
            vp.amount AS price_amount, count(*) OVER () AS variant_count
       FROM products p
       JOIN variants v ON v.product_id = p.id
       LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = ?
      WHERE p.id = ? AND p.store_id = ? AND p.status = 'active'`,
    [currency, productId, storeId],
  );
  if (rows.length === 0) throw notFound('product', productId);
  let row: VariantRow | undefined;
  if (variantId) {
    row = rows.find((r) => r.variant_id === variantId);
    if (!row) throw new AppError(404, 'resource_not_found', `Variant ${variantId} does not belong to product ${productId}.`);
  } else if (rows.length === 1) {
    row = rows[0];
  } else {
    throw validationFailed(`Product ${productId} has options; choose one of its variants with variantId.`, [
      { field: 'body.variantId', code: 'required', message: 'variantId is required for a product with options' },
    ]);
  }
  return {
    productId: row.product_id,
    variantId: row.variant_id,
    available: Number(row.available),
    priceAmount: row.price_amount === null ? null : Number(row.price_amount),
  };
}

export function outOfStock(productId: string, variantId: string, requested: number, available: number): AppError {
  return new AppError(
    409,
    'cart_item_out_of_stock',
    available > 0 ? `Only ${available} of this item are in stock.` : 'This item is out of stock.',
    { productId, variantId, requested, available: Math.max(0, available) },
  );
}
