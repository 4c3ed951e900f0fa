import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { sql, type Sql } from '../db/sql-template';

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

/** The payments of the order whose id `orderId` yields, as a JSON array oldest first: a column of an order query. */
export const paymentsJsonOfOrder = (orderId: Sql): Sql =>
  sql`(SELECT coalesce(json_agg(p ORDER BY p.created_at, p.id), '[]') FROM payments p WHERE p.order_id = ${orderId})`;

/** An offline payment arrived: every payment of the order is captured. */
export async function markOrderPaymentsCaptured(tx: EntityManager, orderId: string): Promise<void> {
  await execute(tx, sql`UPDATE payments SET status = 'captured', updated_at = now() WHERE order_id = ${orderId}`);
}

/** The order was cancelled before any capture: its payments are voided. */
export async function markOrderPaymentsVoided(tx: EntityManager, orderId: string): Promise<void> {
  await execute(
    tx,
    sql`UPDATE payments SET status = 'voided', updated_at = now() WHERE order_id = ${orderId} AND status <> 'captured'`,
  );
}

/** The order's most recent payment, the one a refund or a cancellation goes back through. */
export async function latestPaymentOfOrder(
  tx: EntityManager,
  orderId: string,
): Promise<{ provider: string; provider_reference: string | null; id: string } | undefined> {
  return queryOne(
    tx,
    sql`SELECT id, provider, provider_reference FROM payments WHERE order_id = ${orderId}
         ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
}

/** A payment by the provider's reference for it. */
export async function findPaymentByReference(
  em: EntityManager,
  provider: string,
  reference: string,
): Promise<{ id: string; status: string; order_id: string } | undefined> {
  return queryOne(
    em,
    sql`SELECT id, status, order_id FROM payments WHERE provider_reference = ${reference} AND provider = ${provider}`,
  );
}

/** Records a provider's event once; false when it was recorded already (a replay). */
export async function recordProviderEvent(
  tx: EntityManager,
  event: { provider: string; eventId: string; storeId: string; type: string },
): Promise<boolean> {
  const inserted = await execute(
    tx,
    sql`INSERT INTO provider_events (provider, event_id, store_id, type)
        VALUES (${event.provider}, ${event.eventId}, ${event.storeId}, ${event.type}) ON CONFLICT DO NOTHING`,
  );
  return inserted > 0;
}

/**
 * The void of a failed checkout failed for good: the provider may still hold the authorization, so the payment is
 * marked `void_failed`. Answers its order, undefined when there is no such payment.
 */
export async function markPaymentVoidFailed(em: EntityManager, paymentId: string): Promise<string | undefined> {
  const payment = await queryOne<{ order_id: string }>(
    em,
    sql`UPDATE payments SET status = 'void_failed', updated_at = now() WHERE id = ${paymentId} RETURNING order_id`,
  );
  return payment?.order_id;
}
