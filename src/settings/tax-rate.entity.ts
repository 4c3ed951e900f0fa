import { defineEntity, p } from '@mikro-orm/core';

export const TaxRateSchema = defineEntity({
  name: 'TaxRate',
  tableName: 'tax_rates',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    country: p.text(),
    region: p.text().nullable(),
    name: p.text(),
    rateBasisPoints: p.integer(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  uniques: [
    {
      name: 'tax_rates_store_place',
      expression:
        'CREATE UNIQUE INDEX tax_rates_store_place ON tax_rates ' +
        "USING btree (store_id, country, COALESCE(region, ''::text))",
    },
  ],
  checks: [
    {
      name: 'tax_rates_rate_basis_points_check',
      expression: '((rate_basis_points >= 0) AND (rate_basis_points <= 10000))',
    },
  ],
});
