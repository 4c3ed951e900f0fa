import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../db/sql-template';
import { newId } from '../../shared/ids';
import { recordEventWith } from '../../events/outbox';

/** A variant's stock right after a change, as the row that was changed reads. */
export interface VariantStock {
  storeId: string;
  productId: string;
  variantId: string;
  sku: string;
  onHand: number;
  reserved: number;
}

/** A location's on-hand of the variant right after a change there. */
export interface LocationLevel {
  locationId: string;
  onHand: number;
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
  location?: LocationLevel,
) {
  const entry = {
    id: newId('stk'),
    delta,
    stockAfter: stock.onHand,
    reason,
    createdAt: new Date().toISOString(),
    ...(location && { locationId: location.locationId, locationStockAfter: location.onHand }),
  };
  const level = {
    productId: stock.productId,
    variantId: stock.variantId,
    sku: stock.sku,
    onHand: stock.onHand,
    reserved: stock.reserved,
    available: stock.onHand - stock.reserved,
    ...(location && { locationId: location.locationId, locationOnHand: location.onHand }),
    ledgerEntry: entry,
  };
  // The ledger entry and its event are written by one statement.
  const ledger = sql`INSERT INTO stock_ledger (id, store_id, variant_id, delta, stock_after, reason, reference,
                                              created_at, location_id, location_stock_after)
      VALUES (${entry.id}, ${stock.storeId}, ${stock.variantId}, ${delta}, ${stock.onHand}, ${reason},
              ${reference ?? null}, ${entry.createdAt}, ${location?.locationId ?? null}, ${location?.onHand ?? null})`;
  await recordEventWith(em, ledger, stock.storeId, 'inventory.updated', {
    id: stock.variantId,
    ...level,
    updatedAt: entry.createdAt,
  });
  return level;
}
