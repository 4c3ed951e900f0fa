import { ParentClosePolicy, proxyActivities, startChild } from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError, WorkflowIdReusePolicy } from '@temporalio/common';
import { giftCardDeliveryWorkflow } from './gift-card-delivery.workflow';
import { giftCardDeliveryWorkflowId, SEARCH } from './definitions';
import type { Activities } from '../activities';
import { DATABASE_ACTIVITY, PAYMENT_CALL } from './policies';

const { purgeExpiredData, findUnsettledPayments, expireDueGiftCards, undeliveredGiftCardPurchases } =
  proxyActivities<Activities>(DATABASE_ACTIVITY);
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
 * (exactly once per card, keyed by the card), batch after batch, each batch one activity in the Temporal UI. Then
 * bought cards whose delivery never started (the relay's start failed) get theirs, as children left running: a
 * delivery already started or run is refused by its id, so none is started twice.
 */
export async function expireGiftCardsWorkflow(batchSize = EXPIRY_BATCH, quietMinutes = 5) {
  let expired = 0;
  let batches = 0;
  for (let full = true; full && batches < EXPIRY_BATCHES_PER_RUN; batches += 1) {
    const batch = await expireDueGiftCards(batchSize);
    expired += batch.expired;
    full = batch.full;
  }
  let deliveriesStarted = 0;
  for (const { giftCardId, purchase } of await undeliveredGiftCardPurchases(quietMinutes)) {
    try {
      await startChild(giftCardDeliveryWorkflow, {
        workflowId: giftCardDeliveryWorkflowId(giftCardId),
        args: [purchase],
        parentClosePolicy: ParentClosePolicy.ABANDON,
        workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
        typedSearchAttributes: [
          { key: SEARCH.storeId, value: purchase.storeId },
          { key: SEARCH.orderId, value: purchase.orderId },
          { key: SEARCH.customerEmail, value: purchase.recipientEmail },
        ],
      });
      deliveriesStarted += 1;
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }
  return { expired, batches, deliveriesStarted };
}
