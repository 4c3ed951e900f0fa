import {
  allHandlersFinished,
  condition,
  patched,
  proxyActivities,
  setHandler,
  upsertSearchAttributes,
  uuid4,
} from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { BusinessFailure } from '../src/checkout/checkout.types';
import type { OrderAction, OrderSnapshot, OrderWorkflowInput } from '../src/orders/order.types';
import { isClosedOrder } from '../src/orders/order-states';
import { refundRefusal } from '../src/orders/refund-cap';
import { refundPartKey, type RefundPart } from '../src/payments/refund-parts';
import { businessFailure, businessFailureOf, DATABASE_REJECTED, hasFailureType } from './failures';
import {
  cancelOrderUpdate,
  commitOrderEditUpdate,
  fulfilOrderUpdate,
  markOrderPaidUpdate,
  orderSnapshotQuery,
  payOrderLinkUpdate,
  refundOrderUpdate,
  SEARCH,
} from './definitions';
import { ORDER_RECORD_STEP, ORDER_STEP, PAYMENT_CALL } from './policies';

const steps = proxyActivities<Activities>(ORDER_STEP);
const records = proxyActivities<Activities>(ORDER_RECORD_STEP);
const payments = proxyActivities<Activities>(PAYMENT_CALL);

const ONE_STEP_AT_A_TIME = 'order-steps-one-at-a-time';
const newId = (prefix: string) => `${prefix}_${uuid4().replace(/-/g, '')}`;
const providerUnreachable: BusinessFailure = {
  code: 'payment_provider_error',
  message: 'The payment provider did not answer; try again.',
};
const refusedByDatabase: BusinessFailure = {
  code: 'internal_error',
  message:
    'The order could not be changed: the step failed on our side and nothing was changed. ' +
    'The workflow history in Temporal has the details.',
};

function invalidTransition(action: string, snapshot: OrderSnapshot): BusinessFailure {
  return {
    code: 'invalid_state_transition',
    message:
      `Cannot ${action} while the order is ${snapshot.status} ` +
      `(payment ${snapshot.paymentStatus}, ${snapshot.fulfillmentStatus}).`,
    details: { currentState: snapshot.status, allowedActions: snapshot.allowedActions },
  };
}

/**
 * The lifecycle of one order (workflow id `order-<orderId>`): fulfil, refund, cancel and mark-paid arrive as
 * Workflow Updates, are judged synchronously by validators against the latest snapshot, run one at a time, and
 * answer the snapshot after the step. The order itself lives in PostgreSQL, written by the activities.
 */
export async function orderWorkflow(input: OrderWorkflowInput): Promise<OrderSnapshot> {
  let snapshot = input.snapshot;
  let busy = false;
  let completedSteps = 0;
  const ctx = { storeId: snapshot.storeId, orderId: snapshot.orderId, actor: 'admin' };

  const publish = () =>
    upsertSearchAttributes([
      { key: SEARCH.storeId, value: snapshot.storeId },
      { key: SEARCH.orderId, value: snapshot.orderId },
      { key: SEARCH.customerEmail, value: snapshot.email },
      { key: SEARCH.orderStatus, value: snapshot.status },
    ]);
  const requireAllowed = (action: OrderAction) => {
    if (!snapshot.allowedActions.includes(action)) throw businessFailure(invalidTransition(action, snapshot));
  };
  /** Steps run one at a time, so each validator's snapshot is never more than one step behind the database. */
  const serial = async (step: () => Promise<OrderSnapshot>): Promise<OrderSnapshot> => {
    await condition(() => !busy);
    // Every step waiting here wakes in the same activation when the running one ends: the first takes the turn and
    // the others wait again. Histories recorded before the patch let them all run at once, and replay as they ran.
    while (busy && patched(ONE_STEP_AT_A_TIME)) await condition(() => !busy);
    busy = true;
    try {
      snapshot = await step();
      publish();
      return snapshot;
    } catch (error) {
      throw businessFailure(
        businessFailureOf(error) ??
          (hasFailureType(error, DATABASE_REJECTED) ? refusedByDatabase : providerUnreachable),
      );
    } finally {
      busy = false;
      completedSteps += 1;
    }
  };
  const refundOnePayment = async (
    paymentReference: string | null,
    viaProvider: boolean,
    refundId: string,
    amount: number,
    key = `${refundId}:refund`,
  ) =>
    viaProvider && paymentReference && amount > 0
      ? (await payments.refundPayment(refundId, key, paymentReference, amount)).reference
      : null;
  /**
   * The provider's part of a refund, split over the order's captured payments (each part its own key; the first the
   * refund's own, so a one-payment refund is the call it always was); plans made before splits name one payment.
   * Answers the first provider reference.
   */
  const refundThroughProvider = async (
    plan: { paymentReference: string | null; viaProvider: boolean; amount: number; parts?: RefundPart[] },
    refundId: string,
  ) => {
    if (!plan.parts) return refundOnePayment(plan.paymentReference, plan.viaProvider, refundId, plan.amount);
    let first: string | null = null;
    for (const [index, part] of plan.parts.entries()) {
      const key = refundPartKey(refundId, index);
      const reference = await refundOnePayment(part.reference, part.viaProvider, refundId, part.amount, key);
      first ??= reference;
    }
    return first;
  };

  setHandler(orderSnapshotQuery, () => snapshot);
  setHandler(fulfilOrderUpdate, (request) => serial(() => steps.fulfilOrder(ctx, newId('ful'), request)), {
    validator: (_request) => requireAllowed('fulfil'),
  });
  setHandler(
    refundOrderUpdate,
    (request) =>
      serial(async () => {
        const plan = await steps.planRefund(ctx, request);
        const refundId = request.refundId ?? newId('ref');
        // A refund the provider reports having made itself is recorded, not sent to the provider again.
        const reference = request.refundedAtProvider?.reference ?? (await refundThroughProvider(plan, refundId));
        return records.recordRefund(ctx, refundId, plan, reference);
      }),
    {
      validator: (request) => {
        requireAllowed('refund');
        const refusal = request.amount === undefined ? undefined : refundRefusal(request.amount, snapshot.refundable);
        if (refusal) throw businessFailure(refusal);
      },
    },
  );
  setHandler(
    cancelOrderUpdate,
    (request) =>
      serial(async () => {
        const plan = await steps.planCancel(ctx, request.reason);
        const refundId = newId('ref');
        return records.recordCancel(ctx, refundId, plan, await refundThroughProvider(plan, refundId));
      }),
    { validator: (_request) => requireAllowed('cancel') },
  );
  setHandler(markOrderPaidUpdate, () => serial(() => steps.markOrderPaid(ctx)), {
    validator: () => {
      if (!snapshot.canMarkPaid) throw businessFailure(invalidTransition('mark the order paid', snapshot));
    },
  });

  const requireEditable = () => {
    if (snapshot.status !== 'confirmed' || snapshot.fulfillmentStatus === 'fulfilled')
      throw businessFailure(invalidTransition('edit the order', snapshot));
  };
  setHandler(
    commitOrderEditUpdate,
    ({ editId, expectedVersion }) =>
      serial(async () => {
        // The edit is written first (version checked under the order's lock); then its surplus goes back to the card
        // once, keyed by the edit, and a retried commit finds the refund recorded and calls the provider no more.
        const committed = await steps.applyEditCommit(ctx, editId, expectedVersion);
        const reference =
          committed.refundId && committed.refundAmount > 0 && !committed.refundRecorded
            ? await refundThroughProvider({ ...committed, amount: committed.refundAmount }, committed.refundId)
            : null;
        return records.recordEditRefund(ctx, editId, committed, reference);
      }),
    { validator: (_request) => requireEditable() },
  );
  setHandler(
    payOrderLinkUpdate,
    ({ linkId, token }) =>
      serial(async () => {
        const planned = await steps.planLinkPayment(ctx, linkId, newId('pay'));
        if (!planned.alreadyPaid) {
          const call = { paymentId: planned.paymentId, amount: planned.amount };
          const auth = await payments.authorizePayment({
            ...call,
            idempotencyKey: `${planned.paymentId}:authorize`,
            currency: planned.currency,
            token,
          });
          if (auth.status !== 'authorized') {
            // The pay page confirms no second step (3-D Secure) yet: what the provider holds is let go at once.
            if (auth.status === 'requires_action')
              await payments.voidPayment({ ...call, idempotencyKey: `${planned.paymentId}:void` });
            const declineCode = auth.status === 'declined' ? auth.declineCode : 'authentication_required';
            throw businessFailure({
              code: 'payment_declined',
              message: 'The card was declined.',
              details: { declineCode },
            });
          }
          await payments.capturePayment({
            ...call,
            idempotencyKey: `${planned.paymentId}:capture`,
            reference: auth.reference,
          });
        }
        return records.recordLinkPayment(ctx, planned);
      }),
    { validator: (_request) => undefined },
  );

  publish();
  while (!isClosedOrder(snapshot)) {
    const seen = completedSteps;
    const active = await condition(() => busy || completedSteps !== seen, input.idleTimeoutSeconds * 1000);
    if (!active) break;
    await condition(() => !busy);
  }
  await condition(allHandlersFinished);
  return snapshot;
}
