import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { newId } from '../shared/ids';

export interface CartRow {
  id: string;
  store_id: string;
  token: string;
  currency: string;
  status: 'open' | 'checking_out' | 'completed';
  customer_id: string | null;
  email: string | null;
  shipping_address: Record<string, unknown> | null;
  billing_address: Record<string, unknown> | null;
  note: string | null;
  shipping_option_id: string | null;
  discount_code: string | null;
  last_checkout_error: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
}

export interface CartLineRow {
  id: string;
  product_id: string;
  variant_id: string;
  quantity: number;
  product_title: string;
  variant_title: string;
  sku: string;
  weight_grams: number;
  unit_amount: string | null;
  available: number;
  image_url: string | null;
  image_alt: string | null;
}

/** Named rather than `*`, so the statements stay prepared across migrations that add columns. */
const CART_COLUMNS = `id, store_id, token, currency, status, customer_id, email, shipping_address, billing_address, note,
  shipping_option_id, discount_code, last_checkout_error, created_at, updated_at`;

/** Returns the cart of this token, creating an empty one in the default currency on first sight. */
export async function findOrCreateCart(em: EntityManager, storeId: string, token: string, currency: string): Promise<CartRow> {
  const select = `SELECT ${CART_COLUMNS} FROM carts WHERE store_id = ? AND token = ?`;
  const existing = await queryOne<CartRow>(em, select, [storeId, token]);
  if (existing) return existing;
  await execute(em, `INSERT INTO carts (id, store_id, token, currency) VALUES (?, ?, ?, ?) ON CONFLICT (store_id, token) DO NOTHING`, [
    newId('cart'),
    storeId,
    token,
    currency,
  ]);
  return (await queryOne<CartRow>(em, select, [storeId, token])) as CartRow;
}

/**
 * The cart of this token, created on first sight, row-locked for the rest of the transaction and marked as changed
 * now: one statement, since the upsert takes the row lock whether it inserts or updates.
 */
export async function lockCartForChange(em: EntityManager, storeId: string, token: string, currency: string): Promise<CartRow> {
  const row = await queryOne<CartRow>(
    em,
    `INSERT INTO carts (id, store_id, token, currency) VALUES (?, ?, ?, ?)
     ON CONFLICT (store_id, token) DO UPDATE SET updated_at = now()
     RETURNING ${CART_COLUMNS}`,
    [newId('cart'), storeId, token, currency],
  );
  return row as CartRow;
}

/** The cart's lines with the product and variant snapshot a storefront shows, in one query. */
export async function findCartLines(em: EntityManager, cartId: string, currency: string): Promise<CartLineRow[]> {
  return queryRows<CartLineRow>(
    em,
    `SELECT l.id, l.product_id, l.variant_id, l.quantity, p.title AS product_title, v.title AS variant_title, v.sku,
            v.weight_grams, vp.amount AS unit_amount, v.stock_on_hand - v.stock_reserved AS available,
            p.cover_url AS image_url, p.cover_alt AS image_alt
       FROM cart_lines l
       JOIN variants v ON v.id = l.variant_id
       JOIN products p ON p.id = l.product_id
       LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = ?
      WHERE l.cart_id = ?
      ORDER BY l.created_at, l.id`,
    [currency, cartId],
  );
}

export interface CartBasket {
  subtotal: number;
  weightGrams: number;
}

/** Subtotal and parcel weight of the cart's lines, for discount and shipping checks, in one query. */
export async function findCartBasket(em: EntityManager, cartId: string, currency: string): Promise<CartBasket> {
  const row = await queryOne<{ subtotal: string; weight: string }>(
    em,
    `SELECT coalesce(sum(l.quantity * vp.amount), 0) AS subtotal, coalesce(sum(l.quantity * v.weight_grams), 0) AS weight
       FROM cart_lines l
       JOIN variants v ON v.id = l.variant_id
       LEFT JOIN variant_prices vp ON vp.variant_id = l.variant_id AND vp.currency = ?
      WHERE l.cart_id = ?`,
    [currency, cartId],
  );
  return { subtotal: Number(row?.subtotal ?? 0), weightGrams: Number(row?.weight ?? 0) };
}
