import { defineEntity, p } from '@mikro-orm/core';

export const TestProviderCallSchema = defineEntity({
  name: 'TestProviderCall',
  tableName: 'test_provider_calls',
  properties: {
    idempotencyKey: p.text().primary(),
    operation: p.enum(['authorize', 'confirm', 'capture', 'void', 'refund']),
    paymentReference: p.text(),
    amount: p.bigint('string').defaultRaw('0'),
    currency: p.text().nullable(),
    result: p.json<unknown>().columnType('jsonb'),
    attempts: p.integer().defaultRaw('1'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [{ name: 'test_provider_calls_reference', properties: ['paymentReference', 'operation'] }],
});
