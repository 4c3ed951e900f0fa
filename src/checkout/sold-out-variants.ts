import type { Logger } from 'pino';
import { listenForStoreChanges, type NotificationListener } from '../db/notification-listener';

interface SoldOut {
  productId: string;
  /** The clock when the read that found the variant sold out began: every change notified up to then is in it. */
  readSince: number;
  storedAt: number;
}

/**
 * How long a variant stays known sold out without a notice: should a change ever reach PostgreSQL without one, a
 * shopper is refused for at most this long after units came back.
 */
export const SOLD_OUT_LEASE_MS = 1_000;
/** Past this many variants the knowledge starts afresh, so the memory stays bounded however many sell out. */
const MAX_VARIANTS = 100_000;

/**
 * The variants this API process knows to be sold out (no unit on hand beyond those reserved), so that a flash sale's
 * losers are refused without reading the stock again. Learnt from the stock a submit read; forgotten when PostgreSQL
 * notifies a change to the variant's product or store (`catalogue_changes`, as for the catalogue's answers: a stock
 * level that leaves zero, by a restock or a released reservation, notifies the store) and after SOLD_OUT_LEASE_MS in
 * any case. While the notification connection is down nothing is known. The checkout's reservation stays the
 * authority: this knowledge only refuses a submit early, never lets one through.
 */
export class SoldOutVariants {
  private readonly variants = new Map<string, SoldOut>();
  /** The clock at each store's last change, and at each product's (`<store id> <product id>`). */
  private readonly storeChangedAt = new Map<string, number>();
  private readonly productChangedAt = new Map<string, number>();
  private clock = 0;
  private resetAt = 0;
  private listening = false;
  private readonly listener: NotificationListener;
  /** Submits refused from this knowledge alone (read by tests and benchmarks). */
  refusals = 0;

  private constructor(
    databaseUrl: string,
    logger: Logger,
    private readonly leaseMs: number,
  ) {
    this.listener = listenForStoreChanges(
      databaseUrl,
      'catalogue_changes',
      {
        forgetStore: (storeId) => this.changed(this.storeChangedAt, storeId),
        forgetProduct: (storeId, productId) => this.changed(this.productChangedAt, `${storeId} ${productId}`),
        reset: (listening) => this.reset(listening),
      },
      logger,
    );
  }

  /** Knowledge kept while its notification connection listens (it retries until it does), each for leaseMs. */
  static async open(databaseUrl: string, logger: Logger, leaseMs = SOLD_OUT_LEASE_MS): Promise<SoldOutVariants> {
    const known = new SoldOutVariants(databaseUrl, logger, leaseMs);
    await known.listener.start();
    return known;
  }

  stop(): Promise<void> {
    return this.listener.stop();
  }

  /** Taken before the stock is read: what the read finds is kept only if nothing changed since. */
  readStarts(): number {
    return this.clock;
  }

  /** The read begun at readSince found the variant sold out. */
  learn(storeId: string, productId: string, variantId: string, readSince: number): void {
    if (!this.listening || this.isStale(storeId, productId, readSince)) return;
    if (this.variants.size >= MAX_VARIANTS) this.variants.clear();
    this.variants.set(`${storeId} ${variantId}`, { productId, readSince, storedAt: Date.now() });
  }

  /** Whether the variant is sold out as far as a read since its last notified change, within the lease, knows. */
  isSoldOut(storeId: string, variantId: string): boolean {
    const key = `${storeId} ${variantId}`;
    const known = this.variants.get(key);
    if (!known) return false;
    if (this.isStale(storeId, known.productId, known.readSince) || Date.now() - known.storedAt > this.leaseMs) {
      this.variants.delete(key);
      return false;
    }
    return true;
  }

  private isStale(storeId: string, productId: string, readSince: number): boolean {
    return (
      readSince < this.resetAt ||
      readSince < (this.storeChangedAt.get(storeId) ?? 0) ||
      readSince < (this.productChangedAt.get(`${storeId} ${productId}`) ?? 0)
    );
  }

  private changed(at: Map<string, number>, key: string): void {
    if (at.size >= MAX_VARIANTS) {
      this.reset(this.listening);
      return;
    }
    this.clock += 1;
    at.set(key, this.clock);
  }

  private reset(listening: boolean): void {
    this.clock += 1;
    this.resetAt = this.clock;
    this.listening = listening;
    this.variants.clear();
    this.storeChangedAt.clear();
    this.productChangedAt.clear();
  }
}
