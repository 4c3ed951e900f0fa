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

/*
 * The patches below guard changes made since release 3.0.0, whose workers still write the old shapes; none can be
 * deprecated before a release with them is deployed and the checkouts started before it have ended
 * (docs/versioning.md#workflow-changes).
 */
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
  const checkout = new Checkout(input);
  const begun = await checkout.placeOrder();
  countOutcome(checkout.progress);
  await checkout.startChildren(begun);
  await condition(allHandlersFinished);
  return checkout.progress;
}

/** The steps of one checkout, over the state they share: its progress, the shopper's answer and the saga. */
class Checkout {
  readonly progress: CheckoutProgress = { status: 'processing' };
  /** The answer to a payment that asked the shopper for an action: from the shopper's confirm or the provider. */
  private action: PaymentActionResult | undefined;
  private settledByProvider = false;
  private readonly compensations: Compensation[] = [];
  /** The card the provider saved for a subscription's renewals (Stripe: its Customer and PaymentMethod). */
  private savedPaymentMethod: string | undefined;
  /** Before ORDER_WORKFLOW_ON_DEMAND, the paid order whose workflow the checkout starts as its child. */
  private childOrder: OrderSnapshot | undefined;
  private readonly search: OrderSearch;
  private readonly balanceTenders: boolean;

  constructor(private readonly input: CheckoutInput) {
    this.answerShopperAndProvider();
    // Asked before the first step, in this order, as every recorded history has them.
    this.search = orderSearch(patched(ORDER_WORKFLOW_ON_DEMAND));
    this.balanceTenders = patched(BALANCE_TENDERS);
  }

  /** Begin, pay and complete; on any failure undo what was done. The begun checkout, if the first step ran. */
  async placeOrder(): Promise<BegunCheckout | undefined> {
    const ids = { orderId: newId('ord'), paymentId: newId('pay') };
    let begun: BegunCheckout | undefined;
    try {
      begun = await this.begin(ids);
      await this.complete(begun, ids);
    } catch (error) {
      await this.compensate(error, begun);
    }
    return begun;
  }

  /** Once the outcome is known: the order's workflow (before ORDER_WORKFLOW_ON_DEMAND) and its subscriptions. */
  async startChildren(begun: BegunCheckout | undefined): Promise<void> {
    if (this.childOrder) await startOrderWorkflow(this.childOrder);
    if (
      this.input.subscriptions &&
      begun &&
      !begun.alreadyCompleted &&
      this.progress.status === 'completed' &&
      patched(SUBSCRIPTIONS)
    )
      await this.startSubscriptions(begun.orderId);
  }

  /** The progress query, the submit that waits for an outcome, and the two ways a payment's action is answered. */
  private answerShopperAndProvider(): void {
    const { progress } = this;
    const settledFor = (waiting: CheckoutProgress['status'][]) =>
      condition(() => !waiting.includes(progress.status), this.input.submitWaitMs);
    setHandler(checkoutProgressQuery, () => progress);
    setHandler(submitCheckoutUpdate, async () => {
      await settledFor(['processing']);
      return progress;
    });
    // The shopper's confirm and the provider's webhook race; the first one settles the wait, exactly once.
    const waitsForAction = () => progress.status === 'requires_action' && !this.action;
    setHandler(paymentOutcomeSignal, (result) => {
      if (!waitsForAction()) return;
      this.action = result;
      this.settledByProvider = true;
      progress.status = 'processing';
    });
    setHandler(
      confirmPaymentUpdate,
      async (result) => {
        // A confirm after the webhook settled the wait joins it: the shopper gets the outcome, nothing runs twice.
        if (!this.action) this.action = result;
        if (progress.status === 'requires_action') progress.status = 'processing';
        await settledFor(['processing']);
        return progress;
      },
      {
        validator: (_result) => {
          if (!waitsForAction() && !this.settledByProvider) {
            throw businessFailure({
              code: 'invalid_state_transition',
              message: `The checkout is ${progress.status}; nothing waits for a payment confirmation.`,
              details: { currentState: progress.status, allowedActions: [] },
            });
          }
        },
      },
    );
  }

  /** Prices the cart, reserves its stock, debits its balances and makes the order, in one step. */
  private async begin(ids: { orderId: string; paymentId: string }): Promise<BegunCheckout> {
    const begun = await steps.beginCheckout({
      storeId: this.input.storeId,
      cartId: this.input.cartId,
      ...ids,
      paymentMethod: this.input.paymentMethod,
      ...(this.balanceTenders && { hasPaymentToken: Boolean(this.input.paymentToken) }),
    });
    this.search.begun(begun);
    return begun;
  }

  /** Charges the card if one is to pay, then confirms the order (or, for a transfer, reads it as it waits). */
  private async complete(begun: BegunCheckout, ids: { orderId: string; paymentId: string }): Promise<void> {
    const { storeId, paymentMethod } = this.input;
    // Balances that paid the whole order leave nothing for a card to charge or a transfer to bring.
    const paidInFull = this.balanceTenders && begun.amount === 0;
    if (!begun.alreadyCompleted && paymentMethod === 'card' && !paidInFull) {
      const failure = await this.pay(begun);
      if (failure) throw businessFailure(failure);
    }
    const awaitsTransfer = paymentMethod !== 'card' && !paidInFull;
    const snapshot =
      begun.alreadyCompleted || awaitsTransfer
        ? await steps.orderSnapshot({ storeId, orderId: begun.orderId })
        : await steps.completeCheckout({ storeId, ...ids });
    Object.assign(this.progress, { status: 'completed', orderId: begun.orderId, paymentId: begun.paymentId });
    this.search.ended(begun, snapshot.status);
    if (!begun.alreadyCompleted && this.search.startsOrderWorkflow) this.childOrder = snapshot;
  }

  /** Authorize (waiting on the shopper if asked), then capture. A business outcome comes back as a failure value. */
  private async pay(order: BegunCheckout): Promise<BusinessFailure | undefined> {
    const call = { paymentId: order.paymentId, amount: order.amount };
    // Registered before the call whose outcome can be unknown: a lost answer may still have authorized.
    this.compensations.push({
      undo: () => payments.voidPayment({ ...call, idempotencyKey: `${order.paymentId}:void` }),
      leftUndone: async (error) => {
        upsertSearchAttributes([{ key: SEARCH.paymentReconciliation, value: 'void_failed' }]);
        const reason = error instanceof Error ? error.message : String(error);
        await steps.recordUnvoidedPayment({ paymentId: order.paymentId, reason });
      },
    });
    let auth = await payments.authorizePayment({
      ...call,
      idempotencyKey: `${order.paymentId}:authorize`,
      currency: order.currency,
      token: this.input.paymentToken ?? '',
      // A subscription's card is saved for the renewals' off-session charges (no field in older histories).
      ...(this.input.subscriptions && { saveForOffSession: { email: order.email } }),
    });
    if (auth.status === 'requires_action') {
      const approved = await this.awaitAction(order, auth.nextAction.provider);
      if (approved === undefined)
        return declined('action_timed_out', 'The payment was not confirmed in time; the reservation was released.');
      auth = await payments.confirmPayment({
        ...call,
        idempotencyKey: `${order.paymentId}:confirm`,
        reference: auth.reference,
        approved,
      });
    }
    if (auth.status === 'declined') return declined(auth.declineCode, 'The card was declined.');
    if (auth.status === 'authorized') this.savedPaymentMethod = auth.savedPaymentMethod;
    if (auth.status !== 'authorized')
      return declined('authentication_required', 'The payment needs another confirmation.');
    await payments.capturePayment({ ...call, idempotencyKey: `${order.paymentId}:capture`, reference: auth.reference });
    return undefined;
  }

  /** Waits for the shopper's (or the provider's) answer to the payment's action: approved or not; undefined: none. */
  private async awaitAction(order: BegunCheckout, provider: string | undefined): Promise<boolean | undefined> {
    // A real provider's client secret stays sealed in the database; the API adds it to the shopper's answer.
    const nextAction = { type: 'confirm_payment' as const, paymentId: order.paymentId, ...(provider && { provider }) };
    Object.assign(this.progress, { status: 'requires_action', orderId: order.orderId, nextAction });
    // Findable by its order while it waits on the shopper, which can take minutes.
    this.search.waiting(order);
    const answered = await condition(() => this.action !== undefined, this.input.actionTimeoutSeconds * 1000);
    if (!answered) return undefined;
    Object.assign(this.progress, { status: 'processing', nextAction: undefined });
    return this.action?.approved ?? false;
  }

  /** Undoes in reverse what was done, then releases the stock, cancels the order and reopens the cart. */
  private async compensate(error: unknown, begun: BegunCheckout | undefined): Promise<void> {
    const failure = businessFailureOf(error) ?? providerError();
    for (const compensation of this.compensations.reverse()) await attempt(compensation);
    const orderId = begun && !begun.alreadyCompleted ? begun.orderId : undefined;
    await steps.failCheckout({ storeId: this.input.storeId, cartId: this.input.cartId, orderId, failure });
    Object.assign(this.progress, { status: 'failed', error: failure, nextAction: undefined, orderId: undefined });
    if (begun) this.search.ended(begun, 'cancelled');
  }

  /** The order is paid: its subscriptions are made once, and each one's workflow is started (or found running). */
  private async startSubscriptions(orderId: string): Promise<void> {
    const states = await steps.startOrderSubscriptions({
      storeId: this.input.storeId,
      orderId,
      paymentToken: this.savedPaymentMethod ?? this.input.paymentToken ?? '',
    });
    for (const state of states) {
      await startedOrRunning(
        startChild(subscriptionWorkflow, {
          workflowId: subscriptionWorkflowId(state.subscriptionId),
          args: [{ state, cyclesPerRun: SUBSCRIPTION_CYCLES_PER_RUN }],
          parentClosePolicy: ParentClosePolicy.ABANDON,
          typedSearchAttributes: [
            { key: SEARCH.storeId, value: state.storeId },
            { key: SEARCH.customerEmail, value: state.email },
            { key: SEARCH.subscriptionStatus, value: [state.status] },
          ],
        }),
      );
    }
  }
}

/**
 * The order's search attributes, by the run's ORDER_WORKFLOW_ON_DEMAND patch: since it, published once, with the
 * outcome or while the payment waits on the shopper; before it, all of them as soon as the order was made and its
 * status at the end, the paid order's workflow then started as the checkout's child.
 */
interface OrderSearch {
  readonly startsOrderWorkflow: boolean;
  begun(order: BegunCheckout): void;
  waiting(order: BegunCheckout): void;
  ended(order: BegunCheckout, status: string): void;
}

function orderSearch(orderWorkflowOnDemand: boolean): OrderSearch {
  const publish = (order: BegunCheckout, status: string) =>
    upsertSearchAttributes([
      { key: SEARCH.orderId, value: order.orderId },
      { key: SEARCH.customerEmail, value: order.email },
      { key: SEARCH.orderStatus, value: status },
    ]);
  if (orderWorkflowOnDemand)
    return {
      startsOrderWorkflow: false,
      begun: () => {},
      waiting: (order) => publish(order, 'pending'),
      ended: publish,
    };
  return {
    startsOrderWorkflow: true,
    begun: (order) => publish(order, 'pending'),
    waiting: () => {},
    ended: (_order, status) => upsertSearchAttributes([{ key: SEARCH.orderStatus, value: status }]),
  };
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

/** Before ORDER_WORKFLOW_ON_DEMAND: the paid order's workflow, started as an abandoned child. */
async function startOrderWorkflow(snapshot: OrderSnapshot): Promise<void> {
  // An admin action may already have started it through update-with-start; either way it exists now.
  await startedOrRunning(
    startChild(orderWorkflow, {
      workflowId: orderWorkflowId(snapshot.orderId),
      args: [{ snapshot, idleTimeoutSeconds: ORDER_WORKFLOW_IDLE_SECONDS }],
      parentClosePolicy: ParentClosePolicy.ABANDON,
    }),
  );
}

/** A child start that finds its workflow id already running leaves that one be. */
async function startedOrRunning(start: Promise<unknown>): Promise<void> {
  try {
    await start;
  } catch (error) {
    if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
  }
}
