import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';

export async function insertPendingPayment(
  tx: EntityManager,
  payment: { id: string; orderId: string; provider: string; method: string; amount: number },
): Promise<void> {
  await execute(
    tx,
    `INSERT INTO payments (id, order_id, provider, method, status, amount) VALUES (?, ?, ?, ?, 'pending', ?)`,
    [payment.id, payment.orderId, payment.provider, payment.method, payment.amount],
  );
}

export async function markPaymentCaptured(tx: EntityManager, paymentId: string): Promise<void> {
  await execute(tx, `UPDATE payments SET status = 'captured', updated_at = now() WHERE id = ?`, [paymentId]);
}

/** The order's open payments fail; a payment left void_failed keeps that status (the provider may still hold it). */
export async function markOrderPaymentsFailed(
  tx: EntityManager,
  orderId: string,
  declineCode: string | null,
): Promise<void> {
  await execute(
    tx,
    `UPDATE payments SET status = 'failed', decline_code = coalesce(decline_code, ?), updated_at = now()
         WHERE order_id = ? AND status NOT IN ('captured', 'void_failed')`,
    [declineCode, orderId],
  );
}

/** The order a payment belongs to. */
export async function orderIdOfPayment(em: EntityManager, paymentId: string): Promise<string | undefined> {
  return (await queryOne<{ order_id: string }>(em, 'SELECT order_id FROM payments WHERE id = ?', [paymentId]))
    ?.order_id;
}
