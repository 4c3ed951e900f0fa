import Stripe from 'stripe';
import { DomainError } from '../shared/errors';
import { fromStripeAmount, toStripeAmount } from './stripe-amounts';
import {
  ProviderMisconfiguredError,
  ProviderUnavailableError,
  type AuthorizeRequest,
  type AuthorizeResult,
  type PaymentProvider,
  type ProviderPaymentState,
  type ReferenceRequest,
} from './payment-provider';
import type { ProviderModule, ProviderWebhookEvent } from './provider-module';

/** Stripe allows 300 s between signing and receipt by default; so do we. */
const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Below the activity's 10 s start-to-close time-out, so a slow answer becomes a retry with the same key. */
const REQUEST_TIMEOUT_MS = 8000;

export interface StripeCredentials {
  secretKey: string;
  webhookSecret: string;
}

/** The SDK pointed at Stripe, or at `apiUrl` (stripe-mock, a stand-in); retries are the workflow's, not the SDK's. */
export function stripeClient(secretKey: string, apiUrl?: string): Stripe {
  const target = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 0,
    timeout: REQUEST_TIMEOUT_MS,
    appInfo: { name: 'commerce-service' },
    ...(target
      ? { host: target.hostname, port: Number(target.port), protocol: target.protocol === 'http:' ? 'http' : 'https' }
      : {}),
  });
}

const { errors } = Stripe;

function retryAfterMs(error: InstanceType<typeof errors.StripeError>): number | undefined {
  const seconds = Number(error.headers?.['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/** Stripe's errors as ours: outages retried, credentials refused, everything else a refusal the shopper is told. */
function translated(error: unknown): unknown {
  if (!(error instanceof errors.StripeError)) return error;
  if (error instanceof errors.StripeAuthenticationError || error instanceof errors.StripePermissionError) {
    return new ProviderMisconfiguredError(
      `Stripe refused the store's secret key (${error.statusCode}): ${error.message}`,
    );
  }
  if (error instanceof errors.StripeRateLimitError)
    return new ProviderUnavailableError(`Stripe rate limit: ${error.message}`, retryAfterMs(error));
  if (
    error instanceof errors.StripeConnectionError ||
    error instanceof errors.StripeIdempotencyError ||
    (error.statusCode ?? 500) >= 500
  ) {
    return new ProviderUnavailableError(`Stripe did not answer (${error.statusCode ?? error.type}): ${error.message}`);
  }
  return new DomainError('payment_provider_error', `Stripe refused the request: ${error.message}`);
}

async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translated(error);
  }
}

const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? null));

/** A payment method saved for off-session charges: its customer and method, as a renewal's token names them. */
const SAVED = /^(cus_[A-Za-z0-9]+)\|(pm_[A-Za-z0-9_]+)$/;

/** The method an intent saved for off-session use (setup_future_usage), as a renewal's token. */
function savedOf(intent: Stripe.PaymentIntent): string | undefined {
  const customer = idOf(intent.customer);
  const method = idOf(intent.payment_method);
  return intent.setup_future_usage === 'off_session' && customer && method ? `${customer}|${method}` : undefined;
}

function resultOf(intent: Stripe.PaymentIntent, saved = savedOf(intent)): AuthorizeResult {
  switch (intent.status) {
    case 'requires_capture':
    case 'succeeded':
      return { status: 'authorized', reference: intent.id, ...(saved && { savedPaymentMethod: saved }) };
    case 'requires_action':
      return {
        status: 'requires_action',
        reference: intent.id,
        nextAction: { type: 'confirm_payment', provider: 'stripe', clientSecret: intent.client_secret ?? undefined },
      };
    case 'processing':
      // Cards settle at once; a processing intent is asked again (the same idempotency key answers the same intent).
      throw new ProviderUnavailableError(`Stripe is still processing ${intent.id}`);
    default: {
      const declineCode =
        intent.last_payment_error?.decline_code ??
        intent.last_payment_error?.code ??
        (intent.status === 'canceled' ? 'canceled' : 'card_declined');
      return { status: 'declined', reference: intent.id, declineCode };
    }
  }
}

const STATE_OF: Record<Stripe.PaymentIntent.Status, ProviderPaymentState> = {
  requires_payment_method: 'declined',
  requires_confirmation: 'declined',
  requires_action: 'requires_action',
  processing: 'processing',
  requires_capture: 'authorized',
  canceled: 'cancelled',
  succeeded: 'captured',
};

/** A card refused (402) or a token Stripe does not know (404 resource_missing): a decline, as the shopper sees it. */
function declineOf(error: unknown): AuthorizeResult | undefined {
  if (error instanceof errors.StripeCardError) {
    return {
      status: 'declined',
      reference: error.payment_intent?.id ?? '',
      declineCode: error.decline_code ?? error.code ?? 'card_declined',
    };
  }
  if (
    error instanceof errors.StripeInvalidRequestError &&
    error.code === 'resource_missing' &&
    /payment_method|token/.test(error.param ?? '')
  ) {
    return { status: 'declined', reference: '', declineCode: 'invalid_token' };
  }
  return undefined;
}

/** Stripe's state errors that mean the step already happened (a capture or cancel sent again after a lost answer). */
const alreadyIn = (error: unknown, status: Stripe.PaymentIntent.Status) =>
  error instanceof errors.StripeInvalidRequestError &&
  error.code === 'payment_intent_unexpected_state' &&
  error.payment_intent?.status === status;

/**
 * Stripe PaymentIntents with manual capture: authorize creates and confirms one with the shopper's `pm_…` (or a
 * `tok_…`, made into a PaymentMethod first), capture and void capture or cancel it, refunds refund it. Every
 * request carries the workflow's idempotency key, so Stripe answers a repeated request with the first outcome.
 */
export class StripePaymentProvider implements PaymentProvider {
  constructor(private readonly stripe: Stripe) {}

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const saved = SAVED.exec(request.token);
    if (saved) return this.authorizeOffSession(request, saved[1], saved[2]);
    try {
      const paymentMethod = request.token.startsWith('tok_')
        ? (
            await this.stripe.paymentMethods.create(
              { type: 'card', card: { token: request.token } },
              { idempotencyKey: `${request.idempotencyKey}:payment-method` },
            )
          ).id
        : request.token;
      const customer = request.saveForOffSession
        ? (
            await this.stripe.customers.create(
              { email: request.saveForOffSession.email, metadata: { store_id: request.storeId } },
              { idempotencyKey: `${request.idempotencyKey}:customer` },
            )
          ).id
        : undefined;
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: toStripeAmount(request.amount, request.currency),
          currency: request.currency.toLowerCase(),
          capture_method: 'manual',
          confirm: true,
          payment_method: paymentMethod,
          // Cards only through Stripe.js: no redirecting methods, so no return_url;
          // 3-D Secure comes back as requires_action.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { store_id: request.storeId, order_id: request.orderId, payment_id: request.paymentId },
          // A subscription's first order: the card is kept on a Customer for the renewals' off-session charges.
          ...(customer && { customer, setup_future_usage: 'off_session' as const }),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return resultOf(intent, customer ? `${customer}|${paymentMethod}` : undefined);
    } catch (error) {
      const decline = declineOf(error);
      if (decline) return decline;
      throw translated(error);
    }
  }

  /**
   * A renewal: the saved card charged with the shopper away (`off_session`); a card that now needs the shopper
   * (authentication_required) is a decline, which dunning follows up with a mail.
   */
  private async authorizeOffSession(
    request: AuthorizeRequest,
    customer: string,
    paymentMethod: string,
  ): Promise<AuthorizeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: toStripeAmount(request.amount, request.currency),
          currency: request.currency.toLowerCase(),
          capture_method: 'manual',
          confirm: true,
          off_session: true,
          customer,
          payment_method: paymentMethod,
          metadata: { store_id: request.storeId, order_id: request.orderId, payment_id: request.paymentId },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      const result = resultOf(intent);
      return result.status === 'requires_action'
        ? { status: 'declined', reference: intent.id, declineCode: 'authentication_required' }
        : result;
    } catch (error) {
      const decline = declineOf(error);
      if (decline) return decline;
      throw translated(error);
    }
  }

  /** Stripe, not the shopper's word, says how the extra step went: the intent is read again. */
  async confirm(request: ReferenceRequest & { approved: boolean }): Promise<AuthorizeResult> {
    const intent = await this.intentOf(request);
    if (!intent) return { status: 'declined', reference: '', declineCode: 'payment_not_found' };
    return resultOf(intent);
  }

  async capture(request: ReferenceRequest): Promise<void> {
    const reference = await this.referenceOf(request);
    try {
      await this.stripe.paymentIntents.capture(reference, {}, { idempotencyKey: request.idempotencyKey });
    } catch (error) {
      if (!alreadyIn(error, 'succeeded')) throw translated(error);
    }
  }

  /** Cancels the intent; harmless when there is none (the authorization never reached Stripe) or it is cancelled. */
  async void(request: ReferenceRequest): Promise<void> {
    const intent = await this.intentOf(request);
    if (!intent || intent.status === 'canceled' || intent.status === 'succeeded') return;
    try {
      await this.stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: request.idempotencyKey });
    } catch (error) {
      if (!alreadyIn(error, 'canceled')) throw translated(error);
    }
  }

  async refund(request: ReferenceRequest): Promise<{ reference: string }> {
    const reference = await this.referenceOf(request);
    const refund = await calling(() =>
      this.stripe.refunds.create(
        {
          payment_intent: reference,
          amount: toStripeAmount(request.amount, request.currency),
          metadata: { payment_id: request.paymentId },
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return { reference: refund.id };
  }

  async lookup(request: ReferenceRequest): Promise<ProviderPaymentState | undefined> {
    const intent = await this.intentOf(request);
    return intent && STATE_OF[intent.status];
  }

  private async referenceOf(request: ReferenceRequest): Promise<string> {
    if (request.reference) return request.reference;
    const intent = await this.intentOf(request);
    if (!intent)
      throw new DomainError('payment_provider_error', `Stripe has no PaymentIntent for payment ${request.paymentId}.`);
    return intent.id;
  }

  /**
   * The intent by its id, or (when the authorization's answer was lost) found by our payment id in its metadata,
   * which settles an unknown outcome by reading rather than by charging again.
   */
  private async intentOf(request: ReferenceRequest): Promise<Stripe.PaymentIntent | undefined> {
    if (request.reference) return calling(() => this.stripe.paymentIntents.retrieve(request.reference as string));
    const found = await calling(() =>
      this.stripe.paymentIntents.search({ query: `metadata['payment_id']:'${request.paymentId}'`, limit: 1 }),
    );
    return found.data[0];
  }
}

/** What a Stripe event changes for us; the rest is acknowledged and ignored. */
function changeOf(event: Stripe.Event): ProviderWebhookEvent['change'] {
  const object = event.data.object as unknown as Record<string, unknown>;
  const intentOf = (value: unknown) =>
    typeof value === 'string' ? value : ((value as { id?: string } | null)?.id ?? '');
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.amount_capturable_updated':
      return { kind: 'payment_outcome', reference: String(object.id), approved: true };
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
      return { kind: 'payment_outcome', reference: String(object.id), approved: false };
    case 'charge.refunded':
      return {
        kind: 'refunded',
        reference: intentOf(object.payment_intent),
        totalRefunded: fromStripeAmount(Number(object.amount_refunded), String(object.currency)),
        refundReference: String(object.id),
      };
    case 'charge.dispute.created':
      return {
        kind: 'disputed',
        reference: intentOf(object.payment_intent),
        detail: { disputeId: object.id, reason: object.reason, status: object.status },
      };
    default:
      return { kind: 'ignored' };
  }
}

export const stripeProviderModule: ProviderModule = {
  credentialFields: ['secretKey', 'webhookSecret'],
  takesPublishableKey: true,
  create: (credentials, options) =>
    new StripePaymentProvider(stripeClient(credentials.secretKey, options.stripeApiUrl)),
  readWebhook(rawBody, headers, credentials) {
    const event = Stripe.webhooks.constructEvent(
      rawBody,
      headers['stripe-signature'] ?? '',
      credentials.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
    return { id: event.id, type: event.type, change: changeOf(event) };
  },
};
