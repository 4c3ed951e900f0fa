import { defineEntity, p } from '@mikro-orm/core';

export const ShippingOptionSchema = defineEntity({
  name: 'ShippingOption',
  tableName: 'shipping_options',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    zoneId: p.text(),
    name: p.text(),
    kind: p.enum(['flat', 'free_over', 'weight']),
    /** Amounts by currency, for example `{ "USD": 500 }`. */
    prices: p.json<Record<string, number>>().columnType('jsonb').defaultRaw("'{}'::jsonb"),
    freeOver: p.json<Record<string, number>>().columnType('jsonb').nullable(),
    weightTiers: p.json<Array<{ upToGrams: number; prices: Record<string, number> }>>().columnType('jsonb').nullable(),
    deliveryMinDays: p.integer().nullable(),
    deliveryMaxDays: p.integer().nullable(),
    position: p.integer().defaultRaw('0'),
    active: p.boolean().defaultRaw('true'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [{ name: 'shipping_options_zone', properties: ['zoneId', 'position', 'id'] }],
});
