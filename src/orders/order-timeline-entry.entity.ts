import { defineEntity, p } from '@mikro-orm/core';

export const OrderTimelineEntrySchema = defineEntity({
  name: 'OrderTimelineEntry',
  tableName: 'order_timeline',
  properties: {
    id: p.text().primary(),
    orderId: p.text(),
    type: p.text(),
    actor: p.text(),
    message: p.text(),
    data: p.json<unknown>().columnType('jsonb').defaultRaw("'{}'::jsonb"),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [{ name: 'order_timeline_order', properties: ['orderId', 'createdAt', 'id'] }],
});
