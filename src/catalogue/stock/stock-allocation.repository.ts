import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../../db/sql';
import { sql } from '../../db/sql-template';

export type AllocationStrategy = 'priority' | 'single_location_first';

export interface AllocationLine {
  variantId: string;
  quantity: number;
}

export interface Allocation {
  variantId: string;
  locationId: string;
  quantity: number;
  /** The location's on-hand of the variant after the allocation took its units. */
  locationOnHand: number;
}

interface Shelf {
  variant_id: string;
  location_id: string;
  on_hand: number;
}

export async function allocationStrategyOf(em: EntityManager, storeId: string): Promise<AllocationStrategy> {
  const row = await queryOne<{ allocation_strategy: AllocationStrategy }>(
    em,
    sql`SELECT allocation_strategy FROM inventory_settings WHERE store_id = ${storeId}`,
  );
  return row?.allocation_strategy ?? 'priority';
}

export async function saveAllocationStrategy(em: EntityManager, storeId: string, strategy: AllocationStrategy) {
  await execute(
    em,
    sql`INSERT INTO inventory_settings (store_id, allocation_strategy) VALUES (${storeId}, ${strategy})
        ON CONFLICT (store_id) DO UPDATE SET allocation_strategy = EXCLUDED.allocation_strategy, updated_at = now()`,
  );
}

/**
 * Which locations ship which units: `single_location_first` picks the first location (by priority) that holds every
 * line whole, so the order ships in one parcel; otherwise (and for `priority`) each line takes from the locations in
 * priority order. Only locations that fulfil online orders count: their sum is what the checkout reserved against,
 * so the units are always there.
 */
function planAllocation(strategy: AllocationStrategy, lines: AllocationLine[], shelves: Shelf[]) {
  const locations = [...new Set(shelves.map((s) => s.location_id))];
  const onHand = new Map(shelves.map((s) => [`${s.location_id} ${s.variant_id}`, s.on_hand]));
  const at = (locationId: string, variantId: string) => onHand.get(`${locationId} ${variantId}`) ?? 0;
  const single =
    strategy === 'single_location_first'
      ? locations.find((locationId) => lines.every((line) => at(locationId, line.variantId) >= line.quantity))
      : undefined;
  const allocations: Allocation[] = [];
  for (const line of lines) {
    let remaining = line.quantity;
    for (const locationId of single ? [single] : locations) {
      const take = Math.min(remaining, at(locationId, line.variantId));
      if (take <= 0) continue;
      allocations.push({
        variantId: line.variantId,
        locationId,
        quantity: take,
        locationOnHand: at(locationId, line.variantId) - take,
      });
      remaining -= take;
      if (remaining === 0) break;
    }
    if (remaining > 0) throw new Error(`Variant ${line.variantId} lacks ${remaining} units at its locations`);
  }
  return allocations;
}

/**
 * Allocates a paid order's lines to the store's locations (its variant rows already locked by the caller, so the
 * on-hand read here holds until the transaction ends), takes the units off those locations and records the
 * allocations.
 */
export async function allocateOrder(
  em: EntityManager,
  storeId: string,
  orderId: string,
  lines: AllocationLine[],
): Promise<Allocation[]> {
  const shelves = await queryRows<Shelf>(
    em,
    sql`SELECT ls.variant_id, ls.location_id, ls.on_hand
          FROM location_stock ls JOIN stock_locations l ON l.id = ls.location_id AND l.fulfils_online_orders
         WHERE ls.variant_id = ANY(${lines.map((l) => l.variantId)}::text[]) AND ls.on_hand > 0
         ORDER BY l.priority, l.id`,
  );
  const allocations = planAllocation(await allocationStrategyOf(em, storeId), lines, shelves);
  await writeAllocations(em, storeId, orderId, allocations);
  return allocations;
}

async function writeAllocations(em: EntityManager, storeId: string, orderId: string, allocations: Allocation[]) {
  const columns = sql`unnest(${allocations.map((a) => a.variantId)}::text[],
                             ${allocations.map((a) => a.locationId)}::text[],
                             ${allocations.map((a) => a.quantity)}::int[]) AS n(variant_id, location_id, quantity)`;
  await execute(
    em,
    sql`UPDATE location_stock ls SET on_hand = ls.on_hand - n.quantity, updated_at = now()
          FROM ${columns} WHERE ls.location_id = n.location_id AND ls.variant_id = n.variant_id`,
  );
  await execute(
    em,
    sql`INSERT INTO stock_allocations (order_id, variant_id, location_id, store_id, quantity)
        SELECT ${orderId}, variant_id, location_id, ${storeId}, quantity FROM ${columns}
        ON CONFLICT (order_id, variant_id, location_id)
          DO UPDATE SET quantity = stock_allocations.quantity + EXCLUDED.quantity, updated_at = now()`,
  );
}

export interface AllocationRow {
  order_id: string;
  variant_id: string;
  location_id: string;
  quantity: number;
  fulfilled_quantity: number;
  location_priority: number;
}

/** The order's allocations holding units, by variant then location priority (emptied ones are history only). */
export function allocationsOfOrder(em: EntityManager, orderId: string) {
  return queryRows<AllocationRow>(
    em,
    sql`SELECT a.order_id, a.variant_id, a.location_id, a.quantity, a.fulfilled_quantity,
               l.priority AS location_priority
          FROM stock_allocations a JOIN stock_locations l ON l.id = a.location_id
         WHERE a.order_id = ${orderId} AND a.quantity > 0 ORDER BY a.variant_id, l.priority, l.id`,
  );
}

/**
 * Counts units of the order's allocations as shipped (the caller holds the order's row lock). The CHECK on the table
 * refuses more than was allocated, so a plan computed from a stale read cannot ship a unit twice.
 */
export async function markAllocationsFulfilled(
  em: EntityManager,
  orderId: string,
  shipped: Array<{ variantId: string; locationId: string; quantity: number }>,
) {
  if (shipped.length === 0) return;
  await execute(
    em,
    sql`UPDATE stock_allocations a SET fulfilled_quantity = a.fulfilled_quantity + n.quantity, updated_at = now()
          FROM unnest(${shipped.map((s) => s.variantId)}::text[], ${shipped.map((s) => s.locationId)}::text[],
                      ${shipped.map((s) => s.quantity)}::int[]) AS n(variant_id, location_id, quantity)
         WHERE a.order_id = ${orderId} AND a.variant_id = n.variant_id AND a.location_id = n.location_id`,
  );
}

export interface RestockAllocationRow {
  location_id: string;
  quantity: number;
  fulfilled_quantity: number;
  returned_quantity: number;
  closed: boolean;
}

/**
 * The order's allocations of a variant in the order units go back to them: lowest priority first, the reverse of the
 * order allocation filled them (so what stays allocated is where the store would ship from first). Locked, so two
 * restocks of one order never count one unit twice.
 */
export function allocationsToRestock(em: EntityManager, orderId: string, variantId: string) {
  return queryRows<RestockAllocationRow>(
    em,
    sql`SELECT a.location_id, a.quantity, a.fulfilled_quantity, a.returned_quantity, a.closed_at IS NOT NULL AS closed
          FROM stock_allocations a JOIN stock_locations l ON l.id = a.location_id
         WHERE a.order_id = ${orderId} AND a.variant_id = ${variantId}
         ORDER BY l.priority DESC, l.id DESC FOR UPDATE OF a`,
  );
}

/** Unshipped units of an allocation went back on its location's shelf: it shrinks (to zero, kept as history). */
export async function releaseAllocation(
  em: EntityManager,
  orderId: string,
  variantId: string,
  locationId: string,
  quantity: number,
) {
  await execute(
    em,
    sql`UPDATE stock_allocations SET quantity = quantity - ${quantity}, updated_at = now()
         WHERE order_id = ${orderId} AND variant_id = ${variantId} AND location_id = ${locationId}`,
  );
}

/** Shipped units of an allocation came back to its location (the CHECK refuses more than shipped). */
export async function countAllocationReturned(
  em: EntityManager,
  orderId: string,
  variantId: string,
  locationId: string,
  quantity: number,
) {
  await execute(
    em,
    sql`UPDATE stock_allocations SET returned_quantity = returned_quantity + ${quantity}, updated_at = now()
         WHERE order_id = ${orderId} AND variant_id = ${variantId} AND location_id = ${locationId}`,
  );
}

/** A cancelled order's allocations leave the pick lists (their units went back on the shelf). */
export async function closeAllocations(em: EntityManager, orderId: string) {
  await execute(
    em,
    sql`UPDATE stock_allocations SET closed_at = now() WHERE order_id = ${orderId} AND closed_at IS NULL`,
  );
}

export interface OpenAllocationRow {
  order_id: string;
  variant_id: string;
  open: number;
  /** created_at as text, so a page's cursor keeps its microseconds. */
  created_key: string;
}

/**
 * A location's allocations with units still to ship, oldest first, a page at a time (keyset on created_at, order,
 * variant): the rows of its pick list before the orders domain names them.
 */
export function openAllocationsAt(
  em: EntityManager,
  locationId: string,
  page: { after?: { createdAt: string; orderId: string; variantId: string }; limit: number },
) {
  const after = page.after
    ? sql`AND (created_at, order_id, variant_id) > (${page.after.createdAt}::timestamptz, ${page.after.orderId},
                                                     ${page.after.variantId})`
    : sql``;
  return queryRows<OpenAllocationRow>(
    em,
    sql`SELECT order_id, variant_id, quantity - fulfilled_quantity AS open, created_at::text AS created_key
          FROM stock_allocations
         WHERE location_id = ${locationId} AND fulfilled_quantity < quantity AND closed_at IS NULL ${after}
         ORDER BY created_at, order_id, variant_id LIMIT ${page.limit}`,
  );
}

/** Moves units of an allocation from one location to another (the locations' stock is the caller's to move). */
export async function moveAllocation(
  em: EntityManager,
  move: { storeId: string; orderId: string; variantId: string; from: string; to: string; quantity: number },
) {
  const from = sql`order_id = ${move.orderId} AND variant_id = ${move.variantId} AND location_id = ${move.from}`;
  // Deleted when all of it moves, else reduced: in this order, so a reduced row is never taken for an emptied one.
  const deleted = await execute(em, sql`DELETE FROM stock_allocations WHERE ${from} AND quantity = ${move.quantity}`);
  if (deleted === 0)
    await execute(
      em,
      sql`UPDATE stock_allocations SET quantity = quantity - ${move.quantity}, updated_at = now()
           WHERE ${from} AND quantity > ${move.quantity}`,
    );
  await execute(
    em,
    sql`INSERT INTO stock_allocations (order_id, variant_id, location_id, store_id, quantity)
        VALUES (${move.orderId}, ${move.variantId}, ${move.to}, ${move.storeId}, ${move.quantity})
        ON CONFLICT (order_id, variant_id, location_id)
          DO UPDATE SET quantity = stock_allocations.quantity + EXCLUDED.quantity, updated_at = now()`,
  );
}
