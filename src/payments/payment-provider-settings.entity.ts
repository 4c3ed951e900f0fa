import { defineEntity, p } from '@mikro-orm/core';

export const PaymentProviderSettingsSchema = defineEntity({
  name: 'PaymentProviderSettings',
  tableName: 'payment_provider_settings',
  properties: {
    storeId: p.text().primary(),
    provider: p.text(),
    /** Sealed, by field. */
    credentials: p.json<Record<string, string>>().columnType('jsonb'),
    /** Masked, by field: what the settings API shows. */
    hints: p.json<Record<string, string>>().columnType('jsonb'),
    /** Stripe's `pk_…`: public by design (the widget's Payment Element needs it), so plain text. */
    publishableKey: p.text().nullable(),
    status: p.enum(['active', 'misconfigured']).defaultRaw("'active'::text"),
    statusReason: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
});
