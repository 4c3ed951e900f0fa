import { defineEntity, p } from '@mikro-orm/core';

export const VariantPriceSchema = defineEntity({
  name: 'VariantPrice',
  tableName: 'variant_prices',
  properties: {
    variantId: p.text().primary(),
    currency: p.text().primary(),
    amount: p.bigint('string'),
  },
  checks: [{ name: 'variant_prices_amount_check', expression: '(amount >= 0)' }],
});
