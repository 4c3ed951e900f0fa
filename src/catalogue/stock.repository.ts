import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';
import type { EntityRow } from '../db/entity-row';
import type { StockReservationSchema } from './stock-reservation.entity';
import type { VariantSchema } from './variant.entity';
import { recordStockMovement, type LocationLevel } from './stock-movements.repository';
import { allocateOrder } from './stock-allocation.repository';
import { lockDefaultLocation, lockLocationForStock, moveLocationStock } from './location-stock.repository';
import { outOfStock } from '../cart/out-of-stock';

export interface StockLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/**
 * Reserves every line or none (call inside the order's transaction). Each conditional UPDATE locks the variant
 * row and re-checks availability after the lock, so concurrent checkouts can never oversell; lines go in
 * variant-id order so two carts never deadlock. The variant's `stock_on_hand` is the sum over the locations that
 * fulfil online orders (src/catalogue/location-stock.repository.ts), so one row lock covers every location; which
 * location ships is decided on payment (commitStock).
 */
export async function reserveStock(em: EntityManager, orderId: string, lines: StockLine[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId))) {
    // The reservation row is written by the same statement, only when the variant had the units.
    const reserved = await execute(
      em,
      sql`WITH v AS (UPDATE variants SET stock_reserved = stock_reserved + ${line.quantity}, updated_at = now()
                      WHERE id = ${line.variantId} AND stock_on_hand - stock_reserved >= ${line.quantity} RETURNING id)
          INSERT INTO stock_reservations (order_id, variant_id, quantity, status)
          SELECT ${orderId}, v.id, ${line.quantity}, 'reserved' FROM v`,
    );
    if (reserved === 0) {
      const row = await queryOne<{ available: number }>(
        em,
        'SELECT stock_on_hand - stock_reserved AS available FROM variants WHERE id = ?',
        [line.variantId],
      );
      throw outOfStock(line.productId, line.variantId, line.quantity, Number(row?.available ?? 0));
    }
  }
}

type VariantColumns = EntityRow<typeof VariantSchema>;

/** A variant whose stock moved (MOVED), with the quantity it moved by. */
type MovedRow = Pick<VariantColumns, 'product_id' | 'sku' | 'store_id'> &
  Pick<EntityRow<typeof StockReservationSchema>, 'variant_id' | 'quantity'> & {
    stock_after: VariantColumns['stock_on_hand'];
    reserved_after: VariantColumns['stock_reserved'];
  };

const MOVED =
  'v.id AS variant_id, v.product_id, v.sku, v.store_id, v.stock_on_hand AS stock_after, ' +
  'v.stock_reserved AS reserved_after';

async function recordMovements(
  em: EntityManager,
  rows: MovedRow[],
  sign: 1 | -1,
  reason: string,
  orderId: string,
  location?: LocationLevel,
): Promise<void> {
  for (const row of rows) {
    const stock = {
      storeId: row.store_id,
      productId: row.product_id,
      variantId: row.variant_id,
      sku: row.sku,
      onHand: row.stock_after,
      reserved: row.reserved_after,
    };
    await recordStockMovement(em, stock, sign * row.quantity, reason, orderId, location);
  }
}

/**
 * Payment succeeded: the reserved units leave the stock for good, allocated to the store's locations by its strategy
 * (each location's on-hand taken in this transaction, one ledger row per line and location). Repeating it changes
 * nothing.
 */
export async function commitStock(em: EntityManager, orderId: string): Promise<void> {
  const rows = await queryRows<MovedRow>(
    em,
    `WITH r AS (UPDATE stock_reservations SET status = 'committed', updated_at = now()
                 WHERE order_id = ? AND status = 'reserved' RETURNING variant_id, quantity)
     UPDATE variants v
        SET stock_on_hand = v.stock_on_hand - r.quantity, stock_reserved = v.stock_reserved - r.quantity,
            updated_at = now()
       FROM r WHERE v.id = r.variant_id RETURNING ${MOVED}, r.quantity`,
    [orderId],
  );
  if (rows.length === 0) return;
  const lines = rows.map((row) => ({ variantId: row.variant_id, quantity: row.quantity }));
  const allocations = await allocateOrder(em, rows[0].store_id, orderId, lines);
  const byVariant = new Map(rows.map((row) => [row.variant_id, row]));
  for (const allocation of allocations) {
    const row = byVariant.get(allocation.variantId) as MovedRow;
    await recordMovements(em, [{ ...row, quantity: allocation.quantity }], -1, 'order', orderId, {
      locationId: allocation.locationId,
      onHand: allocation.locationOnHand,
    });
  }
}

/** Checkout failed or a pending order was cancelled: the reservation goes back. Repeating it changes nothing. */
export async function releaseStock(em: EntityManager, orderId: string): Promise<void> {
  await execute(
    em,
    `WITH r AS (UPDATE stock_reservations SET status = 'released', updated_at = now()
                 WHERE order_id = ? AND status = 'reserved' RETURNING variant_id, quantity)
     UPDATE variants v SET stock_reserved = v.stock_reserved - r.quantity, updated_at = now()
       FROM r WHERE v.id = r.variant_id`,
    [orderId],
  );
}

/** Units of a paid order come back to the shelf (refund with restock, or cancellation). */
export const restock = (em: EntityManager, orderId: string, variantId: string, quantity: number, reason: string) =>
  moveOnHand(em, { orderId, variantId, quantity, direction: 1, reason });

/** Units that came back unsellable (a damaged return) leave the stock again, as their own ledger row. */
export const writeOff = (em: EntityManager, orderId: string, variantId: string, quantity: number, reason: string) =>
  moveOnHand(em, { orderId, variantId, quantity, direction: -1, reason });

/**
 * Units sent again in place of units lost or damaged in transit (a claim's replacement) leave the stock as their own
 * ledger row; fewer units on hand than asked for answers 409 insufficient_stock, and nothing moves.
 */
export const shipReplacement = (
  em: EntityManager,
  orderId: string,
  variantId: string,
  quantity: number,
  reason: string,
) => moveOnHand(em, { orderId, variantId, quantity, direction: -1, reason });

interface OnHandMove {
  orderId: string;
  variantId: string;
  quantity: number;
  direction: 1 | -1;
  reason: string;
}

/**
 * Moves a variant's on-hand stock by quantity units in the direction, with its ledger row: at the location the order
 * took most of the variant from, else at the store's default location.
 */
async function moveOnHand(em: EntityManager, { orderId, variantId, quantity, direction, reason }: OnHandMove) {
  if (quantity <= 0) return;
  const variant = await queryOne<{ store_id: string; location_id: string | null }>(
    em,
    sql`SELECT v.store_id, (SELECT a.location_id FROM stock_allocations a
                             WHERE a.order_id = ${orderId} AND a.variant_id = v.id
                             ORDER BY a.quantity DESC, a.location_id LIMIT 1) AS location_id
          FROM variants v WHERE v.id = ${variantId}`,
  );
  if (!variant) return;
  const location =
    (variant.location_id && (await lockLocationForStock(em, variant.store_id, variant.location_id))) ||
    (await lockDefaultLocation(em, variant.store_id));
  await moveLocationStock(em, {
    storeId: variant.store_id,
    variantId,
    location,
    delta: direction * quantity,
    reason,
    reference: orderId,
  });
}

/** The variants of the order whose reserved units were committed (left the stock when it was paid). */
export async function committedVariantsOfOrder(em: EntityManager, orderId: string): Promise<string[]> {
  const rows = await queryRows<Pick<EntityRow<typeof StockReservationSchema>, 'variant_id'>>(
    em,
    sql`SELECT variant_id FROM stock_reservations WHERE order_id = ${orderId} AND status = 'committed'`,
  );
  return rows.map((row) => row.variant_id);
}

/**
 * Units an order edit adds leave the stock of a paid order at once (no reservation: the order is paid), after a check
 * of what is available under the variant's row lock, so an edit never oversells; one ledger row (reason `reason`).
 */
export async function takeStockForOrder(
  em: EntityManager,
  orderId: string,
  line: StockLine,
  reason: string,
): Promise<void> {
  const row = await queryOne<{ available: number }>(
    em,
    sql`SELECT stock_on_hand - stock_reserved AS available FROM variants WHERE id = ${line.variantId} FOR UPDATE`,
  );
  const available = Number(row?.available ?? 0);
  if (available < line.quantity) throw outOfStock(line.productId, line.variantId, line.quantity, available);
  await moveOnHand(em, { orderId, variantId: line.variantId, quantity: line.quantity, direction: -1, reason });
}
