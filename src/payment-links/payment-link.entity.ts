import { defineEntity, p } from '@mikro-orm/core';

export const PaymentLinkSchema = defineEntity({
  name: 'PaymentLink',
  tableName: 'payment_links',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    orderId: p.text().nullable(),
    purpose: p.enum(['order_balance', 'draft_order']),
    amount: p.bigint('string'),
    currency: p.text(),
    status: p.enum(['open', 'paid', 'cancelled']),
    paymentId: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    paidAt: p.datetime().columnType('timestamptz').nullable(),
  },
  indexes: [{ name: 'payment_links_order', properties: ['orderId'] }],
  checks: [{ name: 'payment_links_amount_check', expression: '(amount > 0)' }],
});
