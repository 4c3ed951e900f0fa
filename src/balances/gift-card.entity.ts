import { defineEntity, p } from '@mikro-orm/core';

export const GiftCardSchema = defineEntity({
  name: 'GiftCard',
  tableName: 'gift_cards',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    codeHash: p.text(),
    last4: p.text(),
    currency: p.text(),
    initialAmount: p.bigint('string'),
    balance: p.bigint('string').defaultRaw('0'),
    expiresAt: p.datetime().columnType('timestamptz').nullable(),
    disabled: p.boolean().defaultRaw('false'),
    note: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    orderLineId: p.text().nullable(),
  },
  indexes: [
    {
      name: 'gift_cards_store',
      expression: 'CREATE INDEX gift_cards_store ON gift_cards USING btree (store_id, created_at DESC, id DESC)',
    },
    {
      name: 'gift_cards_order_line',
      expression:
        'CREATE INDEX gift_cards_order_line ON gift_cards USING btree (order_line_id) ' +
        'WHERE (order_line_id IS NOT NULL)',
    },
    {
      name: 'gift_cards_to_expire',
      expression:
        'CREATE INDEX gift_cards_to_expire ON gift_cards USING btree (expires_at) ' +
        'WHERE ((expires_at IS NOT NULL) AND (balance > 0))',
    },
  ],
  uniques: [{ name: 'gift_cards_store_id_code_hash_key', properties: ['storeId', 'codeHash'] }],
  checks: [
    { name: 'gift_cards_initial_amount_check', expression: '(initial_amount > 0)' },
    { name: 'gift_cards_balance_check', expression: '(balance >= 0)' },
  ],
});
