import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';
import type { EntityRow } from '../db/entity-row';
import type { StockLocationSchema } from './stock-location.entity';

export type LocationColumns = EntityRow<typeof StockLocationSchema>;

export interface LocationValues {
  name: string;
  kind: string;
  address: Record<string, string>;
  priority: number;
  fulfilsOnlineOrders: boolean;
}

const COLUMNS = sql`id, name, kind, address, priority, fulfils_online_orders, is_default, created_at, updated_at`;

export function listLocations(em: EntityManager, storeId: string) {
  return queryRows<LocationColumns>(
    em,
    sql`SELECT ${COLUMNS} FROM stock_locations WHERE store_id = ${storeId} ORDER BY priority, id`,
  );
}

/** The store's location (locked for a change with `lock`). */
export function findLocation(em: EntityManager, storeId: string, id: string, lock = false) {
  return queryOne<LocationColumns>(
    em,
    sql`SELECT ${COLUMNS} FROM stock_locations WHERE id = ${id} AND store_id = ${storeId}
        ${lock ? sql`FOR UPDATE` : sql``}`,
  );
}

export function insertLocation(em: EntityManager, storeId: string, id: string, values: LocationValues) {
  return queryOne<LocationColumns>(
    em,
    sql`INSERT INTO stock_locations (id, store_id, name, kind, address, priority, fulfils_online_orders)
        VALUES (${id}, ${storeId}, ${values.name}, ${values.kind}, ${JSON.stringify(values.address)}::jsonb,
                ${values.priority}, ${values.fulfilsOnlineOrders})
        RETURNING ${COLUMNS}`,
  ) as Promise<LocationColumns>;
}

export function updateLocationRow(em: EntityManager, id: string, values: LocationValues) {
  return queryOne<LocationColumns>(
    em,
    sql`UPDATE stock_locations
           SET name = ${values.name}, kind = ${values.kind}, address = ${JSON.stringify(values.address)}::jsonb,
               priority = ${values.priority}, fulfils_online_orders = ${values.fulfilsOnlineOrders}, updated_at = now()
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
