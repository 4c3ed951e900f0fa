/**
 * What the checkout and order workflows need from a payment provider. Every call carries an idempotency key
 * derived from the workflow, so a retried call (after a crash or a lost answer) never charges twice.
 */
export type AuthorizeResult =
  | {
      status: 'authorized';
      reference: string;
      /** The payment method saved for off-session charges, when asked (`saveForOffSession`): a renewal's token. */
      savedPaymentMethod?: string;
    }
  | { status: 'requires_action'; reference: string; nextAction: PaymentNextAction }
  | { status: 'declined'; reference: string; declineCode: string };

/** What the shopper's browser needs to finish the payment (Stripe.js takes the PaymentIntent's client secret). */
export interface PaymentNextAction {
  type: 'confirm_payment';
  provider?: string;
  clientSecret?: string;
}

/** A payment as the provider holds it; `processing` means it has not decided yet. */
export type ProviderPaymentState =
  'requires_action' | 'authorized' | 'processing' | 'captured' | 'cancelled' | 'declined';

export interface AuthorizeRequest {
  idempotencyKey: string;
  paymentId: string;
  orderId: string;
  storeId: string;
  amount: number;
  currency: string;
  /** A card token, a provider's payment method, or a method saved for off-session charges (a renewal). */
  token: string;
  /** Save the card for later off-session charges of this shopper (a subscription's renewals). */
  saveForOffSession?: { email: string };
}

export interface ReferenceRequest {
  idempotencyKey: string;
  /** The provider's payment (null when an authorization's answer was lost: the provider then looks it up). */
  reference: string | null;
  paymentId: string;
  amount: number;
  currency: string;
}

export interface PaymentProvider {
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Completes an authorization that waited on the shopper (3-D Secure and the like). */
  confirm(request: ReferenceRequest & { approved: boolean }): Promise<AuthorizeResult>;
  capture(request: ReferenceRequest): Promise<void>;
  void(request: ReferenceRequest): Promise<void>;
  refund(request: ReferenceRequest): Promise<{ reference: string }>;
  /** Where the provider's payment stands now (reconciliation); undefined when the provider has none. */
  lookup(request: ReferenceRequest): Promise<ProviderPaymentState | undefined>;
}

/** A failure worth retrying (network, provider outage); the workflow retries with the same idempotency key. */
export class ProviderUnavailableError extends Error {
  constructor(
    message: string,
    /** The provider asked to wait this long (429 Retry-After). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider refused the store's credentials (Stripe 401/403): retrying cannot help, the store must fix them. */
export class ProviderMisconfiguredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderMisconfiguredError';
  }
}
