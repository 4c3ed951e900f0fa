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
    /** The product's options in its own order; an option or value missing here keeps its default text. */
    options: p.json<Array<{ name: string; values: string[] }>>().columnType('jsonb').defaultRaw("'[]'::jsonb"),
    /** Variant titles by variant id. */
    variantTitles: p.json<Record<string, string>>().columnType('jsonb').defaultRaw("'{}'::jsonb"),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    search: p
      .type(FullTextType)
      .columnType('tsvector')
      .nullable()
      .generated(
        "(to_tsvector(translation_search_config(language), ((COALESCE(title, ''::text) || ' '::text) || " +
          "COALESCE(description, ''::text)))) stored",
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
