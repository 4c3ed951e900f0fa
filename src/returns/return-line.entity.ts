import { defineEntity, p } from '@mikro-orm/core';

export const ReturnLineSchema = defineEntity({
  name: 'ReturnLine',
  tableName: 'return_lines',
  properties: {
    id: p.text().primary(),
    returnId: p.text(),
    orderLineId: p.text(),
    productId: p.text(),
    variantId: p.text(),
    title: p.text(),
    quantity: p.integer(),
    sellableQuantity: p.integer().defaultRaw('0'),
    damagedQuantity: p.integer().defaultRaw('0'),
    valueAmount: p.bigint('string'),
    position: p.integer(),
  },
  indexes: [
    { name: 'return_lines_return', properties: ['returnId', 'position'] },
    { name: 'return_lines_order_line', properties: ['orderLineId'] },
  ],
  checks: [
    { name: 'return_lines_quantity_check', expression: '(quantity > 0)' },
    {
      name: 'return_lines_received',
      expression:
        '(((sellable_quantity >= 0) AND (damaged_quantity >= 0) AND ' +
        '((sellable_quantity + damaged_quantity) <= quantity)))',
    },
  ],
});
