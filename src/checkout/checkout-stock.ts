import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { findStockBesideCarts, recordRefusedCheckouts } from '../cart/cart.repository';
import { batched } from '../shared/batched';
import { outOfStock } from '../cart/out-of-stock';
import type { CartRow } from '../cart/cart.repository';
import { checkoutErrorRecord } from './checkout.steps';
import type { SoldOutVariants } from './sold-out-variants';
import { SubmitClaims, type StockLine } from './submit-claims';

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
  claims: SubmitClaims,
  counted: StockLine[],
  readBegun: number,
  soldOut?: SoldOutKnowledge,
): ShortLine | undefined | 'read again' {
  if (!shortOf(counted, (line) => Number(line.available) - claims.taken(line.variant_id, readBegun))) return undefined;
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
  claims: SubmitClaims,
  em: EntityManager,
  cart: Pick<CartRow, 'id' | 'currency'>,
  counted: StockLine[],
  soldOut?: SoldOutKnowledge,
): Promise<() => ShortLine | undefined> {
  const readSince = soldOut?.known.readStarts();
  const readBegun = claims.readStarts();
  const { available, carts } = await findStockBesideCarts(em, cart, claims.claiming(counted));
  claims.settle(carts);
  const submitted = new Set([...carts].filter(([, now]) => !now.open).map(([cartId]) => cartId));
  const read = counted.map((line) => ({ ...line, available: available.get(line.variant_id) ?? 0 }));
  learnSoldOut(soldOut, read, readSince);
  return () =>
    shortOf(counted, (line) => {
      const units = available.get(line.variant_id);
      if (units === null) return Infinity;
      return (units ?? 0) - claims.taken(line.variant_id, readBegun, submitted);
    });
}

/** The first counted line whose quantity is more than `left` says is left. */
function shortOf(counted: StockLine[], left: (line: StockLine) => number): ShortLine | undefined {
  const line = counted.find((each) => each.quantity > left(each));
  return line && { line, left: left(line) };
}

/**
 * The stock check of one API process's submits, over what it let through (SubmitClaims). Made once by the composition
 * root, with the ORM that writes the refusals' records.
 */
export class SubmitStockCheck {
  private readonly claims = new SubmitClaims();
  /**
   * A refusal's record (the cart's last checkout error, as a failed checkout leaves it): those that come together are
   * written in one statement, so a burst of refusals costs a few writes rather than one each. One batch at a time: two
   * could lock the same carts in either order.
   */
  private readonly recordRefusal: (refusal: { cartId: string; error: Record<string, unknown> }) => Promise<void>;

  constructor(orm: MikroORM) {
    this.recordRefusal = batched(async (refusals: Array<{ cartId: string; error: Record<string, unknown> }>) => {
      await recordRefusedCheckouts(orm.em.fork(), refusals);
      return refusals.map(() => undefined);
    }, 1);
  }

  /** Taken before the stock (a cart's lines with their units left) is read, for claim's readBegun. */
  readStarts(): number {
    return this.claims.readStarts();
  }

  /**
   * A cart the stock cannot cover now is refused before its checkout starts, so a flash sale's losers cost the API
   * the cart it reads anyway and one write, not a quote and a workflow each. Units in submits still under way count
   * as taken: in a burst, checkouts reserve later than the next shoppers read the stock. The workflow's reservation
   * stays the authority: a cart let through here can still lose the last units there, and a shopper refused while
   * others' checkouts were under way finds the units again if one of those fails. A second submit of a cart already
   * under way claims nothing and joins that cart's checkout. readBegun: readStarts() taken before the lines were read
   * (none counts every recent reservation against them). Returns what ends this submit's claim.
   */
  async claim(
    em: EntityManager,
    cart: Pick<CartRow, 'id' | 'currency' | 'updated_at'>,
    lines: StockLine[],
    soldOut?: SoldOutKnowledge,
    readBegun = 0,
  ): Promise<(checkoutUnderWay?: boolean) => void> {
    const { claims } = this;
    claims.sweep(cart.id, String(cart.updated_at));
    if (claims.underWay(cart.id)) return () => undefined;
    // A gift card whose stock is not counted (available null) is never short.
    const counted = lines.filter((line) => line.available !== null);
    let short = shortOnRead(claims, counted, readBegun, soldOut);
    if (short === 'read again') {
      const shortNow = await shortOnFreshRead(claims, em, cart, counted, soldOut);
      // Another submit of this cart may have been let through during the read: this one joins it.
      if (claims.underWay(cart.id)) return () => undefined;
      short = shortNow();
    }
    if (short) {
      const refusal = outOfStock(short.line.product_id, short.line.variant_id, short.line.quantity, short.left);
      await this.recordRefusal({ cartId: cart.id, error: checkoutErrorRecord(refusal) });
      throw refusal;
    }
    // No await since the check: submits whose reads came back together each see the claims of those checked before.
    return claims.claim(cart.id, String(cart.updated_at), lines);
  }
}
