import type { EntityManager } from '@mikro-orm/postgresql';
import type { CursorCodec, Page } from '../../shared/pagination';
import { fetchKeysetPage, SqlFilters, type PageRequest } from '../../db/keyset';
import type { Store } from '../../stores/store.entity';
import { checkFilterIds } from '../../shared/filter-ids';
import { findLocation } from './locations.repository';

export interface InventoryLevelsQuery extends PageRequest {
  locationId?: string;
}

interface LevelRow {
  handle: string;
  title: string;
  options: Array<{ name: string }>;
  option_values: Record<string, string>;
  sku: string;
  location: string;
  on_hand: number;
  available: number;
}

/**
 * A row of Shopify's inventory CSV (Products > Inventory > Export): the variant by its product's handle and options
 * and its SKU, the location by name, and what it holds. Shopify's column names, so a spreadsheet or another shop
 * reads the file as Shopify's; the import of that shape reads them back.
 */
function presentLevel(row: LevelRow) {
  const option = (i: number) => {
    const name = row.options[i]?.name;
    return [name ?? '', name ? (row.option_values[name] ?? '') : ''];
  };
  const [name1, value1] = option(0);
  const [name2, value2] = option(1);
  const [name3, value3] = option(2);
  return {
    Handle: row.handle,
    Title: row.title,
    'Option1 Name': name1,
    'Option1 Value': value1,
    'Option2 Name': name2,
    'Option2 Value': value2,
    'Option3 Name': name3,
    'Option3 Value': value3,
    SKU: row.sku,
    Location: row.location,
    Available: row.available,
    'On hand': row.on_hand,
  };
}

export type InventoryLevelView = ReturnType<typeof presentLevel>;

/** The location a filter names is the store's (404 otherwise, as the location's own operations answer). */
export const checkInventoryLevelFilters = (
  em: EntityManager,
  storeId: string,
  query: Pick<InventoryLevelsQuery, 'locationId'>,
  at: string,
) =>
  checkFilterIds({
    field: `${at}.locationId`,
    what: 'location',
    id: query.locationId,
    inStore: async (id) => Boolean(await findLocation(em, storeId, id)),
  });

/**
 * Every variant at every location of the store (zero where it holds none), by product, variant and location
 * priority. `Available` is what can be sold or picked up there: the location's on-hand, within the variant's
 * available stock (on-hand minus checkouts' reservations, which are per variant) where it ships online orders.
 */
export function listInventoryLevels(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  query: InventoryLevelsQuery,
): Promise<Page<InventoryLevelView>> {
  const filters = new SqlFilters('v.store_id = ?', store.id).when(query.locationId, 'l.id = ?', query.locationId);
  return fetchKeysetPage<LevelRow, InventoryLevelView>(
    em,
    cursors,
    {
      selectFrom:
        'p.handle, p.title, p.options, v.option_values, v.sku, l.name AS location, ' +
        'coalesce(ls.on_hand, 0) AS on_hand, ' +
        'CASE WHEN l.fulfils_online_orders ' +
        'THEN greatest(0, least(coalesce(ls.on_hand, 0), v.stock_on_hand - v.stock_reserved)) ' +
        'ELSE coalesce(ls.on_hand, 0) END AS available ' +
        'FROM variants v JOIN products p ON p.id = v.product_id ' +
        'JOIN stock_locations l ON l.store_id = v.store_id ' +
        'LEFT JOIN location_stock ls ON ls.location_id = l.id AND ls.variant_id = v.id',
      filters,
      keys: [
        { expr: 'p.handle', type: 'text' },
        { expr: 'v.position', type: 'integer' },
        { expr: 'v.id', type: 'text' },
        { expr: 'l.priority', type: 'integer' },
        { expr: 'l.id', type: 'text' },
      ],
      direction: 'asc',
      page: { limit: query.limit, cursor: query.cursor },
      fingerprint: `inventoryLevels:${query.locationId ?? ''}`,
    },
    (rows) => rows.map(presentLevel),
  );
}
