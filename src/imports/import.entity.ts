import { defineEntity, p } from '@mikro-orm/core';

export const ImportSchema = defineEntity({
  name: 'Import',
  tableName: 'imports',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    format: p.enum(['csv', 'jsonl']),
    status: p.enum(['validating', 'validated', 'importing', 'completed', 'failed', 'cancelled']),
    fileBytes: p.bigint('string').defaultRaw('0'),
    totalRows: p.integer().defaultRaw('0'),
    totalProducts: p.integer().defaultRaw('0'),
    badRows: p.integer().defaultRaw('0'),
    committedLine: p.integer().defaultRaw('0'),
    committedByte: p.bigint('string').nullable(),
    resumeByOffset: p.boolean().defaultRaw('false'),
    rowsDone: p.integer().defaultRaw('0'),
    rowsFailed: p.integer().defaultRaw('0'),
    productsCreated: p.integer().defaultRaw('0'),
    productsUpdated: p.integer().defaultRaw('0'),
    productsUnchanged: p.integer().defaultRaw('0'),
    failure: p.text().nullable(),
    startScopeHash: p.text().nullable(),
    startedAt: p.datetime().columnType('timestamptz').nullable(),
    finishedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [
    {
      name: 'imports_store_created',
      expression: 'CREATE INDEX imports_store_created ON imports USING btree (store_id, created_at DESC, id DESC)',
    },
  ],
});
