import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../http/context';
import { execute, inTransaction, queryOne } from '../db/sql';
import { keyringOf } from '../secrets/keyring';
import { AppError } from '../shared/errors';
import { addTimeline } from '../orders/orders.repository';
import { recordOrderEvent } from '../orders/order-events';
import { signalPaymentOutcome } from '../temporal/checkout-workflows';
import { openProviderCredentials } from './provider-settings';
import { providerModule } from './providers';
import type { ProviderWebhookEvent } from './provider-module';
import { runOrderAction } from '../orders/orders.service';
import type { RefundRequest } from '../orders/order.types';
import { findStore } from '../stores/stores.service';
import { refundOrderUpdate } from '../../workflows/definitions';

interface PaymentOfEvent {
  payment_id: string;
  payment_status: string;
  order_id: string;
  order_status: string;
  cart_id: string;
}

const notConfigured = (provider: string, storeId: string) =>
  new AppError(404, 'resource_not_found', `Store ${storeId} does not take payments through ${provider}.`);

async function paymentOf(
  tx: EntityManager,
  provider: string,
  storeId: string,
  reference: string,
): Promise<PaymentOfEvent | undefined> {
  if (!reference) return undefined;
  return queryOne<PaymentOfEvent>(
    tx,
    `SELECT p.id AS payment_id, p.status AS payment_status, o.id AS order_id, o.status AS order_status, o.cart_id
       FROM payments p JOIN orders o ON o.id = p.order_id
      WHERE p.provider_reference = ? AND p.provider = ? AND o.store_id = ?`,
    [reference, provider, storeId],
  );
}

/** What an event changes: the waiting checkout is told the outcome; a refund or a dispute goes on the order. */
async function apply(
  deps: AppDeps,
  tx: EntityManager,
  provider: string,
  storeId: string,
  event: ProviderWebhookEvent,
): Promise<void> {
  const { change } = event;
  if (change.kind === 'ignored') return;
  const payment = await paymentOf(tx, provider, storeId, change.reference);
  if (!payment) return;
  if (change.kind === 'payment_outcome') {
    if (payment.payment_status === 'requires_action' && payment.order_status === 'pending')
      await signalPaymentOutcome(deps.temporal, payment.cart_id, change.approved);
    return;
  }
  if (change.kind === 'refunded') {
    await recordRefundMadeAtProvider(deps, tx, storeId, payment.order_id, `${provider}-${event.id}`, {
      totalRefunded: change.totalRefunded,
      reference: change.refundReference,
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
  deps: AppDeps,
  tx: EntityManager,
  storeId: string,
  orderId: string,
  updateId: string,
  refundedAtProvider: RefundRequest['refundedAtProvider'],
) {
  const request: RefundRequest = { refundedAtProvider, reason: 'Refunded at the payment provider' };
  try {
    await runOrderAction(deps, tx, await findStore(tx, storeId), orderId, refundOrderUpdate, [request], updateId);
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
  }
}

/**
 * POST /v3/webhooks/<provider>/{storeId}: verifies the signature with the store's secret, records the event id
 * (a replay is acknowledged and changes nothing) and applies the event in the same transaction, so an event whose
 * change failed is not recorded and the provider's retry applies it.
 */
export async function receiveProviderWebhook(
  deps: AppDeps,
  em: EntityManager,
  provider: string,
  storeId: string,
  rawBody: string,
  headers: Record<string, string | undefined>,
) {
  const settings = await openProviderCredentials(em, () => keyringOf(deps.config), storeId);
  const module = providerModule(settings.provider);
  if (settings.provider !== provider || !module.readWebhook) throw notConfigured(provider, storeId);
  let event: ProviderWebhookEvent;
  try {
    event = module.readWebhook(Buffer.from(rawBody, 'utf8'), headers, settings.credentials);
  } catch (error) {
    throw new AppError(
      400,
      'webhook_signature_invalid',
      `The ${provider} signature does not verify with this store's webhook signing secret: ${(error as Error).message}`,
    );
  }
  return inTransaction(em, async (tx) => {
    const fresh = await execute(
      tx,
      'INSERT INTO provider_events (provider, event_id, store_id, type) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
      [provider, event.id, storeId, event.type],
    );
    if (fresh === 0) return { received: true, replayed: true };
    await apply(deps, tx, provider, storeId, event);
    return { received: true, replayed: false };
  });
}
