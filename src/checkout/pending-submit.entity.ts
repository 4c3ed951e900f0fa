import { defineEntity, p } from '@mikro-orm/core';
import type { CheckoutInput } from './checkout.types';

/** A submit whose checkout may not have started yet (see pending-submits.service.ts). */
export const PendingSubmitSchema = defineEntity({
  name: 'PendingSubmit',
  tableName: 'pending_submits',
  properties: {
    cartId: p.text().primary(),
    input: p.json<CheckoutInput>().columnType('jsonb'),
    submittedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [{ name: 'pending_submits_submitted_at', properties: ['submittedAt'] }],
});
