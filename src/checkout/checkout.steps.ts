import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import { DomainError } from '../shared/errors';
import { findStore } from '../stores/stores.service';
import {
  findCartLines,
  lockCartForCheckout,
  cartCompleted,
  cartSubmitted,
  reopenCartWithError,
  type CartRow,
} from '../cart/cart.repository';
import { upsertCustomerByEmail } from '../customers/customers.repository';
import { redeemDiscount } from '../discounts/discounts.repository';
import {
  addTimeline,
  cancelOrderForFailedPayment,
  findLiveOrderOfCart,
  findOrder,
  insertPendingOrder,
  lockOrderStatus,
  markOrderPaid,
  markGiftCardLines,
  recordBalancePaid,
  type OrderDetail,
} from '../orders/orders.repository';
import { loadOrderForEvent, recordOrderEvent, recordOrderEventOf } from '../orders/order-events';
import { snapshotOf } from '../orders/order-states';
import type { OrderSnapshot } from '../orders/order.types';
import { quoteCart, type CartQuote } from '../cart/cart-quote.service';
import { storeProviderNameOf } from '../payments/provider-settings';
import { insertPendingPayment, markOrderPaymentsFailed, markPaymentCaptured } from '../payments/payments.repository';
import { orderWorkflowId } from '../shared/workflow-ids';
import { commitStock, releaseStock, reserveStock } from '../catalogue/stock/stock.repository';
import { debitTenders, reverseTenders } from '../balances/tenders';
import { cartNeedsShipping, giftCardLinesOfCart } from './cart-gift-cards.service';
import type { BegunCheckout, BusinessFailure } from './checkout.types';

export interface BeginCheckoutInput {
  storeId: string;
  cartId: string;
  /** Chosen by the workflow, so a retried step finds the order it already made instead of making another. */
  orderId: string;
  paymentId: string;
  paymentMethod: string;
  /** Whether the shopper sent a card token; absent in histories from before gift cards (always sent then). */
  hasPaymentToken?: boolean;
}

const begun = (
  order: {
    id: string;
    total_amount: string | number;
    balance_paid_amount: string | number;
    currency: string;
    email: string;
  },
  paymentId: string,
  alreadyCompleted: boolean,
): BegunCheckout => ({
  orderId: order.id,
  paymentId,
  // What the card or the transfer pays: gift cards and store credit paid the rest.
  amount: Number(order.total_amount) - Number(order.balance_paid_amount),
  currency: order.currency,
  email: order.email,
  alreadyCompleted,
});

/** Inserts the pending order, its lines and its payment; answers them as written, for the order.created event. */
async function insertOrder(
  tx: EntityManager,
  input: BeginCheckoutInput,
  cart: CartRow,
  quote: CartQuote,
  customerId: string,
  amountDue: number,
): Promise<Omit<OrderDetail, 'timeline'>> {
  const { order, lines } = await insertPendingOrder(
    tx,
    {
      id: input.orderId,
      storeId: input.storeId,
      cartId: cart.id,
      customerId,
      email: cart.email,
      currency: quote.currency,
      paymentMethod: input.paymentMethod,
      subtotal: quote.subtotal,
      discount: quote.discountTotal,
      shipping: quote.shippingTotal,
      tax: quote.taxTotal,
      total: quote.total,
      discountCode: quote.discount?.code ?? null,
      shippingAddress: cart.shipping_address,
      billingAddress: cart.billing_address ?? cart.shipping_address,
      shippingOption: quote.shippingOption,
      note: cart.note,
      workflowId: orderWorkflowId(input.orderId),
    },
    // The priced lines carry every field an order line takes (insertPendingOrder reads those it names).
    quote.lines,
  );
  // Lines of gift-card products keep who gets their cards (issued once the order is paid: src/balances).
  const giftCards = await giftCardLinesOfCart(
    tx,
    cart.id,
    // A cart's lines all name a variant; only a draft order's custom lines name none.
    lines.flatMap((l) => (l.variant_id ? [l.variant_id] : [])),
  );
  const marked = giftCards.size === 0 ? lines : await markGiftCardLines(tx, order.id, lines, giftCards);
  const payment = await insertPendingPayment(tx, {
    id: input.paymentId,
    orderId: input.orderId,
    // The store's provider is read by the insert itself.
    provider: input.paymentMethod === 'card' && amountDue > 0 ? storeProviderNameOf(input.storeId) : 'manual',
    method: input.paymentMethod,
    amount: amountDue,
  });
  return { order, lines: marked, payments: [payment], refunds: [], fulfilments: [] };
}

const cardNeeded = (amountDue: number) =>
  new DomainError(
    'balance_insufficient',
    `The applied balances no longer cover the order; ${amountDue} (minor units) is left to pay with a card.`,
    { requested: amountDue },
  );

/**
 * One transaction: recompute the price on the server, reserve the stock, create the pending order and move the
 * cart out of `open`. Either all of it happens or none; a retry after a crash finds the order it made.
 */
export async function beginCheckout(em: EntityManager, input: BeginCheckoutInput): Promise<BegunCheckout> {
  return inTransaction(em, async (tx) => {
    const cart = await lockCartForCheckout(tx, input.storeId, input.cartId);
    if (!cart) throw new DomainError('resource_not_found', 'The cart no longer exists.');
    const live = await findLiveOrderOfCart(tx, cart.id);
    if (live) return begun(live, input.paymentId, live.id !== input.orderId);
    if (!cart.email)
      throw new DomainError('validation_failed', 'Save an e-mail address before submitting the checkout.', [
        { field: 'email', code: 'required', message: 'email is required' },
      ]);
    const store = await findStore(tx, input.storeId);
    // A cart of gift cards only ships nothing: no address or shipping option is required.
    const rows = await findCartLines(tx, cart.id, cart.currency);
    const quote = await quoteCart(tx, store, cart, 'checkout', rows, false, await cartNeedsShipping(tx, rows));
    if (quote.lines.length === 0)
      throw new DomainError('validation_failed', 'The cart is empty.', [
        { field: 'items', code: 'minItems', message: 'the cart has no items' },
      ]);
    const address = (cart.shipping_address ?? {}) as { firstName?: string; lastName?: string; phone?: string };
    const { customer } = await upsertCustomerByEmail(tx, store.id, {
      email: cart.email,
      firstName: address.firstName,
      lastName: address.lastName,
      phone: address.phone,
    });
    const balancePaid = await debitTenders(tx, store, cart.id, input.orderId, quote.currency, quote.total);
    const amountDue = quote.total - balancePaid;
    if (amountDue > 0 && input.paymentMethod === 'card' && input.hasPaymentToken === false) throw cardNeeded(amountDue);
    const written = await insertOrder(tx, input, cart, quote, customer.id, amountDue);
    if (balancePaid > 0) await recordBalancePaid(tx, input.orderId, balancePaid);
    await reserveStock(tx, input.orderId, quote.lines);
    // An offline payment has no confirmation step: its order is placed now, so the discount is used now.
    const offline = input.paymentMethod !== 'card' && amountDue > 0;
    if (offline) await redeemDiscount(tx, store.id, quote.discount?.code ?? null, input.orderId, cart.email);
    const placed = await addTimeline(tx, input.orderId, 'created', 'customer', `Order placed by ${cart.email}`, {
      paymentMethod: input.paymentMethod,
    });
    // Nothing since has changed what was written, so the event is built from it instead of reading it again; the
    // cart leaves `open` in the event's statement.
    const cartStatus = offline ? 'completed' : 'checking_out';
    await recordOrderEventOf(
      tx,
      store.id,
      'order.created',
      { ...written, timeline: [placed] },
      store.defaultLanguage,
      cartSubmitted(cart.id, cartStatus, customer.id),
    );
    return begun(
      {
        id: input.orderId,
        total_amount: quote.total,
        balance_paid_amount: balancePaid,
        currency: quote.currency,
        email: cart.email,
      },
      input.paymentId,
      false,
    );
  });
}

/** Payment captured: the stock leaves for good, the order is confirmed and paid, the cart is done. Idempotent. */
export async function completeCheckout(
  em: EntityManager,
  storeId: string,
  orderId: string,
  paymentId: string,
): Promise<OrderSnapshot> {
  return inTransaction(em, async (tx) => {
    const { detail, language } = await loadOrderForEvent(tx, storeId, orderId, true);
    const { order } = detail;
    if (order.payment_status === 'paid' || order.status !== 'pending') return snapshotOf(order);
    await commitStock(tx, orderId);
    const captured = await markPaymentCaptured(tx, paymentId);
    const paid = await markOrderPaid(tx, orderId);
    await redeemDiscount(tx, storeId, order.discount_code, orderId, order.email);
    const entry = await addTimeline(tx, orderId, 'paid', 'system', 'Payment captured', {
      paymentId,
      amount: Number(order.total_amount),
    });
    // Of what the order shows, only these rows changed since it was read (its lines are as they were, a newer
    // timeline entry comes last), so order.paid is built from them instead of reading the order again; the cart
    // completes in the event's statement.
    const now: OrderDetail = {
      ...detail,
      order: { ...paid, any_fulfilled: order.any_fulfilled },
      payments: detail.payments.map((payment) => (payment.id === paymentId ? captured : payment)),
      timeline: [...detail.timeline, entry],
    };
    await recordOrderEventOf(tx, storeId, 'order.paid', now, language, cartCompleted(order.cart_id));
    return snapshotOf(now.order);
  });
}

/** The order of a cart that already completed, as a snapshot for its workflow. */
export async function orderSnapshot(em: EntityManager, storeId: string, orderId: string): Promise<OrderSnapshot> {
  return snapshotOf(await findOrder(em, storeId, orderId));
}

/**
 * Compensation of a failed checkout: the reservation goes back, the order (if one was made) is cancelled with its
 * payment failed, and the cart reopens with the error so the shopper can fix it and try again. Idempotent.
 */
export async function failCheckout(
  em: EntityManager,
  storeId: string,
  cartId: string,
  orderId: string | undefined,
  error: BusinessFailure,
): Promise<void> {
  await inTransaction(em, async (tx) => {
    const status = orderId ? await lockOrderStatus(tx, orderId) : undefined;
    if (orderId && status === 'pending') {
      // Balances before stock, as the checkout took them, so a failing and a new checkout cannot deadlock.
      await reverseTenders(tx, await findStore(tx, storeId), orderId, 'checkout failed');
      await releaseStock(tx, orderId);
      const declineCode = (error.details as { declineCode?: string } | undefined)?.declineCode ?? null;
      await markOrderPaymentsFailed(tx, orderId, declineCode);
      await cancelOrderForFailedPayment(tx, orderId, error.code);
      await addTimeline(tx, orderId, 'payment_failed', 'system', error.message, {
        code: error.code,
        ...(declineCode ? { declineCode } : {}),
      });
      await recordOrderEvent(tx, storeId, orderId, 'order.cancelled');
    }
    await reopenCartWithError(tx, cartId, checkoutErrorRecord(error));
  });
}

/** The error a cart keeps from its last checkout, shown to the shopper until the next submit. */
export const checkoutErrorRecord = (
  error: Pick<BusinessFailure, 'code' | 'message' | 'details'>,
): Record<string, unknown> => ({
  code: error.code,
  message: error.message,
  ...(error.details ? { details: error.details } : {}),
  occurredAt: new Date().toISOString(),
});
