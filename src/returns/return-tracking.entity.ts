import { defineEntity, p } from '@mikro-orm/core';

export const ReturnTrackingSchema = defineEntity({
  name: 'ReturnTracking',
  tableName: 'return_tracking',
  properties: {
    id: p.text().primary(),
    returnId: p.text(),
    kind: p.enum(['label', 'tracking']),
    carrier: p.text().nullable(),
    number: p.text().nullable(),
    url: p.text().nullable(),
    addedBy: p.enum(['customer', 'guest', 'staff']),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [{ name: 'return_tracking_return', properties: ['returnId', 'createdAt'] }],
  checks: [{ name: 'return_tracking_number_or_url', expression: '((number IS NOT NULL) OR (url IS NOT NULL))' }],
});
