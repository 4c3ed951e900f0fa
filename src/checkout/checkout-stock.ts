import type { EntityManager } from '@mikro-orm/postgresql';
import { findStockBesideCarts, recordRefusedCheckouts } from '../cart/cart.repository';
import { batched } from '../shared/batched';
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

/**
 * The order of reads of the stock and of claims ended by them: a read begun before a claim ended with its
 * reservation may not hold that reservation yet, so the units of claims ended since a read began still count against
 * it (`reservedSince`). Without that, a submit whose read queued behind a burst let its cart through on units a fresher
 * read had already seen reserved (bench:flash-sale).
 */
let stockClock = 0;
/** Taken before the stock (a cart's lines with their units left) is read. */
export const stockReadStarts = (): number => ++stockClock;

/** Claims ended because a read showed their cart reserved, kept as long as a read begun before may still be in use. */
const RESERVED_KEPT_MS = 60_000;
const reservedClaims: Array<{ cartId: string; lines: StockLine[]; endedAt: number; keptUntil: number }> = [];

/**
 * The units of claims ended by a reservation after the read begun at `readBegun` started, but for the carts the read
 * itself shows reserved (`inRead`).
 */
function reservedSince(variantId: string, readBegun: number, inRead?: Set<string>): number {
  let units = 0;
  for (const ended of reservedClaims)
    if (ended.endedAt > readBegun && !inRead?.has(ended.cartId))
      for (const line of ended.lines) if (line.variant_id === variantId) units += line.quantity;
  return units;
}

function stopLingering(cartId: string, reserved = false): void {
  const claimed = lingering.get(cartId);
  if (!claimed) return;
  unclaim(cartId, claimed.lines);
  lingering.delete(cartId);
  if (reserved)
    reservedClaims.push({
      cartId,
      lines: claimed.lines,
      endedAt: ++stockClock,
      keptUntil: Date.now() + RESERVED_KEPT_MS,
    });
}

function sweepLingering(now: number): void {
  for (const [cartId, claimed] of lingering) if (claimed.until <= now) stopLingering(cartId);
  while (reservedClaims.length > 0 && reservedClaims[0].keptUntil <= now) reservedClaims.shift();
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
 * The first line the stock cannot cover, with the units left, as far as the cart's read (begun at readBegun) and
 * the claims tell, or 'read again'. The cart's read counts the checkouts that had reserved when it ran, and the claims
 * those still under way; a checkout that has reserved but whose submit has not answered yet is in both. So a refusal
 * that rests on claims reads the stock again (shortOnFreshRead), with which claiming carts have reserved, and counts
 * each checkout once. No await: the check and the claim it lets through happen together.
 */
function shortOnRead(
  counted: StockLine[],
  readBegun: number,
  soldOut?: SoldOutKnowledge,
): ShortLine | undefined | 'read again' {
  const claimed = (line: StockLine) => reservedSince(line.variant_id, readBegun) + claimedUnits(line.variant_id);
  if (!shortOf(counted, (line) => Number(line.available) - claimed(line))) return undefined;
  learnSoldOut(soldOut, counted);
  const shortOfStockAlone = shortOf(counted, (line) => Number(line.available));
  if (shortOfStockAlone) return shortOfStockAlone;
  // Sold out since the cart was read, as another submit's read found: no need to read the stock again.
  const knownSoldOut = soldOut && counted.find((line) => soldOut.known.isSoldOut(soldOut.storeId, line.variant_id));
  if (knownSoldOut) {
    soldOut.known.refusals += 1;
    return { line: knownSoldOut, left: 0 };
  }
  return 'read again';
}

/** The line the stock read afresh cannot cover, with the units left; the claims are counted once the read is in. */
async function shortOnFreshRead(
  em: EntityManager,
  cart: Pick<CartRow, 'id' | 'currency'>,
  counted: StockLine[],
  soldOut?: SoldOutKnowledge,
): Promise<() => ShortLine | undefined> {
  const claiming = [...new Set(counted.flatMap((line) => [...(claims.get(line.variant_id)?.keys() ?? [])]))];
  const readSince = soldOut?.known.readStarts();
  const readBegun = stockReadStarts();
  const { available, carts } = await findStockBesideCarts(em, cart, claiming);
  for (const [cartId, now] of carts)
    if (!now.open || now.updatedAt !== lingering.get(cartId)?.updatedAt) stopLingering(cartId, !now.open);
  const submitted = new Set([...carts].filter(([, now]) => !now.open).map(([cartId]) => cartId));
  const read = counted.map((line) => ({ ...line, available: available.get(line.variant_id) ?? 0 }));
  learnSoldOut(soldOut, read, readSince);
  return () =>
    shortOf(counted, (line) => {
      const units = available.get(line.variant_id);
      if (units === null) return Infinity;
      const taken = reservedSince(line.variant_id, readBegun, submitted) + claimedUnits(line.variant_id, submitted);
      return (units ?? 0) - taken;
    });
}

/** The first counted line whose quantity is more than `left` says is left. */
function shortOf(counted: StockLine[], left: (line: StockLine) => number): ShortLine | undefined {
  const line = counted.find((each) => each.quantity > left(each));
  return line && { line, left: left(line) };
}

/**
 * A refusal's record (the cart's last checkout error, as a failed checkout leaves it): those that come together are
 * written in one statement, so a burst of refusals costs a few writes rather than one each. One batch at a time: two
 * could lock the same carts in either order.
 */
const recordRefusal = batched(
  async (refusals: Array<{ em: EntityManager; cartId: string; error: Record<string, unknown> }>) => {
    await recordRefusedCheckouts(refusals[0].em, refusals);
    return refusals.map(() => undefined);
  },
  1,
);

/**
 * A cart the stock cannot cover now is refused before its checkout starts, so a flash sale's losers cost the API the
 * cart it reads anyway and one write, not a quote and a workflow each. Units in submits still under way count as
 * taken: in a burst, checkouts reserve later than the next shoppers read the stock. The workflow's reservation stays
 * the authority: a cart let through here can still lose the last units there, and a shopper refused while others'
 * checkouts were under way finds the units again if one of those fails. A second submit of a cart already under way
 * claims nothing and joins that cart's checkout. readBegun: stockReadStarts() taken before the lines were read (none
 * counts every recent reservation against them). Returns what ends this submit's claim.
 */
export async function claimStockForSubmit(
  em: EntityManager,
  cart: Pick<CartRow, 'id' | 'currency' | 'updated_at'>,
  lines: StockLine[],
  soldOut?: SoldOutKnowledge,
  readBegun = 0,
): Promise<(checkoutUnderWay?: boolean) => void> {
  sweepLingering(Date.now());
  if (lingering.get(cart.id)?.updatedAt !== String(cart.updated_at)) stopLingering(cart.id);
  if (cartsBeingSubmitted.has(cart.id) || lingering.has(cart.id)) return () => undefined;
  // A gift card whose stock is not counted (available null) is never short.
  const counted = lines.filter((line) => line.available !== null);
  let short = shortOnRead(counted, readBegun, soldOut);
  if (short === 'read again') {
    const shortNow = await shortOnFreshRead(em, cart, counted, soldOut);
    // Another submit of this cart may have been let through during the read: this one joins it.
    if (cartsBeingSubmitted.has(cart.id) || lingering.has(cart.id)) return () => undefined;
    short = shortNow();
  }
  if (short) {
    const refusal = outOfStock(short.line.product_id, short.line.variant_id, short.line.quantity, short.left);
    await recordRefusal({ em, cartId: cart.id, error: checkoutErrorRecord(refusal) });
    throw refusal;
  }
  // No await since the check: submits whose reads came back together each see the claims of those checked before.
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
