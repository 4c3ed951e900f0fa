import type { EntityManager } from '@mikro-orm/postgresql';
import { findStockBesideCarts, recordRefusedCheckout } from '../cart/cart.repository';
import { outOfStock } from '../cart/out-of-stock';
import type { CartLineRow, CartRow } from '../cart/cart.repository';
import { checkoutErrorRecord } from './checkout.steps';
import type { SoldOutVariants } from './sold-out-variants';

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

/**
 * Submits answered 202 (checkout under way) whose checkout may not have reserved yet: their claims stay until a read
 * shows the cart moved on (left `open` as the reservation moves it, or changed, as a failed checkout reopens it with
 * its error) or LINGER_MS passes, since on a loaded machine the workflow reserves seconds after the 202, and a claim
 * ended with the answer let the next shoppers through to checkouts that then failed out of stock (bench:flash-sale).
 */
const LINGER_MS = 10_000;
const lingering = new Map<string, { lines: StockLine[]; updatedAt: string; until: number }>();

function stopLingering(cartId: string): void {
  const claimed = lingering.get(cartId);
  if (!claimed) return;
  unclaim(cartId, claimed.lines);
  lingering.delete(cartId);
}

function sweepLingering(now: number): void {
  for (const [cartId, claimed] of lingering) if (claimed.until <= now) stopLingering(cartId);
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

/** What this process knows of sold-out variants, with the store and when the cart's read of the stock began. */
export interface SoldOutKnowledge {
  known: SoldOutVariants;
  storeId: string;
  readSince: number;
}

/** Keeps what a read of the stock begun at readSince found sold out. */
function learnSoldOut(soldOut: SoldOutKnowledge | undefined, lines: StockLine[], readSince = soldOut?.readSince) {
  if (!soldOut || readSince === undefined) return;
  for (const line of lines)
    if (Number(line.available) <= 0) soldOut.known.learn(soldOut.storeId, line.product_id, line.variant_id, readSince);
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
  soldOut?: SoldOutKnowledge,
): Promise<ShortLine | undefined> {
  // A gift card whose stock is not counted (available null) is never short.
  const counted = lines.filter((line) => line.available !== null);
  const shortOf = (left: (line: StockLine) => number) => {
    const line = counted.find((each) => each.quantity > left(each));
    return line && { line, left: left(line) };
  };
  if (!shortOf((line) => Number(line.available) - claimedUnits(line.variant_id))) return undefined;
  const shortOfStockAlone = shortOf((line) => Number(line.available));
  learnSoldOut(soldOut, counted);
  if (shortOfStockAlone) return shortOfStockAlone;
  // Sold out since the cart was read, as another submit's read found: no need to read the stock again.
  const knownSoldOut = soldOut && counted.find((line) => soldOut.known.isSoldOut(soldOut.storeId, line.variant_id));
  if (knownSoldOut) {
    soldOut.known.refusals += 1;
    return { line: knownSoldOut, left: 0 };
  }
  const claiming = [...new Set(counted.flatMap((line) => [...(claims.get(line.variant_id)?.keys() ?? [])]))];
  const readSince = soldOut?.known.readStarts();
  const { available, carts } = await findStockBesideCarts(em, cart, claiming);
  for (const [cartId, now] of carts)
    if (!now.open || now.updatedAt !== lingering.get(cartId)?.updatedAt) stopLingering(cartId);
  const submitted = new Set([...carts].filter(([, now]) => !now.open).map(([cartId]) => cartId));
  const read = counted.map((line) => ({ ...line, available: available.get(line.variant_id) ?? 0 }));
  learnSoldOut(soldOut, read, readSince);
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
  cart: Pick<CartRow, 'id' | 'currency' | 'updated_at'>,
  lines: StockLine[],
  soldOut?: SoldOutKnowledge,
): Promise<(checkoutUnderWay?: boolean) => void> {
  sweepLingering(Date.now());
  if (lingering.get(cart.id)?.updatedAt !== String(cart.updated_at)) stopLingering(cart.id);
  if (cartsBeingSubmitted.has(cart.id) || lingering.has(cart.id)) return () => undefined;
  const short = await shortLine(em, cart, lines, soldOut);
  if (short) {
    const refusal = outOfStock(short.line.product_id, short.line.variant_id, short.line.quantity, short.left);
    await recordRefusedCheckout(em, cart.id, checkoutErrorRecord(refusal));
    throw refusal;
  }
  claim(cart.id, lines);
  cartsBeingSubmitted.add(cart.id);
  let claimed = true;
  return (checkoutUnderWay = false) => {
    if (!claimed) return;
    claimed = false;
    cartsBeingSubmitted.delete(cart.id);
    if (checkoutUnderWay)
      lingering.set(cart.id, { lines, updatedAt: String(cart.updated_at), until: Date.now() + LINGER_MS });
    else unclaim(cart.id, lines);
  };
}
