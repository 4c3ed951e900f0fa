import { defineEntity, p } from '@mikro-orm/core';

export const OrderLineSchema = defineEntity({
  name: 'OrderLine',
  tableName: 'order_lines',
  properties: {
    id: p.text().primary(),
    orderId: p.text(),
    /** Null, as the variant, for a custom line (a draft order's title and price, naming no catalogue variant). */
    productId: p.text().nullable(),
    variantId: p.text().nullable(),
    title: p.text(),
    variantTitle: p.text(),
    sku: p.text(),
    imageUrl: p.text().nullable(),
    unitAmount: p.bigint('string'),
    quantity: p.integer(),
    subtotalAmount: p.bigint('string'),
    discountAmount: p.bigint('string').defaultRaw('0'),
    taxAmount: p.bigint('string').defaultRaw('0'),
    totalAmount: p.bigint('string'),
    fulfilledQuantity: p.integer().defaultRaw('0'),
    refundedQuantity: p.integer().defaultRaw('0'),
    position: p.integer().defaultRaw('0'),
    restockedQuantity: p.integer().defaultRaw('0'),
    releasedQuantity: p.integer().defaultRaw('0'),
    /** Whether the store's tax rate applied to the line (false only for an untaxed custom line). */
    taxable: p.boolean().defaultRaw('true'),
    giftCard: p.json<Record<string, unknown>>().columnType('jsonb').nullable(),
  },
  indexes: [
    { name: 'order_lines_order', properties: ['orderId', 'position'] },
    { name: 'order_lines_product', properties: ['productId'] },
    {
      name: 'order_lines_gift_card',
      expression:
        'CREATE INDEX order_lines_gift_card ON order_lines USING btree (order_id) WHERE (gift_card IS NOT NULL)',
    },
  ],
  checks: [
    { name: 'order_lines_check', expression: '((fulfilled_quantity >= 0) AND (fulfilled_quantity <= quantity))' },
    { name: 'order_lines_check1', expression: '((refunded_quantity >= 0) AND (refunded_quantity <= quantity))' },
    { name: 'order_lines_quantity_check', expression: '(quantity > 0)' },
    { name: 'order_lines_restocked_quantity_check', expression: '(restocked_quantity >= 0)' },
    { name: 'order_lines_custom_check', expression: '((product_id IS NULL) = (variant_id IS NULL))' },
    {
      name: 'order_lines_released',
      expression: '((released_quantity >= 0) AND ((fulfilled_quantity + released_quantity) <= quantity))',
    },
  ],
});
