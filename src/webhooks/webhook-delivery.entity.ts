import { defineEntity, p } from '@mikro-orm/core';

export const WebhookDeliverySchema = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    endpointId: p.text(),
    eventId: p.text(),
    eventType: p.text(),
    status: p.enum(['pending', 'succeeded', 'failed', 'cancelled']),
    attemptCount: p.integer().defaultRaw('0'),
    lastStatusCode: p.integer().nullable(),
    lastError: p.text().nullable(),
    nextRetryAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    completedAt: p.datetime().columnType('timestamptz').nullable(),
    dueAt: p.datetime().columnType('timestamptz').nullable(),
    schedulePosition: p.integer().defaultRaw('0'),
  },
  indexes: [
    {
      name: 'webhook_deliveries_endpoint',
      expression:
        'CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries ' +
        'USING btree (endpoint_id, created_at DESC, id DESC)',
    },
    { name: 'webhook_deliveries_event', properties: ['eventId'] },
    {
      name: 'webhook_deliveries_due',
      expression:
        'CREATE INDEX webhook_deliveries_due ON webhook_deliveries USING btree (endpoint_id, due_at) ' +
        'WHERE (due_at IS NOT NULL)',
    },
  ],
  uniques: [{ name: 'webhook_deliveries_endpoint_id_event_id_key', properties: ['endpointId', 'eventId'] }],
});
