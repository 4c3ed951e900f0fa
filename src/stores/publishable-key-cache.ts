import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { listenForStoreChanges, type NotificationListener } from '../db/notification-listener';
import { authenticateKeyHash } from './stores.service';
import { hashKey, keyTypeOf } from './keys';
import type { Store } from './store.entity';

/** The Store objects a listening cache holds: each stands for its store's row until a notice drops it. */
const keptStores = new WeakSet<Store>();

/**
 * Whether the store was read by a listening PublishableKeyCache, which reads it again after any change to its row:
 * what a process keeps beside such an object (src/price-lists/price-book.ts) is as fresh as the object.
 */
export const isKeptStore = (store: Store): boolean => keptStores.has(store);

/**
 * The store behind each publishable key, kept in process so a public request spends no round trip on it.
 * PostgreSQL notifies every process (on `store_credentials`) at the commit of any change to a store or its keys,
 * whoever made it, and the store's entries are dropped then; a rotated key is refused as soon as the notification
 * arrives, which is the same moment a LISTENing process could learn of it any other way. While the notification
 * connection is down nothing is cached. Secret keys are never cached: the private surface checks them every time.
 */
export class PublishableKeyCache {
  private readonly stores = new Map<string, Store>();
  private readonly hashesByStore = new Map<string, Set<string>>();
  /** Bumped by every invalidation, so a lookup that raced one does not put back what it read before it. */
  private generation = 0;
  private listening = false;
  private readonly listener: NotificationListener;

  private constructor(databaseUrl: string, logger: Logger) {
    this.listener = listenForStoreChanges(
      databaseUrl,
      'store_credentials',
      { forgetStore: (storeId) => this.forgetStore(storeId), reset: (listening) => this.reset(listening) },
      logger,
    );
  }

  /** A cache that is already listening (or retrying to; it caches nothing until it is). */
  static async open(databaseUrl: string, logger: Logger): Promise<PublishableKeyCache> {
    const cache = new PublishableKeyCache(databaseUrl, logger);
    await cache.listener.start();
    return cache;
  }

  stop(): Promise<void> {
    return this.listener.stop();
  }

  /** Whether its notification connection is listening (it caches keys only then). */
  isListening(): boolean {
    return this.listening;
  }

  /** The store of an active publishable key, or undefined for a key that is unknown, rotated away or secret. */
  async storeOf(em: EntityManager, key: string): Promise<Store | undefined> {
    if (keyTypeOf(key) !== 'publishable') return undefined;
    const hash = hashKey(key);
    const cached = this.stores.get(hash);
    if (cached) return cached;
    const generation = this.generation;
    const auth = await authenticateKeyHash(em, hash);
    if (!auth || auth.keyType !== 'publishable') return undefined;
    if (this.listening && generation === this.generation) this.remember(hash, auth.store);
    return auth.store;
  }

  /** Drops a store's keys; this process calls it after its own writes, so they take effect before the notification. */
  forgetStore(storeId: string): void {
    this.generation += 1;
    for (const hash of this.hashesByStore.get(storeId) ?? []) this.stores.delete(hash);
    this.hashesByStore.delete(storeId);
  }

  private remember(hash: string, store: Store): void {
    this.stores.set(hash, store);
    keptStores.add(store);
    const hashes = this.hashesByStore.get(store.id) ?? new Set<string>();
    this.hashesByStore.set(store.id, hashes.add(hash));
  }

  private reset(listening: boolean): void {
    this.generation += 1;
    this.listening = listening;
    this.stores.clear();
    this.hashesByStore.clear();
  }
}
