import type { EntityManager } from '@mikro-orm/postgresql';
import type { CursorCodec, Page } from '../../shared/pagination';
import { fetchKeysetPage, newestFirst, SqlFilters, type PageRequest } from '../../db/keyset';
import { isoTimestamp } from '../../shared/timestamps';
import type { Store } from '../../stores/store.entity';
import type { EntityRow } from '../../db/entity-row';
import type { StockLedgerEntrySchema } from './stock-ledger-entry.entity';
import type { VariantSchema } from '../products/variant.entity';
import { checkFilterIds } from '../../shared/filter-ids';
import { findProductRow, variantInStore } from '../products/products.admin.repository';

export interface StockLedgerQuery extends PageRequest {
  productId?: string;
  variantId?: string;
  createdFrom?: string;
  createdTo?: string;
}

type StockLedgerRow = Pick<
  EntityRow<typeof StockLedgerEntrySchema>,
  | 'id'
  | 'variant_id'
  | 'delta'
  | 'stock_after'
  | 'reason'
  | 'reference'
  | 'created_at'
  | 'location_id'
  | 'location_stock_after'
> &
  Pick<EntityRow<typeof VariantSchema>, 'product_id' | 'sku'>;

function presentLedgerEntry(row: StockLedgerRow) {
  return {
    id: row.id,
    productId: row.product_id,
    variantId: row.variant_id,
    sku: row.sku,
    delta: row.delta,
    stockAfter: row.stock_after,
    reason: row.reason,
    reference: row.reference,
    locationId: row.location_id,
    locationStockAfter: row.location_stock_after,
    createdAt: isoTimestamp(row.created_at),
  };
}

export type StockLedgerEntryView = ReturnType<typeof presentLedgerEntry>;

/** The ledger's product and variant are the store's; `at` is where the filters are in the request. */
export const checkStockLedgerFilters = (
  em: EntityManager,
  storeId: string,
  query: Pick<StockLedgerQuery, 'productId' | 'variantId'>,
  at: string,
) =>
  checkFilterIds(
    {
      field: `${at}.productId`,
      what: 'product',
      id: query.productId,
      inStore: async (id) => Boolean(await findProductRow(em, storeId, id)),
    },
    {
      field: `${at}.variantId`,
      what: 'variant',
      id: query.variantId,
      inStore: (id) => variantInStore(em, storeId, id),
    },
  );

/** The store's stock ledger (every change of on-hand stock) newest first, filtered like the other lists. */
export async function listStockLedger(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  query: StockLedgerQuery,
): Promise<Page<StockLedgerEntryView>> {
  const filters = new SqlFilters('s.store_id = ?', store.id)
    .when(query.productId, 'v.product_id = ?', query.productId)
    .when(query.variantId, 's.variant_id = ?', query.variantId)
    .when(query.createdFrom, 's.created_at >= ?::timestamptz', query.createdFrom)
    .when(query.createdTo, 's.created_at < ?::timestamptz', query.createdTo);
  const { limit, cursor, ...filterValues } = query;
  return fetchKeysetPage<StockLedgerRow, StockLedgerEntryView>(
    em,
    cursors,
    {
      selectFrom:
        's.id, v.product_id, s.variant_id, v.sku, s.delta, s.stock_after, s.reason, s.reference, s.created_at, ' +
        's.location_id, s.location_stock_after ' +
        'FROM stock_ledger s JOIN variants v ON v.id = s.variant_id',
      filters,
      ...newestFirst('s'),
      page: { limit, cursor },
      fingerprint: `stockLedger:${JSON.stringify(filterValues)}`,
    },
    (rows) => rows.map(presentLedgerEntry),
  );
}
