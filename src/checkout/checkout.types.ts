/** Shapes shared by the checkout workflow (type-only imports) and the services behind its activities. */

import type { BusinessFailure } from '../shared/business-failure';

export type { BusinessFailure };

export interface CheckoutInput {
  storeId: string;
  cartId: string;
  paymentMethod: string;
  /** A single-use card token from the provider's client library; never a card number. */
  paymentToken?: string;
  /** How long a payment may wait on the shopper (tok_requires_action) before the stock is released. */
  actionTimeoutSeconds: number;
  /** How long a submit waits for the outcome before it answers 202. */
  submitWaitMs: number;
  /** A line of the cart subscribes to a selling plan: once paid, its subscriptions start (src/subscriptions). */
  subscriptions?: boolean;
}

export type CheckoutPhase = 'processing' | 'requires_action' | 'completed' | 'failed';

/** The live progress of a checkout, answered by the workflow's query and its submit update. */
export interface CheckoutProgress {
  status: CheckoutPhase;
  orderId?: string;
  paymentId?: string;
  error?: BusinessFailure;
  /** provider and clientSecret: what the provider's browser library needs to finish (Stripe.js handleNextAction). */
  nextAction?: { type: 'confirm_payment'; paymentId: string; provider?: string; clientSecret?: string };
}

export interface BegunCheckout {
  orderId: string;
  paymentId: string;
  amount: number;
  currency: string;
  email: string;
  /** The cart already had a live order (a resubmit after completion): nothing new was created. */
  alreadyCompleted: boolean;
}

export interface PaymentActionResult {
  approved: boolean;
}
