import { defineEntity, p } from '@mikro-orm/core';

export const CategoryTranslationSchema = defineEntity({
  name: 'CategoryTranslation',
  tableName: 'category_translations',
  properties: {
    categoryId: p.text().primary(),
    language: p.text().primary(),
    storeId: p.text(),
    name: p.text().nullable(),
    description: p.text().nullable(),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [{ name: 'category_translations_store', properties: ['storeId'] }],
});
