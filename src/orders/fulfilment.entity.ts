import { defineEntity, p } from '@mikro-orm/core';

export const FulfilmentSchema = defineEntity({
  name: 'Fulfilment',
  tableName: 'fulfilments',
  properties: {
    id: p.text().primary(),
    orderId: p.text(),
    lines: p.json<unknown>().columnType('jsonb'),
    tracking: p.json<unknown>().columnType('jsonb').nullable(),
    notifyCustomer: p.boolean().defaultRaw('false'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    locationId: p.text().nullable(),
  },
  indexes: [{ name: 'fulfilments_order', properties: ['orderId', 'createdAt'] }],
});
