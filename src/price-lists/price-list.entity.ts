import { defineEntity, p } from '@mikro-orm/core';

export const CustomerGroupSchema = defineEntity({
  name: 'CustomerGroup',
  tableName: 'customer_groups',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    name: p.text(),
    handle: p.text(),
    emailDomains: p.array().columnType('text[]').defaultRaw("'{}'::text[]"),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [
    {
      name: 'customer_groups_store',
      expression:
        'CREATE INDEX customer_groups_store ON customer_groups USING btree (store_id, created_at DESC, id DESC)',
    },
  ],
  uniques: [{ name: 'customer_groups_store_id_handle_key', properties: ['storeId', 'handle'] }],
});

export const CustomerGroupMemberSchema = defineEntity({
  name: 'CustomerGroupMember',
  tableName: 'customer_group_members',
  properties: {
    customerId: p.text().primary(),
    groupId: p.text(),
    storeId: p.text(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [
    {
      name: 'customer_group_members_group',
      expression:
        'CREATE INDEX customer_group_members_group ON customer_group_members ' +
        'USING btree (group_id, created_at DESC, customer_id DESC)',
    },
  ],
});

export const PriceListSchema = defineEntity({
  name: 'PriceList',
  tableName: 'price_lists',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    name: p.text(),
    kind: p.enum(['override', 'percentage'] as const),
    percentOff: p.integer().nullable(),
    minQuantity: p.integer().defaultRaw('1'),
    customerGroupId: p.text().nullable(),
    status: p
      .enum(['scheduled', 'active', 'ended'] as const)
      .columnType('text')
      .defaultRaw("'scheduled'::text"),
    startsAt: p.datetime().columnType('timestamptz').nullable(),
    endsAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [
    {
      name: 'price_lists_store',
      expression: 'CREATE INDEX price_lists_store ON price_lists USING btree (store_id, created_at DESC, id DESC)',
    },
    {
      name: 'price_lists_active',
      expression:
        "CREATE INDEX price_lists_active ON price_lists USING btree (store_id) WHERE (status = 'active'::text)",
    },
    { name: 'price_lists_customer_group', properties: ['customerGroupId'] },
  ],
  checks: [
    { name: 'price_lists_percent_off_check', expression: '((percent_off >= 1) AND (percent_off <= 100))' },
    { name: 'price_lists_min_quantity_check', expression: '((min_quantity >= 1) AND (min_quantity <= 999))' },
    { name: 'price_lists_check', expression: '(ends_at > starts_at)' },
    { name: 'price_lists_check1', expression: "((kind = 'percentage'::text) = (percent_off IS NOT NULL))" },
  ],
});

export const PriceListPriceSchema = defineEntity({
  name: 'PriceListPrice',
  tableName: 'price_list_prices',
  properties: {
    priceListId: p.text().primary(),
    variantId: p.text().primary(),
    currency: p.text().primary(),
    minQuantity: p.integer().primary().defaultRaw('1'),
    amount: p.bigint('string'),
    compareAtAmount: p.bigint('string').nullable(),
  },
  indexes: [{ name: 'price_list_prices_variant', properties: ['variantId'] }],
  checks: [
    { name: 'price_list_prices_min_quantity_check', expression: '((min_quantity >= 1) AND (min_quantity <= 999))' },
    { name: 'price_list_prices_amount_check', expression: '(amount >= 0)' },
    { name: 'price_list_prices_compare_at_amount_check', expression: '(compare_at_amount >= 0)' },
  ],
});
