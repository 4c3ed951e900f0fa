import { defineEntity, p } from '@mikro-orm/core';

export const ProductCategorySchema = defineEntity({
  name: 'ProductCategory',
  tableName: 'product_categories',
  properties: {
    productId: p.text().primary(),
    categoryId: p.text().primary(),
    productCreatedAt: p.datetime().columnType('timestamptz'),
    productActive: p.boolean().defaultRaw('false'),
  },
  indexes: [{ name: 'product_categories_category', properties: ['categoryId', 'productId'] }],
});
