import { defineEntity, p } from '@mikro-orm/core';

export const IdempotencyKeySchema = defineEntity({
  name: 'IdempotencyKey',
  tableName: 'idempotency_keys',
  properties: {
    scopeHash: p.text().primary(),
    requestHash: p.text(),
    state: p.enum(['running', 'done']),
    responseStatus: p.integer().nullable(),
    responseBody: p.json<unknown>().columnType('json').nullable(),
    responseHeaders: p.json<unknown>().columnType('jsonb').nullable(),
    lockedUntil: p.datetime().columnType('timestamptz'),
    ownerInstance: p.text().nullable(),
    ownerHost: p.text().nullable(),
    ownerPid: p.integer().nullable(),
    heartbeatAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    expiresAt: p.datetime().columnType('timestamptz'),
  },
  indexes: [{ name: 'idempotency_keys_expires_at', properties: ['expiresAt'] }],
});
