import { defineEntity, p } from '@mikro-orm/core';

export const ShippingZoneSchema = defineEntity({
  name: 'ShippingZone',
  tableName: 'shipping_zones',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    name: p.text(),
    countries: p.array().columnType('text[]'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [
    {
      name: 'shipping_zones_countries',
      expression: 'CREATE INDEX shipping_zones_countries ON shipping_zones USING gin (countries)',
    },
  ],
});
