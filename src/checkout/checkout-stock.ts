import type { EntityManager } from '@mikro-orm/postgresql';
import { recordRefusedCheckout } from '../cart/cart.repository';
import { outOfStock } from '../cart/out-of-stock';
import type { CartQuote } from '../cart/cart-quote.service';
import { checkoutErrorRecord } from './checkout.steps';

/** Units of each variant in the submits this process has let through and not yet answered, and their carts. */
const unitsBeingSubmitted = new Map<string, number>();
const cartsBeingSubmitted = new Set<string>();

function count(lines: CartQuote['lines'], sign: 1 | -1): void {
  for (const line of lines) {
    const units = (unitsBeingSubmitted.get(line.variantId) ?? 0) + sign * line.quantity;
    if (units > 0) unitsBeingSubmitted.set(line.variantId, units);
    else unitsBeingSubmitted.delete(line.variantId);
  }
}

/**
 * A cart the stock cannot cover now is refused before its checkout starts, so a flash sale's losers cost the API the
 * quote it reads anyway and one write, not a workflow each. Units in submits still under way count as taken: in a
 * burst, checkouts reserve later than the next shoppers read the stock. The workflow's reservation stays the
 * authority: a cart let through here can still lose the last units there, and a shopper refused while others'
 * checkouts were under way finds the units again if one of those fails. A second submit of a cart already under way
claims nothing and joins that cart's checkout. Returns what ends this submit's claim.
 */
export async function claimStockForSubmit(em: EntityManager, cartId: string, quote: CartQuote): Promise<() => void> {
  if (cartsBeingSubmitted.has(cartId)) return () => undefined;
  const left = (line: CartQuote['lines'][number]) =>
    (line.available ?? Infinity) - (unitsBeingSubmitted.get(line.variantId) ?? 0);
  const short = quote.lines.find((line) => line.quantity > left(line));
  if (short) {
    const refusal = outOfStock(short.productId, short.variantId, short.quantity, left(short));
    await recordRefusedCheckout(em, cartId, checkoutErrorRecord(refusal));
    throw refusal;
  }
  count(quote.lines, 1);
  cartsBeingSubmitted.add(cartId);
  let claimed = true;
  return () => {
    if (claimed) {
      count(quote.lines, -1);
      cartsBeingSubmitted.delete(cartId);
    }
    claimed = false;
  };
}
