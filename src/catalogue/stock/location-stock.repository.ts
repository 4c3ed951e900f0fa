import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../../db/sql';
import { sql } from '../../db/sql-template';
import { DomainError } from '../../shared/errors';
import { recordStockMovement } from './stock-movements.repository';

/**
 * Stock per variant per location. `variants.stock_on_hand` stays the sum of on-hand over the locations that fulfil
 * online orders, written in the same transaction as every per-location change, so a checkout's reservation stays one
 * conditional UPDATE of one variant row (`stock.repository.ts`) and can never oversell across locations.
 *
 * Locks, always in this order so no two writers deadlock: the location row (FOR SHARE here, FOR NO KEY UPDATE by a
 * change of "fulfils online orders", which still lets a payment's allocations name the location), then the variant
 * row. The variant row serialises every change of that variant's stock
 * at every location; the location's share lock keeps a toggle from recomputing sums while a first unit lands there.
 */

export interface LocationRow {
  id: string;
  fulfils_online_orders: boolean;
  is_default: boolean;
}

/** The location of the store, share-locked for a stock change (undefined when the store has none by that id). */
export function lockLocationForStock(em: EntityManager, storeId: string, locationId: string) {
  return queryOne<LocationRow>(
    em,
    sql`SELECT id, fulfils_online_orders, is_default FROM stock_locations
         WHERE id = ${locationId} AND store_id = ${storeId} FOR SHARE`,
  );
}

/** The store's default location, share-locked like lockLocationForStock. */
export async function lockDefaultLocation(em: EntityManager, storeId: string): Promise<LocationRow> {
  const row = await queryOne<LocationRow>(
    em,
    sql`SELECT id, fulfils_online_orders, is_default FROM stock_locations
         WHERE store_id = ${storeId} AND is_default FOR SHARE`,
  );
  if (!row) throw new Error(`Store ${storeId} has no default location`);
  return row;
}

interface LockedStock {
  product_id: string;
  sku: string;
  stock_on_hand: number;
  stock_reserved: number;
  location_on_hand: number;
}

export interface LocationStockMove {
  storeId: string;
  variantId: string;
  location: LocationRow;
  /** Units in (positive) or out (negative); or `set` the location's on-hand; or `setSum`, the variant's sum
   * (only at a location that fulfils online orders, as the default one always does). */
  delta?: number;
  set?: number;
  setSum?: number;
  reason: string;
  reference?: string;
}

/**
 * Moves one variant's on-hand stock at one location (the location already share-locked), keeping the variant's sum
 * in step, with its ledger row and inventory.updated event. Never below zero at the location, never below what
 * checkouts reserved in the sum: either answers 409 `insufficient_stock`.
 */
export async function moveLocationStock(em: EntityManager, move: LocationStockMove) {
  const locked = await queryOne<LockedStock>(
    em,
    sql`SELECT v.product_id, v.sku, v.stock_on_hand, v.stock_reserved,
               coalesce((SELECT ls.on_hand FROM location_stock ls
                          WHERE ls.location_id = ${move.location.id} AND ls.variant_id = v.id), 0) AS location_on_hand
          FROM variants v WHERE v.id = ${move.variantId} AND v.store_id = ${move.storeId} FOR UPDATE OF v`,
  );
  if (!locked) throw new DomainError('resource_not_found', `Variant ${move.variantId} not found.`);
  const delta =
    move.setSum !== undefined
      ? move.setSum - locked.stock_on_hand
      : move.set !== undefined
        ? move.set - locked.location_on_hand
        : (move.delta ?? 0);
  const locationAfter = locked.location_on_hand + delta;
  const onHand = locked.stock_on_hand + (move.location.fulfils_online_orders ? delta : 0);
  if (locationAfter < 0 || onHand < locked.stock_reserved) {
    throw new DomainError(
      'insufficient_stock',
      locationAfter < 0
        ? `Location ${move.location.id} holds ${locked.location_on_hand} units of variant ${move.variantId}.`
        : `Stock cannot go below the ${locked.stock_reserved} units reserved by checkouts.`,
      {
        variantId: move.variantId,
        locationId: move.location.id,
        onHand: locked.stock_on_hand,
        locationOnHand: locked.location_on_hand,
        reserved: locked.stock_reserved,
        requested: move.setSum ?? move.set ?? locationAfter,
      },
    );
  }
  await execute(
    em,
    sql`INSERT INTO location_stock (location_id, variant_id, store_id, on_hand)
        VALUES (${move.location.id}, ${move.variantId}, ${move.storeId}, ${locationAfter})
        ON CONFLICT (location_id, variant_id) DO UPDATE SET on_hand = EXCLUDED.on_hand, updated_at = now()`,
  );
  if (onHand !== locked.stock_on_hand)
    await execute(
      em,
      sql`UPDATE variants SET stock_on_hand = ${onHand}, updated_at = now() WHERE id = ${move.variantId}`,
    );
  const stock = {
    storeId: move.storeId,
    productId: locked.product_id,
    variantId: move.variantId,
    sku: locked.sku,
    onHand,
    reserved: locked.stock_reserved,
  };
  return recordStockMovement(em, stock, delta, move.reason, move.reference, {
    locationId: move.location.id,
    onHand: locationAfter,
  });
}

/** One variant's on-hand at one location, for the rows written at product creation. */
export async function insertInitialLocationStock(
  em: EntityManager,
  storeId: string,
  variantId: string,
  onHand: number,
): Promise<{ locationId: string }> {
  const location = await lockDefaultLocation(em, storeId);
  await execute(
    em,
    sql`INSERT INTO location_stock (location_id, variant_id, store_id, on_hand)
        VALUES (${location.id}, ${variantId}, ${storeId}, ${onHand})`,
  );
  return { locationId: location.id };
}

/**
 * After a location starts or stops fulfilling online orders: each variant it holds gets its sum again, locked in id
 * order. Refused whole (409 `insufficient_stock`) when a sum would drop below what checkouts reserved.
 */
export async function refreshSumsAtLocation(em: EntityManager, locationId: string): Promise<void> {
  // Locked first, summed by the next statement: its snapshot then holds every change committed while it waited.
  const locked = await queryRows<{ id: string }>(
    em,
    sql`SELECT v.id FROM variants v
         WHERE v.id IN (SELECT variant_id FROM location_stock WHERE location_id = ${locationId})
         ORDER BY v.id FOR UPDATE`,
  );
  if (locked.length === 0) return;
  const rows = await queryRows<{ id: string; stock_reserved: number; sum: number }>(
    em,
    sql`SELECT v.id, v.stock_reserved,
               coalesce((SELECT sum(ls.on_hand) FROM location_stock ls
                           JOIN stock_locations l ON l.id = ls.location_id AND l.fulfils_online_orders
                          WHERE ls.variant_id = v.id), 0)::int AS sum
          FROM variants v WHERE v.id = ANY(${locked.map((row) => row.id)}::text[])`,
  );
  const short = rows.find((row) => row.sum < row.stock_reserved);
  if (short)
    throw new DomainError(
      'insufficient_stock',
      `Variant ${short.id} would have fewer units than the ${short.stock_reserved} checkouts reserved.`,
      { variantId: short.id, locationId, reserved: short.stock_reserved, onHand: short.sum },
    );
  await execute(
    em,
    sql`UPDATE variants v SET stock_on_hand = n.sum, updated_at = now()
          FROM unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.sum)}::int[]) AS n(id, sum)
         WHERE v.id = n.id AND v.stock_on_hand <> n.sum`,
  );
}

/** What each location holds of these variants (rows only where a level was ever written). */
export function locationLevelsOf(em: EntityManager, storeId: string, variantIds: string[]) {
  return queryRows<{ location_id: string; variant_id: string; on_hand: number }>(
    em,
    sql`SELECT location_id, variant_id, on_hand FROM location_stock
         WHERE store_id = ${storeId} AND variant_id = ANY(${variantIds}::text[])`,
  );
}
