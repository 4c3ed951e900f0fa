import { defineEntity, p } from '@mikro-orm/core';

export const BALANCE_ENTRY_KINDS = ['issue', 'redeem', 'reverse', 'refund_to', 'adjust', 'expire'] as const;

export const BalanceLedgerEntrySchema = defineEntity({
  name: 'BalanceLedgerEntry',
  tableName: 'balance_ledger',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    giftCardId: p.text().nullable(),
    storeCreditAccountId: p.text().nullable(),
    kind: p.enum([...BALANCE_ENTRY_KINDS]),
    amount: p.bigint('string'),
    balanceAfter: p.bigint('string').defaultRaw('0'),
    orderId: p.text().nullable(),
    idempotencyKey: p.text(),
    reason: p.text().nullable(),
    actor: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [
    {
      name: 'balance_ledger_gift_card',
      expression:
        'CREATE INDEX balance_ledger_gift_card ON balance_ledger USING btree (gift_card_id, created_at DESC, id DESC)',
    },
    {
      name: 'balance_ledger_store_credit',
      expression:
        'CREATE INDEX balance_ledger_store_credit ON balance_ledger ' +
        'USING btree (store_credit_account_id, created_at DESC, id DESC)',
    },
    {
      name: 'balance_ledger_order',
      expression:
        'CREATE INDEX balance_ledger_order ON balance_ledger USING btree (order_id) WHERE (order_id IS NOT NULL)',
    },
  ],
  uniques: [{ name: 'balance_ledger_store_id_idempotency_key_key', properties: ['storeId', 'idempotencyKey'] }],
  checks: [
    {
      name: 'balance_ledger_one_balance',
      expression: '((num_nonnulls(gift_card_id, store_credit_account_id) = 1))',
    },
    {
      name: 'balance_ledger_sign',
      expression:
        "((((kind = ANY (ARRAY['issue'::text, 'reverse'::text, 'refund_to'::text])) AND (amount > 0)) OR " +
        "((kind = ANY (ARRAY['redeem'::text, 'expire'::text])) AND (amount < 0)) OR " +
        "((kind = 'adjust'::text) AND (amount <> 0))))",
    },
  ],
});
