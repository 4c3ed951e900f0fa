import { defineEntity, p } from '@mikro-orm/core';

export const StockLedgerEntrySchema = defineEntity({
  name: 'StockLedgerEntry',
  tableName: 'stock_ledger',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    variantId: p.text(),
    delta: p.integer(),
    stockAfter: p.integer(),
    reason: p.text(),
    reference: p.text().nullable(),
    locationId: p.text().nullable(),
    locationStockAfter: p.integer().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [
    {
      name: 'stock_ledger_store',
      expression: 'CREATE INDEX stock_ledger_store ON stock_ledger USING btree (store_id, created_at DESC, id DESC)',
    },
    {
      name: 'stock_ledger_variant',
      expression: 'CREATE INDEX stock_ledger_variant ON stock_ledger USING btree (variant_id, created_at DESC)',
    },
    {
      name: 'stock_ledger_location',
      expression:
        'CREATE INDEX stock_ledger_location ON stock_ledger USING btree (location_id, created_at DESC) ' +
        'WHERE (location_id IS NOT NULL)',
    },
  ],
});
