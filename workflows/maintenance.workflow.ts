import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { DATABASE_ACTIVITY, PAYMENT_CALL } from './policies';

const { purgeExpiredData, findUnsettledPayments, expireDueGiftCards } = proxyActivities<Activities>(DATABASE_ACTIVITY);
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

/** Cards a run expires at most, batch by batch; the rest wait for the next run (its history stays short). */
const EXPIRY_BATCH = 200;
const EXPIRY_BATCHES_PER_RUN = 25;

/**
 * Run by the gift-card expiry schedule: every card past its expiry that still holds value gets its `expire` row
 * (exactly once per card, keyed by the card), batch after batch, each batch one activity in the Temporal UI.
 */
export async function expireGiftCardsWorkflow(batchSize = EXPIRY_BATCH) {
  let expired = 0;
  let batches = 0;
  for (let full = true; full && batches < EXPIRY_BATCHES_PER_RUN; batches += 1) {
    const batch = await expireDueGiftCards(batchSize);
    expired += batch.expired;
    full = batch.full;
  }
  return { expired, batches };
}
