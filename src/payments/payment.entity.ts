import { defineEntity, p } from '@mikro-orm/core';

export const PaymentSchema = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  properties: {
    id: p.text().primary(),
    orderId: p.text(),
    provider: p.text(),
    method: p.text(),
    status: p.enum(['pending', 'requires_action', 'authorized', 'captured', 'voided', 'failed', 'void_failed']),
    amount: p.bigint('string'),
    providerReference: p.text().nullable(),
    declineCode: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    actionSecret: p.text().nullable(),
    /** What refunds took back of this payment (a refund is split over an order's captured payments). */
    refundedAmount: p.bigint('string').defaultRaw('0'),
  },
  indexes: [
    { name: 'payments_order', properties: ['orderId', 'createdAt'] },
    {
      name: 'payments_provider_reference',
      expression:
        'CREATE INDEX payments_provider_reference ON payments USING btree (provider_reference) ' +
        'WHERE (provider_reference IS NOT NULL)',
    },
    {
      name: 'payments_unsettled',
      expression:
        'CREATE INDEX payments_unsettled ON payments USING btree (updated_at) ' +
        "WHERE (status = ANY (ARRAY['pending'::text, 'requires_action'::text, " +
        "'authorized'::text, 'void_failed'::text]))",
    },
  ],
});
