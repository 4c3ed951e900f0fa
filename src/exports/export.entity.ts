import { defineEntity, p } from '@mikro-orm/core';

export const ExportSchema = defineEntity({
  name: 'Export',
  tableName: 'exports',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    kind: p.enum([
      'products',
      'orders',
      'customers',
      'stock_ledger',
      'pick_list',
      'inventory',
      'price_list_prices',
      'customer_group_members',
      'returns',
      'subscriptions',
    ]),
    format: p.enum(['csv', 'jsonl']),
    filters: p.json<Record<string, unknown>>().columnType('jsonb').defaultRaw("'{}'::jsonb"),
    status: p.enum(['running', 'completed', 'failed', 'cancelled']).defaultRaw("'running'::text"),
    rowsWritten: p.integer().defaultRaw('0'),
    byteSize: p.bigint('string').defaultRaw('0'),
    failure: p.text().nullable(),
    workflowId: p.text(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    completedAt: p.datetime().columnType('timestamptz').nullable(),
  },
  indexes: [
    {
      name: 'exports_store',
      expression: 'CREATE INDEX exports_store ON exports USING btree (store_id, created_at DESC, id DESC)',
    },
  ],
});
