import { defineEntity, p } from '@mikro-orm/core';

export const StoreCreditAccountSchema = defineEntity({
  name: 'StoreCreditAccount',
  tableName: 'store_credit_accounts',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    customerId: p.text(),
    currency: p.text(),
    balance: p.bigint('string').defaultRaw('0'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  uniques: [{ name: 'store_credit_accounts_customer_id_currency_key', properties: ['customerId', 'currency'] }],
  checks: [{ name: 'store_credit_accounts_balance_check', expression: '(balance >= 0)' }],
});
