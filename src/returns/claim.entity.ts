import { defineEntity, p } from '@mikro-orm/core';

export const CLAIM_STATUSES = ['open', 'resolved', 'failed'] as const;

export const ClaimSchema = defineEntity({
  name: 'Claim',
  tableName: 'claims',
  properties: {
    id: p.text().primary(),
    storeId: p.text(),
    orderId: p.text(),
    orderNumber: p.bigint('string'),
    reason: p.enum(['missing', 'damaged']),
    resolution: p.enum(['replacement', 'refund']),
    status: p.enum([...CLAIM_STATUSES]),
    note: p.text().nullable(),
    currency: p.text(),
    valueAmount: p.bigint('string'),
    refundId: p.text().nullable(),
    fulfilmentId: p.text().nullable(),
    failure: p.json<Record<string, unknown>>().columnType('jsonb').nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('clock_timestamp()'),
  },
  indexes: [
    {
      name: 'claims_store',
      expression: 'CREATE INDEX claims_store ON claims USING btree (store_id, created_at DESC, id DESC)',
    },
    { name: 'claims_order', properties: ['orderId'] },
  ],
});
