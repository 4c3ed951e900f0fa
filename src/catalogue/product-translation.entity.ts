import { defineEntity, p } from '@mikro-orm/core';
import { FullTextType } from '@mikro-orm/postgresql';

export const ProductTranslationSchema = defineEntity({
  name: 'ProductTranslation',
  tableName: 'product_translations',
  properties: {
    productId: p.text().primary(),
    language: p.text().primary(),
    storeId: p.text(),
    title: p.text().nullable(),
    description: p.text().nullable(),
    options: p.json<unknown>().columnType('jsonb').defaultRaw("'[]'::jsonb"),
    variantTitles: p.json<unknown>().columnType('jsonb').defaultRaw("'{}'::jsonb"),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    search: p
      .type(FullTextType)
      .columnType('tsvector')
      .nullable()
      .generated(
        "(to_tsvector(translation_search_config(language), ((COALESCE(title, ''::text) || ' '::text) || COALESCE(description, ''::text)))) stored",
      ),
  },
  indexes: [
    {
      name: 'product_translations_search',
      expression:
        'CREATE INDEX product_translations_search ON product_translations USING gin (store_id, language, search)',
    },
  ],
});
