import { defineEntity, p } from '@mikro-orm/core';

export const CustomerAuthTokenSchema = defineEntity({
  name: 'CustomerAuthToken',
  tableName: 'customer_auth_tokens',
  properties: {
    tokenHash: p.text().primary(),
    storeId: p.text(),
    customerId: p.text(),
    redirectUrl: p.text(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    expiresAt: p.datetime().columnType('timestamptz'),
    usedAt: p.datetime().columnType('timestamptz').nullable(),
  },
  indexes: [
    { name: 'customer_auth_tokens_customer', properties: ['customerId'] },
    { name: 'customer_auth_tokens_expires', properties: ['expiresAt'] },
  ],
});
