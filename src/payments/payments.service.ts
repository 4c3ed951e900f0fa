import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import { inTransaction } from '../db/sql';
import { sql } from '../db/sql-template';
import { keyringOf } from '../secrets/keyring';
import { openSecret, sealSecret, type SecretKeyring } from '../secrets/secret-box';
import { DomainError } from '../shared/errors';
import {
  ProviderMisconfiguredError,
  type AuthorizeResult,
  type PaymentProvider,
  type ProviderPaymentState,
  type ReferenceRequest,
} from './payment-provider';
import { markMisconfigured, openProviderCredentials } from './provider-settings';
import { providerModule } from './providers';
import type { PaymentOrders } from './payment-orders.port';
import {
  findActionSecret,
  findPaymentWithOrder,
  recordAuthorizationOutcome,
  markWaitingPaymentVoided,
  setPaymentStatus,
  type PaymentWithOrder,
} from './payments.repository';

/** What payment calls run with: the configuration (keys, provider URLs) and the orders payments belong to. */
export interface PaymentDeps {
  config: Config;
  orders: PaymentOrders;
}

export interface PaymentCall {
  paymentId: string;
  /** Derived from the workflow (payment id plus step), so every retry of a step sends the same key. */
  idempotencyKey: string;
  amount: number;
}

const PAYMENT_STATUS: Record<AuthorizeResult['status'], string> = {
  authorized: 'authorized',
  requires_action: 'requires_action',
  declined: 'failed',
};

const disabled = (reason: string | null) =>
  new DomainError(
    'payment_provider_error',
    `The store's payment provider is disabled until its settings are saved again (${reason ?? 'key refused'}). ` +
      'Nothing was charged.',
  );

/** A payment's provider, built with the store's credentials opened here (never passed through workflow history). */
async function providerOf(
  em: EntityManager,
  deps: PaymentDeps,
  payment: { id: string } | { reference: string },
): Promise<{ provider: PaymentProvider; payment: PaymentWithOrder; status: string; reason: string | null }> {
  const row = await findPaymentWithOrder(em, payment, deps.orders.storeAndCurrency);
  if (!row) {
    const value = 'id' in payment ? payment.id : payment.reference;
    throw new DomainError('resource_not_found', `No payment ${value} exists.`);
  }
  return withProvider(em, deps.config, row);
}

async function withProvider(em: EntityManager, config: Config, payment: PaymentWithOrder) {
  const settings =
    payment.provider === 'test'
      ? undefined
      : await openProviderCredentials(em, () => keyringOf(config), payment.store_id);
  if (settings && settings.provider !== payment.provider) throw disabled(`the store now uses ${settings.provider}`);
  const provider = providerModule(payment.provider).create(
    settings?.credentials ?? {},
    { stripeApiUrl: config.stripeApiUrl },
    em,
  );
  return { provider, payment, status: settings?.status ?? 'active', reason: settings?.statusReason ?? null };
}

/** Runs a provider call; credentials the provider refuses disable the store's provider and answer 424. */
async function guarded<T>(em: EntityManager, payment: PaymentWithOrder, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderMisconfiguredError)) throw error;
    await inTransaction(em, (tx) => markMisconfigured(tx, payment.store_id, error.message));
    throw new DomainError(
      'payment_provider_error',
      "The payment provider refused this store's credentials; the store has to update them. Nothing was charged.",
    );
  }
}

const referenceRequest = (
  call: PaymentCall,
  payment: PaymentWithOrder,
  reference = payment.provider_reference,
): ReferenceRequest => ({
  idempotencyKey: call.idempotencyKey,
  reference,
  paymentId: payment.id,
  amount: call.amount,
  currency: payment.currency,
});

const actionSecretPurpose = (paymentId: string) => `payments.action_secret:${paymentId}`;

/**
 * Records the outcome; a client secret the shopper's browser needs is sealed into the payment and left out of the
 * answer, which goes into the workflow's history (the API reveals it to the shopper, see paymentActionSecret).
 */
async function recordAuthorization(
  em: EntityManager,
  deps: PaymentDeps,
  payment: PaymentWithOrder,
  result: AuthorizeResult,
): Promise<AuthorizeResult> {
  const clientSecret = result.status === 'requires_action' ? result.nextAction.clientSecret : undefined;
  await recordAuthorizationOutcome(
    em,
    payment.id,
    {
      status: PAYMENT_STATUS[result.status],
      reference: result.reference,
      declineCode: result.status === 'declined' ? result.declineCode : null,
      actionSecret: clientSecret
        ? sealSecret(keyringOf(deps.config), actionSecretPurpose(payment.id), clientSecret)
        : null,
    },
    result.status === 'authorized' ? deps.orders.markAuthorized(sql`${payment.order_id}`) : undefined,
  );
  if (clientSecret && result.status === 'requires_action')
    result = { ...result, nextAction: { type: result.nextAction.type, provider: result.nextAction.provider } };
  return result;
}

export async function authorizePayment(
  em: EntityManager,
  deps: PaymentDeps,
  call: PaymentCall & { currency: string; token: string; saveForOffSession?: { email: string } },
): Promise<AuthorizeResult> {
  const { provider, payment, status, reason } = await providerOf(em, deps, { id: call.paymentId });
  if (status === 'misconfigured') throw disabled(reason);
  const result = await guarded(em, payment, () =>
    provider.authorize({
      idempotencyKey: call.idempotencyKey,
      paymentId: call.paymentId,
      orderId: payment.order_id,
      storeId: payment.store_id,
      amount: call.amount,
      currency: call.currency,
      token: call.token,
      ...(call.saveForOffSession && { saveForOffSession: call.saveForOffSession }),
    }),
  );
  return recordAuthorization(em, deps, payment, result);
}

export async function confirmPayment(
  em: EntityManager,
  deps: PaymentDeps,
  call: PaymentCall & { reference: string; approved: boolean },
): Promise<AuthorizeResult> {
  const { provider, payment } = await providerOf(em, deps, { id: call.paymentId });
  const result = await guarded(em, payment, () =>
    provider.confirm({
      ...referenceRequest(call, payment, call.reference || payment.provider_reference),
      approved: call.approved,
    }),
  );
  return recordAuthorization(em, deps, payment, result);
}

export async function capturePayment(
  em: EntityManager,
  deps: PaymentDeps,
  call: PaymentCall & { reference: string },
): Promise<void> {
  const { provider, payment } = await providerOf(em, deps, { id: call.paymentId });
  await guarded(em, payment, () =>
    provider.capture(referenceRequest(call, payment, call.reference || payment.provider_reference)),
  );
}

/**
 * Voids whatever the provider may have authorized under this payment; harmless when nothing was. Registered before
 * the authorization, so it finds the provider's reference (if any) itself. With credentials the provider refuses,
 * nothing can have been authorized under them, so there is nothing to void.
 */
export async function voidPayment(em: EntityManager, deps: PaymentDeps, call: PaymentCall): Promise<void> {
  const { provider, payment, status } = await providerOf(em, deps, { id: call.paymentId });
  if (status === 'misconfigured' && !payment.provider_reference) return;
  try {
    await provider.void(referenceRequest(call, payment));
  } catch (error) {
    if (!(error instanceof ProviderMisconfiguredError)) throw error;
  }
  // A payment that waited on its shopper (3-D Secure) and is let go no longer waits: a payment link's page stops
  // offering its confirm. Other states are the caller's to settle (a failed checkout marks all its payments).
  await markWaitingPaymentVoided(em, payment.id);
}

/** The order workflow names the refund (call.paymentId is the refund id); the payment is the one refunded. */
export async function refundPayment(
  em: EntityManager,
  deps: PaymentDeps,
  call: PaymentCall & { reference: string },
): Promise<{ reference: string }> {
  const { provider, payment } = await providerOf(em, deps, { reference: call.reference });
  return guarded(em, payment, () =>
    provider.refund(referenceRequest(call, payment, call.reference || payment.provider_reference)),
  );
}

export interface ReconciledPayment {
  paymentId: string;
  found: ProviderPaymentState | 'none';
  now: string;
}

/**
 * Settles one payment left unsettled by a checkout that ended without it (its void failed, or the authorization's
 * answer was lost): reads it at the provider and voids what is still held. The void uses the checkout's own key, so
 * it is the same request the checkout would have sent. A capture the order does not show is left for a person.
 */
export async function reconcilePayment(
  em: EntityManager,
  deps: PaymentDeps,
  paymentId: string,
): Promise<ReconciledPayment> {
  const { provider, payment } = await providerOf(em, deps, { id: paymentId });
  const call = { paymentId, idempotencyKey: `${paymentId}:void`, amount: 0 };
  const found = (await guarded(em, payment, () => provider.lookup(referenceRequest(call, payment)))) ?? 'none';
  if (found === 'authorized' || found === 'requires_action')
    await guarded(em, payment, () => provider.void(referenceRequest(call, payment)));
  const now =
    found === 'captured'
      ? 'needs_attention'
      : found === 'processing'
        ? 'unsettled'
        : found === 'authorized' || found === 'requires_action' || found === 'cancelled'
          ? 'voided'
          : 'failed';
  if (now === 'voided' || now === 'failed') await setPaymentStatus(em, paymentId, now);
  return { paymentId, found, now };
}

/** The sealed client secret of a payment waiting on the shopper, opened for that shopper's checkout answer. */
export async function paymentActionSecret(
  em: EntityManager,
  keyring: () => SecretKeyring,
  paymentId: string,
): Promise<string | undefined> {
  const sealed = await findActionSecret(em, paymentId);
  return sealed ? openSecret(keyring(), actionSecretPurpose(paymentId), sealed) : undefined;
}
