import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../shared/errors';
import { applyEach } from '../../shared/bulk';
import type { Store } from '../../stores/store.entity';
import type { PriceInput } from './products.admin.rules';
import { updateProduct, updateProductWith } from './products.admin.update';
import { adjustStock } from '../stock/stock.admin.service';
import { getAdminProduct } from './products.admin.service';
import { markAdjustmentApplied } from './price-adjustments-applied.repository';
import { inTransaction } from '../../db/sql';

export interface BulkPriceItem {
  productId: string;
  variantId: string;
  prices: PriceInput[];
}

/** One price of one variant moved by an amount (minor units, either sign) or by a percentage. */
export interface BulkPriceAdjustmentItem {
  productId: string;
  variantId: string;
  currency: string;
  amount?: number;
  percent?: number;
}

export interface BulkStockItem {
  productId: string;
  variantId: string;
  set: number;
  reason?: string;
}

export interface BulkStatusItem {
  productId: string;
  status: 'draft' | 'active' | 'archived';
}

/** Each variant's prices replaced through the product update, which raises `product.updated`. */
export function bulkSetPrices(em: EntityManager, store: Store, items: BulkPriceItem[]) {
  return applyEach(items, async ({ productId, variantId, prices }) => {
    const product = await updateProductWith(em, store, productId, (graph) => {
      if (!graph.variants.some((v) => v.id === variantId))
        throw new DomainError('resource_not_found', `Product ${productId} has no variant ${variantId}.`);
      return { variants: graph.variants.map((v) => (v.id === variantId ? { id: v.id, prices } : { id: v.id })) };
    });
    const variant = product.variants.find((v) => v.id === variantId);
    return { productId, variantId, prices: variant?.prices ?? [] };
  });
}

/**
 * A percentage of a price in minor units, rounded half away from zero. The percent is taken to two decimals, as
 * an integer of hundredths, and the product is a bigint: a price of up to
 * 10^12 times 10^5 hundredths is past what a double holds exactly.
 */
export function percentOf(amount: number, percent: number): number {
  const product = BigInt(amount) * BigInt(Math.round(percent * 100));
  const magnitude = ((product < 0n ? -product : product) + 5_000n) / 10_000n;
  return Number(product < 0n ? -magnitude : magnitude);
}

const MAX_PRICE = 1_000_000_000_000;

const refused = (message: string, field: string) =>
  new DomainError('validation_failed', message, [{ field, code: 'invalid', message }]);

/** A variant's prices as they are now: the answer for an item a first attempt already moved. */
async function pricesNow(em: EntityManager, store: Store, productId: string, variantId: string) {
  const product = await getAdminProduct(em, store, productId);
  return { productId, variantId, prices: product.variants.find((v) => v.id === variantId)?.prices ?? [] };
}

/**
 * Each variant's price in one currency moved from what it is when the change runs: the product's row is locked by
 * the update, so two adjustments at once both apply, one after the other, and neither is lost. Under an
 * Idempotency-Key each item is marked in its own transaction, so a retry after a crash moves only what the first
 * attempt did not.
 */
export function bulkAdjustPrices(
  em: EntityManager,
  store: Store,
  items: BulkPriceAdjustmentItem[],
  idempotencyScope: string | undefined,
) {
  return applyEach([...items.entries()], ([index, item]) =>
    idempotencyScope === undefined
      ? adjustPrice(em, store, item)
      : inTransaction(em, async (tx) =>
          (await markAdjustmentApplied(tx, idempotencyScope, index))
            ? adjustPrice(tx, store, item)
            : pricesNow(tx, store, item.productId, item.variantId),
        ),
  );
}

async function adjustPrice(em: EntityManager, store: Store, item: BulkPriceAdjustmentItem) {
  const { productId, variantId, currency, amount, percent } = item;
  const product = await updateProductWith(em, store, productId, (graph) => {
    const variant = graph.variants.find((v) => v.id === variantId);
    if (!variant) throw new DomainError('resource_not_found', `Product ${productId} has no variant ${variantId}.`);
    const prices = variant.prices.map((p) => ({ currency: p.currency, amount: Number(p.amount) }));
    const price = prices.find((p) => p.currency === currency);
    if (!price) throw refused(`Variant ${variant.sku} has no ${currency} price to change.`, 'currency');
    const next = price.amount + (amount ?? percentOf(price.amount, percent ?? 0));
    if (next < 0) throw refused(`The change would take the ${currency} price of ${variant.sku} below zero.`, 'amount');
    if (next > MAX_PRICE)
      throw refused(`The change would take the ${currency} price of ${variant.sku} too high.`, 'amount');
    price.amount = next;
    return { variants: graph.variants.map((v) => (v.id === variantId ? { id: v.id, prices } : { id: v.id })) };
  });
  const variant = product.variants.find((v) => v.id === variantId);
  return { productId, variantId, prices: variant?.prices ?? [] };
}

/** Each variant's on-hand stock set through the stock adjustment: a ledger entry and `inventory.updated`. */
export function bulkSetStock(em: EntityManager, store: Store, items: BulkStockItem[]) {
  return applyEach(items, ({ productId, variantId, set, reason }) =>
    adjustStock(em, store.id, productId, { variantId, set, reason }),
  );
}

/** Each product's status changed through the product update, which raises `product.updated`. */
export function bulkSetStatus(em: EntityManager, store: Store, items: BulkStatusItem[]) {
  return applyEach(items, async ({ productId, status }) => {
    const product = await updateProduct(em, store, productId, { status });
    return { productId, status: product.status, updatedAt: product.updatedAt };
  });
}
