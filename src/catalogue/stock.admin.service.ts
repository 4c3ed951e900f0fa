import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, notFound } from '../shared/errors';
import { inTransaction } from '../db/sql';
import { recordStockMovement } from './stock-movements.repository';
import { findProductRow } from './products.admin.repository';
import { lockVariant, setStockOnHand, type LockedVariant } from './variant-stock.repository';

export interface StockAdjustment {
  variantId: string;
  delta?: number;
  set?: number;
  reason?: string;
}

export interface StockChange {
  storeId: string;
  variant: LockedVariant;
  onHand: number;
  reason: string;
}

/**
 * Writes a new on-hand level of a locked variant: never below what checkouts reserved, always with a ledger
 * entry and an inventory.updated event in the same transaction.
 */
export async function writeStockChange(em: EntityManager, change: StockChange) {
  const { variant, onHand, storeId } = change;
  if (onHand < variant.stock_reserved || onHand < 0) {
    throw new DomainError(
      'insufficient_stock',
      `Stock cannot go below the ${variant.stock_reserved} units reserved by checkouts.`,
      {
        variantId: variant.id,
        onHand: variant.stock_on_hand,
        reserved: variant.stock_reserved,
        requested: onHand,
      },
    );
  }
  await setStockOnHand(em, variant.id, onHand);
  const stock = {
    storeId,
    productId: variant.product_id,
    variantId: variant.id,
    sku: variant.sku,
    onHand,
    reserved: variant.stock_reserved,
  };
  return recordStockMovement(em, stock, onHand - variant.stock_on_hand, change.reason);
}

export async function adjustStock(em: EntityManager, storeId: string, productId: string, input: StockAdjustment) {
  return inTransaction(em, async (tx) => {
    if (!(await findProductRow(tx, storeId, productId))) throw notFound('product', productId);
    const variant = await lockVariant(tx, storeId, productId, input.variantId);
    if (!variant)
      throw new DomainError('resource_not_found', `Product ${productId} has no variant ${input.variantId}.`);
    const onHand = input.set ?? variant.stock_on_hand + (input.delta ?? 0);
    return writeStockChange(tx, {
      storeId,
      variant,
      onHand,
      reason: input.reason ?? (input.set !== undefined ? 'set' : 'adjustment'),
    });
  });
}
