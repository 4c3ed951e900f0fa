import { defineEntity, p } from '@mikro-orm/core';

export const PaymentProviderSettingsSchema = defineEntity({
  name: 'PaymentProviderSettings',
  tableName: 'payment_provider_settings',
  properties: {
    storeId: p.text().primary(),
    provider: p.text(),
    credentials: p.json<unknown>().columnType('jsonb'),
    hints: p.json<unknown>().columnType('jsonb'),
    status: p.enum(['active', 'misconfigured']).defaultRaw("'active'::text"),
    statusReason: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
});
