import { defineEntity, p } from '@mikro-orm/core';

export const CartLineSchema = defineEntity({
  name: 'CartLine',
  tableName: 'cart_lines',
  properties: {
    id: p.text().primary(),
    cartId: p.text(),
    productId: p.text(),
    variantId: p.text(),
    quantity: p.integer(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    giftCard: p.json<Record<string, unknown>>().columnType('jsonb').nullable(),
  },
  indexes: [
    { name: 'cart_lines_product', properties: ['productId'] },
    { name: 'cart_lines_variant', properties: ['variantId'] },
  ],
  uniques: [{ name: 'cart_lines_cart_id_variant_id_key', properties: ['cartId', 'variantId'] }],
  checks: [{ name: 'cart_lines_quantity_check', expression: '((quantity >= 1) AND (quantity <= 999))' }],
});
