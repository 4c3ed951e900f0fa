import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql-template';
import { newId } from '../shared/ids';
import { recordEventWith } from '../events/outbox';

/** A variant's stock right after a change, as the row that was changed reads. */
export interface VariantStock {
  storeId: string;
  productId: string;
  variantId: string;
  sku: string;
  onHand: number;
  reserved: number;
}

/**
 * Every change of on-hand stock (admin adjustment, sale, restock) leaves a ledger entry and an inventory.updated
 * event in the transaction that made it, so integrations that mirror stock through webhooks never drift.
 */
export async function recordStockMovement(
  em: EntityManager,
  stock: VariantStock,
  delta: number,
  reason: string,
  reference?: string,
) {
  const entry = { id: newId('stk'), delta, stockAfter: stock.onHand, reason, createdAt: new Date().toISOString() };
  const level = {
    productId: stock.productId,
    variantId: stock.variantId,
    sku: stock.sku,
    onHand: stock.onHand,
    reserved: stock.reserved,
    available: stock.onHand - stock.reserved,
    ledgerEntry: entry,
  };
  // The ledger entry and its event are written by one statement.
  const ledger = sql`INSERT INTO stock_ledger (id, store_id, variant_id, delta, stock_after, reason, reference,
                                              created_at)
      VALUES (${entry.id}, ${stock.storeId}, ${stock.variantId}, ${delta}, ${stock.onHand}, ${reason},
              ${reference ?? null}, ${entry.createdAt})`;
  await recordEventWith(em, ledger, stock.storeId, 'inventory.updated', {
    id: stock.variantId,
    ...level,
    updatedAt: entry.createdAt,
  });
  return level;
}
