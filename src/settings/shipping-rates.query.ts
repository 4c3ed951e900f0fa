import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows } from '../db/sql';
import { sql } from '../db/sql-template';

export interface ShippingOptionRow {
  id: string;
  name: string;
  kind: 'flat' | 'free_over' | 'weight';
  prices: Record<string, number>;
  free_over: Record<string, number> | null;
  weight_tiers: Array<{ upToGrams: number; prices: Record<string, number> }> | null;
  delivery_min_days: number | null;
  delivery_max_days: number | null;
}

/** Every active option of the zones that ship to this country, in the store's order. */
export const listActiveShippingOptions = (em: EntityManager, storeId: string, country: string) =>
  queryRows<ShippingOptionRow>(
    em,
    sql`SELECT o.id, o.name, o.kind, o.prices, o.free_over, o.weight_tiers, o.delivery_min_days, o.delivery_max_days
          FROM shipping_options o JOIN shipping_zones z ON z.id = o.zone_id
         WHERE o.store_id = ${storeId} AND o.active AND z.countries @> ARRAY[upper(${country})]::text[]
         ORDER BY z.created_at, z.id, o.position, o.id`,
  );

/** Whether any zone of the store ships to this country (a store without zones ships nowhere). */
export async function shipsTo(em: EntityManager, storeId: string, country: string): Promise<boolean> {
  const rows = await queryRows(
    em,
    sql`SELECT 1 FROM shipping_zones WHERE store_id = ${storeId} AND countries @> ARRAY[upper(${country})]::text[] LIMIT 1`,
  );
  return rows.length > 0;
}
