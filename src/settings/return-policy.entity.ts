import { defineEntity, p } from '@mikro-orm/core';

export const ReturnPolicySchema = defineEntity({
  name: 'ReturnPolicy',
  tableName: 'return_policies',
  properties: {
    storeId: p.text().primary(),
    policy: p.json<Record<string, unknown>>().columnType('jsonb'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
});
