import { defineEntity, p } from '@mikro-orm/core';

export const StockLocationSchema = defineEntity({
  name: 'StockLocation',
  tableName: 'stock_locations',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    name: p.text(),
    kind: p.enum(['warehouse', 'shop', 'dropship']).defaultRaw("'warehouse'::text"),
    address: p.json<Record<string, string>>().columnType('jsonb').defaultRaw("'{}'::jsonb"),
    priority: p.integer().defaultRaw('0'),
    fulfilsOnlineOrders: p.boolean().defaultRaw('true'),
    isDefault: p.boolean().defaultRaw('false'),
    offersPickup: p.boolean().defaultRaw('false'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [
    {
      name: 'stock_locations_default',
      expression:
        'CREATE UNIQUE INDEX stock_locations_default ON stock_locations USING btree (store_id) WHERE is_default',
    },
    { name: 'stock_locations_store', properties: ['storeId', 'priority', 'id'] },
  ],
});

export const LocationStockSchema = defineEntity({
  name: 'LocationStock',
  tableName: 'location_stock',
  properties: {
    locationId: p.text().primary(),
    variantId: p.text().primary(),
    storeId: p.text(),
    onHand: p.integer().defaultRaw('0'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [
    { name: 'location_stock_variant', properties: ['variantId'] },
    { name: 'location_stock_store', properties: ['storeId'] },
  ],
  checks: [{ name: 'location_stock_on_hand_check', expression: '(on_hand >= 0)' }],
});

export const StockAllocationSchema = defineEntity({
  name: 'StockAllocation',
  tableName: 'stock_allocations',
  properties: {
    orderId: p.text().primary(),
    variantId: p.text().primary(),
    locationId: p.text().primary(),
    storeId: p.text(),
    quantity: p.integer(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    fulfilledQuantity: p.integer().defaultRaw('0'),
    closedAt: p.datetime().columnType('timestamptz').nullable(),
    returnedQuantity: p.integer().defaultRaw('0'),
  },
  indexes: [
    { name: 'stock_allocations_location', properties: ['locationId'] },
    { name: 'stock_allocations_store', properties: ['storeId'] },
    {
      name: 'stock_allocations_open',
      expression:
        'CREATE INDEX stock_allocations_open ON stock_allocations USING btree ' +
        '(location_id, created_at, order_id, variant_id) ' +
        'WHERE ((fulfilled_quantity < quantity) AND (closed_at IS NULL))',
    },
  ],
  checks: [
    { name: 'stock_allocations_quantity_check', expression: '(quantity >= 0)' },
    {
      name: 'stock_allocations_fulfilled',
      expression: '((fulfilled_quantity >= 0) AND (fulfilled_quantity <= quantity))',
    },
    {
      name: 'stock_allocations_returned',
      expression: '((returned_quantity >= 0) AND (returned_quantity <= fulfilled_quantity))',
    },
  ],
});

export const InventorySettingsSchema = defineEntity({
  name: 'InventorySettings',
  tableName: 'inventory_settings',
  properties: {
    storeId: p.text().primary(),
    allocationStrategy: p.enum(['priority', 'single_location_first']).defaultRaw("'priority'::text"),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
});

export const StockTransferSchema = defineEntity({
  name: 'StockTransfer',
  tableName: 'stock_transfers',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    fromLocationId: p.text(),
    toLocationId: p.text(),
    status: p.enum(['draft', 'in_transit', 'received']).defaultRaw("'draft'::text"),
    note: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    shippedAt: p.datetime().columnType('timestamptz').nullable(),
    receivedAt: p.datetime().columnType('timestamptz').nullable(),
  },
  indexes: [
    {
      name: 'stock_transfers_store',
      expression:
        'CREATE INDEX stock_transfers_store ON stock_transfers USING btree (store_id, created_at DESC, id DESC)',
    },
    { name: 'stock_transfers_from', properties: ['fromLocationId'] },
    { name: 'stock_transfers_to', properties: ['toLocationId'] },
  ],
  checks: [{ name: 'stock_transfers_check', expression: '(from_location_id <> to_location_id)' }],
});

export const StockTransferLineSchema = defineEntity({
  name: 'StockTransferLine',
  tableName: 'stock_transfer_lines',
  properties: {
    transferId: p.text().primary(),
    variantId: p.text().primary(),
    quantity: p.integer(),
    receivedQuantity: p.integer().defaultRaw('0'),
  },
  indexes: [{ name: 'stock_transfer_lines_variant', properties: ['variantId'] }],
  checks: [
    { name: 'stock_transfer_lines_quantity_check', expression: '(quantity > 0)' },
    {
      name: 'stock_transfer_lines_received',
      expression: '(((received_quantity >= 0) AND (received_quantity <= quantity)))',
    },
  ],
});
