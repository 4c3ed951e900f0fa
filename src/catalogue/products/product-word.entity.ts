import { defineEntity, p } from '@mikro-orm/core';

export const ProductWordSchema = defineEntity({
  name: 'ProductWord',
  tableName: 'product_words',
  properties: {
    storeId: p.text().primary(),
    stem: p.text().primary(),
    createdAt: p.datetime().columnType('timestamptz').primary(),
    productId: p.text().primary(),
    word: p.text().primary(),
    stems: p.bigint('string'),
  },
});
