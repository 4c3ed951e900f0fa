import {
  allHandlersFinished,
  condition,
  metricMeter,
  ParentClosePolicy,
  patched,
  proxyLocalActivities,
  setHandler,
  startChild,
  upsertSearchAttributes,
  uuid4,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import type { Activities } from '../activities';
import type {
  BegunCheckout,
  BusinessFailure,
  CheckoutInput,
  CheckoutProgress,
  PaymentActionResult,
} from '../src/checkout/checkout.types';
import type { OrderSnapshot } from '../src/orders/order.types';
import { businessFailure, businessFailureOf } from './failures';
import {
  checkoutProgressQuery,
  confirmPaymentUpdate,
  orderWorkflowId,
  paymentOutcomeSignal,
  SEARCH,
  submitCheckoutUpdate,
  subscriptionWorkflowId,
} from './definitions';
import {
  CHECKOUT_LOCAL_PAYMENT_CALL,
  CHECKOUT_LOCAL_STEP,
  ORDER_WORKFLOW_IDLE_SECONDS,
  SUBSCRIPTION_CYCLES_PER_RUN,
} from './policies';
import { orderWorkflow } from './order.workflow';
import { subscriptionWorkflow } from './subscription.workflow';

const steps = proxyLocalActivities<Activities>(CHECKOUT_LOCAL_STEP);
const payments = proxyLocalActivities<Activities>(CHECKOUT_LOCAL_PAYMENT_CALL);

/** Histories from before this patch failed the whole workflow when a compensation failed, leaving the cart held. */
const COMPENSATIONS_ISOLATED = 'checkout-compensations-isolated';
/**
 * Histories from before this patch published the order's search attributes as soon as it was created and started
 * its order workflow as a child once paid. Now the checkout publishes them once, with the outcome (or while it waits
 * on the shopper), and the order workflow starts when the order first needs one: an admin action starts it by
 * update-with-start (src/temporal/order-workflows.ts). That takes one workflow, two workflow tasks and a third of
 * the history off every checkout (docs/performance.md).
 */
const ORDER_WORKFLOW_ON_DEMAND = 'checkout-order-workflow-on-demand';
/**
 * Histories from before this patch had no gift cards or store credit: the first step now debits the balances
 * applied to the cart with the order (src/balances/tenders.ts), and an order they pay in full is paid at once, with
 * no card and no transfer to wait for. A failed checkout's compensation reverses those debits.
 */
const BALANCE_TENDERS = 'checkout-balance-tenders';
/**
 * Histories from before this patch had no subscriptions: a paid checkout whose cart subscribes to a selling plan
 * now makes the order's subscriptions and starts a `subscription-<id>` workflow for each (src/subscriptions).
 */
const SUBSCRIPTIONS = 'checkout-subscriptions';

/** One undo step of the saga, and what to record for a person when it cannot be done. */
interface Compensation {
  undo(): Promise<unknown>;
  leftUndone(error: unknown): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${uuid4().replace(/-/g, '')}`;

const declined = (declineCode: string, message: string): BusinessFailure => ({
  code: 'payment_declined',
  message,
  details: { declineCode },
});
const providerError = (): BusinessFailure => ({
  code: 'payment_provider_error',
  message: 'The payment provider did not answer; nothing was charged. Try again.',
});

/** The worker's Prometheus metrics count each checkout once, by `completed` or its failure's code (not on replay). */
function countOutcome(progress: CheckoutProgress): void {
  const outcome = progress.status === 'completed' ? 'completed' : (progress.error?.code ?? progress.status);
  metricMeter
    .createCounter('commerce_checkout_outcomes', 'checkouts', 'Checkouts that ended, by outcome')
    .add(1, { outcome });
}

/**
 * One checkout of one cart (workflow id `checkout-<cartId>`): price and reserve and create the order in one step,
 * pay through the provider with idempotency keys derived from the payment id, then confirm; on any failure undo
 * in reverse (void, release, reopen the cart). A double submit joins this same run through update-with-start.
 */
export async function checkoutWorkflow(input: CheckoutInput): Promise<CheckoutProgress> {
  const progress: CheckoutProgress = { status: 'processing' };
  let action: PaymentActionResult | undefined;
  const settledFor = (waiting: CheckoutProgress['status'][]) =>
    condition(() => !waiting.includes(progress.status), input.submitWaitMs);
  setHandler(checkoutProgressQuery, () => progress);
  setHandler(submitCheckoutUpdate, async () => {
    await settledFor(['processing']);
    return progress;
  });
  // The shopper's confirm and the provider's webhook race; the first one settles the wait, exactly once.
  let settledByProvider = false;
  const waitsForAction = () => progress.status === 'requires_action' && !action;
  setHandler(paymentOutcomeSignal, (result) => {
    if (!waitsForAction()) return;
    action = result;
    settledByProvider = true;
    progress.status = 'processing';
  });
  setHandler(
    confirmPaymentUpdate,
    async (result) => {
      // A confirm after the webhook settled the wait joins it: the shopper gets the outcome, nothing runs twice.
      if (!action) action = result;
      if (progress.status === 'requires_action') progress.status = 'processing';
      await settledFor(['processing']);
      return progress;
    },
    {
      validator: (_result) => {
        if (!waitsForAction() && !settledByProvider) {
          throw businessFailure({
            code: 'invalid_state_transition',
            message: `The checkout is ${progress.status}; nothing waits for a payment confirmation.`,
            details: { currentState: progress.status, allowedActions: [] },
          });
        }
      },
    },
  );

  const onDemand = patched(ORDER_WORKFLOW_ON_DEMAND);
  const balanceTenders = patched(BALANCE_TENDERS);
  const publish = (order: BegunCheckout, status: string) =>
    upsertSearchAttributes([
      { key: SEARCH.orderId, value: order.orderId },
      { key: SEARCH.customerEmail, value: order.email },
      { key: SEARCH.orderStatus, value: status },
    ]);
  const orderId = newId('ord');
  const paymentId = newId('pay');
  const compensations: Compensation[] = [];
  let begun: BegunCheckout | undefined;
  let startedOrder: OrderSnapshot | undefined;
  /** The card the provider saved for a subscription's renewals (Stripe: its Customer and PaymentMethod). */
  let savedPaymentMethod: string | undefined;
  try {
    begun = await steps.beginCheckout({
      storeId: input.storeId,
      cartId: input.cartId,
      orderId,
      paymentId,
      paymentMethod: input.paymentMethod,
      ...(balanceTenders && { hasPaymentToken: Boolean(input.paymentToken) }),
    });
    if (!onDemand) publish(begun, 'pending');
    // Balances that paid the whole order leave nothing for a card to charge or a transfer to bring.
    const paidInFull = balanceTenders && begun.amount === 0;
    if (!begun.alreadyCompleted) {
      const failure = input.paymentMethod === 'card' && !paidInFull ? await pay(begun) : undefined;
      if (failure) throw businessFailure(failure);
    }
    const snapshot =
      begun.alreadyCompleted || (input.paymentMethod !== 'card' && !paidInFull)
        ? await steps.orderSnapshot(input.storeId, begun.orderId)
        : await steps.completeCheckout(input.storeId, orderId, paymentId);
    Object.assign(progress, { status: 'completed', orderId: begun.orderId, paymentId: begun.paymentId });
    if (onDemand) publish(begun, snapshot.status);
    else upsertSearchAttributes([{ key: SEARCH.orderStatus, value: snapshot.status }]);
    if (!begun.alreadyCompleted && !onDemand) startedOrder = snapshot;
  } catch (error) {
    const failure = businessFailureOf(error) ?? providerError();
    for (const compensation of compensations.reverse()) await attempt(compensation);
    await steps.failCheckout(
      input.storeId,
      input.cartId,
      begun && !begun.alreadyCompleted ? begun.orderId : undefined,
      failure,
    );
    Object.assign(progress, { status: 'failed', error: failure, nextAction: undefined, orderId: undefined });
    if (begun && onDemand) publish(begun, 'cancelled');
    else if (begun) upsertSearchAttributes([{ key: SEARCH.orderStatus, value: 'cancelled' }]);
  }
  countOutcome(progress);
  if (startedOrder) await startOrderWorkflow(startedOrder);
  if (
    input.subscriptions &&
    begun &&
    !begun.alreadyCompleted &&
    progress.status === 'completed' &&
    patched(SUBSCRIPTIONS)
  )
    await startSubscriptions(begun.orderId);
  await condition(allHandlersFinished);
  return progress;

  /** Authorize (waiting on the shopper if asked), then capture. A business outcome comes back as a failure value. */
  async function pay(order: BegunCheckout): Promise<BusinessFailure | undefined> {
    const call = { paymentId: order.paymentId, amount: order.amount };
    // Registered before the call whose outcome can be unknown: a lost answer may still have authorized.
    compensations.push({
      undo: () => payments.voidPayment({ ...call, idempotencyKey: `${order.paymentId}:void` }),
      leftUndone: async (error) => {
        upsertSearchAttributes([{ key: SEARCH.paymentReconciliation, value: 'void_failed' }]);
        await steps.recordUnvoidedPayment(order.paymentId, error instanceof Error ? error.message : String(error));
      },
    });
    let auth = await payments.authorizePayment({
      ...call,
      idempotencyKey: `${order.paymentId}:authorize`,
      currency: order.currency,
      token: input.paymentToken ?? '',
      // A subscription's card is saved for the renewals' off-session charges (no field in older histories).
      ...(input.subscriptions && { saveForOffSession: { email: order.email } }),
    });
    if (auth.status === 'requires_action') {
      // A real provider's client secret stays sealed in the database; the API adds it to the shopper's answer.
      const { provider } = auth.nextAction;
      const nextAction = {
        type: 'confirm_payment' as const,
        paymentId: order.paymentId,
        ...(provider && { provider }),
      };
      Object.assign(progress, { status: 'requires_action', orderId: order.orderId, nextAction });
      // Findable by its order while it waits on the shopper, which can take minutes.
      if (onDemand) publish(order, 'pending');
      const answered = await condition(() => action !== undefined, input.actionTimeoutSeconds * 1000);
      if (!answered)
        return declined('action_timed_out', 'The payment was not confirmed in time; the reservation was released.');
      Object.assign(progress, { status: 'processing', nextAction: undefined });
      auth = await payments.confirmPayment({
        ...call,
        idempotencyKey: `${order.paymentId}:confirm`,
        reference: auth.reference,
        approved: action?.approved ?? false,
      });
    }
    if (auth.status === 'declined') return declined(auth.declineCode, 'The card was declined.');
    if (auth.status === 'authorized') savedPaymentMethod = auth.savedPaymentMethod;
    if (auth.status !== 'authorized')
      return declined('authentication_required', 'The payment needs another confirmation.');
    await payments.capturePayment({ ...call, idempotencyKey: `${order.paymentId}:capture`, reference: auth.reference });
    return undefined;
  }

  /** A compensation that fails for good is recorded and the saga goes on, so the cart and stock are always released. */
  async function attempt(compensation: Compensation): Promise<void> {
    try {
      await compensation.undo();
    } catch (error) {
      if (!patched(COMPENSATIONS_ISOLATED)) throw error;
      await compensation.leftUndone(error);
    }
  }

  /** The order is paid: its subscriptions are made once, and each one's workflow is started (or found running). */
  async function startSubscriptions(orderId: string): Promise<void> {
    const states = await steps.startOrderSubscriptions({
      storeId: input.storeId,
      orderId,
      paymentToken: savedPaymentMethod ?? input.paymentToken ?? '',
    });
    for (const state of states) {
      try {
        await startChild(subscriptionWorkflow, {
          workflowId: subscriptionWorkflowId(state.subscriptionId),
          args: [{ state, cyclesPerRun: SUBSCRIPTION_CYCLES_PER_RUN }],
          parentClosePolicy: ParentClosePolicy.ABANDON,
          typedSearchAttributes: [
            { key: SEARCH.storeId, value: state.storeId },
            { key: SEARCH.customerEmail, value: state.email },
            { key: SEARCH.subscriptionStatus, value: [state.status] },
          ],
        });
      } catch (error) {
        if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
      }
    }
  }

  async function startOrderWorkflow(snapshot: OrderSnapshot): Promise<void> {
    try {
      await startChild(orderWorkflow, {
        workflowId: orderWorkflowId(snapshot.orderId),
        args: [{ snapshot, idleTimeoutSeconds: ORDER_WORKFLOW_IDLE_SECONDS }],
        parentClosePolicy: ParentClosePolicy.ABANDON,
      });
    } catch (error) {
      // An admin action may already have started it through update-with-start; either way it exists now.
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }
}
