import { defineEntity, p } from '@mikro-orm/core';

/** One store's day of sales in one currency (migration 20261128004000-order-sales-days), what the reports sum. */
export const OrderSalesDaySchema = defineEntity({
  name: 'OrderSalesDay',
  tableName: 'order_sales_days',
  properties: {
    storeId: p.text().primary(),
    currency: p.text().primary(),
    day: p.date().primary(),
    checkouts: p.integer().defaultRaw('0'),
    declined: p.integer().defaultRaw('0'),
    orders: p.integer().defaultRaw('0'),
    units: p.integer().defaultRaw('0'),
    grossSales: p.bigint('string').defaultRaw('0'),
    discounts: p.bigint('string').defaultRaw('0'),
    shipping: p.bigint('string').defaultRaw('0'),
    tax: p.bigint('string').defaultRaw('0'),
    totalSales: p.bigint('string').defaultRaw('0'),
    refunds: p.integer().defaultRaw('0'),
    refundedAmount: p.bigint('string').defaultRaw('0'),
    cancellations: p.integer().defaultRaw('0'),
    cancelledAmount: p.bigint('string').defaultRaw('0'),
  },
});

/** One variant's day of sales in one currency: the top products and variants. */
export const OrderVariantSalesDaySchema = defineEntity({
  name: 'OrderVariantSalesDay',
  tableName: 'order_variant_sales_days',
  properties: {
    storeId: p.text().primary(),
    currency: p.text().primary(),
    day: p.date().primary(),
    variantId: p.text().primary(),
    productId: p.text(),
    title: p.text(),
    variantTitle: p.text(),
    sku: p.text(),
    units: p.integer().defaultRaw('0'),
    grossSales: p.bigint('string').defaultRaw('0'),
    discounts: p.bigint('string').defaultRaw('0'),
  },
});

/** A customer's (lowercased e-mail) first day with a placed order in the store: new or returning. */
export const OrderCustomerSchema = defineEntity({
  name: 'OrderCustomer',
  tableName: 'order_customers',
  properties: {
    storeId: p.text().primary(),
    customerKey: p.text().primary(),
    firstDay: p.date(),
  },
  indexes: [
    {
      name: 'order_customers_first_day',
      expression: 'CREATE INDEX order_customers_first_day ON order_customers USING btree (store_id, first_day)',
    },
  ],
});

/** A customer's placed orders on one day: who came back in a period. */
export const OrderCustomerDaySchema = defineEntity({
  name: 'OrderCustomerDay',
  tableName: 'order_customer_days',
  properties: {
    storeId: p.text().primary(),
    day: p.date().primary(),
    customerKey: p.text().primary(),
    orders: p.integer(),
  },
  indexes: [
    {
      name: 'order_customer_days_customer',
      expression:
        'CREATE INDEX order_customer_days_customer ON order_customer_days USING btree (store_id, customer_key, day)',
    },
  ],
});
