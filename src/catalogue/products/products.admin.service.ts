import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../shared/errors';
import { mapUniqueViolations } from '../../shared/conflicts';
import { inTransaction } from '../../db/sql';
import { recordEvent } from '../../events/outbox';
import type { Store } from '../../stores/store.entity';
import { findProductRow, loadProductGraph, type ProductOption } from './products.admin.repository';
import { presentAdminProduct, type AdminProductView } from './products.admin.presenter';
import { checkProductShape, variantTitle, type PriceInput } from './products.admin.rules';
import { CATALOGUE_CONSTRAINTS, checkCategories, checkCurrencies, checkSkusFree } from './products.admin.writer';
import {
  archiveProduct,
  deleteProductRow,
  holdsReservedStock,
  insertProduct,
  insertVariant,
  replaceCategories,
  replaceMedia,
  type MediaInput,
} from './product-writes.repository';
import type { ProductOrderHistory } from './product-order-history.port';
import { deleteCartLinesOfProduct, deleteOpenCartLinesOfProduct } from '../../cart/catalogue-removals.repository';
import { chooseHandle } from '../handles';
import { lockCategoryListings } from '../categories/category-listings-lock.repository';

export interface VariantInput {
  sku: string;
  title?: string;
  optionValues?: Record<string, string>;
  prices: PriceInput[];
  stock: number;
  gtin?: string | null;
  weightGrams?: number;
}

export interface CreateProductInput {
  title: string;
  description?: string;
  handle?: string;
  status?: 'draft' | 'active' | 'archived';
  vendor?: string | null;
  giftCard?: boolean;
  giftCardTracksStock?: boolean;
  categoryIds?: string[];
  options?: ProductOption[];
  variants: VariantInput[];
  media?: MediaInput[];
}

/** Reads the product back inside the transaction and presents it; the same object goes to the event. */
export async function presentProduct(em: EntityManager, store: Store, productId: string): Promise<AdminProductView> {
  const graph = await loadProductGraph(em, store.id, productId);
  if (!graph) throw notFound('product', productId);
  return presentAdminProduct(graph, store.defaultLanguage);
}

export async function getAdminProduct(em: EntityManager, store: Store, productId: string): Promise<AdminProductView> {
  return presentProduct(em, store, productId);
}

export async function createProduct(
  em: EntityManager,
  store: Store,
  input: CreateProductInput,
  id: string,
): Promise<AdminProductView> {
  const options = input.options ?? [];
  const planned = input.variants.map((v, i) => ({
    field: `body.variants.${i}`,
    sku: v.sku,
    optionValues: v.optionValues ?? {},
    prices: v.prices,
  }));
  checkProductShape(options, planned);
  checkCurrencies(store, planned);
  return mapUniqueViolations(CATALOGUE_CONSTRAINTS, () =>
    inTransaction(em, async (tx) => {
      // A retry whose first attempt's process died after its commit finds the product it made (id from the key).
      if (await findProductRow(tx, store.id, id)) return presentProduct(tx, store, id);
      await checkCategories(tx, store.id, input.categoryIds);
      await checkSkusFree(tx, store.id, planned);
      const handle = await chooseHandle(tx, 'products', store.id, input.handle, input.title);
      await insertProduct(tx, store.id, id, {
        status: input.status ?? 'draft',
        title: input.title.trim(),
        description: input.description ?? '',
        handle,
        vendor: input.vendor ?? null,
        options,
        giftCard: input.giftCard ?? false,
        giftCardTracksStock: input.giftCardTracksStock ?? false,
      });
      for (const [position, v] of input.variants.entries()) {
        const optionValues = v.optionValues ?? {};
        await insertVariant(
          tx,
          store.id,
          id,
          { ...v, optionValues, title: v.title ?? variantTitle(options, optionValues) },
          position,
        );
      }
      await replaceMedia(tx, id, input.media ?? []);
      await replaceCategories(tx, id, input.categoryIds ?? []);
      const product = await presentProduct(tx, store, id);
      await recordEvent(tx, store.id, 'product.created', product);
      return product;
    }),
  );
}

export interface DeletedProduct {
  id: string;
  deleted: boolean;
  archived: boolean;
}

/**
 * A product that appears in orders (or that a running checkout holds) is archived so order history keeps
 * pointing at it; otherwise it is removed with everything that hangs off it.
 */
export async function deleteProduct(
  em: EntityManager,
  orders: ProductOrderHistory,
  store: Store,
  productId: string,
): Promise<DeletedProduct> {
  return inTransaction(em, async (tx) => {
    await lockCategoryListings(tx, store.id, 'filing');
    const row = await findProductRow(tx, store.id, productId, true);
    if (!row) throw notFound('product', productId);
    const kept = (await orders.isOrdered(tx, productId)) || (await holdsReservedStock(tx, productId));
    await deleteOpenCartLinesOfProduct(tx, productId);
    if (kept) {
      await archiveProduct(tx, productId);
      await recordEvent(tx, store.id, 'product.updated', await presentProduct(tx, store, productId));
      return { id: productId, deleted: false, archived: true };
    }
    const removed = await presentProduct(tx, store, productId);
    await deleteCartLinesOfProduct(tx, productId);
    await deleteProductRow(tx, productId);
    await recordEvent(tx, store.id, 'product.deleted', {
      ...removed,
      deleted: true,
      updatedAt: new Date().toISOString(),
    });
    return { id: productId, deleted: true, archived: false };
  });
}
