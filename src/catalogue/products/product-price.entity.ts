import { defineEntity, p } from '@mikro-orm/core';

export const ProductPriceSchema = defineEntity({
  name: 'ProductPrice',
  tableName: 'product_prices',
  properties: {
    productId: p.text().primary(),
    storeId: p.text(),
    currency: p.text().primary(),
    minAmount: p.bigint('string'),
    maxAmount: p.bigint('string').nullable(),
    inStock: p.boolean().defaultRaw('false'),
  },
  indexes: [{ name: 'product_prices_sort', properties: ['storeId', 'currency', 'minAmount', 'productId'] }],
});
