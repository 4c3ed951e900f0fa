import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../shared/errors';
import { applyEach } from '../shared/bulk';
import type { Store } from '../stores/store.entity';
import type { PriceInput } from './products.admin.rules';
import { updateProduct, updateProductWith } from './products.admin.update';
import { adjustStock } from './stock.admin.service';

export interface BulkPriceItem {
  productId: string;
  variantId: string;
  prices: PriceInput[];
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
