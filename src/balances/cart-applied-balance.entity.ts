import { defineEntity, p } from '@mikro-orm/core';

export const CartAppliedBalanceSchema = defineEntity({
  name: 'CartAppliedBalance',
  tableName: 'cart_applied_balances',
  properties: {
    id: p.text().primary(),
    cartId: p.text(),
    giftCardId: p.text().nullable(),
    storeCreditAccountId: p.text().nullable(),
    appliedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [
    { name: 'cart_applied_balances_gift_card', properties: ['giftCardId'] },
    { name: 'cart_applied_balances_store_credit', properties: ['storeCreditAccountId'] },
  ],
  uniques: [
    { name: 'cart_applied_balances_cart_id_gift_card_id_key', properties: ['cartId', 'giftCardId'] },
    {
      name: 'cart_applied_balances_cart_id_store_credit_account_id_key',
      properties: ['cartId', 'storeCreditAccountId'],
    },
  ],
  checks: [
    {
      name: 'cart_applied_balances_one_balance',
      expression: '((num_nonnulls(gift_card_id, store_credit_account_id) = 1))',
    },
  ],
});
