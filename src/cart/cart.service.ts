import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { execute, inTransaction, queryOne } from '../db/sql';
import type { Store } from '../stores/store.entity';
import { findPurchasableVariant, outOfStock, type PurchasableVariant } from '../catalogue/variant-lookup';
import { quoteCart } from '../pricing/cart-quote.service';
import { findOrCreateCart, lockCartForChange, type CartRow } from './cart.repository';
import { presentCart, type CartView } from './cart.presenter';

export const MAX_LINES = 100;
export const MAX_QUANTITY = 999;

export interface AddItemInput {
  productId: string;
  variantId?: string;
  quantity: number;
}

/** The cart as shown: priced in display mode from what is stored now. */
export async function viewCart(em: EntityManager, store: Store, cart: CartRow): Promise<CartView> {
  return presentCart(cart, await quoteCart(em, store, cart, 'display'), store.defaultLanguage);
}

export function assertOpen(cart: CartRow): void {
  if (cart.status !== 'open') {
    throw new AppError(409, 'cart_not_open', `The cart is ${cart.status.replace('_', ' ')} and cannot be changed.`, { currentState: cart.status });
  }
}

export async function getCart(em: EntityManager, store: Store, token: string): Promise<CartView> {
  return viewCart(em, store, await findOrCreateCart(em, store.id, token, store.defaultCurrency));
}

/**
 * Runs one change to an open cart in a transaction holding the cart row lock, so concurrent changes to one cart
 * queue up instead of overwriting each other; a thrown error rolls the whole change back. Answers the whole cart.
 */
export async function changeCart(em: EntityManager, store: Store, token: string, change: (tx: EntityManager, cart: CartRow) => Promise<Partial<CartRow> | void>): Promise<CartView> {
  return inTransaction(em, async (tx) => {
    const cart = await lockCartForChange(tx, store.id, token, store.defaultCurrency);
    assertOpen(cart);
    const changed = await change(tx, cart);
    return viewCart(tx, store, { ...cart, ...(changed ?? {}) });
  });
}

function checkQuantity(variant: PurchasableVariant, requested: number): void {
  if (requested > MAX_QUANTITY) {
    throw new AppError(400, 'validation_failed', `A line can hold at most ${MAX_QUANTITY} units; it would hold ${requested}.`, [
      { field: 'body.quantity', code: 'maximum', message: `quantity in the cart must be <= ${MAX_QUANTITY}` },
    ]);
  }
  if (requested > variant.available) throw outOfStock(variant.productId, variant.variantId, requested, variant.available);
}

async function findPricedVariant(tx: EntityManager, store: Store, cart: CartRow, productId: string, variantId?: string) {
  const variant = await findPurchasableVariant(tx, store.id, productId, variantId, cart.currency, cart.id);
  if (variant.priceAmount === null) {
    throw new AppError(400, 'currency_not_supported', `This product has no price in ${cart.currency}.`);
  }
  return variant;
}

/** Adds to the line of that variant (or makes one). */
export async function addItem(em: EntityManager, store: Store, token: string, input: AddItemInput): Promise<CartView> {
  return changeCart(em, store, token, async (tx, cart) => {
    const variant = await findPricedVariant(tx, store, cart, input.productId, input.variantId);
    if (variant.quantityInCart === 0 && variant.cartLines >= MAX_LINES) {
      throw new AppError(400, 'validation_failed', `A cart holds at most ${MAX_LINES} different items.`);
    }
    checkQuantity(variant, variant.quantityInCart + input.quantity);
    await execute(
      tx,
      `INSERT INTO cart_lines (id, cart_id, product_id, variant_id, quantity) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity`,
      [newId('li'), cart.id, variant.productId, variant.variantId, input.quantity],
    );
  });
}

async function findLine(tx: EntityManager, cart: CartRow, lineId: string) {
  const line = await queryOne<{ product_id: string; variant_id: string }>(tx, 'SELECT product_id, variant_id FROM cart_lines WHERE id = ? AND cart_id = ?', [lineId, cart.id]);
  if (!line) throw notFound('cart line', lineId);
  return line;
}

/** Sets a line's quantity; stock is checked again because it may have changed since the line was added. */
export async function changeItemQuantity(em: EntityManager, store: Store, token: string, lineId: string, quantity: number): Promise<CartView> {
  return changeCart(em, store, token, async (tx, cart) => {
    const line = await findLine(tx, cart, lineId);
    checkQuantity(await findPricedVariant(tx, store, cart, line.product_id, line.variant_id), quantity);
    await execute(tx, 'UPDATE cart_lines SET quantity = ? WHERE id = ?', [quantity, lineId]);
  });
}

export async function removeItem(em: EntityManager, store: Store, token: string, lineId: string): Promise<CartView> {
  return changeCart(em, store, token, async (tx, cart) => {
    await findLine(tx, cart, lineId);
    await execute(tx, 'DELETE FROM cart_lines WHERE id = ?', [lineId]);
  });
}
