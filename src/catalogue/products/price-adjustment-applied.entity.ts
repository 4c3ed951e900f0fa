import { defineEntity, p } from '@mikro-orm/core';

export const PriceAdjustmentAppliedSchema = defineEntity({
  name: 'PriceAdjustmentApplied',
  tableName: 'price_adjustments_applied',
  properties: {
    scopeHash: p.text().primary(),
    itemIndex: p.integer().primary(),
    appliedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  checks: [{ name: 'price_adjustments_applied_item_index_check', expression: '(item_index >= 0)' }],
  indexes: [
    {
      name: 'price_adjustments_applied_at',
      expression: 'CREATE INDEX price_adjustments_applied_at ON price_adjustments_applied USING btree (applied_at)',
    },
  ],
});
