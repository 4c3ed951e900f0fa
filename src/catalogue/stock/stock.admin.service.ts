import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, notFound } from '../../shared/errors';
import { inTransaction } from '../../db/sql';
import { findProductRow, variantInStore } from '../products/products.admin.repository';
import { lockDefaultLocation, lockLocationForStock, moveLocationStock } from './location-stock.repository';

export interface StockAdjustment {
  variantId: string;
  /** The location whose stock changes; the store's default location when absent. */
  locationId?: string;
  delta?: number;
  set?: number;
  reason?: string;
}

/** The store's location by id, share-locked for a stock change, or the default one; 404 for another store's. */
async function stockLocationOf(em: EntityManager, storeId: string, locationId: string | undefined) {
  if (locationId === undefined) return lockDefaultLocation(em, storeId);
  const location = await lockLocationForStock(em, storeId, locationId);
  if (!location) throw notFound('location', locationId);
  return location;
}

/**
 * Sets or moves a variant's on-hand at one location (the default one unless named), in the caller's transaction:
 * never below zero there, never below what checkouts reserved in the variant's sum, always with a ledger entry and
 * an inventory.updated event in the same transaction.
 */
export async function changeVariantStock(em: EntityManager, storeId: string, input: StockAdjustment) {
  const location = await stockLocationOf(em, storeId, input.locationId);
  return moveLocationStock(em, {
    storeId,
    variantId: input.variantId,
    location,
    delta: input.delta,
    set: input.set,
    reason: input.reason ?? (input.set !== undefined ? 'set' : 'adjustment'),
  });
}

export async function adjustStock(em: EntityManager, storeId: string, productId: string, input: StockAdjustment) {
  return inTransaction(em, async (tx) => {
    if (!(await findProductRow(tx, storeId, productId))) throw notFound('product', productId);
    if (!(await variantInStore(tx, storeId, input.variantId, productId)))
      throw new DomainError('resource_not_found', `Product ${productId} has no variant ${input.variantId}.`);
    return changeVariantStock(tx, storeId, input);
  });
}

/** The adjustment at a named location (POST /locations/{id}/stock): 404 for another store's location or variant. */
export function adjustLocationStock(em: EntityManager, storeId: string, locationId: string, input: StockAdjustment) {
  return inTransaction(em, async (tx) => {
    if (!(await variantInStore(tx, storeId, input.variantId))) throw notFound('variant', input.variantId);
    return changeVariantStock(tx, storeId, { ...input, locationId });
  });
}
