import type { EntityManager } from '@mikro-orm/postgresql';
import { divideRoundHalfUp } from '../shared/money';
import { activeOffers, type ListOffer } from './price-lists.repository';
import type { PriceBook } from './price-book';

/**
 * What a price depends on besides the variant and the quantity: the store (with whether any of its lists is active),
 * the currency and the shopper's customer group (null for a visitor or a customer in no group).
 */
export interface PriceContext {
  storeId: string;
  priceListsLive: boolean;
  currency: string;
  groupId: string | null;
}

export interface PriceRequest {
  variantId: string;
  /** The variant's own price in the currency, null when it has none. */
  baseAmount: number | null;
  quantity: number;
}

export interface ResolvedPrice {
  /** The unit price to charge; null when neither the variant nor a list prices it in the currency. */
  amount: number | null;
  /** The struck-through price beside a list's lower one; null when no list lowers it. */
  compareAtAmount: number | null;
}

/**
 * The lowest unit price the offers give at this quantity, against the variant's own price: an override list's price
 * of the largest tier the quantity reaches, or a percentage off the own price from the list's minimum quantity. A
 * shopper never pays more than the variant's own price because of a list; the compare-at price is the override's
 * own, else the variant's price it undercuts.
 */
export function bestPrice(baseAmount: number | null, quantity: number, offers: ListOffer[]): ResolvedPrice {
  let best: ResolvedPrice = { amount: baseAmount, compareAtAmount: null };
  const consider = (amount: number, compareAt: number | null) => {
    if (best.amount !== null && amount >= best.amount) return;
    best = { amount, compareAtAmount: compareAt ?? baseAmount };
  };
  for (const offer of offers) {
    if (offer.kind === 'percentage') {
      if (baseAmount === null || quantity < offer.list_min_quantity) continue;
      consider(baseAmount - divideRoundHalfUp(baseAmount * (offer.percent_off ?? 0), 100), baseAmount);
    } else if (offer.amount !== null && quantity >= (offer.min_quantity ?? 1)) {
      consider(Number(offer.amount), offer.compare_at_amount === null ? null : Number(offer.compare_at_amount));
    }
  }
  if (best.compareAtAmount !== null && best.amount !== null && best.compareAtAmount <= best.amount) {
    best = { ...best, compareAtAmount: null };
  }
  return best;
}

/**
 * Each request's unit price in the context, in the order asked. A store with no active list answers the own prices
 * without a query: that is every store that uses no price lists, on every catalogue and cart read. With the store's
 * price book (price-book.ts) the offers are read from memory, else from PostgreSQL.
 */
export async function resolvePrices(
  em: EntityManager,
  context: PriceContext,
  requests: PriceRequest[],
  book?: PriceBook,
): Promise<ResolvedPrice[]> {
  if (!context.priceListsLive || requests.length === 0) {
    return requests.map((r) => ({ amount: r.baseAmount, compareAtAmount: null }));
  }
  const variantIds = requests.map((r) => r.variantId);
  const offers = book
    ? book.offers(context.groupId, context.currency, variantIds)
    : await activeOffers(em, context.storeId, context.groupId, context.currency, variantIds);
  const everyVariant = offers.filter((o) => o.kind === 'percentage');
  const byVariant = new Map<string, ListOffer[]>();
  for (const offer of offers) {
    if (offer.variant_id === null) continue;
    byVariant.set(offer.variant_id, [...(byVariant.get(offer.variant_id) ?? []), offer]);
  }
  return requests.map((r) =>
    bestPrice(r.baseAmount, r.quantity, [...everyVariant, ...(byVariant.get(r.variantId) ?? [])]),
  );
}
