import { defineEntity, p } from '@mikro-orm/core';

export const CustomerSchema = defineEntity({
  name: 'Customer',
  tableName: 'customers',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    email: p.text(),
    firstName: p.text().nullable(),
    lastName: p.text().nullable(),
    phone: p.text().nullable(),
    acceptsMarketing: p.boolean().defaultRaw('false'),
    note: p.text().nullable(),
    hasAccount: p.boolean().defaultRaw('false'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [
    {
      name: 'customers_store_created',
      expression: 'CREATE INDEX customers_store_created ON customers USING btree (store_id, created_at DESC, id DESC)',
    },
  ],
  uniques: [
    {
      name: 'customers_store_email',
      expression: 'CREATE UNIQUE INDEX customers_store_email ON customers USING btree (store_id, lower(email))',
    },
  ],
});
