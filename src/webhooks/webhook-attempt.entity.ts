import { defineEntity, p } from '@mikro-orm/core';

export const WebhookAttemptSchema = defineEntity({
  name: 'WebhookAttempt',
  tableName: 'webhook_attempts',
  properties: {
    deliveryId: p.text().primary(),
    number: p.integer().primary(),
    attemptedAt: p.datetime().columnType('timestamptz'),
    durationMs: p.integer(),
    statusCode: p.integer().nullable(),
    responseBody: p.text().nullable(),
    error: p.text().nullable(),
    nextRetryAt: p.datetime().columnType('timestamptz').nullable(),
  },
});
