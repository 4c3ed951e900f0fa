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
 * Allocates a paid order's lines to the store's locations, takes the units off those locations and records the
 * allocations, in one statement; answers them by line (in the order given), then location priority.
 * `single_location_first` picks the first location (by priority) that holds every line whole, so the order ships in
 * one parcel; otherwise (and for `priority`) each line takes from the locations in priority order. Only locations
 * that fulfil online orders count: their sum is what the checkout reserved against, so the units are always there.
 *
 * The caller holds the lines' variant rows locked (every writer of a variant's location stock takes that lock first),
 * and this statement begins after it took them, so the on-hand it reads is current and holds until the transaction
 * ends. It could not be one statement with the variants' update: a statement that waits for a row lock keeps the
 * snapshot it began with for every other row it reads, and would plan from a location's stock as it was before the
 * holder of the lock changed it (or without a location's first units, landed meanwhile).
 */
export async function allocateOrder(
  em: EntityManager,
  storeId: string,
  orderId: string,
  lines: AllocationLine[],
): Promise<Allocation[]> {
  const rows = await queryRows<{ variant_id: string; location_id: string | null; quantity: number; after: number }>(
    em,
    sql`WITH line AS (
          SELECT * FROM unnest(${lines.map((l) => l.variantId)}::text[], ${lines.map((l) => l.quantity)}::int[])
                   WITH ORDINALITY AS n(variant_id, quantity, position)),
        shelf AS (
          SELECT ls.variant_id, ls.location_id, ls.on_hand, l.priority
            FROM location_stock ls JOIN stock_locations l ON l.id = ls.location_id AND l.fulfils_online_orders
           WHERE ls.variant_id IN (SELECT variant_id FROM line) AND ls.on_hand > 0),
        single AS (
          SELECT s.location_id FROM shelf s JOIN line n ON n.variant_id = s.variant_id AND s.on_hand >= n.quantity
           WHERE (SELECT allocation_strategy FROM inventory_settings WHERE store_id = ${storeId})
                 = 'single_location_first'
           GROUP BY s.location_id, s.priority HAVING count(*) = (SELECT count(*) FROM line)
           ORDER BY s.priority, s.location_id LIMIT 1),
        -- Each line takes what is left of it after the locations before, from each location in turn.
        plan AS (
          SELECT s.variant_id, s.location_id, s.on_hand, n.position, s.priority,
                 least(s.on_hand, n.quantity - coalesce(sum(s.on_hand) OVER (
                   PARTITION BY s.variant_id ORDER BY s.priority, s.location_id
                   ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)) AS quantity
            FROM shelf s JOIN line n ON n.variant_id = s.variant_id
           WHERE NOT EXISTS (SELECT 1 FROM single) OR s.location_id = (SELECT location_id FROM single)),
        taken AS (SELECT * FROM plan WHERE quantity > 0),
        lacking AS (
          SELECT n.variant_id, n.position, n.quantity - coalesce(sum(t.quantity), 0) AS quantity
            FROM line n LEFT JOIN taken t ON t.variant_id = n.variant_id
           GROUP BY n.variant_id, n.position, n.quantity HAVING n.quantity > coalesce(sum(t.quantity), 0)),
        placed AS (
          UPDATE location_stock ls SET on_hand = ls.on_hand - t.quantity, updated_at = now()
            FROM taken t
           WHERE ls.location_id = t.location_id AND ls.variant_id = t.variant_id
             AND NOT EXISTS (SELECT 1 FROM lacking)),
        allocated AS (
          INSERT INTO stock_allocations (order_id, variant_id, location_id, store_id, quantity)
          SELECT ${orderId}, variant_id, location_id, ${storeId}, quantity FROM taken
           WHERE NOT EXISTS (SELECT 1 FROM lacking)
          ON CONFLICT (order_id, variant_id, location_id)
            DO UPDATE SET quantity = stock_allocations.quantity + EXCLUDED.quantity, updated_at = now())
        -- The allocations in the order they were planned, or else the first line that lacks units.
        SELECT variant_id, location_id, quantity::int, (on_hand - quantity)::int AS after, position, priority
          FROM taken WHERE NOT EXISTS (SELECT 1 FROM lacking)
        UNION ALL
        (SELECT variant_id, NULL, quantity::int, NULL, 0, 0 FROM lacking ORDER BY position LIMIT 1)
        ORDER BY position, priority, location_id`,
  );
  return rows.map((row) => {
    if (row.location_id === null)
      throw new Error(`Variant ${row.variant_id} lacks ${row.quantity} units at its locations`);
    return {
      variantId: row.variant_id,
      locationId: row.location_id,
      quantity: row.quantity,
      locationOnHand: row.after,
    };
  });
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
