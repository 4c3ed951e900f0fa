import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../shared/errors';
import { newId } from '../shared/ids';
import { execute, inTransaction, queryOne } from '../db/sql';
import type { Store } from '../stores/store.entity';
import { findPurchasableVariant, outOfStock } from '../catalogue/variant-lookup';
import { findCartLines, findOrCreateCart, touchCart, type CartRow } from './cart.repository';
import { presentCart, type CartView } from './cart.presenter';

export const MAX_LINES = 100;
export const MAX_QUANTITY = 999;

export interface AddItemInput {
  productId: string;
  variantId?: string;
  quantity: number;
}

async function view(em: EntityManager, store: Store, cart: CartRow): Promise<CartView> {
  return presentCart(cart, await findCartLines(em, cart.id, cart.currency), store.defaultLanguage);
}

export function assertOpen(cart: CartRow): void {
  if (cart.status !== 'open') {
    throw new AppError(409, 'cart_not_open', `The cart is ${cart.status.replace('_', ' ')} and cannot be changed.`, { currentState: cart.status });
  }
}

export async function getCart(em: EntityManager, store: Store, token: string): Promise<CartView> {
  return view(em, store, await findOrCreateCart(em, store.id, token, store.defaultCurrency));
}

/** Adds to the line of that variant (or makes one); the cart row lock serialises concurrent changes to one cart. */
export async function addItem(em: EntityManager, store: Store, token: string, input: AddItemInput): Promise<CartView> {
  return inTransaction(em, async (tx) => {
    const cart = await findOrCreateCart(tx, store.id, token, store.defaultCurrency, true);
    assertOpen(cart);
    const variant = await findPurchasableVariant(tx, store.id, input.productId, input.variantId, cart.currency);
    if (variant.priceAmount === null) {
      throw new AppError(400, 'currency_not_supported', `This product has no price in ${cart.currency}.`);
    }
    const line = await queryOne<{ quantity: number; lines: number }>(
      tx,
      `SELECT (SELECT quantity FROM cart_lines WHERE cart_id = ? AND variant_id = ?) AS quantity,
              (SELECT count(*)::int FROM cart_lines WHERE cart_id = ?) AS lines`,
      [cart.id, variant.variantId, cart.id],
    );
    const requested = (line?.quantity ?? 0) + input.quantity;
    if (line?.quantity == null && (line?.lines ?? 0) >= MAX_LINES) {
      throw new AppError(400, 'validation_failed', `A cart holds at most ${MAX_LINES} different items.`);
    }
    if (requested > MAX_QUANTITY) {
      throw new AppError(400, 'validation_failed', `A line can hold at most ${MAX_QUANTITY} units; it would hold ${requested}.`, [
        { field: 'body.quantity', code: 'maximum', message: `quantity in the cart must be <= ${MAX_QUANTITY}` },
      ]);
    }
    if (requested > variant.available) throw outOfStock(variant.productId, variant.variantId, requested, variant.available);
    await execute(
      tx,
      `INSERT INTO cart_lines (id, cart_id, product_id, variant_id, quantity) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity`,
      [newId('li'), cart.id, variant.productId, variant.variantId, input.quantity],
    );
    await touchCart(tx, cart.id);
    return view(tx, store, { ...cart, updated_at: new Date() });
  });
}
