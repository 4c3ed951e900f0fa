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
  confirmOrderLinkUpdate,
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
/** A link's card that asks for 3-D Secure waits for the pay page's confirm; before, it was let go at once. */
const LINK_NEXT_ACTION = 'pay-link-next-action';
/** How long a link's card waits on its shopper when the call names no time (the checkout's default). */
const LINK_ACTION_TIMEOUT_SECONDS = 900;
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

/** A step's error as the shopper or staff are told it. */
const failureOf = (error: unknown): BusinessFailure =>
  businessFailureOf(error) ?? (hasFailureType(error, DATABASE_REJECTED) ? refusedByDatabase : providerUnreachable);

const declinedCard = (declineCode: string): BusinessFailure => ({
  code: 'payment_declined',
  message: 'The card was declined.',
  details: { declineCode },
});

/** A link's payment waiting on its shopper (3-D Secure), until the pay page confirms and the step ends. */
interface LinkAction {
  paymentId: string;
  approved?: boolean;
  /** The wait for the confirm is over: one arriving now is refused, not left to wait on a payment let go. */
  waitEnded?: boolean;
  outcome?: { snapshot: OrderSnapshot } | { failure: BusinessFailure };
}

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
      throw businessFailure(failureOf(error));
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
  let linkAction: LinkAction | undefined;
  /**
   * A link's card that asked for 3-D Secure: the step (still holding the order's turn, so nothing else changes the
   * order meanwhile) waits for the pay page's confirm, then reads the outcome from the provider and captures it; no
   * confirm in time, or a refused one, lets the payment go.
   */
  const finishLinkAction = async (
    action: LinkAction,
    call: { paymentId: string; amount: number },
    reference: string,
    timeoutSeconds: number,
  ) => {
    const answered = await condition(() => action.approved !== undefined, timeoutSeconds * 1000);
    action.waitEnded = true;
    const auth = answered
      ? await payments.confirmPayment({
          ...call,
          idempotencyKey: `${call.paymentId}:confirm`,
          reference,
          approved: action.approved === true,
        })
      : undefined;
    if (auth?.status !== 'authorized') {
      await payments.voidPayment({ ...call, idempotencyKey: `${call.paymentId}:void` });
      const declineCode = auth?.status === 'declined' ? auth.declineCode : undefined;
      throw businessFailure(declinedCard(declineCode ?? (answered ? 'authentication_required' : 'action_timed_out')));
    }
    await payments.capturePayment({ ...call, idempotencyKey: `${call.paymentId}:capture`, reference: auth.reference });
  };
  setHandler(
    payOrderLinkUpdate,
    ({ linkId, token, actionTimeoutSeconds }) => {
      // Answered when the step ends, or as soon as the card waits on the shopper (the step goes on waiting).
      let waitsOnShopper: (snapshot: OrderSnapshot) => void = () => undefined;
      const asked = new Promise<OrderSnapshot>((resolve) => (waitsOnShopper = resolve));
      const paid = serial(async () => {
        const planned = await steps.planLinkPayment(ctx, linkId, newId('pay'));
        // The confirm update is told how the step ended.
        let action: LinkAction | undefined;
        try {
          if (!planned.alreadyPaid) {
            const call = { paymentId: planned.paymentId, amount: planned.amount };
            const auth = await payments.authorizePayment({
              ...call,
              idempotencyKey: `${planned.paymentId}:authorize`,
              currency: planned.currency,
              token,
            });
            if (auth.status === 'requires_action' && patched(LINK_NEXT_ACTION)) {
              action = { paymentId: planned.paymentId };
              linkAction = action;
              waitsOnShopper(snapshot);
              const timeout = actionTimeoutSeconds ?? LINK_ACTION_TIMEOUT_SECONDS;
              await finishLinkAction(action, call, auth.reference, timeout);
            } else if (auth.status !== 'authorized') {
              // Histories from before the patch: what the provider holds is let go at once.
              if (auth.status === 'requires_action')
                await payments.voidPayment({ ...call, idempotencyKey: `${planned.paymentId}:void` });
              throw businessFailure(
                declinedCard(auth.status === 'declined' ? auth.declineCode : 'authentication_required'),
              );
            } else {
              await payments.capturePayment({
                ...call,
                idempotencyKey: `${planned.paymentId}:capture`,
                reference: auth.reference,
              });
            }
          }
          const recorded = await records.recordLinkPayment(ctx, planned);
          if (action) action.outcome = { snapshot: recorded };
          return recorded;
        } catch (error) {
          if (action) action.outcome = { failure: failureOf(error) };
          throw error;
        } finally {
          linkAction = undefined;
        }
      });
      return Promise.race([paid, asked]);
    },
    { validator: (_request) => undefined },
  );
  setHandler(
    confirmOrderLinkUpdate,
    async ({ approved }) => {
      const action = linkAction as LinkAction;
      action.approved = approved;
      await condition(() => action.outcome !== undefined);
      const outcome = action.outcome as NonNullable<LinkAction['outcome']>;
      if ('failure' in outcome) throw businessFailure(outcome.failure);
      return outcome.snapshot;
    },
    {
      validator: ({ paymentId }) => {
        if (
          !linkAction ||
          linkAction.paymentId !== paymentId ||
          linkAction.approved !== undefined ||
          linkAction.waitEnded
        )
          throw businessFailure({
            code: 'invalid_state_transition',
            message: 'This payment is not waiting for a confirmation.',
            details: { paymentId },
          });
      },
    },
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
