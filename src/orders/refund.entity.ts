import { defineEntity, p } from '@mikro-orm/core';

export const RefundSchema = defineEntity({
  name: 'Refund',
  tableName: 'refunds',
  properties: {
    id: p.text().primary(),
    orderId: p.text(),
    amount: p.bigint('string'),
    reason: p.text().nullable(),
    restock: p.boolean().defaultRaw('false'),
    includeShipping: p.boolean().defaultRaw('false'),
    lines: p.json<unknown>().columnType('jsonb').defaultRaw("'[]'::jsonb"),
    providerReference: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    shippingAmount: p.bigint('string').defaultRaw('0'),
  },
  indexes: [{ name: 'refunds_order', properties: ['orderId', 'createdAt'] }],
  checks: [{ name: 'refunds_amount_check', expression: '(amount > 0)' }],
});
