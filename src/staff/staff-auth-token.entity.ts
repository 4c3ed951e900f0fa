import { defineEntity, p } from '@mikro-orm/core';

export const StaffAuthTokenSchema = defineEntity({
  name: 'StaffAuthToken',
  tableName: 'staff_auth_tokens',
  properties: {
    tokenHash: p.text().primary(),
    staffId: p.text(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    expiresAt: p.datetime().columnType('timestamptz'),
    usedAt: p.datetime().columnType('timestamptz').nullable(),
  },
  indexes: [{ name: 'staff_auth_tokens_staff', properties: ['staffId'] }],
});
