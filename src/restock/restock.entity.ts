import { defineEntity, p } from '@mikro-orm/core';

export const RestockSettingsSchema = defineEntity({
  name: 'RestockSettings',
  tableName: 'restock_settings',
  properties: {
    storeId: p.text().primary(),
    settings: p.json<Record<string, unknown>>().columnType('jsonb'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
});

export const RestockSignupSchema = defineEntity({
  name: 'RestockSignup',
  tableName: 'restock_signups',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    variantId: p.text(),
    email: p.text(),
    customerId: p.text().nullable(),
    status: p.enum(['pending', 'waiting', 'notified', 'unsubscribed']),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    confirmedAt: p.datetime().columnType('timestamptz').nullable(),
    notifiedAt: p.datetime().columnType('timestamptz').nullable(),
    expiresAt: p.datetime().columnType('timestamptz'),
  },
  indexes: [
    {
      name: 'restock_signups_waiting',
      expression:
        'CREATE INDEX restock_signups_waiting ON restock_signups USING btree (variant_id, created_at) ' +
        "WHERE (status = 'waiting'::text)",
    },
    {
      name: 'restock_signups_live',
      expression:
        'CREATE UNIQUE INDEX restock_signups_live ON restock_signups USING btree (variant_id, email) ' +
        "WHERE (status = ANY (ARRAY['pending'::text, 'waiting'::text]))",
    },
    {
      name: 'restock_signups_store',
      expression: 'CREATE INDEX restock_signups_store ON restock_signups USING btree (store_id, status)',
    },
  ],
});
