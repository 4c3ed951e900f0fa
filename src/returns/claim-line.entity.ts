import { defineEntity, p } from '@mikro-orm/core';

export const ClaimLineSchema = defineEntity({
  name: 'ClaimLine',
  tableName: 'claim_lines',
  properties: {
    id: p.text().primary(),
    claimId: p.text(),
    orderLineId: p.text(),
    productId: p.text(),
    variantId: p.text(),
    title: p.text(),
    quantity: p.integer(),
    valueAmount: p.bigint('string'),
    position: p.integer(),
  },
  indexes: [
    { name: 'claim_lines_claim', properties: ['claimId', 'position'] },
    { name: 'claim_lines_order_line', properties: ['orderLineId'] },
  ],
  checks: [{ name: 'claim_lines_quantity_check', expression: '(quantity > 0)' }],
});
