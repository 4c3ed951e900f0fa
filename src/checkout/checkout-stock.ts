import type { EntityManager } from '@mikro-orm/postgresql';
import { recordRefusedCheckout } from '../cart/cart.repository';
import { outOfStock } from '../cart/out-of-stock';
import type { CartLineRow } from '../cart/cart.repository';
import { checkoutErrorRecord } from './checkout.steps';

/** Units of each variant in the submits this process has let through and not yet answered, and their carts. */
const unitsBeingSubmitted = new Map<string, number>();
const cartsBeingSubmitted = new Set<string>();

/** What the check reads of a cart line: the units asked for and the variant's units on hand less those reserved. */
type StockLine = Pick<CartLineRow, 'product_id' | 'variant_id' | 'quantity' | 'available'>;

function count(lines: StockLine[], sign: 1 | -1): void {
  for (const line of lines) {
    const units = (unitsBeingSubmitted.get(line.variant_id) ?? 0) + sign * line.quantity;
    if (units > 0) unitsBeingSubmitted.set(line.variant_id, units);
    else unitsBeingSubmitted.delete(line.variant_id);
  }
}

/**
 * A cart the stock cannot cover now is refused before its checkout starts, so a flash sale's losers cost the API the
 * cart it reads anyway and one write, not a quote and a workflow each. Units in submits still under way count as
 * taken: in a burst, checkouts reserve later than the next shoppers read the stock. The workflow's reservation stays
 * the authority: a cart let through here can still lose the last units there, and a shopper refused while others'
 * checkouts were under way finds the units again if one of those fails. A second submit of a cart already under way
 * claims nothing and joins that cart's checkout. Returns what ends this submit's claim.
 */
export async function claimStockForSubmit(em: EntityManager, cartId: string, lines: StockLine[]): Promise<() => void> {
  if (cartsBeingSubmitted.has(cartId)) return () => undefined;
  const left = (line: StockLine) => Number(line.available) - (unitsBeingSubmitted.get(line.variant_id) ?? 0);
  const short = lines.find((line) => line.quantity > left(line));
  if (short) {
    const refusal = outOfStock(short.product_id, short.variant_id, short.quantity, left(short));
    await recordRefusedCheckout(em, cartId, checkoutErrorRecord(refusal));
    throw refusal;
  }
  count(lines, 1);
  cartsBeingSubmitted.add(cartId);
  let claimed = true;
  return () => {
    if (claimed) {
      count(lines, -1);
      cartsBeingSubmitted.delete(cartId);
    }
    claimed = false;
  };
}
