import { defineEntity, p } from '@mikro-orm/core';

export const ORDER_EDIT_STATUSES = ['open', 'committed', 'cancelled'] as const;

export const OrderEditSchema = defineEntity({
  name: 'OrderEdit',
  tableName: 'order_edits',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    orderId: p.text(),
    status: p.enum([...ORDER_EDIT_STATUSES]),
    baseVersion: p.integer(),
    operations: p.json<unknown[]>().columnType('jsonb').defaultRaw("'[]'::jsonb"),
    createdBy: p.text(),
    result: p.json<Record<string, unknown>>().columnType('jsonb').nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    committedAt: p.datetime().columnType('timestamptz').nullable(),
  },
  indexes: [
    {
      name: 'order_edits_order',
      expression: 'CREATE INDEX order_edits_order ON order_edits USING btree (order_id, created_at DESC)',
    },
  ],
});
