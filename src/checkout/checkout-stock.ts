import type { EntityManager } from '@mikro-orm/postgresql';
import { findStockBesideCarts, recordRefusedCheckout } from '../cart/cart.repository';
import { outOfStock } from '../cart/out-of-stock';
import type { CartLineRow, CartRow } from '../cart/cart.repository';
import { checkoutErrorRecord } from './checkout.steps';

/** The units each cart claims of each variant, for the submits this process has let through and not yet answered. */
const claims = new Map<string, Map<string, number>>();
const cartsBeingSubmitted = new Set<string>();

/** What the check reads of a cart line: the units asked for and the variant's units on hand less those reserved. */
type StockLine = Pick<CartLineRow, 'product_id' | 'variant_id' | 'quantity' | 'available'>;

function claim(cartId: string, lines: StockLine[]): void {
  for (const line of lines) {
    const carts = claims.get(line.variant_id) ?? new Map<string, number>();
    carts.set(cartId, (carts.get(cartId) ?? 0) + line.quantity);
    claims.set(line.variant_id, carts);
  }
}

function unclaim(cartId: string, lines: StockLine[]): void {
  for (const line of lines) {
    const carts = claims.get(line.variant_id);
    carts?.delete(cartId);
    if (carts?.size === 0) claims.delete(line.variant_id);
  }
}

/** Units of the variant claimed by submits under way, less the claims of carts whose units the stock holds already. */
function claimedUnits(variantId: string, reserved?: Set<string>): number {
  let units = 0;
  for (const [cartId, quantity] of claims.get(variantId) ?? []) if (!reserved?.has(cartId)) units += quantity;
  return units;
}

interface ShortLine {
  line: StockLine;
  left: number;
}

/**
 * The first line the stock cannot cover, with the units left. The cart's read of the stock counts the checkouts that
 * have reserved, and the claims count those still under way; a checkout that has reserved but whose submit has not
 * answered yet is in both. So a refusal that rests on claims reads the stock again, with which claiming carts have
 * reserved, and counts each checkout once.
 */
async function shortLine(
  em: EntityManager,
  cart: Pick<CartRow, 'id' | 'currency'>,
  lines: StockLine[],
): Promise<ShortLine | undefined> {
  // A gift card whose stock is not counted (available null) is never short.
  const counted = lines.filter((line) => line.available !== null);
  const shortOf = (left: (line: StockLine) => number) => {
    const line = counted.find((each) => each.quantity > left(each));
    return line && { line, left: left(line) };
  };
  if (!shortOf((line) => Number(line.available) - claimedUnits(line.variant_id))) return undefined;
  const shortOfStockAlone = shortOf((line) => Number(line.available));
  if (shortOfStockAlone) return shortOfStockAlone;
  const claiming = [...new Set(counted.flatMap((line) => [...(claims.get(line.variant_id)?.keys() ?? [])]))];
  const { available, submitted } = await findStockBesideCarts(em, cart, claiming);
  return shortOf((line) => {
    const units = available.get(line.variant_id);
    return units === null ? Infinity : (units ?? 0) - claimedUnits(line.variant_id, submitted);
  });
}

/**
 * A cart the stock cannot cover now is refused before its checkout starts, so a flash sale's losers cost the API the
 * cart it reads anyway and one write, not a quote and a workflow each. Units in submits still under way count as
 * taken: in a burst, checkouts reserve later than the next shoppers read the stock. The workflow's reservation stays
 * the authority: a cart let through here can still lose the last units there, and a shopper refused while others'
 * checkouts were under way finds the units again if one of those fails. A second submit of a cart already under way
 * claims nothing and joins that cart's checkout. Returns what ends this submit's claim.
 */
export async function claimStockForSubmit(
  em: EntityManager,
  cart: Pick<CartRow, 'id' | 'currency'>,
  lines: StockLine[],
): Promise<() => void> {
  if (cartsBeingSubmitted.has(cart.id)) return () => undefined;
  const short = await shortLine(em, cart, lines);
  if (short) {
    const refusal = outOfStock(short.line.product_id, short.line.variant_id, short.line.quantity, short.left);
    await recordRefusedCheckout(em, cart.id, checkoutErrorRecord(refusal));
    throw refusal;
  }
  claim(cart.id, lines);
  cartsBeingSubmitted.add(cart.id);
  let claimed = true;
  return () => {
    if (claimed) {
      unclaim(cart.id, lines);
      cartsBeingSubmitted.delete(cart.id);
    }
    claimed = false;
  };
}
