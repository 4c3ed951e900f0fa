/**
 * What the checkout and order workflows need from a payment provider. Every call carries an idempotency key
 * derived from the workflow, so a retried call (after a crash or a lost answer) never charges twice.
 */
export type AuthorizeResult =
  | { status: 'authorized'; reference: string }
  | { status: 'requires_action'; reference: string; nextAction: { type: 'confirm_payment' } }
  | { status: 'declined'; reference: string; declineCode: string };

export interface AuthorizeRequest {
  idempotencyKey: string;
  paymentId: string;
  amount: number;
  currency: string;
  token: string;
}

export interface ReferenceRequest {
  idempotencyKey: string;
  reference: string;
  amount: number;
}

export interface PaymentProvider {
  readonly name: string;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Completes an authorization that waited on the shopper (3-D Secure and the like). */
  confirm(request: ReferenceRequest & { approved: boolean }): Promise<AuthorizeResult>;
  capture(request: ReferenceRequest): Promise<void>;
  void(request: ReferenceRequest): Promise<void>;
  refund(request: ReferenceRequest): Promise<{ reference: string }>;
}

/** A failure worth retrying (network, provider outage); the workflow retries with the same idempotency key. */
export class ProviderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}
