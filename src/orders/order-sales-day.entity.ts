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
