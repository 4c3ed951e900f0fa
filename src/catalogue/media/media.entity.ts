import { defineEntity, p } from '@mikro-orm/core';

export const MediaSchema = defineEntity({
  name: 'Media',
  tableName: 'media',
  properties: {
    id: p.text().primary(),
    productId: p.text(),
    url: p.text(),
    alt: p.text().nullable(),
    position: p.integer().defaultRaw('0'),
  },
  indexes: [{ name: 'media_product', properties: ['productId', 'position', 'id'] }],
});
