import type { Logger } from 'pino';
import { listenForStoreChanges, type NotificationListener } from '../db/notification-listener';
import type { CatalogueCacheLimits } from '../config';
import type { KeptAnswer } from '../shared/kept-answer';

interface Entry {
  /** The JSON text first sent, with its ETag and purge tags, computed once when kept. */
  answer: KeptAnswer;
  /** The clock when the answer's reading began: it holds every change notified up to then. */
  readSince: number;
  storedAt: number;
  /** The product a product's own answer shows, whose stock-level notices make it stale. */
  productId?: string;
}

/**
 * How many products' stock-level changes are remembered; past it the cache starts afresh, as after a lost
 * connection, so the memory stays bounded however many products change.
 */
const MAX_PRODUCT_CHANGES = 100_000;

const sizeOf = (answer: KeptAnswer) => answer.body.length + 2 * answer.cacheTag.length + answer.etag.length;

/**
 * The storefront's catalogue answers (product pages, products, categories) as the JSON text first sent, per store
 * and URL, so the same page asked again costs no query and no serialising. PostgreSQL notifies every process (on
 * `catalogue_changes`) at the commit of any change to a store's catalogue, stock included, whoever made it, and the
 * store's answers are stale from then on; a stock level that stays on the same side of zero (migration 2400) makes
 * only that product's own answers stale. While the notification connection is down nothing is kept. The least
 * recently used answers go first once `maxBytes` is reached.
 */
export class CatalogueAnswerCache {
  /** In order of use, oldest first (a hit moves its entry to the end). */
  private readonly entries = new Map<string, Entry>();
  /** The clock at each store's last change; an answer read before it is stale. */
  private readonly changedAt = new Map<string, number>();
  /** The clock at each product's last stock-level change, by `<store id> <product id>`. */
  private readonly productChangedAt = new Map<string, number>();
  private clock = 0;
  /** The clock when the cache was last emptied (the notification connection lost or regained). */
  private resetAt = 0;
  private bytes = 0;
  private listening = false;
  private readonly listener: NotificationListener;
  /** Lookups answered from the cache and not (read by /metrics). */
  hits = 0;
  misses = 0;

  private constructor(
    databaseUrl: string,
    logger: Logger,
    private readonly limits: CatalogueCacheLimits,
    storeChanged: (storeId: string) => void,
  ) {
    this.listener = listenForStoreChanges(
      databaseUrl,
      'catalogue_changes',
      {
        forgetStore: (storeId) => {
          storeChanged(storeId);
          this.forgetStore(storeId);
        },
        forgetProduct: (storeId, productId) => this.forgetProduct(storeId, productId),
        reset: (listening) => this.reset(listening),
      },
      logger,
    );
  }

  /**
   * A cache that is listening (or retrying to, keeping nothing until it is); with maxBytes 0 it never listens.
   * `storeChanged` hears of a changed store first: an answer is read with the store its request authenticated with,
   * which the publishable keys' cache holds, and that cache's own notice (on another connection) may come later. Were
   * it not told, a read in between would keep an answer made from the store as it was (its old currency) for good.
   */
  static async open(
    databaseUrl: string,
    logger: Logger,
    limits: CatalogueCacheLimits,
    storeChanged: (storeId: string) => void = () => undefined,
  ): Promise<CatalogueAnswerCache> {
    const cache = new CatalogueAnswerCache(databaseUrl, logger, limits, storeChanged);
    if (limits.maxBytes > 0) await cache.listener.start();
    return cache;
  }

  stop(): Promise<void> {
    return this.listener.stop();
  }

  /** Whether its notification connection is listening (it keeps answers only then). */
  isListening(): boolean {
    return this.listening;
  }

  /** Taken before an answer is read; `keep` refuses the answer if the store changed since. */
  readStarts(): number {
    return this.clock;
  }

  get(storeId: string, url: string): KeptAnswer | undefined {
    const key = `${storeId} ${url}`;
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    if (this.isStale(storeId, entry.readSince, entry.productId) || Date.now() - entry.storedAt > this.limits.maxAgeMs) {
      this.drop(key, entry);
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  /** Keeps an answer read since `readSince`; productId names the product of a product's own answer. */
  keep(storeId: string, url: string, readSince: number, answer: KeptAnswer, productId?: string): void {
    if (!this.listening || this.isStale(storeId, readSince, productId) || sizeOf(answer) > this.limits.maxBytes) return;
    const key = `${storeId} ${url}`;
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    this.entries.set(key, { answer, readSince, storedAt: Date.now(), productId });
    this.bytes += sizeOf(answer);
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.drop(oldest, entry);
    }
  }

  /** Makes a store's answers stale; this process calls it after its own writes too, before the notice arrives. */
  forgetStore(storeId: string): void {
    this.clock += 1;
    this.changedAt.set(storeId, this.clock);
  }

  /** Makes the answers that show this product's stock stale; the store's other answers stay. */
  forgetProduct(storeId: string, productId: string): void {
    if (this.productChangedAt.size >= MAX_PRODUCT_CHANGES) {
      this.reset(this.listening);
      return;
    }
    this.clock += 1;
    this.productChangedAt.set(`${storeId} ${productId}`, this.clock);
  }

  private isStale(storeId: string, readSince: number, productId?: string): boolean {
    if (readSince < this.resetAt || readSince < (this.changedAt.get(storeId) ?? 0)) return true;
    return productId !== undefined && readSince < (this.productChangedAt.get(`${storeId} ${productId}`) ?? 0);
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= sizeOf(entry.answer);
  }

  private reset(listening: boolean): void {
    this.clock += 1;
    this.resetAt = this.clock;
    this.listening = listening;
    this.entries.clear();
    this.changedAt.clear();
    this.productChangedAt.clear();
    this.bytes = 0;
  }
}
