import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../../db/sql';
import { sql } from '../../db/sql-template';
import type { EntityRow } from '../../db/entity-row';
import type { StockTransferLineSchema, StockTransferSchema } from './stock-location.entity';

export type TransferRow = EntityRow<typeof StockTransferSchema>;
export type TransferLineRow = EntityRow<typeof StockTransferLineSchema>;

const COLUMNS = sql`id, store_id, from_location_id, to_location_id, status, note, created_at, updated_at, shipped_at,
                    received_at`;

export async function insertTransfer(
  em: EntityManager,
  transfer: { id: string; storeId: string; fromLocationId: string; toLocationId: string; note: string | null },
  lines: Array<{ variantId: string; quantity: number }>,
): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO stock_transfers (id, store_id, from_location_id, to_location_id, note)
        VALUES (${transfer.id}, ${transfer.storeId}, ${transfer.fromLocationId}, ${transfer.toLocationId},
                ${transfer.note})`,
  );
  await execute(
    em,
    sql`INSERT INTO stock_transfer_lines (transfer_id, variant_id, quantity)
        SELECT ${transfer.id}, variant_id, quantity
          FROM unnest(${lines.map((l) => l.variantId)}::text[], ${lines.map((l) => l.quantity)}::int[])
               AS n(variant_id, quantity)`,
  );
}

/** The store's transfer (locked for a step with `lock`). */
export function findTransfer(em: EntityManager, storeId: string, id: string, lock = false) {
  return queryOne<TransferRow>(
    em,
    sql`SELECT ${COLUMNS} FROM stock_transfers WHERE id = ${id} AND store_id = ${storeId}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
}

export function listTransfers(em: EntityManager, storeId: string) {
  return queryRows<TransferRow>(
    em,
    sql`SELECT ${COLUMNS} FROM stock_transfers WHERE store_id = ${storeId} ORDER BY created_at DESC, id DESC LIMIT 100`,
  );
}

export function linesOfTransfers(em: EntityManager, ids: string[]) {
  return queryRows<TransferLineRow>(
    em,
    sql`SELECT transfer_id, variant_id, quantity, received_quantity FROM stock_transfer_lines
         WHERE transfer_id = ANY(${ids}::text[]) ORDER BY transfer_id, variant_id`,
  );
}

export async function markShipped(em: EntityManager, id: string): Promise<void> {
  await execute(
    em,
    sql`UPDATE stock_transfers SET status = 'in_transit', shipped_at = now(), updated_at = now() WHERE id = ${id}`,
  );
}

export async function addReceived(em: EntityManager, id: string, variantId: string, quantity: number) {
  await execute(
    em,
    sql`UPDATE stock_transfer_lines SET received_quantity = received_quantity + ${quantity}
         WHERE transfer_id = ${id} AND variant_id = ${variantId}`,
  );
}

/** Received once every line is whole; until then it stays in transit. */
export async function markReceivedWhenWhole(em: EntityManager, id: string): Promise<void> {
  await execute(
    em,
    sql`UPDATE stock_transfers SET status = 'received', received_at = now(), updated_at = now()
         WHERE id = ${id}
           AND NOT EXISTS (SELECT 1 FROM stock_transfer_lines
                            WHERE transfer_id = ${id} AND received_quantity < quantity)`,
  );
  await execute(em, sql`UPDATE stock_transfers SET updated_at = now() WHERE id = ${id} AND status = 'in_transit'`);
}
