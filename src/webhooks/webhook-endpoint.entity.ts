import { defineEntity, p } from '@mikro-orm/core';

export const WebhookEndpointSchema = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoints',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    url: p.text(),
    description: p.text().nullable(),
    events: p.array().columnType('text[]'),
    enabled: p.boolean().defaultRaw('true'),
    disabledReason: p.text().nullable(),
    secret: p.text(),
    previousSecret: p.text().nullable(),
    previousSecretExpiresAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz'),
    updatedAt: p.datetime().columnType('timestamptz'),
  },
  indexes: [
    {
      name: 'webhook_endpoints_store',
      expression:
        'CREATE INDEX webhook_endpoints_store ON webhook_endpoints USING btree (store_id, created_at DESC, id DESC)',
    },
  ],
});
