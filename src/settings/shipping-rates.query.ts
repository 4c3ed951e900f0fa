import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows } from '../db/sql';
import { sql } from '../db/sql-template';
import type { EntityRow } from '../db/entity-row';
import type { ShippingOptionSchema } from './shipping-option.entity';

export type ShippingOptionRow = Pick<
  EntityRow<typeof ShippingOptionSchema>,
  'id' | 'name' | 'kind' | 'prices' | 'free_over' | 'weight_tiers' | 'delivery_min_days' | 'delivery_max_days'
>;

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
    sql`SELECT 1 FROM shipping_zones WHERE store_id = ${storeId} AND countries @> ARRAY[upper(${country})]::text[]
      LIMIT 1`,
  );
  return rows.length > 0;
}
