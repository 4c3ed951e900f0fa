import { defineEntity, p } from '@mikro-orm/core';

export const AuditLogEntrySchema = defineEntity({
  name: 'AuditLogEntry',
  tableName: 'audit_log',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    actorType: p.enum(['staff', 'key']),
    actorId: p.text(),
    actorName: p.text().defaultRaw("''::text"),
    operationId: p.text(),
    method: p.text(),
    path: p.text(),
    resourceId: p.text().nullable(),
    status: p.integer(),
    ip: p.text().defaultRaw("''::text"),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [
    {
      name: 'audit_log_store_created',
      expression: 'CREATE INDEX audit_log_store_created ON audit_log USING btree (store_id, created_at DESC, id DESC)',
    },
  ],
});
