import { defineEntity, p } from '@mikro-orm/core';

export const CategoryListingSchema = defineEntity({
  name: 'CategoryListing',
  tableName: 'category_listings',
  properties: {
    categoryId: p.text().primary(),
    productId: p.text().primary(),
    productCreatedAt: p.datetime().columnType('timestamptz'),
    productActive: p.boolean(),
  },
  indexes: [
    {
      name: 'category_listings_newest',
      expression:
        'CREATE INDEX category_listings_newest ON category_listings ' +
        'USING btree (category_id, product_created_at DESC, product_id DESC) WHERE product_active',
    },
    { name: 'category_listings_product', properties: ['productId'] },
  ],
});
