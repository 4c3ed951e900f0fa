import { defineEntity, p } from '@mikro-orm/core';

export const ReviewSchema = defineEntity({
  name: 'Review',
  tableName: 'reviews',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    productId: p.text(),
    rating: p.smallint(),
    title: p.text().nullable(),
    body: p.text(),
    authorName: p.text(),
    status: p.enum(['pending', 'published', 'rejected']),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [
    {
      name: 'reviews_product_status',
      expression:
        'CREATE INDEX reviews_product_status ON reviews USING btree (product_id, status, created_at DESC, id DESC)',
    },
    {
      name: 'reviews_store_status',
      expression:
        'CREATE INDEX reviews_store_status ON reviews USING btree (store_id, status, created_at DESC, id DESC)',
    },
  ],
  checks: [{ name: 'reviews_rating_check', expression: '((rating >= 1) AND (rating <= 5))' }],
});
