import type { EntityManager } from '@mikro-orm/postgresql';
import type { Store } from '../stores/store.entity';
import type { CartRow } from '../cart/cart.repository';
import { quoteCart, type CartQuote } from '../pricing/cart-quote.service';

export type CheckoutQuote = CartQuote;

/**
 * The one place checkout prices a cart: the storefront's shared quote. 'checkout' mode is the server-side
 * recomputation at submit (client totals are never trusted) and throws the contract's pricing errors.
 */
export async function priceCart(em: EntityManager, store: Store, cart: CartRow, mode: 'display' | 'checkout', email?: string): Promise<CheckoutQuote> {
  return quoteCart(em, store, cart, mode, email);
}
