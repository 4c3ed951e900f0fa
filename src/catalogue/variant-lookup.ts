import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound, validationFailed } from '../shared/errors';
import { queryRows } from '../db/sql';

export interface PurchasableVariant {
  productId: string;
  variantId: string;
  available: number;
  priceAmount: number | null;
}

/** What a cart already holds, read in the same query as the variant when a cart is named. */
export interface CartHolding {
  /** Units of this variant already in the cart (0 without a line). */
  quantityInCart: number;
  /** Lines the cart has in all. */
  cartLines: number;
}

interface VariantRow {
  product_id: string;
  variant_id: string;
  available: number;
  price_amount: string | null;
  variant_count: number;
  quantity_in_cart: number | null;
  cart_lines: number;
}

/**
 * Finds the variant a shopper asked for on an active product of this store, with its availability
 * and price in the cart currency, and what the cart (if given) already holds. A product with options needs an
 * explicit variant.
 */
export async function findPurchasableVariant(
  em: EntityManager,
  storeId: string,
  productId: string,
  variantId: string | undefined,
  currency: string,
  cartId: string | null = null,
): Promise<PurchasableVariant & CartHolding> {
  const rows = await queryRows<VariantRow>(
    em,
    `SELECT p.id AS product_id, v.id AS variant_id, v.stock_on_hand - v.stock_reserved AS available,
            vp.amount AS price_amount, count(*) OVER () AS variant_count,
            (SELECT quantity FROM cart_lines l WHERE l.cart_id = ?::text AND l.variant_id = v.id) AS quantity_in_cart,
            (SELECT count(*)::int FROM cart_lines l WHERE l.cart_id = ?::text) AS cart_lines
       FROM products p
       JOIN variants v ON v.product_id = p.id
       LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = ?
      WHERE p.id = ? AND p.store_id = ? AND p.status = 'active'`,
    [cartId, cartId, currency, productId, storeId],
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
    quantityInCart: row.quantity_in_cart ?? 0,
    cartLines: row.cart_lines,
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
