import { defineEntity, p } from '@mikro-orm/core';

export const DiscountRedemptionSchema = defineEntity({
  name: 'DiscountRedemption',
  tableName: 'discount_redemptions',
  properties: {
    id: p.text().primary(),
    discountId: p.text(),
    orderId: p.text(),
    customerEmail: p.text(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [
    {
      name: 'discount_redemptions_email',
      expression:
        'CREATE INDEX discount_redemptions_email ON discount_redemptions ' +
        'USING btree (discount_id, lower(customer_email))',
    },
  ],
  uniques: [{ name: 'discount_redemptions_discount_id_order_id_key', properties: ['discountId', 'orderId'] }],
});
