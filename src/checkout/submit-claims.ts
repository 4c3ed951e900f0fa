import type { CartLineRow } from '../cart/cart.repository';

/** What the check reads of a cart line: the units asked for and the variant's units on hand less those reserved. */
export type StockLine = Pick<CartLineRow, 'product_id' | 'variant_id' | 'quantity' | 'available'>;

/**
 * Submits answered 202 (checkout under way) whose checkout may not have reserved yet: their claims stay until a read
 * shows the cart moved on (left `open` as the reservation moves it, or changed, as a failed checkout reopens it with
 * its error) or LINGER_MS passes, since on a loaded machine the workflow reserves seconds after the 202, and a claim
 * ended with the answer let the next shoppers through to checkouts that then failed out of stock (bench:flash-sale).
 */
const LINGER_MS = 10_000;
/** Claims ended because a read showed their cart reserved, kept as long as a read begun before may still be in use. */
const RESERVED_KEPT_MS = 60_000;

/**
 * The units each cart claims of each variant, for the submits one API process has let through and whose checkout may
 * not have reserved yet (src/checkout/checkout-stock.ts checks against them): one per API process, in its stock check,
 * since the claims are what this process let through, which no other process knows.
 */
export class SubmitClaims {
  private readonly claims = new Map<string, Map<string, number>>();
  private readonly beingSubmitted = new Set<string>();
  private readonly lingering = new Map<string, { lines: StockLine[]; updatedAt: string; until: number }>();
  /**
   * The order of reads of the stock and of claims ended by them: a read begun before a claim ended with its
   * reservation may not hold that reservation yet, so the units of claims ended since a read began still count
   * against it (`reservedSince`). Without that, a submit whose read queued behind a burst let its cart through on
   * units a fresher read had already seen reserved (bench:flash-sale).
   */
  private clock = 0;
  private readonly reservedClaims: Array<{ cartId: string; lines: StockLine[]; endedAt: number; keptUntil: number }> =
    [];

  /** Taken before the stock (a cart's lines with their units left) is read. */
  readStarts(): number {
    return ++this.clock;
  }

  /** Whether a submit of the cart was let through and its checkout is under way: a second one joins it. */
  underWay(cartId: string): boolean {
    return this.beingSubmitted.has(cartId) || this.lingering.has(cartId);
  }

  /** Forgets claims past their time, and the claim of a cart changed since it lingers (read at updatedAt). */
  sweep(cartId: string, updatedAt: string, now = Date.now()): void {
    for (const [id, claimed] of this.lingering) if (claimed.until <= now) this.stopLingering(id);
    while (this.reservedClaims.length > 0 && this.reservedClaims[0].keptUntil <= now) this.reservedClaims.shift();
    if (this.lingering.get(cartId)?.updatedAt !== updatedAt) this.stopLingering(cartId);
  }

  /** The carts claiming units of these lines' variants. */
  claiming(lines: StockLine[]): string[] {
    return [...new Set(lines.flatMap((line) => [...(this.claims.get(line.variant_id)?.keys() ?? [])]))];
  }

  /** What a read of claiming carts found: those no longer open have reserved, those changed failed; either ends. */
  settle(carts: Map<string, { open: boolean; updatedAt: string }>): void {
    for (const [cartId, now] of carts)
      if (!now.open || now.updatedAt !== this.lingering.get(cartId)?.updatedAt) this.stopLingering(cartId, !now.open);
  }

  /**
   * Units of the variant taken by submits under way, as a read begun at readBegun sees them: claims, and claims ended
   * by a reservation since the read began, less those of the carts the read itself shows reserved.
   */
  taken(variantId: string, readBegun: number, reserved?: Set<string>): number {
    let units = 0;
    for (const ended of this.reservedClaims)
      if (ended.endedAt > readBegun && !reserved?.has(ended.cartId))
        for (const line of ended.lines) if (line.variant_id === variantId) units += line.quantity;
    for (const [cartId, quantity] of this.claims.get(variantId) ?? []) if (!reserved?.has(cartId)) units += quantity;
    return units;
  }

  /** Claims the lines for the cart's submit; the answer ends it, or (checkout under way) starts its linger. */
  claim(cartId: string, updatedAt: string, lines: StockLine[]): (checkoutUnderWay?: boolean) => void {
    for (const line of lines) {
      const carts = this.claims.get(line.variant_id) ?? new Map<string, number>();
      carts.set(cartId, (carts.get(cartId) ?? 0) + line.quantity);
      this.claims.set(line.variant_id, carts);
    }
    this.beingSubmitted.add(cartId);
    let claimed = true;
    return (checkoutUnderWay = false) => {
      if (!claimed) return;
      claimed = false;
      this.beingSubmitted.delete(cartId);
      if (checkoutUnderWay) this.lingering.set(cartId, { lines, updatedAt, until: Date.now() + LINGER_MS });
      else this.unclaim(cartId, lines);
    };
  }

  private unclaim(cartId: string, lines: StockLine[]): void {
    for (const line of lines) {
      const carts = this.claims.get(line.variant_id);
      carts?.delete(cartId);
      if (carts?.size === 0) this.claims.delete(line.variant_id);
    }
  }

  private stopLingering(cartId: string, reserved = false): void {
    const claimed = this.lingering.get(cartId);
    if (!claimed) return;
    this.unclaim(cartId, claimed.lines);
    this.lingering.delete(cartId);
    if (reserved)
      this.reservedClaims.push({
        cartId,
        lines: claimed.lines,
        endedAt: ++this.clock,
        keptUntil: Date.now() + RESERVED_KEPT_MS,
      });
  }
}
