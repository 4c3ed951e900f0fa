import { defineEntity, p } from '@mikro-orm/core';

export const StockReservationSchema = defineEntity({
  name: 'StockReservation',
  tableName: 'stock_reservations',
  properties: {
    orderId: p.text().primary(),
    variantId: p.text().primary(),
    quantity: p.integer(),
    status: p.enum(['reserved', 'committed', 'released']),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [
    {
      name: 'stock_reservations_variant',
      expression:
        'CREATE INDEX stock_reservations_variant ON stock_reservations USING btree (variant_id) ' +
        "WHERE (status = 'reserved'::text)",
    },
  ],
  checks: [{ name: 'stock_reservations_quantity_check', expression: '(quantity > 0)' }],
});
