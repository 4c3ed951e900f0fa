import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/sql';
import type { SecretKeyring } from '../secrets/secret-box';
import { DomainError, isOurFailure } from '../shared/errors';
import { openProviderCredentials } from '../payments/provider-settings';
import { providerModule } from '../payments/providers';
import type { ProviderWebhookEvent } from '../payments/provider-module';
import { findPaymentByReference, recordProviderEvent } from '../payments/payments.repository';
import { findStore } from '../stores/stores.service';
import { addTimeline, findOrderOfStore } from './orders.repository';
import { recordOrderEvent } from './order-events';
import { runOrderAction, type OrderActionDeps } from './orders.service';
import type { RefundRequest } from './order.types';

/** What a provider's webhook acts with: the order actions, the store's sealed credentials, the waiting checkout. */
export interface ProviderWebhookDeps {
  orders: OrderActionDeps;
  keyring: () => SecretKeyring;
  /** Tells the cart's checkout, if it still waits on the shopper, how the payment ended. */
  notifyPaymentOutcome(cartId: string, approved: boolean): Promise<void>;
}

const notConfigured = (provider: string, storeId: string) =>
  new DomainError('resource_not_found', `Store ${storeId} does not take payments through ${provider}.`);

/** The payment the provider's reference names, with its order, when both are this store's. */
async function paymentOf(tx: EntityManager, provider: string, storeId: string, reference: string) {
  const payment = reference ? await findPaymentByReference(tx, provider, reference) : undefined;
  const order = payment && (await findOrderOfStore(tx, storeId, payment.order_id));
  return order && { payment, order };
}

/** What an event changes: the waiting checkout is told the outcome; a refund or a dispute goes on the order. */
async function apply(
  deps: ProviderWebhookDeps,
  tx: EntityManager,
  provider: string,
  storeId: string,
  event: ProviderWebhookEvent,
): Promise<void> {
  const { change } = event;
  if (change.kind === 'ignored') return;
  const found = await paymentOf(tx, provider, storeId, change.reference);
  if (!found) return;
  const { payment, order } = found;
  if (change.kind === 'payment_outcome') {
    if (payment.status === 'requires_action' && order.status === 'pending')
      await deps.notifyPaymentOutcome(order.cart_id, change.approved);
    return;
  }
  if (change.kind === 'refunded') {
    await recordRefundMadeAtProvider(deps.orders, tx, storeId, payment.order_id, `${provider}-${event.id}`, {
      totalRefunded: change.totalRefunded,
      reference: change.refundReference,
      paymentId: payment.id,
    });
    return;
  }
  await addTimeline(tx, payment.order_id, 'disputed', provider, `${provider} reports a dispute`, {
    eventId: event.id,
    ...change.detail,
  });
  await recordOrderEvent(tx, storeId, payment.order_id, 'order.disputed');
}

/**
 * A refund made at the provider (its dashboard) goes through the order's workflow like an admin's, without calling
 * the provider; the workflow runs steps one at a time, so a refund of ours still in flight is counted first and
 * what is left to record is then nothing (refused, acknowledged). The update id makes a retried event one update.
 */
async function recordRefundMadeAtProvider(
  deps: OrderActionDeps,
  tx: EntityManager,
  storeId: string,
  orderId: string,
  updateId: string,
  refundedAtProvider: RefundRequest['refundedAtProvider'],
) {
  const request: RefundRequest = { refundedAtProvider, reason: 'Refunded at the payment provider' };
  try {
    const step = { action: 'refund', request } as const;
    await runOrderAction(deps, tx, await findStore(tx, storeId), orderId, step, updateId);
  } catch (error) {
    if (!(error instanceof DomainError) || isOurFailure(error)) throw error;
  }
}

/**
 * POST /v3/webhooks/<provider>/{storeId}: verifies the signature with the store's secret, records the event id
 * (a replay is acknowledged and changes nothing) and applies the event in the same transaction, so an event whose
 * change failed is not recorded and the provider's retry applies it.
 */
export async function receiveProviderWebhook(
  deps: ProviderWebhookDeps,
  em: EntityManager,
  provider: string,
  storeId: string,
  rawBody: string,
  headers: Record<string, string | undefined>,
) {
  const settings = await openProviderCredentials(em, deps.keyring, storeId);
  const module = providerModule(settings.provider);
  if (settings.provider !== provider || !module.readWebhook) throw notConfigured(provider, storeId);
  let event: ProviderWebhookEvent;
  try {
    event = module.readWebhook(Buffer.from(rawBody, 'utf8'), headers, settings.credentials);
  } catch (error) {
    throw new DomainError(
      'webhook_signature_invalid',
      `The ${provider} signature does not verify with this store's webhook signing secret: ${(error as Error).message}`,
    );
  }
  return inTransaction(em, async (tx) => {
    const fresh = await recordProviderEvent(tx, { provider, eventId: event.id, storeId, type: event.type });
    if (!fresh) return { received: true, replayed: true };
    await apply(deps, tx, provider, storeId, event);
    return { received: true, replayed: false };
  });
}
