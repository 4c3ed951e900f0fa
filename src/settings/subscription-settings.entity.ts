import { defineEntity, p } from '@mikro-orm/core';

/** A store's subscription dunning settings (src/settings/subscription-settings.ts), one jsonb document. */
export const SubscriptionSettingsSchema = defineEntity({
  name: 'SubscriptionSettings',
  tableName: 'subscription_settings',
  properties: {
    storeId: p.text().primary(),
    settings: p.json<Record<string, unknown>>().columnType('jsonb'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
});
