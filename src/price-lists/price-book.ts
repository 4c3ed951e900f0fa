import type { EntityManager } from '@mikro-orm/postgresql';
import { sha256Hex } from '../shared/hashing';
import { divideRoundHalfUp } from '../shared/money';
import { isKeptStore } from '../stores/publishable-key-cache';
import type { Store } from '../stores/store.entity';
import {
  activeListsOfStore,
  pricesOfActiveLists,
  type ActiveListPriceRow,
  type ActiveListRow,
  type ListOffer,
} from './price-lists.repository';

/**
 * A store's active lists with their prices held in memory: past this many prices a process reads each request's
 * offers from PostgreSQL instead, as a store without a kept book does.
 */
const MAX_BOOK_PRICES = 200_000;

/**
 * How long a session's customer group is kept. A catalogue read's lookup also slides the session's idle expiry,
 * written at most once a minute (customer-sessions.repository), so asking again after a minute keeps that as it was.
 * A sign-out or a change of e-mail address made in another API process reaches this one after at most this long;
 * everything else that moves a shopper's group changes the store's row, which every process hears of at once.
 */
const SESSION_GROUP_MS = 60_000;
/** Past this many sessions per store the oldest kept go first, so the memory stays bounded. */
const MAX_SESSIONS = 10_000;

const inContext = (list: ActiveListRow, groupId: string | null) =>
  list.customer_group_id === null || list.customer_group_id === groupId;

/**
 * What the store's active lists offer, as activeOffers reads it from PostgreSQL, answered from memory: each override
 * list's prices by variant and currency, and the percentage lists.
 */
export class PriceBook {
  private readonly percentages: ActiveListRow[];
  private readonly overrides = new Map<string, ActiveListRow>();
  /** An override list's prices, by `<variant id> <currency>`. */
  private readonly prices = new Map<string, ActiveListPriceRow[]>();
  /** The products an override list of a context prices for one unit, by `<group id> <currency>`, once asked. */
  private readonly overriddenProducts = new Map<string, Promise<Set<string>>>();

  constructor(lists: ActiveListRow[], prices: ActiveListPriceRow[]) {
    this.percentages = lists.filter((list) => list.kind === 'percentage');
    for (const list of lists) if (list.kind === 'override') this.overrides.set(list.id, list);
    for (const price of prices) {
      const key = `${price.variant_id} ${price.currency}`;
      this.prices.set(key, [...(this.prices.get(key) ?? []), price]);
    }
  }

  /** The offers activeOffers would read for these variants in the context (percentage lists first, then prices). */
  offers(groupId: string | null, currency: string, variantIds: string[]): ListOffer[] {
    const offers: ListOffer[] = this.percentages
      .filter((list) => inContext(list, groupId))
      .map((list) => ({
        list_id: list.id,
        kind: list.kind,
        percent_off: list.percent_off,
        list_min_quantity: list.min_quantity,
        variant_id: null,
        min_quantity: null,
        amount: null,
        compare_at_amount: null,
      }));
    for (const variantId of new Set(variantIds)) {
      for (const price of this.prices.get(`${variantId} ${currency}`) ?? []) {
        const list = this.overrides.get(price.price_list_id) as ActiveListRow;
        if (!inContext(list, groupId)) continue;
        offers.push({
          list_id: list.id,
          kind: list.kind,
          percent_off: list.percent_off,
          list_min_quantity: list.min_quantity,
          variant_id: price.variant_id,
          min_quantity: price.min_quantity,
          amount: price.amount,
          compare_at_amount: price.compare_at_amount,
        });
      }
    }
    return offers;
  }

  /**
   * The products one of whose variants an override list of the context prices for one unit in the currency, found
   * from those variants by `productsOf` (the catalogue's) once per context: a variant never moves to another product,
   * and a list's new prices make a new book.
   */
  productsForOneUnit(
    groupId: string | null,
    currency: string,
    productsOf: (variantIds: string[]) => Promise<string[]>,
  ): Promise<Set<string>> {
    const key = `${groupId ?? ''} ${currency}`;
    let products = this.overriddenProducts.get(key);
    if (!products) {
      const variantIds = new Set<string>();
      for (const [, prices] of this.prices) {
        for (const price of prices) {
          const list = this.overrides.get(price.price_list_id) as ActiveListRow;
          if (price.currency === currency && price.min_quantity === 1 && inContext(list, groupId))
            variantIds.add(price.variant_id);
        }
      }
      products = (variantIds.size ? productsOf([...variantIds]) : Promise.resolve([])).then((ids) => new Set(ids));
      products.catch(() => this.overriddenProducts.delete(key));
      this.overriddenProducts.set(key, products);
    }
    return products;
  }

  /**
   * One unit's price at the context's percentage lists, from the variant's own price: the own price less the largest
   * percentage of a list for one unit. Rounded half up, a percentage off never reorders two prices, so applied to a
   * product's lowest and highest own prices it gives the lowest and highest of its variants' prices.
   */
  percentageOffOneUnit(groupId: string | null, amount: number): number {
    let largest = 0;
    for (const list of this.percentages) {
      if (inContext(list, groupId) && list.min_quantity <= 1) largest = Math.max(largest, list.percent_off ?? 0);
    }
    return largest === 0 ? amount : amount - divideRoundHalfUp(amount * largest, 100);
  }
}

interface SessionGroup {
  groupId: string | null;
  /** Date.now() past which the session is asked again. */
  until: number;
}

/** What a process keeps of one store's price contexts, for the one Store object it was read for. */
interface StorePrices {
  store: Store;
  book?: Promise<PriceBook | undefined>;
  sessions: Map<string, SessionGroup>;
}

const kept = new Map<string, StorePrices>();

/**
 * The entry of a store the publishable keys' cache holds, or none. That cache reads the store again after every
 * change to its row, which every change to a price list or a customer group makes (pricesChanged), on every process
 * at its commit; a Store object read again starts a new entry, so what is kept is never older than the store's row.
 * A store read per request (secret keys, the worker, a cache that is not listening) keeps nothing.
 */
function entryOf(store: Store): StorePrices | undefined {
  if (!isKeptStore(store)) return undefined;
  const entry = kept.get(store.id);
  if (entry?.store === store) return entry;
  const fresh: StorePrices = { store, sessions: new Map() };
  kept.set(store.id, fresh);
  return fresh;
}

async function loadBook(em: EntityManager, storeId: string): Promise<PriceBook | undefined> {
  const lists = await activeListsOfStore(em, storeId);
  const overrides = lists.filter((list) => list.kind === 'override').map((list) => list.id);
  const prices = overrides.length ? await pricesOfActiveLists(em, overrides, MAX_BOOK_PRICES + 1) : [];
  return prices.length > MAX_BOOK_PRICES ? undefined : new PriceBook(lists, prices);
}

/**
 * The store's active lists in memory, read once per Store object the publishable keys' cache holds (concurrent
 * requests wait for the one read); undefined when the store has no active list, is not kept, or has too many prices.
 */
export async function priceBookOf(em: EntityManager, store: Store): Promise<PriceBook | undefined> {
  if (!store.priceListsLive) return undefined;
  const entry = entryOf(store);
  if (!entry) return undefined;
  entry.book ??= loadBook(em, store.id).catch((error: unknown) => {
    entry.book = undefined;
    throw error;
  });
  return entry.book;
}

/**
 * The customer group of a session token, kept for a minute per store (see SESSION_GROUP_MS), else asked of `lookup`
 * (the live session's group, or null for a visitor or a dead session, and when the session ends).
 */
export async function keptSessionGroup(
  store: Store,
  token: string,
  lookup: () => Promise<{ groupId: string | null; expiresAt: string | null }>,
): Promise<string | null> {
  const entry = entryOf(store);
  if (!entry) return (await lookup()).groupId;
  const key = sha256Hex(token);
  const now = Date.now();
  const known = entry.sessions.get(key);
  if (known && known.until > now) return known.groupId;
  const { groupId, expiresAt } = await lookup();
  // A change heard of while asking dropped the entry: what was read may be older than the change.
  if (kept.get(store.id) !== entry) return groupId;
  entry.sessions.delete(key);
  if (entry.sessions.size >= MAX_SESSIONS) entry.sessions.delete(entry.sessions.keys().next().value as string);
  const ends = expiresAt === null ? Infinity : Date.parse(expiresAt);
  entry.sessions.set(key, { groupId, until: Math.min(now + SESSION_GROUP_MS, ends) });
  return groupId;
}

/**
 * Drops what this process keeps of the store's price contexts: after its own writes, so they take effect here before
 * the notice of the store's row reaches it (and a write that does not change the row, a customer's e-mail address,
 * takes effect here at once).
 */
export function forgetPriceContexts(storeId: string): void {
  kept.delete(storeId);
}

/** Drops a session's kept group (a sign-out or an account change made with it). */
export function forgetSessionGroup(storeId: string, token: string): void {
  kept.get(storeId)?.sessions.delete(sha256Hex(token));
}
