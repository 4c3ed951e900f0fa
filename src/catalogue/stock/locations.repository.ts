import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../../db/sql';
import { sql } from '../../db/sql-template';
import type { EntityRow } from '../../db/entity-row';
import type { StockLocationSchema } from './stock-location.entity';

export type LocationColumns = EntityRow<typeof StockLocationSchema>;

export interface LocationValues {
  name: string;
  kind: string;
  address: Record<string, string>;
  priority: number;
  fulfilsOnlineOrders: boolean;
  offersPickup: boolean;
}

const COLUMNS = sql`id, name, kind, address, priority, fulfils_online_orders, offers_pickup, is_default, created_at,
                     updated_at`;

export function listLocations(em: EntityManager, storeId: string) {
  return queryRows<LocationColumns>(
    em,
    sql`SELECT ${COLUMNS} FROM stock_locations WHERE store_id = ${storeId} ORDER BY priority, id`,
  );
}

/**
 * The store's location, locked with `lock`: for a change of its columns, a lock that still lets a paid order's
 * allocations name it (their foreign key share-locks the location's key, which FOR UPDATE refuses: a change that then
 * waited for a variant the payment held deadlocked with it), or for its deletion, one that refuses them.
 */
export function findLocation(em: EntityManager, storeId: string, id: string, lock?: 'change' | 'delete') {
  const locking = { change: sql`FOR NO KEY UPDATE`, delete: sql`FOR UPDATE` };
  return queryOne<LocationColumns>(
    em,
    sql`SELECT ${COLUMNS} FROM stock_locations WHERE id = ${id} AND store_id = ${storeId}
        ${lock ? locking[lock] : sql``}`,
  );
}

export function insertLocation(em: EntityManager, storeId: string, id: string, values: LocationValues) {
  return queryOne<LocationColumns>(
    em,
    sql`INSERT INTO stock_locations (id, store_id, name, kind, address, priority, fulfils_online_orders, offers_pickup)
        VALUES (${id}, ${storeId}, ${values.name}, ${values.kind}, ${JSON.stringify(values.address)}::jsonb,
                ${values.priority}, ${values.fulfilsOnlineOrders}, ${values.offersPickup})
        RETURNING ${COLUMNS}`,
  ) as Promise<LocationColumns>;
}

export function updateLocationRow(em: EntityManager, id: string, values: LocationValues) {
  return queryOne<LocationColumns>(
    em,
    sql`UPDATE stock_locations
           SET name = ${values.name}, kind = ${values.kind}, address = ${JSON.stringify(values.address)}::jsonb,
               priority = ${values.priority}, fulfils_online_orders = ${values.fulfilsOnlineOrders},
               offers_pickup = ${values.offersPickup}, updated_at = now()
         WHERE id = ${id} RETURNING ${COLUMNS}`,
  ) as Promise<LocationColumns>;
}

/** Makes the location the store's default one (the former default is locked by the caller's FOR UPDATE). */
export async function makeDefaultLocation(em: EntityManager, storeId: string, id: string): Promise<void> {
  await execute(
    em,
    sql`UPDATE stock_locations SET is_default = false, updated_at = now() WHERE store_id = ${storeId} AND is_default`,
  );
  await execute(em, sql`UPDATE stock_locations SET is_default = true, updated_at = now() WHERE id = ${id}`);
}

/** Whether stock, an allocation or a transfer still names the location. */
export async function locationInUse(em: EntityManager, id: string): Promise<boolean> {
  const row = await queryOne<{ used: boolean }>(
    em,
    sql`SELECT EXISTS (SELECT 1 FROM location_stock WHERE location_id = ${id} AND on_hand > 0)
            OR EXISTS (SELECT 1 FROM stock_allocations WHERE location_id = ${id})
            OR EXISTS (SELECT 1 FROM stock_transfers WHERE from_location_id = ${id} OR to_location_id = ${id})
            AS used`,
  );
  return Boolean(row?.used);
}

export async function deleteLocationRow(em: EntityManager, id: string): Promise<void> {
  await execute(em, sql`DELETE FROM stock_locations WHERE id = ${id}`);
}

export interface PickupShelf {
  location_id: string;
  name: string;
  address: Record<string, string>;
  variant_id: string;
  /** What a shopper can pick up: the location's on-hand, within the variant's available stock when it ships online. */
  available: number;
}

/**
 * The store's pickup locations with what they hold of the product's variants, by priority. Reservations are kept per
 * variant, not per location, so a location that fulfils online orders shows no more than the variant's available
 * stock; a shop floor that does not ship online keeps its on-hand to itself.
 */
export function pickupShelves(em: EntityManager, storeId: string, productId: string) {
  return queryRows<PickupShelf>(
    em,
    sql`SELECT l.id AS location_id, l.name, l.address, v.id AS variant_id,
               CASE WHEN l.fulfils_online_orders
                    THEN greatest(0, least(ls.on_hand, v.stock_on_hand - v.stock_reserved))
                    ELSE ls.on_hand END AS available
          FROM stock_locations l
          JOIN location_stock ls ON ls.location_id = l.id
          JOIN variants v ON v.id = ls.variant_id AND v.product_id = ${productId} AND v.store_id = ${storeId}
         WHERE l.store_id = ${storeId} AND l.offers_pickup AND ls.on_hand > 0
         ORDER BY l.priority, l.id, v.position, v.id`,
  );
}
