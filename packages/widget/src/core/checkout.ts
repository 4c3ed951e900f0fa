import { ApiError, type ApiAnswer } from './api';
import type { SubmitBody } from './checkout-attempt';
import { isRetryable } from './errors';
import type { Shop } from './shop';
import { randomToken } from './storage';
import type { CheckoutState, Order } from './types';

export type CheckoutOutcome =
  | { kind: 'order'; order: Order }
  /** `clientSecret`: Stripe's, for Stripe.js `handleNextAction`; absent with the test provider. */
  | { kind: 'requires_action'; paymentId: string; clientSecret?: string };

const POLLS = 90;
const SUBMIT = '/cart/checkout/submit';

/** A failure the service answered for good reopens the cart: show it as it is now (nothing was charged). */
async function afterFailure(shop: Shop, error: unknown): Promise<never> {
  if (!isRetryable(error)) await shop.loadCart().catch(() => undefined);
  throw error;
}

/** The order is placed: the visitor starts a new, empty cart. */
async function placed(shop: Shop, order: Order): Promise<CheckoutOutcome> {
  await shop.startNewCart();
  return { kind: 'order', order };
}

/** Follows a 202 until the order exists, the payment waits on the shopper, or the checkout failed. */
async function follow(
  shop: Shop,
  answer: ApiAnswer<Order | CheckoutState>,
  body: SubmitBody,
): Promise<CheckoutOutcome> {
  if (answer.status === 201) return placed(shop, answer.body as Order);
  let state = answer.body as CheckoutState;
  for (let poll = 0; poll < POLLS; poll += 1) {
    if (state.status === 'requires_action' && state.nextAction?.paymentId)
      return {
        kind: 'requires_action',
        paymentId: state.nextAction.paymentId,
        ...(state.nextAction.clientSecret ? { clientSecret: state.nextAction.clientSecret } : {}),
      };
    if (state.status === 'failed' && state.error) {
      const { code, message, details } = state.error;
      return afterFailure(shop, new ApiError(code === 'payment_declined' ? 402 : 409, code, message, details));
    }
    if (state.status === 'completed') {
      // The order exists; a submit with a fresh key answers it (201) and never starts a second charge.
      const order = await shop.api.call<Order>('POST', SUBMIT, { body, headers: { 'Idempotency-Key': randomToken() } });
      return placed(shop, order.body);
    }
    await shop.pauseFor(1000);
    state = await shop.api.get<CheckoutState>('/cart/checkout');
  }
  throw new ApiError(503, 'service_unavailable', 'The checkout is still processing.');
}

/** Submits the payment; a retry after a failure that was not definitive reuses the Idempotency-Key. */
export async function submitCheckout(shop: Shop, body: SubmitBody): Promise<CheckoutOutcome> {
  const attempt = shop.checkoutAttempt();
  let answer: ApiAnswer<Order | CheckoutState>;
  try {
    answer = await shop.api.call('POST', SUBMIT, { body, headers: { 'Idempotency-Key': attempt.keyFor(body) } });
  } catch (error) {
    if (!isRetryable(error)) attempt.settle();
    return afterFailure(shop, error);
  }
  attempt.settle();
  return follow(shop, answer, body);
}

/**
 * The answer to the requires_action step: the shopper's with the test provider (its stand-in for 3-D Secure); with
 * Stripe, sent after Stripe.js `handleNextAction`, and the service reads the outcome from Stripe.
 */
export async function confirmPayment(
  shop: Shop,
  paymentId: string,
  approved: boolean,
  body: SubmitBody,
): Promise<CheckoutOutcome> {
  let answer: ApiAnswer<Order | CheckoutState>;
  try {
    answer = await shop.api.call('POST', `/payments/${encodeURIComponent(paymentId)}/confirm`, {
      body: { result: approved ? 'succeeded' : 'failed' },
    });
  } catch (error) {
    return afterFailure(shop, error);
  }
  return follow(shop, answer, body);
}
