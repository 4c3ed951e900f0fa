import { defineEntity, p } from '@mikro-orm/core';

/** One resized copy of an uploaded image, as the worker made it. */
export interface MediaVariant {
  width: number;
  height: number;
  url: string;
}

export const MediaSchema = defineEntity({
  name: 'Media',
  tableName: 'media',
  properties: {
    id: p.text().primary(),
    productId: p.text(),
    url: p.text(),
    alt: p.text().nullable(),
    position: p.integer().defaultRaw('0'),
    status: p.enum(['processing', 'ready', 'failed']).defaultRaw("'ready'::text"),
    storageKey: p.text().nullable(),
    contentType: p.text().nullable(),
    bytes: p.integer().nullable(),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    variants: p.json<MediaVariant[]>().columnType('jsonb').defaultRaw("'[]'::jsonb"),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [{ name: 'media_product', properties: ['productId', 'position', 'id'] }],
});
