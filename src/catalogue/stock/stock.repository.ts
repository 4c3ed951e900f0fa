import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../../db/sql';
import { raw, sql } from '../../db/sql-template';
import type { EntityRow } from '../../db/entity-row';
import type { StockReservationSchema } from './stock-reservation.entity';
import type { VariantSchema } from '../products/variant.entity';
import { recordStockMovements } from './stock-movements.repository';
import {
  allocateOrder,
  allocationsToRestock,
  countAllocationReturned,
  releaseAllocation,
} from './stock-allocation.repository';
import {
  lockDefaultLocation,
  lockLocationForStock,
  moveLocationStock,
  type LocationRow,
} from './location-stock.repository';
import { DomainError } from '../../shared/errors';
import { recordEvent } from '../../events/outbox';
import { outOfStock } from '../../cart/out-of-stock';
import { STOCK_NOT_COUNTED } from '../stock-counted';

export interface StockLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/**
 * Reserves every line or none (call inside the order's transaction). Each conditional UPDATE locks the variant
 * row and re-checks availability after the lock, so concurrent checkouts can never oversell; lines go in
 * variant-id order so two carts never deadlock. A gift card whose stock the store does not count
 * (`products.gift_card_tracks_stock`) is mailed, not taken from a shelf: it is reserved nothing, so its payment takes
 * nothing and its failure releases nothing. The variant's `stock_on_hand` is the sum over the locations that
 * fulfil online orders (src/catalogue/stock/location-stock.repository.ts), so one row lock covers every location;
 * which location ships is decided on payment (commitStock).
 */
export async function reserveStock(em: EntityManager, orderId: string, lines: StockLine[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId))) {
    // The reservation row is written by the same statement, only when the variant had the units.
    const reserved = await execute(
      em,
      sql`WITH v AS (UPDATE variants SET stock_reserved = stock_reserved + ${line.quantity}, updated_at = now()
                      WHERE id = ${line.variantId} AND stock_on_hand - stock_reserved >= ${line.quantity}
                        AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = variants.product_id
                                                                   AND ${raw(STOCK_NOT_COUNTED)})
                      RETURNING id)
          INSERT INTO stock_reservations (order_id, variant_id, quantity, status)
          SELECT ${orderId}, v.id, ${line.quantity}, 'reserved' FROM v`,
    );
    if (reserved === 0) {
      const row = await queryOne<{ available: number; counted: boolean }>(
        em,
        `SELECT v.stock_on_hand - v.stock_reserved AS available, NOT (${STOCK_NOT_COUNTED}) AS counted
           FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ?`,
        [line.variantId],
      );
      if (row && !row.counted) continue;
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
  await allocateMoved(em, orderId, rows, 'order');
}

/**
 * Allocates the units that left the variants' sums (rows) to locations by the store's strategy, with a ledger row
 * and event per line and location: two statements for any number of lines.
 */
async function allocateMoved(em: EntityManager, orderId: string, rows: MovedRow[], reason: string) {
  if (rows.length === 0) return;
  const lines = rows.map((row) => ({ variantId: row.variant_id, quantity: row.quantity }));
  const allocations = await allocateOrder(em, rows[0].store_id, orderId, lines);
  const byVariant = new Map(rows.map((row) => [row.variant_id, row]));
  await recordStockMovements(
    em,
    allocations.map((allocation) => {
      const row = byVariant.get(allocation.variantId) as MovedRow;
      return {
        stock: {
          storeId: row.store_id,
          productId: row.product_id,
          variantId: row.variant_id,
          sku: row.sku,
          onHand: row.stock_after,
          reserved: row.reserved_after,
        },
        delta: -allocation.quantity,
        reason,
        reference: orderId,
        location: { locationId: allocation.locationId, onHand: allocation.locationOnHand },
      };
    }),
  );
}

/**
 * Checkout failed or a pending order was cancelled (a draft's link expired, say): the reservation goes back. The
 * units are available again, so each variant's `inventory.updated` is written in this transaction as for any stock
 * change (integrations mirror availability by it, and the outbox relay wakes the variant's back-in-stock alerts),
 * with `releasedQuantity` and no ledger entry: on-hand did not move. Repeating it changes nothing.
 */
export async function releaseStock(em: EntityManager, orderId: string): Promise<void> {
  const rows = await queryRows<MovedRow>(
    em,
    `WITH r AS (UPDATE stock_reservations SET status = 'released', updated_at = now()
                 WHERE order_id = ? AND status = 'reserved' RETURNING variant_id, quantity)
     UPDATE variants v SET stock_reserved = v.stock_reserved - r.quantity, updated_at = now()
       FROM r WHERE v.id = r.variant_id RETURNING ${MOVED}, r.quantity`,
    [orderId],
  );
  for (const row of [...rows].sort((a, b) => a.variant_id.localeCompare(b.variant_id))) {
    const onHand = Number(row.stock_after);
    const reserved = Number(row.reserved_after);
    await recordEvent(em, row.store_id, 'inventory.updated', {
      id: row.variant_id,
      productId: row.product_id,
      variantId: row.variant_id,
      sku: row.sku,
      onHand,
      reserved,
      available: onHand - reserved,
      releasedQuantity: Number(row.quantity),
      updatedAt: new Date().toISOString(),
    });
  }
}

/** Units of one variant at one location. */
export interface Placement {
  locationId: string;
  quantity: number;
}

/** Units of a paid order's variant coming back to the shelf. */
export interface UnitsBack {
  /** Never shipped: released from the order's open allocations, so they leave the pick lists and never ship. */
  unshipped: number;
  /** Shipped and come back: to the locations they shipped from, counted as returned there. */
  shipped: number;
}

/**
 * Splits `wanted` units over the rows, each giving at most `room(row)`, in the rows' order; what no row covers is
 * left over.
 */
function spread<T>(rows: T[], room: (row: T) => number, wanted: number) {
  const taken: Array<{ row: T; quantity: number }> = [];
  let left = wanted;
  for (const row of rows) {
    const take = Math.min(left, room(row));
    if (take <= 0) continue;
    taken.push({ row, quantity: take });
    left -= take;
  }
  return { taken, left };
}

/** Adds placements up per location, keeping the order in which each location first appears. */
function merged(placements: Placement[]): Placement[] {
  const byLocation = new Map<string, number>();
  for (const p of placements) byLocation.set(p.locationId, (byLocation.get(p.locationId) ?? 0) + p.quantity);
  return [...byLocation].map(([locationId, quantity]) => ({ locationId, quantity }));
}

/** The store's locations, share-locked in id order (before any variant row, as every stock writer takes them). */
async function lockLocations(em: EntityManager, storeId: string, ids: string[]) {
  const locked = new Map<string, LocationRow>();
  for (const id of [...new Set(ids)].sort()) {
    const location = await lockLocationForStock(em, storeId, id);
    if (location) locked.set(id, location);
  }
  return locked;
}

/**
 * Units of a paid order come back to the shelf (refund with restock, cancellation, an edit removing units, a return),
 * each at the location it came from: unshipped units are released from the order's open allocations (the allocation
 * shrinks, so the pick list no longer shows them), shipped units go back where they shipped from (the allocation
 * counts them returned, so no location gets back more than it shipped); allocations are taken lowest priority first,
 * the reverse of how they were filled. Units no allocation covers (an order paid before locations existed) go to the
 * default location. One ledger row per location. Answers where the units went.
 */
export async function restock(
  em: EntityManager,
  orderId: string,
  variantId: string,
  units: UnitsBack,
  reason: string,
): Promise<Placement[]> {
  if (units.unshipped + units.shipped <= 0) return [];
  const variant = await queryOne<{ store_id: string }>(em, sql`SELECT store_id FROM variants WHERE id = ${variantId}`);
  if (!variant) return [];
  const rows = await allocationsToRestock(em, orderId, variantId);
  const released = spread(
    rows.filter((row) => !row.closed),
    (row) => row.quantity - row.fulfilled_quantity,
    units.unshipped,
  );
  const returned = spread(rows, (row) => row.fulfilled_quantity - row.returned_quantity, units.shipped);
  const uncovered = released.left + returned.left;
  const locations = await lockLocations(
    em,
    variant.store_id,
    [...released.taken, ...returned.taken].map((t) => t.row.location_id),
  );
  const fallback = uncovered > 0 ? await lockDefaultLocation(em, variant.store_id) : undefined;
  const placements = merged([
    ...[...released.taken, ...returned.taken].map((t) => ({ locationId: t.row.location_id, quantity: t.quantity })),
    ...(fallback ? [{ locationId: fallback.id, quantity: uncovered }] : []),
  ]);
  for (const placement of placements) {
    await moveLocationStock(em, {
      storeId: variant.store_id,
      variantId,
      location: (locations.get(placement.locationId) ?? fallback) as LocationRow,
      delta: placement.quantity,
      reason,
      reference: orderId,
    });
  }
  for (const t of released.taken) await releaseAllocation(em, orderId, variantId, t.row.location_id, t.quantity);
  for (const t of returned.taken) await countAllocationReturned(em, orderId, variantId, t.row.location_id, t.quantity);
  return placements;
}

/**
 * Units that came back unsellable (a damaged return) leave the stock again, as their own ledger rows, from where the
 * return put them (`from`, what restock answered), so a write-off never lands on a location that received nothing.
 */
export async function writeOff(
  em: EntityManager,
  orderId: string,
  variantId: string,
  quantity: number,
  reason: string,
  from: Placement[],
): Promise<void> {
  const { taken, left } = spread(from, (p) => p.quantity, quantity);
  if (left > 0) throw new Error(`Write-off of ${quantity} units of ${variantId} exceeds the ${quantity - left} back`);
  const variant = await queryOne<{ store_id: string }>(em, sql`SELECT store_id FROM variants WHERE id = ${variantId}`);
  if (!variant) return;
  const locations = await lockLocations(
    em,
    variant.store_id,
    taken.map((t) => t.row.locationId),
  );
  for (const t of taken)
    await moveLocationStock(em, {
      storeId: variant.store_id,
      variantId,
      location: locations.get(t.row.locationId) as LocationRow,
      delta: -t.quantity,
      reason,
      reference: orderId,
    });
}

interface ShelfOfReplacement {
  location_id: string;
  variant_id: string;
  on_hand: number;
  allocated: boolean;
}

/**
 * Units sent again in place of units lost or damaged in transit (a claim's replacement) leave the stock as their own
 * ledger rows, all from one location so they ship in one parcel: the first that holds every line whole among those
 * the order's allocations name, then the locations that fulfil online orders, by priority. Answers the location; when
 * none holds them all, 409 insufficient_stock and nothing moves.
 */
export async function shipReplacement(
  em: EntityManager,
  orderId: string,
  units: Array<{ variantId: string; quantity: number }>,
  reason: string,
): Promise<string> {
  // Two claimed lines of one variant need their units together.
  const byVariant = new Map<string, number>();
  for (const line of units) byVariant.set(line.variantId, (byVariant.get(line.variantId) ?? 0) + line.quantity);
  const lines = [...byVariant].map(([variantId, quantity]) => ({ variantId, quantity }));
  const variantIds = lines.map((l) => l.variantId);
  const variant = await queryOne<{ store_id: string }>(
    em,
    sql`SELECT store_id FROM variants WHERE id = ${variantIds[0] ?? ''}`,
  );
  const shelves = await queryRows<ShelfOfReplacement>(
    em,
    sql`SELECT * FROM (
          SELECT ls.location_id, ls.variant_id, ls.on_hand, l.priority, l.fulfils_online_orders,
                 EXISTS (SELECT 1 FROM stock_allocations a
                          WHERE a.order_id = ${orderId} AND a.location_id = ls.location_id
                            AND a.variant_id = ANY(${variantIds}::text[])) AS allocated
            FROM location_stock ls JOIN stock_locations l ON l.id = ls.location_id
           WHERE ls.variant_id = ANY(${variantIds}::text[])) s
         WHERE s.allocated OR s.fulfils_online_orders
         ORDER BY s.allocated DESC, s.priority, s.location_id`,
  );
  const onHand = new Map(shelves.map((s) => [`${s.location_id} ${s.variant_id}`, s.on_hand]));
  const chosen = [...new Set(shelves.map((s) => s.location_id))].find((locationId) =>
    lines.every((line) => (onHand.get(`${locationId} ${line.variantId}`) ?? 0) >= line.quantity),
  );
  const location = variant && chosen ? await lockLocationForStock(em, variant.store_id, chosen) : undefined;
  if (!variant || !location)
    throw new DomainError('insufficient_stock', 'No location holds every unit of the replacement.', {
      lines: lines.map((line) => ({ variantId: line.variantId, requested: line.quantity })),
    });
  for (const line of [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId)))
    await moveLocationStock(em, {
      storeId: variant.store_id,
      variantId: line.variantId,
      location,
      delta: -line.quantity,
      reason,
      reference: orderId,
    });
  return location.id;
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
 * of what is available under each variant's row lock (variant order, as checkouts take them), so an edit never
 * oversells; they are allocated by the store's strategy as at payment, one ledger row per line and location.
 */
export async function takeStockForOrder(
  em: EntityManager,
  orderId: string,
  lines: StockLine[],
  reason: string,
): Promise<void> {
  const moved: MovedRow[] = [];
  for (const line of [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId))) {
    if (line.quantity <= 0) continue;
    const row = await queryOne<{ available: number }>(
      em,
      sql`SELECT stock_on_hand - stock_reserved AS available FROM variants WHERE id = ${line.variantId} FOR UPDATE`,
    );
    const available = Number(row?.available ?? 0);
    if (available < line.quantity) throw outOfStock(line.productId, line.variantId, line.quantity, available);
    const taken = await queryOne<MovedRow>(
      em,
      sql`UPDATE variants v SET stock_on_hand = v.stock_on_hand - ${line.quantity}, updated_at = now()
           WHERE v.id = ${line.variantId} RETURNING ${raw(MOVED)}, ${line.quantity}::int AS quantity`,
    );
    if (taken) moved.push(taken);
    // Committed at once (the order is paid): the row its allocations hang on, and what a cancellation puts back.
    await execute(
      em,
      sql`INSERT INTO stock_reservations (order_id, variant_id, quantity, status)
          VALUES (${orderId}, ${line.variantId}, ${line.quantity}, 'committed')
          ON CONFLICT (order_id, variant_id)
            DO UPDATE SET quantity = stock_reservations.quantity + EXCLUDED.quantity, updated_at = now()`,
    );
  }
  await allocateMoved(em, orderId, moved, reason);
}
