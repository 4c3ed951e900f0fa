import type { Logger } from 'pino';
import { listenForStoreChanges, type NotificationListener } from '../db/notification-listener';

export interface CatalogueCacheLimits {
  /** What the kept answers may add up to, in bytes of JSON text; 0 keeps none. */
  maxBytes: number;
  /** How long an answer is kept at most, should a change ever reach PostgreSQL without its notice. */
  maxAgeMs: number;
}

interface Entry {
  body: string;
  /** The clock when the answer's reading began: it holds every change notified up to then. */
  readSince: number;
  storedAt: number;
}

/**
 * The storefront's catalogue answers (product pages, products, categories) as the JSON text first sent, per store
 * and URL, so the same page asked again costs no query and no serialising. PostgreSQL notifies every process (on
 * `catalogue_changes`) at the commit of any change to a store's catalogue, stock included, whoever made it, and the
 * store's answers are stale from then on. While the notification connection is down nothing is kept. The least
 * recently used answers go first once `maxBytes` is reached.
 */
export class CatalogueAnswerCache {
  /** In order of use, oldest first (a hit moves its entry to the end). */
  private readonly entries = new Map<string, Entry>();
  /** The clock at each store's last change; an answer read before it is stale. */
  private readonly changedAt = new Map<string, number>();
  private clock = 0;
  /** The clock when the cache was last emptied (the notification connection lost or regained). */
  private resetAt = 0;
  private bytes = 0;
  private listening = false;
  private readonly listener: NotificationListener;

  private constructor(databaseUrl: string, logger: Logger, private readonly limits: CatalogueCacheLimits) {
    this.listener = listenForStoreChanges(databaseUrl, 'catalogue_changes', { forgetStore: (storeId) => this.forgetStore(storeId), reset: (listening) => this.reset(listening) }, logger);
  }

  /** A cache that is listening (or retrying to, keeping nothing until it is); with maxBytes 0 it never listens. */
  static async open(databaseUrl: string, logger: Logger, limits: CatalogueCacheLimits): Promise<CatalogueAnswerCache> {
    const cache = new CatalogueAnswerCache(databaseUrl, logger, limits);
    if (limits.maxBytes > 0) await cache.listener.start();
    return cache;
  }

  stop(): Promise<void> {
    return this.listener.stop();
  }

  /** Taken before an answer is read; `keep` refuses the answer if the store changed since. */
  readStarts(): number {
    return this.clock;
  }

  get(storeId: string, url: string): string | undefined {
    const key = `${storeId} ${url}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.isStale(storeId, entry.readSince) || Date.now() - entry.storedAt > this.limits.maxAgeMs) {
      this.drop(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  keep(storeId: string, url: string, readSince: number, body: string): void {
    if (!this.listening || this.isStale(storeId, readSince) || body.length > this.limits.maxBytes) return;
    const key = `${storeId} ${url}`;
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    this.entries.set(key, { body, readSince, storedAt: Date.now() });
    this.bytes += body.length;
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

  private isStale(storeId: string, readSince: number): boolean {
    return readSince < this.resetAt || readSince < (this.changedAt.get(storeId) ?? 0);
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }

  private reset(listening: boolean): void {
    this.clock += 1;
    this.resetAt = this.clock;
    this.listening = listening;
    this.entries.clear();
    this.changedAt.clear();
    this.bytes = 0;
  }
}
