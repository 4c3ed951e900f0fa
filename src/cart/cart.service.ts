import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, notFound, validationFailed } from '../shared/errors';
import { inTransaction } from '../db/sql';
import type { Store } from '../stores/store.entity';
import { outOfStock } from './out-of-stock';
import { quoteCart } from './cart-quote.service';
import {
  changeCartLine,
  findOrCreateCartWithLines,
  lockCartForChange,
  type CartLineChange,
  type CartLineChangeResult,
  type CartLineRow,
  type CartRow,
} from './cart.repository';
import { presentCart, type CartView } from './cart.presenter';
import { MAX_LINES, MAX_QUANTITY } from './cart-limits';

export interface AddItemInput {
  productId: string;
  variantId?: string;
  quantity: number;
}

/** The cart as shown: priced in display mode from what is stored now (lines: when just read with the cart). */
export async function viewCart(
  em: EntityManager,
  store: Store,
  cart: CartRow,
  lines?: CartLineRow[],
): Promise<CartView> {
  return presentCart(cart, await quoteCart(em, store, cart, 'display', lines), store.defaultLanguage);
}

const cartNotOpen = (cart: CartRow) =>
  new DomainError('cart_not_open', `The cart is ${cart.status.replace('_', ' ')} and cannot be changed.`, {
    currentState: cart.status,
  });

function assertOpen(cart: CartRow): void {
  if (cart.status !== 'open') throw cartNotOpen(cart);
}

/** The cart of this token, read with its lines in one query; created on first sight. */
export async function getCart(em: EntityManager, store: Store, token: string): Promise<CartView> {
  const { cart, lines } = await findOrCreateCartWithLines(em, store.id, token, store.defaultCurrency);
  return viewCart(em, store, cart, lines);
}

/**
 * Runs one change to an open cart in a transaction holding the cart row lock, so concurrent changes to one cart
 * queue up instead of overwriting each other; a thrown error rolls the whole change back. Answers the whole cart.
 */
export async function changeCart(
  em: EntityManager,
  store: Store,
  token: string,
  change: (tx: EntityManager, cart: CartRow) => Promise<Partial<CartRow> | void>,
): Promise<CartView> {
  return inTransaction(em, async (tx) => {
    const cart = await lockCartForChange(tx, store.id, token, store.defaultCurrency);
    assertOpen(cart);
    const changed = await change(tx, cart);
    return viewCart(tx, store, { ...cart, ...(changed ?? {}) });
  });
}

const LIMITS = { maxLines: MAX_LINES, maxQuantity: MAX_QUANTITY };

/** The error a storefront gets for a line change the database refused; the cart is left as it was. */
function refusal(result: CartLineChangeResult, change: CartLineChange): DomainError {
  const { productId, variantId, requested, available, cart } = result;
  switch (result.outcome) {
    case 'cart_not_open':
      return cartNotOpen(cart);
    case 'line_not_found':
      return notFound('cart line', change.mode === 'add' ? undefined : change.lineId);
    case 'product_not_found':
      return notFound('product', productId);
    case 'variant_not_of_product':
      return new DomainError('resource_not_found', `Variant ${variantId} does not belong to product ${productId}.`);
    case 'variant_required':
      return validationFailed(`Product ${productId} has options; choose one of its variants with variantId.`, [
        { field: 'body.variantId', code: 'required', message: 'variantId is required for a product with options' },
      ]);
    case 'no_price':
      return new DomainError('currency_not_supported', `This product has no price in ${cart.currency}.`);
    case 'too_many_lines':
      return validationFailed(`A cart holds at most ${MAX_LINES} different items.`);
    case 'too_many_units':
      return validationFailed(`A line can hold at most ${MAX_QUANTITY} units; it would hold ${requested}.`, [
        { field: 'body.quantity', code: 'maximum', message: `quantity in the cart must be <= ${MAX_QUANTITY}` },
      ]);
    case 'out_of_stock':
      return outOfStock(productId, variantId, requested, available);
    default:
      throw new Error(`cart_change_line answered an unknown outcome: ${result.outcome}`);
  }
}

/**
 * One line change and the cart's lines in one round trip (src/cart/sql/cart_change_line.sql); pricing may read
 * discount, shipping and tax.
 */
async function changeLine(em: EntityManager, store: Store, token: string, change: CartLineChange): Promise<CartView> {
  const result = await changeCartLine(em, store, token, change, LIMITS);
  if (result.outcome !== 'ok') throw refusal(result, change);
  return viewCart(em, store, result.cart, result.lines);
}

/** Adds to the line of that variant (or makes one). */
export async function addItem(em: EntityManager, store: Store, token: string, input: AddItemInput): Promise<CartView> {
  return changeLine(em, store, token, { mode: 'add', ...input });
}

/** Sets a line's quantity; stock is checked again because it may have changed since the line was added. */
export async function changeItemQuantity(
  em: EntityManager,
  store: Store,
  token: string,
  lineId: string,
  quantity: number,
): Promise<CartView> {
  return changeLine(em, store, token, { mode: 'set', lineId, quantity });
}

export async function removeItem(em: EntityManager, store: Store, token: string, lineId: string): Promise<CartView> {
  return changeLine(em, store, token, { mode: 'remove', lineId });
}
