import { defineEntity, p } from '@mikro-orm/core';

export const ProviderEventSchema = defineEntity({
  name: 'ProviderEvent',
  tableName: 'provider_events',
  properties: {
    provider: p.text().primary(),
    eventId: p.text().primary(),
    storeId: p.text(),
    type: p.text(),
    receivedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [{ name: 'provider_events_store', properties: ['storeId', 'receivedAt'] }],
});
