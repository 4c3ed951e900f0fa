import { defineEntity, p } from '@mikro-orm/core';

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'refused',
  'in_transit',
  'received',
  'resolved',
  'expired',
  'cancelled',
] as const;

export const ReturnSchema = defineEntity({
  name: 'Return',
  tableName: 'returns',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    orderId: p.text(),
    orderNumber: p.bigint('string'),
    customerId: p.text().nullable(),
    email: p.text(),
    status: p.enum([...RETURN_STATUSES]),
    reason: p.text(),
    note: p.text().nullable(),
    staffMessage: p.text().nullable(),
    currency: p.text(),
    valueAmount: p.bigint('string'),
    resolution: p.json<Record<string, unknown>>().columnType('jsonb').nullable(),
    shipBy: p.datetime().columnType('timestamptz').nullable(),
    remindedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [
    {
      name: 'returns_store',
      expression: 'CREATE INDEX returns_store ON returns USING btree (store_id, created_at DESC, id DESC)',
    },
    { name: 'returns_order', properties: ['orderId'] },
    {
      name: 'returns_customer',
      expression:
        'CREATE INDEX returns_customer ON returns USING btree (store_id, customer_id, created_at DESC, id DESC)',
    },
  ],
});
