import { defineEntity, p } from '@mikro-orm/core';

export const StaffSessionSchema = defineEntity({
  name: 'StaffSession',
  tableName: 'staff_sessions',
  properties: {
    id: p.text().primary(),
    staffId: p.text(),
    tokenHash: p.text(),
    ip: p.text().defaultRaw("''::text"),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    lastSeenAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    idleExpiresAt: p.datetime().columnType('timestamptz'),
    absoluteExpiresAt: p.datetime().columnType('timestamptz'),
    revokedAt: p.datetime().columnType('timestamptz').nullable(),
  },
  indexes: [{ name: 'staff_sessions_staff', properties: ['staffId'] }],
  uniques: [{ name: 'staff_sessions_token_hash_key', properties: ['tokenHash'] }],
});
