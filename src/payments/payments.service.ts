import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import { execute, inTransaction, queryOne } from '../db/sql';
import { keyringOf } from '../secrets/keyring';
import { openSecret, sealSecret, type SecretKeyring } from '../secrets/secret-box';
import { AppError } from '../shared/errors';
import {
  ProviderMisconfiguredError,
  type AuthorizeResult,
  type PaymentProvider,
  type ProviderPaymentState,
  type ReferenceRequest,
} from './payment-provider';
import { markMisconfigured, openProviderCredentials } from './provider-settings';
import { providerModule } from './providers';

export interface PaymentCall {
  paymentId: string;
  /** Derived from the workflow (payment id plus step), so every retry of a step sends the same key. */
  idempotencyKey: string;
  amount: number;
}

interface PaymentRow {
  id: string;
  provider: string;
  provider_reference: string | null;
  order_id: string;
  store_id: string;
  currency: string;
}

const PAYMENT_STATUS: Record<AuthorizeResult['status'], string> = {
  authorized: 'authorized',
  requires_action: 'requires_action',
  declined: 'failed',
};

const disabled = (reason: string | null) =>
  new AppError(
    424,
    'payment_provider_error',
    `The store's payment provider is disabled until its settings are saved again (${reason ?? 'key refused'}). ` +
      'Nothing was charged.',
  );

/** A payment's provider, built with the store's credentials opened here (never passed through workflow history). */
async function providerOf(
  em: EntityManager,
  config: Config,
  payment: { id: string } | { reference: string },
): Promise<{ provider: PaymentProvider; payment: PaymentRow; status: string; reason: string | null }> {
  const [column, value] = 'id' in payment ? ['p.id', payment.id] : ['p.provider_reference', payment.reference];
  const row = await queryOne<PaymentRow>(
    em,
    `SELECT p.id, p.provider, p.provider_reference, o.id AS order_id, o.store_id, o.currency
       FROM payments p JOIN orders o ON o.id = p.order_id WHERE ${column} = ?`,
    [value],
  );
  if (!row) throw new AppError(404, 'resource_not_found', `No payment ${value} exists.`);
  return withProvider(em, config, row);
}

async function withProvider(em: EntityManager, config: Config, payment: PaymentRow) {
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
async function guarded<T>(em: EntityManager, payment: PaymentRow, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderMisconfiguredError)) throw error;
    await inTransaction(em, (tx) => markMisconfigured(tx, payment.store_id, error.message));
    throw new AppError(
      424,
      'payment_provider_error',
      "The payment provider refused this store's credentials; the store has to update them. Nothing was charged.",
    );
  }
}

const referenceRequest = (
  call: PaymentCall,
  payment: PaymentRow,
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
  config: Config,
  paymentId: string,
  result: AuthorizeResult,
): Promise<AuthorizeResult> {
  const clientSecret = result.status === 'requires_action' ? result.nextAction.clientSecret : undefined;
  await execute(
    em,
    `UPDATE payments SET status = ?, provider_reference = coalesce(nullif(?, ''), provider_reference), decline_code = ?,
            action_secret = ?, updated_at = now() WHERE id = ?`,
    [
      PAYMENT_STATUS[result.status],
      result.reference,
      result.status === 'declined' ? result.declineCode : null,
      clientSecret ? sealSecret(keyringOf(config), actionSecretPurpose(paymentId), clientSecret) : null,
      paymentId,
    ],
  );
  if (clientSecret && result.status === 'requires_action')
    result = { ...result, nextAction: { type: result.nextAction.type, provider: result.nextAction.provider } };
  if (result.status === 'authorized') {
    await execute(
      em,
      `UPDATE orders SET payment_status = 'authorized', updated_at = clock_timestamp()
        WHERE id = (SELECT order_id FROM payments WHERE id = ?) AND payment_status = 'pending'`,
      [paymentId],
    );
  }
  return result;
}

export async function authorizePayment(
  em: EntityManager,
  config: Config,
  call: PaymentCall & { currency: string; token: string },
): Promise<AuthorizeResult> {
  const { provider, payment, status, reason } = await providerOf(em, config, { id: call.paymentId });
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
    }),
  );
  return recordAuthorization(em, config, call.paymentId, result);
}

export async function confirmPayment(
  em: EntityManager,
  config: Config,
  call: PaymentCall & { reference: string; approved: boolean },
): Promise<AuthorizeResult> {
  const { provider, payment } = await providerOf(em, config, { id: call.paymentId });
  const result = await guarded(em, payment, () =>
    provider.confirm({
      ...referenceRequest(call, payment, call.reference || payment.provider_reference),
      approved: call.approved,
    }),
  );
  return recordAuthorization(em, config, call.paymentId, result);
}

export async function capturePayment(
  em: EntityManager,
  config: Config,
  call: PaymentCall & { reference: string },
): Promise<void> {
  const { provider, payment } = await providerOf(em, config, { id: call.paymentId });
  await guarded(em, payment, () =>
    provider.capture(referenceRequest(call, payment, call.reference || payment.provider_reference)),
  );
}

/**
 * Voids whatever the provider may have authorized under this payment; harmless when nothing was. Registered before
 * the authorization, so it finds the provider's reference (if any) itself. With credentials the provider refuses,
 * nothing can have been authorized under them, so there is nothing to void.
 */
export async function voidPayment(em: EntityManager, config: Config, call: PaymentCall): Promise<void> {
  const { provider, payment, status } = await providerOf(em, config, { id: call.paymentId });
  if (status === 'misconfigured' && !payment.provider_reference) return;
  try {
    await provider.void(referenceRequest(call, payment));
  } catch (error) {
    if (!(error instanceof ProviderMisconfiguredError)) throw error;
  }
}

/** The order workflow names the refund (call.paymentId is the refund id); the payment is the one refunded. */
export async function refundPayment(
  em: EntityManager,
  config: Config,
  call: PaymentCall & { reference: string },
): Promise<{ reference: string }> {
  const { provider, payment } = await providerOf(em, config, { reference: call.reference });
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
  config: Config,
  paymentId: string,
): Promise<ReconciledPayment> {
  const { provider, payment } = await providerOf(em, config, { id: paymentId });
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
  if (now === 'voided' || now === 'failed')
    await execute(em, 'UPDATE payments SET status = ?, updated_at = now() WHERE id = ?', [now, paymentId]);
  return { paymentId, found, now };
}

/** The sealed client secret of a payment waiting on the shopper, opened for that shopper's checkout answer. */
export async function paymentActionSecret(
  em: EntityManager,
  keyring: () => SecretKeyring,
  paymentId: string,
): Promise<string | undefined> {
  const row = await queryOne<{ action_secret: string | null }>(
    em,
    `SELECT action_secret FROM payments WHERE id = ? AND status = 'requires_action'`,
    [paymentId],
  );
  return row?.action_secret ? openSecret(keyring(), actionSecretPurpose(paymentId), row.action_secret) : undefined;
}
