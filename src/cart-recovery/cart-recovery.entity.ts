import { defineEntity, p } from '@mikro-orm/core';

export const CartRecoverySettingsSchema = defineEntity({
  name: 'CartRecoverySettings',
  tableName: 'cart_recovery_settings',
  properties: {
    storeId: p.text().primary(),
    settings: p.json<Record<string, unknown>>().columnType('jsonb'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
});

export const CartRecoveryMailSchema = defineEntity({
  name: 'CartRecoveryMail',
  tableName: 'cart_recovery_mails',
  properties: {
    cartId: p.text().primary(),
    step: p.integer().primary(),
    storeId: p.text(),
    email: p.text(),
    sentAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  checks: [{ name: 'cart_recovery_mails_step_check', expression: '(step >= 0)' }],
  indexes: [
    {
      name: 'cart_recovery_mails_store',
      expression: 'CREATE INDEX cart_recovery_mails_store ON cart_recovery_mails USING btree (store_id, sent_at DESC)',
    },
  ],
});

export const CartRecoveryUnsubscribeSchema = defineEntity({
  name: 'CartRecoveryUnsubscribe',
  tableName: 'cart_recovery_unsubscribes',
  properties: {
    storeId: p.text().primary(),
    email: p.text().primary(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
});
