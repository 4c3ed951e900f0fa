import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import { inTransaction } from '../db/sql';
import { DomainError, invalidStateTransition, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { orderWorkflowId } from '../shared/workflow-ids';
import { recordEvent } from '../events/outbox';
import { findStore } from '../stores/stores.service';
import { customerOfCart, type CartLineRow, type CartRow } from '../cart/cart.repository';
import { priceCartLines, quoteCart } from '../cart/cart-quote.service';
import { variantsForDraftLines } from '../catalogue/catalogue.repository';
import { commitStock, releaseStock, reserveStock } from '../catalogue/stock/stock.repository';
import {
  addTimeline,
  cancelOrderForFailedPayment,
  findOrder,
  findOrderLines,
  insertPendingOrder,
  lockOrderStatus,
  markOrderPaid,
  paymentOrders,
} from '../orders/orders.repository';
import { recordOrderEvent } from '../orders/order-events';
import { storeProviderNameOf } from '../payments/provider-settings';
import { insertPendingPayment, markOrderPaymentsFailed, markPaymentCaptured } from '../payments/payments.repository';
import { authorizePayment, capturePayment } from '../payments/payments.service';
import {
  findCartPlanTerms,
  findCycle,
  findPendingCycle,
  findSubscription,
  findSubscriptionsOfOrder,
  insertCycle,
  insertSubscription,
  setCycleAmount,
  updateCycle,
  updateSubscription,
  type SubscriptionRow,
} from './subscriptions.repository';
import { subscriptionSettingsOf } from '../settings/subscription-settings';
import { addIntervals, daysToMs } from './subscription-schedule';
import { presentSubscription } from './subscriptions.presenter';
import type {
  PlanInterval,
  RenewalOutcome,
  SubscriptionChange,
  SubscriptionState,
  SubscriptionStatus,
} from './subscriptions.types';
import { allowedSubscriptionActions, changeApplies } from './subscriptions.types';

/** The state the workflow decides from, read from the subscription's row. */
export const stateOf = (row: SubscriptionRow): SubscriptionState => ({
  subscriptionId: row.id,
  storeId: row.store_id,
  email: row.email,
  status: row.status as SubscriptionStatus,
  nextCycle: row.next_cycle,
  failedAttempts: row.failed_attempts,
  nextBillingAt: row.next_billing_at ? new Date(row.next_billing_at as unknown as string).getTime() : null,
  cyclesPaid: row.cycles_paid,
  minimumCycles: row.minimum_cycles,
});

async function recordSubscriptionEvent(
  tx: EntityManager,
  config: Config,
  row: SubscriptionRow,
  type: 'created' | 'renewed' | 'payment_failed' | 'paused' | 'cancelled',
): Promise<void> {
  await recordEvent(tx, row.store_id, `subscription.${type}`, { ...presentSubscription(row, config) });
}

/** A unit's price on a renewal: the price less the plan's discount (rounded to the minor unit). */
const renewalUnitAmount = (unit: number, discountPercent: number) => unit - Math.round((unit * discountPercent) / 100);

/**
 * The subscriptions of a checkout's order, one per line whose cart line chose a selling plan, made once however
 * often the step is retried (unique by order and variant). The card token is kept for the off-session renewals;
 * the first renewal is one interval (plus the plan's trial) after now.
 */
export async function startOrderSubscriptions(
  em: EntityManager,
  config: Config,
  input: { storeId: string; orderId: string; paymentToken: string },
): Promise<SubscriptionState[]> {
  return inTransaction(em, async (tx) => {
    const order = await findOrder(tx, input.storeId, input.orderId);
    const plans = new Map((await findCartPlanTerms(tx, order.cart_id)).map((plan) => [plan.variant_id, plan]));
    // The signed-in shopper who checked out owns it (the order's customer is the one of the cart's e-mail).
    const customerId = (await customerOfCart(tx, order.cart_id)) ?? order.customer_id;
    if (plans.size > 0 && customerId) {
      const now = new Date();
      for (const line of await findOrderLines(tx, order.id)) {
        // A custom line (a draft order's) names no variant, so no plan.
        if (!line.variant_id || !line.product_id) continue;
        const plan = plans.get(line.variant_id);
        if (!plan) continue;
        const first = addIntervals(
          now,
          plan.interval as PlanInterval,
          plan.interval_count,
          config.subscriptionDaySeconds,
        );
        const row = await insertSubscription(tx, {
          id: newId('sub'),
          storeId: order.store_id,
          customerId,
          email: order.email,
          plan,
          productId: line.product_id,
          variantId: line.variant_id,
          title:
            line.variant_title && line.variant_title !== 'Default'
              ? `${line.title} (${line.variant_title})`
              : line.title,
          quantity: line.quantity,
          currency: order.currency,
          firstOrderId: order.id,
          paymentToken: input.paymentToken,
          shippingAddress: order.shipping_address,
          shippingOptionId: ((order.shipping_option ?? {}) as { id?: string }).id ?? null,
          nextBillingAt: new Date(first.getTime() + daysToMs(plan.trial_days, config.subscriptionDaySeconds)),
          // The renewals' goods at today's price: the checkout's order paid full price, its code is not repeated.
          cycleAmount: line.quantity * renewalUnitAmount(Number(line.unit_amount), plan.discount_percent),
        });
        if (row) await recordSubscriptionEvent(tx, config, row, 'created');
      }
    }
    return (await findSubscriptionsOfOrder(tx, order.id)).map(stateOf);
  });
}

export async function subscriptionState(em: EntityManager, storeId: string, id: string): Promise<SubscriptionState> {
  const row = await findSubscription(em, storeId, id);
  if (!row) throw notFound('subscription', id);
  return stateOf(row);
}

/**
 * The cycle's order at today's prices (price lists included) less the plan's discount, with its pending card
 * payment and its stock reserved. Creating it and the cycle's row is one transaction, and the row's primary key is
 * (subscription, cycle): a retry finds the order it made, and no cycle ever has two.
 */
async function cycleOrder(tx: EntityManager, sub: SubscriptionRow, cycle: number): Promise<{ orderId: string }> {
  const store = await findStore(tx, sub.store_id);
  const [variant] = await variantsForDraftLines(tx, store.id, [sub.variant_id], sub.currency);
  if (!variant || variant.amount === null)
    throw new DomainError('selling_plan_unavailable', `The subscribed variant ${sub.variant_id} is no longer sold.`);
  const asCart = {
    id: sub.id,
    store_id: sub.store_id,
    currency: sub.currency,
    customer_id: sub.customer_id,
    email: sub.email,
    shipping_address: sub.shipping_address,
    billing_address: sub.shipping_address,
    note: null,
    shipping_option_id: sub.shipping_option_id,
    discount_code: null,
  } as unknown as CartRow;
  const rows: CartLineRow[] = [
    {
      id: `${sub.id}:${cycle}`,
      product_id: variant.product_id,
      variant_id: variant.id,
      quantity: sub.quantity,
      product_title: variant.product_title,
      variant_title: variant.variant_title,
      sku: variant.sku,
      weight_grams: Number(variant.weight_grams),
      unit_amount: variant.amount,
      available: Number(variant.available),
      image_url: variant.image_url,
      image_alt: variant.image_alt,
    },
  ];
  // The shopper's price today (their group's price list too), then the plan's discount off each unit.
  const priced = (await priceCartLines(tx, store, asCart, rows)).map((row) => {
    return { ...row, unit_amount: String(renewalUnitAmount(Number(row.unit_amount), sub.discount_percent)) };
  });
  const quote = await quoteCart(tx, store, asCart, 'checkout', priced, true);
  const orderId = newId('ord');
  const paymentId = newId('pay');
  await insertPendingOrder(
    tx,
    {
      id: orderId,
      storeId: store.id,
      // No cart: the subscription and cycle stand in, so the one-live-order-per-cart index holds one per cycle.
      cartId: `${sub.id}:${cycle}`,
      customerId: sub.customer_id,
      email: sub.email,
      currency: quote.currency,
      paymentMethod: 'card',
      subtotal: quote.subtotal,
      discount: quote.discountTotal,
      shipping: quote.shippingTotal,
      tax: quote.taxTotal,
      total: quote.total,
      discountCode: null,
      shippingAddress: sub.shipping_address,
      billingAddress: sub.shipping_address,
      shippingOption: quote.shippingOption,
      note: null,
      workflowId: orderWorkflowId(orderId),
    },
    // The priced lines carry every field an order line takes (insertPendingOrder reads those it names).
    quote.lines,
  );
  await insertPendingPayment(tx, {
    id: paymentId,
    orderId,
    provider: storeProviderNameOf(store.id),
    method: 'card',
    amount: quote.total,
  });
  await reserveStock(tx, orderId, quote.lines);
  await insertCycle(tx, { subscriptionId: sub.id, cycle, orderId, paymentId });
  await setCycleAmount(
    tx,
    sub.id,
    quote.lines.reduce((goods, line) => goods + line.subtotal - line.discount, 0),
  );
  await addTimeline(tx, orderId, 'created', 'system', `Renewal ${cycle} of subscription ${sub.id}`, {
    subscriptionId: sub.id,
    cycle,
    paymentMethod: 'card',
  });
  await recordOrderEvent(tx, store.id, orderId, 'order.created');
  return { orderId };
}

/** The provider key of a cycle's charge: `<subscriptionId>:<cycle>`, and `:<attempt>` for dunning's retries. */
export const renewalKey = (subscriptionId: string, cycle: number, attempt: number) =>
  attempt === 0 ? `${subscriptionId}:${cycle}` : `${subscriptionId}:${cycle}:${attempt}`;

interface RenewalInput {
  storeId: string;
  subscriptionId: string;
  cycle: number;
  /** The attempt the workflow means to make; a retried step finds it made (failed_attempts moved on) and stops. */
  attempt: number;
}

/**
 * One renewal attempt: the cycle's order (made once), an off-session authorization and capture keyed by
 * `<subscriptionId>:<cycle>` (retries of the step repeat the same keys, so the provider charges once), then the
 * outcome written with its event. A decline moves the subscription along the store's dunning schedule.
 */
export async function renewSubscription(
  em: EntityManager,
  config: Config,
  input: RenewalInput,
): Promise<RenewalOutcome> {
  const due = await inTransaction(em, async (tx) => {
    const sub = await findSubscription(tx, input.storeId, input.subscriptionId, { lock: true });
    if (!sub) throw notFound('subscription', input.subscriptionId);
    const live = sub.status === 'active' || sub.status === 'past_due';
    if (!live || sub.next_cycle !== input.cycle || sub.failed_attempts !== input.attempt) return { sub };
    let cycle = await findCycle(tx, sub.id, input.cycle);
    if (!cycle) {
      await cycleOrder(tx, sub, input.cycle);
      cycle = await findCycle(tx, sub.id, input.cycle);
    }
    if (!cycle) throw new Error(`cycle ${input.cycle} of ${sub.id} was not written`);
    // A retry of dunning is a new payment of the same order, made once per attempt.
    if (cycle.attempts < input.attempt) {
      const paymentId = newId('pay');
      const order = await findOrder(tx, sub.store_id, cycle.order_id);
      await insertPendingPayment(tx, {
        id: paymentId,
        orderId: order.id,
        provider: storeProviderNameOf(sub.store_id),
        method: 'card',
        amount: Number(order.total_amount),
      });
      await updateCycle(tx, sub.id, input.cycle, { paymentId, attempts: input.attempt });
      cycle = { ...cycle, payment_id: paymentId, attempts: input.attempt };
    }
    const order = await findOrder(tx, sub.store_id, cycle.order_id);
    return { sub, charge: { orderId: order.id, paymentId: cycle.payment_id, amount: Number(order.total_amount) } };
  }).catch(async (error: unknown) => {
    // The order cannot be made (sold out, shipping gone): a failed attempt like a declined card.
    if (!(error instanceof DomainError) || error.code === 'resource_not_found') throw error;
    return { failure: error };
  });
  if ('failure' in due) return failAttempt(em, config, input, null, due.failure.code);
  if (!due.charge) return { state: stateOf(due.sub), outcome: 'not_due' };
  const { charge, sub } = due;
  const key = renewalKey(sub.id, input.cycle, input.attempt);
  const payments = { config, orders: paymentOrders };
  const call = { paymentId: charge.paymentId, idempotencyKey: key, amount: charge.amount };
  const auth = await authorizePayment(em, payments, { ...call, currency: sub.currency, token: sub.payment_token });
  if (auth.status !== 'authorized')
    return failAttempt(
      em,
      config,
      input,
      charge.orderId,
      auth.status === 'declined' ? auth.declineCode : 'authentication_required',
    );
  await capturePayment(em, payments, { ...call, idempotencyKey: `${key}:capture`, reference: auth.reference });
  return inTransaction(em, async (tx) => {
    const locked = (await findSubscription(tx, input.storeId, input.subscriptionId, { lock: true })) as SubscriptionRow;
    if (locked.next_cycle !== input.cycle) return { state: stateOf(locked), outcome: 'renewed' };
    await commitStock(tx, charge.orderId);
    await markPaymentCaptured(tx, charge.paymentId);
    await markOrderPaid(tx, charge.orderId);
    await addTimeline(tx, charge.orderId, 'paid', 'system', 'Renewal charged off-session', {
      paymentId: charge.paymentId,
      amount: charge.amount,
    });
    await recordOrderEvent(tx, input.storeId, charge.orderId, 'order.paid');
    await updateCycle(tx, locked.id, input.cycle, { status: 'paid' });
    // The next date follows the schedule, not the (late) retry that paid.
    const scheduled = new Date((locked.next_billing_at ?? new Date()) as unknown as string);
    const base = input.attempt === 0 ? scheduled : new Date();
    const row = await updateSubscription(tx, locked.id, {
      status: 'active',
      next_cycle: input.cycle + 1,
      cycles_paid: locked.cycles_paid + 1,
      failed_attempts: 0,
      next_billing_at: addIntervals(
        base,
        locked.interval as PlanInterval,
        locked.interval_count,
        config.subscriptionDaySeconds,
      ),
    });
    await recordSubscriptionEvent(tx, config, row, 'renewed');
    return { state: stateOf(row), outcome: 'renewed' };
  });
}

/** Cancels a cycle's unpaid order: its stock goes back, its payments failed. */
async function cancelCycleOrder(tx: EntityManager, storeId: string, orderId: string, reason: string): Promise<void> {
  if ((await lockOrderStatus(tx, orderId)) !== 'pending') return;
  await releaseStock(tx, orderId);
  await markOrderPaymentsFailed(tx, orderId, null);
  await cancelOrderForFailedPayment(tx, orderId, reason);
  await addTimeline(tx, orderId, 'cancelled', 'system', `Renewal not paid: ${reason}`, {});
  await recordOrderEvent(tx, storeId, orderId, 'order.cancelled');
}

/**
 * A failed attempt: the store's dunning retries it after the next delay of its schedule; after the last one the
 * subscription is paused (its unpaid order waits for a resume) or cancelled (its order too).
 */
async function failAttempt(
  em: EntityManager,
  config: Config,
  input: RenewalInput,
  orderId: string | null,
  reason: string,
): Promise<RenewalOutcome> {
  const settings = await subscriptionSettingsOf(em, input.storeId);
  return inTransaction(em, async (tx) => {
    const sub = (await findSubscription(tx, input.storeId, input.subscriptionId, { lock: true })) as SubscriptionRow;
    if (sub.failed_attempts !== input.attempt) return { state: stateOf(sub), outcome: 'failed' as const };
    const failed = input.attempt + 1;
    const delay = settings.dunningRetryDays[input.attempt];
    if (delay !== undefined) {
      const row = await updateSubscription(tx, sub.id, {
        status: 'past_due',
        failed_attempts: failed,
        next_billing_at: new Date(Date.now() + daysToMs(delay, config.subscriptionDaySeconds)),
      });
      await recordSubscriptionEvent(tx, config, row, 'payment_failed');
      return { state: stateOf(row), outcome: 'failed' as const, final: false };
    }
    const cancel = settings.afterLastRetry === 'cancel';
    if (cancel && orderId) await cancelCycleOrder(tx, sub.store_id, orderId, reason);
    const row = await updateSubscription(tx, sub.id, {
      status: cancel ? 'cancelled' : 'paused',
      failed_attempts: failed,
      // Paused: due again the moment it resumes, so the unpaid cycle is charged first.
      next_billing_at: cancel ? null : new Date(),
      ...(cancel ? { cancelled_at: new Date() } : {}),
    });
    await recordSubscriptionEvent(tx, config, row, 'payment_failed');
    await recordSubscriptionEvent(tx, config, row, cancel ? 'cancelled' : 'paused');
    return { state: stateOf(row), outcome: 'failed' as const, final: true };
  });
}

/** Why a change is refused against this state, or undefined when it applies (the workflow's update validator). */
export function refusalOf(state: SubscriptionState, change: SubscriptionChange): DomainError | undefined {
  const allowed = allowedSubscriptionActions(state.status);
  if (!changeApplies(state.status, change.action))
    return invalidStateTransition(change.action.replace('_', ' '), state.status, allowed, 'subscription');
  if (change.action === 'change_quantity' && !(Number.isInteger(change.quantity) && (change.quantity as number) >= 1))
    return new DomainError('validation_failed', 'change_quantity needs a quantity from 1 to 999.', [
      { field: 'quantity', code: 'required', message: 'quantity is required for change_quantity' },
    ]);
  if (change.action === 'change_variant' && !change.variantId)
    return new DomainError('validation_failed', 'change_variant needs the variantId to change to.', [
      { field: 'variantId', code: 'required', message: 'variantId is required for change_variant' },
    ]);
  if (change.action === 'change_date' && !(Date.parse(change.nextBillingAt ?? '') > Date.now()))
    return new DomainError('validation_failed', 'change_date needs a nextBillingAt in the future.', [
      { field: 'nextBillingAt', code: 'minimum', message: 'nextBillingAt must be a date in the future' },
    ]);
  if (change.action === 'cancel' && change.by === 'customer' && state.cyclesPaid < state.minimumCycles)
    return new DomainError(
      'subscription_minimum_cycles',
      `The plan needs ${state.minimumCycles} paid orders before it can be cancelled; ${state.cyclesPaid} are paid.`,
      { minimumCycles: state.minimumCycles, cyclesPaid: state.cyclesPaid },
    );
  return undefined;
}

/** Applies a self-service or staff change (already validated by the workflow) and records its event. */
export async function changeSubscription(
  em: EntityManager,
  config: Config,
  input: { storeId: string; subscriptionId: string; change: SubscriptionChange },
): Promise<SubscriptionState> {
  return inTransaction(em, async (tx) => {
    const sub = await findSubscription(tx, input.storeId, input.subscriptionId, { lock: true });
    if (!sub) throw notFound('subscription', input.subscriptionId);
    const refusal = refusalOf(stateOf(sub), input.change);
    if (refusal) throw refusal;
    const { change } = input;
    const interval = sub.interval as PlanInterval;
    const next = sub.next_billing_at ? new Date(sub.next_billing_at as unknown as string) : new Date();
    switch (change.action) {
      case 'pause': {
        const row = await updateSubscription(tx, sub.id, { status: 'paused' });
        await recordSubscriptionEvent(tx, config, row, 'paused');
        return stateOf(row);
      }
      case 'resume': {
        // A date missed while paused is billed now; a later one stays.
        const at = next.getTime() < Date.now() ? new Date() : next;
        return stateOf(await updateSubscription(tx, sub.id, { status: 'active', next_billing_at: at }));
      }
      case 'skip':
        return stateOf(
          await updateSubscription(tx, sub.id, {
            next_billing_at: addIntervals(next, interval, sub.interval_count, config.subscriptionDaySeconds),
          }),
        );
      case 'retry_now':
        return stateOf(await updateSubscription(tx, sub.id, { next_billing_at: new Date() }));
      case 'change_quantity':
        return stateOf(await updateSubscription(tx, sub.id, { quantity: change.quantity as number }));
      case 'change_variant': {
        const [variant] = await variantsForDraftLines(tx, sub.store_id, [change.variantId as string], sub.currency);
        if (!variant || variant.product_id !== sub.product_id)
          throw new DomainError('validation_failed', 'The variant is not one of the subscribed product.', [
            { field: 'variantId', code: 'invalid', message: 'not a variant of the subscribed product' },
          ]);
        const title = `${variant.product_title} (${variant.variant_title})`;
        return stateOf(await updateSubscription(tx, sub.id, { variant_id: variant.id, title }));
      }
      case 'change_date':
        return stateOf(
          await updateSubscription(tx, sub.id, { next_billing_at: new Date(change.nextBillingAt as string) }),
        );
      case 'cancel': {
        const pending = await findPendingCycle(tx, sub.id);
        if (pending) await cancelCycleOrder(tx, sub.store_id, pending.order_id, 'subscription cancelled');
        const row = await updateSubscription(tx, sub.id, {
          status: 'cancelled',
          next_billing_at: null,
          cancelled_at: new Date(),
        });
        await recordSubscriptionEvent(tx, config, row, 'cancelled');
        return stateOf(row);
      }
    }
  });
}
