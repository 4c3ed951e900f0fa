import { defineEntity, p } from '@mikro-orm/core';
import { FullTextType } from '@mikro-orm/postgresql';

export const ProductSchema = defineEntity({
  name: 'Product',
  tableName: 'products',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    status: p.enum(['draft', 'active', 'archived']),
    title: p.text(),
    description: p.text().defaultRaw("''::text"),
    handle: p.text(),
    vendor: p.text().nullable(),
    options: p.json<Array<{ name: string; values: string[] }>>().columnType('jsonb').defaultRaw("'[]'::jsonb"),
    search: p
      .type(FullTextType)
      .columnType('tsvector')
      .nullable()
      .generated("(to_tsvector('simple'::regconfig, ((title || ' '::text) || description))) stored"),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    coverUrl: p.text().nullable(),
    coverAlt: p.text().nullable(),
    storeSearch: p
      .type(FullTextType)
      .columnType('tsvector')
      .nullable()
      .generated("(store_search_vector(store_id, ((title || ' '::text) || description))) stored"),
    giftCard: p.boolean().defaultRaw('false'),
    /** Whether a gift card's variants take stock like any product (by default a gift card takes none). */
    giftCardTracksStock: p.boolean().defaultRaw('false'),
  },
  indexes: [
    {
      name: 'products_admin_created',
      expression: 'CREATE INDEX products_admin_created ON products USING btree (store_id, created_at DESC, id DESC)',
    },
    {
      name: 'products_admin_updated',
      expression: 'CREATE INDEX products_admin_updated ON products USING btree (store_id, updated_at DESC, id DESC)',
    },
    {
      name: 'products_public_newest',
      expression:
        'CREATE INDEX products_public_newest ON products USING btree (store_id, created_at DESC, id DESC) ' +
        "WHERE (status = 'active'::text)",
    },
    {
      name: 'products_public_title',
      expression:
        'CREATE INDEX products_public_title ON products USING btree (store_id, title, id) ' +
        "WHERE (status = 'active'::text)",
    },
    {
      name: 'products_store_words',
      expression: 'CREATE INDEX products_store_words ON products USING gin (store_search)',
    },
    {
      name: 'products_title_trgm',
      expression: 'CREATE INDEX products_title_trgm ON products USING gin (title gin_trgm_ops)',
    },
  ],
  uniques: [{ name: 'products_store_id_handle_key', properties: ['storeId', 'handle'] }],
});
