import { defineEntity, p } from '@mikro-orm/core';

export const CustomerSessionSchema = defineEntity({
  name: 'CustomerSession',
  tableName: 'customer_sessions',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    customerId: p.text(),
    tokenHash: p.text(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    lastSeenAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    idleExpiresAt: p.datetime().columnType('timestamptz'),
    absoluteExpiresAt: p.datetime().columnType('timestamptz'),
    revokedAt: p.datetime().columnType('timestamptz').nullable(),
  },
  indexes: [
    { name: 'customer_sessions_customer', properties: ['customerId'] },
    { name: 'customer_sessions_expires', properties: ['absoluteExpiresAt'] },
  ],
  uniques: [{ name: 'customer_sessions_token_hash_key', properties: ['tokenHash'] }],
});
