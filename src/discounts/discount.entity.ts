import { defineEntity, p } from '@mikro-orm/core';

export const DiscountSchema = defineEntity({
  name: 'Discount',
  tableName: 'discounts',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    code: p.text(),
    type: p.enum(['percentage', 'fixed_amount', 'free_shipping']),
    value: p.integer().nullable(),
    currency: p.text().nullable(),
    minimumSubtotal: p.bigint('string').nullable(),
    startsAt: p.datetime().columnType('timestamptz').nullable(),
    endsAt: p.datetime().columnType('timestamptz').nullable(),
    usageLimit: p.integer().nullable(),
    usageLimitPerCustomer: p.integer().nullable(),
    usageCount: p.integer().defaultRaw('0'),
    active: p.boolean().defaultRaw('true'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [
    {
      name: 'discounts_store_created',
      expression: 'CREATE INDEX discounts_store_created ON discounts USING btree (store_id, created_at DESC, id DESC)',
    },
  ],
  uniques: [
    {
      name: 'discounts_store_code',
      expression: 'CREATE UNIQUE INDEX discounts_store_code ON discounts USING btree (store_id, upper(code))',
    },
  ],
});
