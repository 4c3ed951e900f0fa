import { defineEntity, p } from '@mikro-orm/core';

export const VariantSchema = defineEntity({
  name: 'Variant',
  tableName: 'variants',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    productId: p.text(),
    sku: p.text(),
    title: p.text(),
    optionValues: p.json<Record<string, string>>().columnType('jsonb').defaultRaw("'{}'::jsonb"),
    gtin: p.text().nullable(),
    weightGrams: p.integer().defaultRaw('0'),
    stockOnHand: p.integer().defaultRaw('0'),
    stockReserved: p.integer().defaultRaw('0'),
    position: p.integer().defaultRaw('0'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [
    { name: 'variants_product', properties: ['productId', 'position', 'id'] },
    {
      name: 'variants_sku_trgm',
      expression: 'CREATE INDEX variants_sku_trgm ON variants USING gin (sku gin_trgm_ops)',
    },
    { name: 'variants_store_id', properties: ['storeId', 'id'] },
  ],
  uniques: [{ name: 'variants_store_id_sku_key', properties: ['storeId', 'sku'] }],
  checks: [
    { name: 'variants_check', expression: '(stock_reserved <= stock_on_hand)' },
    { name: 'variants_stock_on_hand_check', expression: '(stock_on_hand >= 0)' },
    { name: 'variants_stock_reserved_check', expression: '(stock_reserved >= 0)' },
    { name: 'variants_weight_grams_check', expression: '(weight_grams >= 0)' },
  ],
});
