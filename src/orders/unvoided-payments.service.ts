import type { EntityManager } from '@mikro-orm/postgresql';
import { markPaymentVoidFailed } from '../payments/payments.repository';
import { addTimeline } from './orders.repository';

/**
 * The void of a failed checkout failed for good: the provider may still hold the authorization, so the payment is
 * marked `void_failed` (the admin order shows it) and the order's timeline says what to do.
 */
export async function recordUnvoidedPayment(em: EntityManager, paymentId: string, reason: string): Promise<void> {
  const orderId = await markPaymentVoidFailed(em, paymentId);
  if (!orderId) return;
  const message = 'The authorization could not be voided; void it in the payment provider.';
  await addTimeline(em, orderId, 'payment_void_failed', 'system', message, { paymentId, reason });
}
