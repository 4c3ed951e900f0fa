import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../../db/sql-template';
import { newId } from '../../shared/ids';
import { recordEventsWith } from '../../events/outbox';

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

/** One change of a variant's on-hand stock: the stock after it, by how much, why, and where. */
export interface StockMovement {
  stock: VariantStock;
  delta: number;
  reason: string;
  reference?: string;
  location?: LocationLevel;
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
  const [level] = await recordStockMovements(em, [{ stock, delta, reason, reference, location }]);
  return level;
}

/** recordStockMovement for several changes (a paid order's lines and locations): one statement for all of them. */
export async function recordStockMovements(em: EntityManager, movements: StockMovement[]) {
  const written = movements.map(({ stock, delta, reason, reference, location }) => {
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
    const row = { ...entry, storeId: stock.storeId, variantId: stock.variantId, reference: reference ?? null };
    return { row, level };
  });
  if (written.length === 0) return [];
  const rows = written.map((w) => w.row);
  const column = <T>(value: (row: (typeof rows)[number]) => T) => rows.map(value);
  // The ledger entries and their events are written by one statement.
  const ledger = sql`INSERT INTO stock_ledger (id, store_id, variant_id, delta, stock_after, reason, reference,
                                              created_at, location_id, location_stock_after)
      SELECT * FROM unnest(${column((r) => r.id)}::text[], ${column((r) => r.storeId)}::text[],
                           ${column((r) => r.variantId)}::text[], ${column((r) => r.delta)}::int[],
                           ${column((r) => r.stockAfter)}::int[], ${column((r) => r.reason)}::text[],
                           ${column((r) => r.reference)}::text[], ${column((r) => r.createdAt)}::timestamptz[],
                           ${column((r) => r.locationId ?? null)}::text[],
                           ${column((r) => r.locationStockAfter ?? null)}::int[])`;
  await recordEventsWith(
    em,
    ledger,
    written.map(({ row, level }) => ({
      storeId: row.storeId,
      type: 'inventory.updated' as const,
      object: { id: row.variantId, ...level, updatedAt: row.createdAt },
    })),
  );
  return written.map((w) => w.level);
}
