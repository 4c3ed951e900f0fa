import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { raw, sql, type Sql } from '../db/sql-template';
import type { EntityRow } from '../db/entity-row';
import type { PaymentSchema } from './payment.entity';

type PaymentRow = EntityRow<typeof PaymentSchema>;

/** Inserts a pending payment (provider: a name, or an expression such as storeProviderNameOf); answers its row. */
export async function insertPendingPayment(
  tx: EntityManager,
  payment: { id: string; orderId: string; provider: string | Sql; method: string; amount: number },
): Promise<PaymentRow> {
  const row = await queryOne<PaymentRow>(
    tx,
    sql`INSERT INTO payments (id, order_id, provider, method, status, amount)
        VALUES (${payment.id}, ${payment.orderId}, ${payment.provider}, ${payment.method}, 'pending', ${payment.amount})
        RETURNING *`,
  );
  return row as PaymentRow;
}

/** The payment is captured; answers its row as written. */
export async function markPaymentCaptured(tx: EntityManager, paymentId: string): Promise<PaymentRow> {
  const row = await queryOne<PaymentRow>(
    tx,
    `UPDATE payments SET status = 'captured', updated_at = now() WHERE id = ? RETURNING *`,
    [paymentId],
  );
  return row as PaymentRow;
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
  return (await queryOne<Pick<PaymentRow, 'order_id'>>(em, 'SELECT order_id FROM payments WHERE id = ?', [paymentId]))
    ?.order_id;
}

/** The payments of the order whose id `orderId` yields, as a JSON array oldest first: a column of an order query. */
export const paymentsJsonOfOrder = (orderId: Sql): Sql =>
  sql`(SELECT coalesce(json_agg(p ORDER BY p.created_at, p.id), '[]') FROM payments p WHERE p.order_id = ${orderId})`;

/** An offline payment arrived: every payment of the order is captured. */
export async function markOrderPaymentsCaptured(tx: EntityManager, orderId: string): Promise<void> {
  // Only the manual payment the order waited with: a card attempt on a draft order's link that was declined is no
  // money that arrived.
  await execute(
    tx,
    sql`UPDATE payments SET status = 'captured', updated_at = now()
         WHERE order_id = ${orderId} AND provider = 'manual'`,
  );
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
  const payment = await queryOne<Pick<PaymentRow, 'order_id'>>(
    em,
    sql`UPDATE payments SET status = 'void_failed', updated_at = now() WHERE id = ${paymentId} RETURNING order_id`,
  );
  return payment?.order_id;
}

/** A payment with the store and currency of its order: what a provider call is made with. */
export type PaymentWithOrder = Pick<PaymentRow, 'id' | 'provider' | 'provider_reference' | 'order_id'> & {
  store_id: string;
  currency: string;
};

/** A payment by its id or by the provider's reference; storeAndCurrency yields its order's (see PaymentOrders). */
export async function findPaymentWithOrder(
  em: EntityManager,
  payment: { id: string } | { reference: string },
  storeAndCurrency: (orderId: Sql) => Sql,
): Promise<PaymentWithOrder | undefined> {
  const matches = 'id' in payment ? sql`p.id = ${payment.id}` : sql`p.provider_reference = ${payment.reference}`;
  return queryOne<PaymentWithOrder>(
    em,
    sql`SELECT p.id, p.provider, p.provider_reference, p.order_id, o.store_id, o.currency
          FROM payments p CROSS JOIN LATERAL (${storeAndCurrency(raw('p.order_id'))}) o WHERE ${matches}`,
  );
}

/**
 * What the provider answered an authorization or a confirmation; a reference it left out keeps the one known.
 * An attempt that outlived its time-out can answer after its retry and the capture that followed it: a payment
 * already captured or voided keeps that status. orderChange, a statement on the payment's order, runs in the same
 * statement and first (the payment's update waits on its count), so the order's row is locked before the payment's,
 * in the order the checkout's steps lock them.
 */
export async function recordAuthorizationOutcome(
  em: EntityManager,
  paymentId: string,
  outcome: { status: string; reference: string; declineCode: string | null; actionSecret: string | null },
  orderChange?: Sql,
): Promise<void> {
  const set = sql`SET status = ${outcome.status},
                      provider_reference = coalesce(nullif(${outcome.reference}, ''), provider_reference),
                      decline_code = ${outcome.declineCode}, action_secret = ${outcome.actionSecret},
                      updated_at = now()`;
  const where = sql`WHERE id = ${paymentId} AND status NOT IN ('captured', 'voided', 'void_failed')`;
  await execute(
    em,
    orderChange
      ? sql`WITH order_change AS (${orderChange} RETURNING 1)
            UPDATE payments ${set} FROM (SELECT count(*) FROM order_change) AS order_changed ${where}`
      : sql`UPDATE payments ${set} ${where}`,
  );
}

export async function setPaymentStatus(em: EntityManager, paymentId: string, status: string): Promise<void> {
  await execute(em, sql`UPDATE payments SET status = ${status}, updated_at = now() WHERE id = ${paymentId}`);
}

/** A payment that waited on its shopper (3-D Secure) was let go at the provider; any other state is left as it is. */
export async function markWaitingPaymentVoided(em: EntityManager, paymentId: string): Promise<void> {
  await execute(
    em,
    sql`UPDATE payments SET status = 'voided', updated_at = now()
         WHERE id = ${paymentId} AND status = 'requires_action'`,
  );
}

/** The newest payment of the order that waits on its shopper (3-D Secure), with its provider. */
export async function findPaymentAwaitingAction(
  em: EntityManager,
  orderId: string,
): Promise<Pick<PaymentRow, 'id' | 'provider'> | undefined> {
  return queryOne<Pick<PaymentRow, 'id' | 'provider'>>(
    em,
    sql`SELECT id, provider FROM payments WHERE order_id = ${orderId} AND status = 'requires_action'
         ORDER BY created_at DESC LIMIT 1`,
  );
}

/** The sealed client secret of a payment waiting on the shopper. */
export async function findActionSecret(em: EntityManager, paymentId: string): Promise<string | undefined> {
  const row = await queryOne<Pick<PaymentRow, 'action_secret'>>(
    em,
    sql`SELECT action_secret FROM payments WHERE id = ${paymentId} AND status = 'requires_action'`,
  );
  return row?.action_secret ?? undefined;
}

/**
 * Card payments a provider may still hold although their checkout is over: left pending, waiting on the shopper,
 * authorized or with a void that failed for good, for longer than `olderThanMinutes`. checkoutOver: see PaymentOrders.
 */
export async function findUnsettledPayments(
  em: EntityManager,
  olderThanMinutes: number,
  checkoutOver: (orderId: Sql) => Sql,
  limit = 100,
): Promise<string[]> {
  const rows = await queryRows<Pick<PaymentRow, 'id'>>(
    em,
    sql`SELECT p.id FROM payments p
         WHERE p.status IN ('pending', 'requires_action', 'authorized', 'void_failed')
           AND p.provider <> 'manual' AND ${checkoutOver(raw('p.order_id'))}
           AND p.updated_at < now() - make_interval(mins => ${olderThanMinutes}) ORDER BY p.updated_at LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}

/** Inserts a pending payment unless one with this id exists (a retried step): the id is derived from its purpose. */
export async function insertPendingPaymentOnce(
  tx: EntityManager,
  payment: { id: string; orderId: string; provider: string | Sql; method: string; amount: number },
): Promise<void> {
  await execute(
    tx,
    sql`INSERT INTO payments (id, order_id, provider, method, status, amount)
        VALUES (${payment.id}, ${payment.orderId}, ${payment.provider}, ${payment.method}, 'pending', ${payment.amount})
        ON CONFLICT (id) DO NOTHING`,
  );
}

/** The order's captured payments with what is left to refund of each, oldest first. */
export async function capturedPaymentsOfOrder(
  em: EntityManager,
  orderId: string,
): Promise<Array<{ id: string; provider: string; provider_reference: string | null; refundable: number }>> {
  const rows = await queryRows<{ id: string; provider: string; provider_reference: string | null; left: string }>(
    em,
    sql`SELECT id, provider, provider_reference, amount - refunded_amount AS left FROM payments
         WHERE order_id = ${orderId} AND status = 'captured' ORDER BY created_at, id`,
  );
  return rows.map((r) => ({
    id: r.id,
    provider: r.provider,
    provider_reference: r.provider_reference,
    refundable: Number(r.left),
  }));
}

/** A refund took this much back of the payment. */
export async function addPaymentRefunded(tx: EntityManager, paymentId: string, amount: number): Promise<void> {
  await execute(tx, sql`UPDATE payments SET refunded_amount = refunded_amount + ${amount} WHERE id = ${paymentId}`);
}

/** What refunds have taken back of the payment so far. */
export async function refundedOfPayment(em: EntityManager, paymentId: string): Promise<number> {
  const row = await queryOne<{ refunded_amount: string }>(
    em,
    sql`SELECT refunded_amount FROM payments WHERE id = ${paymentId}`,
  );
  return Number(row?.refunded_amount ?? 0);
}
