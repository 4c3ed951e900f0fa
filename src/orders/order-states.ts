import type { OrderAction, OrderSnapshot, OrderStatus } from './order.types';

/** The facts of an order row the transition table looks at. */
export interface OrderFacts {
  id: string;
  store_id: string;
  email: string;
  status: OrderStatus;
  payment_status: string;
  fulfillment_status: string;
  payment_method: string;
  captured_amount: string | number;
  refunded_amount: string | number;
  /** What gift cards and store credit paid at checkout (not part of captured_amount). */
  balance_paid_amount?: string | number;
  any_fulfilled: boolean;
}

/** What was paid (the card's capture and the balances' debits) less what was refunded. */
export const refundableOf = (o: OrderFacts) =>
  Number(o.captured_amount) + Number(o.balance_paid_amount ?? 0) - Number(o.refunded_amount);

/** A pending order paid by bank transfer (or another offline method) waits for an admin to mark it paid. */
export const awaitsManualPayment = (o: OrderFacts) =>
  o.status === 'pending' && o.payment_method !== 'card' && o.payment_status === 'pending';

/**
 * The order transition table: which actions the order allows now. A card order that is still
 * pending belongs to its checkout, so nothing is allowed until payment settles.
 */
export function allowedActions(o: OrderFacts): OrderAction[] {
  const actions: OrderAction[] = [];
  // A confirmed order whose payment is still pending (an exchange's replacement with a balance due) ships once paid.
  if (o.status === 'confirmed' && o.payment_status !== 'pending') actions.push('fulfil');
  if (o.status !== 'pending' && refundableOf(o) > 0) actions.push('refund');
  if (!o.any_fulfilled && (o.status === 'confirmed' || awaitsManualPayment(o))) actions.push('cancel');
  return actions;
}

/** An order that allows no action any more: its workflow ends, and the API refuses actions without starting one. */
export const isClosedOrder = (s: OrderSnapshot) => s.allowedActions.length === 0 && !s.canMarkPaid;

export function snapshotOf(o: OrderFacts): OrderSnapshot {
  return {
    orderId: o.id,
    storeId: o.store_id,
    email: o.email,
    status: o.status,
    paymentStatus: o.payment_status,
    fulfillmentStatus: o.fulfillment_status,
    allowedActions: allowedActions(o),
    canMarkPaid: awaitsManualPayment(o),
    refundable: refundableOf(o),
  };
}
