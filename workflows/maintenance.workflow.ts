import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { DATABASE_ACTIVITY, PAYMENT_CALL } from './policies';

const { purgeExpiredData, findUnsettledPayments } = proxyActivities<Activities>(DATABASE_ACTIVITY);
const { reconcilePayment } = proxyActivities<Activities>(PAYMENT_CALL);

/** Run by the maintenance schedule: removes expired idempotency keys, rate-limit buckets and old events. */
export async function purgeExpiredDataWorkflow() {
  return purgeExpiredData();
}

/**
 * Run by the reconciliation schedule: payments a checkout left unsettled for longer than `olderThanMinutes` are read
 * at their provider and settled one by one (each its own activity, shown in the Temporal UI); one that fails now is
 * tried again by the next run.
 */
export async function reconcilePaymentsWorkflow(olderThanMinutes = 15) {
  const settled = [];
  for (const paymentId of await findUnsettledPayments(olderThanMinutes)) {
    const unsettled = (error: Error) => ({ paymentId, found: 'unknown', now: 'unsettled', error: error.message });
    settled.push(await reconcilePayment(paymentId).catch(unsettled));
  }
  return settled;
}
