import { defineEntity, p } from '@mikro-orm/core';

export const CategorySchema = defineEntity({
  name: 'Category',
  tableName: 'categories',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    parentId: p.text().nullable(),
    name: p.text(),
    handle: p.text(),
    description: p.text().nullable(),
    position: p.integer().defaultRaw('0'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [
    { name: 'categories_parent', properties: ['parentId'] },
    { name: 'categories_tree', properties: ['storeId', 'parentId', 'position', 'id'] },
  ],
  uniques: [{ name: 'categories_store_id_handle_key', properties: ['storeId', 'handle'] }],
});
