import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { addTimeline } from '../orders/orders.repository';
import type { AuthorizeResult } from './payment-provider';
import { paymentProviderFor } from './test-provider';

export interface PaymentCall {
  paymentId: string;
  /** Derived from the workflow (payment id plus step), so every retry of a step sends the same key. */
  idempotencyKey: string;
  amount: number;
}

const PAYMENT_STATUS: Record<AuthorizeResult['status'], string> = { authorized: 'authorized', requires_action: 'requires_action', declined: 'failed' };

async function recordAuthorization(em: EntityManager, paymentId: string, result: AuthorizeResult): Promise<AuthorizeResult> {
  await execute(em, 'UPDATE payments SET status = ?, provider_reference = ?, decline_code = ?, updated_at = now() WHERE id = ?', [
    PAYMENT_STATUS[result.status],
    result.reference,
    result.status === 'declined' ? result.declineCode : null,
    paymentId,
  ]);
  if (result.status === 'authorized') {
    await execute(em, `UPDATE orders SET payment_status = 'authorized', updated_at = clock_timestamp() WHERE id = (SELECT order_id FROM payments WHERE id = ?) AND payment_status = 'pending'`, [paymentId]);
  }
  return result;
}

export async function authorizePayment(em: EntityManager, call: PaymentCall & { currency: string; token: string }): Promise<AuthorizeResult> {
  const result = await paymentProviderFor(em).authorize({ idempotencyKey: call.idempotencyKey, paymentId: call.paymentId, amount: call.amount, currency: call.currency, token: call.token });
  return recordAuthorization(em, call.paymentId, result);
}

export async function confirmPayment(em: EntityManager, call: PaymentCall & { reference: string; approved: boolean }): Promise<AuthorizeResult> {
  const result = await paymentProviderFor(em).confirm({ idempotencyKey: call.idempotencyKey, reference: call.reference, amount: call.amount, approved: call.approved });
  return recordAuthorization(em, call.paymentId, result);
}

export async function capturePayment(em: EntityManager, call: PaymentCall & { reference: string }): Promise<void> {
  await paymentProviderFor(em).capture({ idempotencyKey: call.idempotencyKey, reference: call.reference, amount: call.amount });
}

/**
 * Voids whatever the provider may have authorized under this payment; harmless when nothing was. Registered before
 * the authorization, so it finds the provider's reference (if any) itself.
 */
export async function voidPayment(em: EntityManager, call: PaymentCall): Promise<void> {
  const payment = await queryOne<{ provider_reference: string | null }>(em, 'SELECT provider_reference FROM payments WHERE id = ?', [call.paymentId]);
  await paymentProviderFor(em).void({ idempotencyKey: call.idempotencyKey, reference: payment?.provider_reference ?? call.paymentId, amount: call.amount });
}

/**
 * The void of a failed checkout failed for good: the provider may still hold the authorization, so the payment is
 * marked `void_failed` (the admin order shows it) and the order's timeline says what to do.
 */
export async function recordUnvoidedPayment(em: EntityManager, paymentId: string, reason: string): Promise<void> {
  const payment = await queryOne<{ order_id: string }>(
    em,
    `UPDATE payments SET status = 'void_failed', updated_at = now() WHERE id = ? RETURNING order_id`,
    [paymentId],
  );
  if (!payment) return;
  const message = 'The authorization could not be voided; void it in the payment provider.';
  await addTimeline(em, payment.order_id, 'payment_void_failed', 'system', message, { paymentId, reason });
}

export async function refundPayment(em: EntityManager, call: PaymentCall & { reference: string }): Promise<{ reference: string }> {
  return paymentProviderFor(em).refund({ idempotencyKey: call.idempotencyKey, reference: call.reference, amount: call.amount });
}
