import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';
import type { EntityRow } from '../db/entity-row';
import { notFound } from '../shared/errors';
import type { PaymentLinkSchema } from './payment-link.entity';

export type PaymentLinkRow = EntityRow<typeof PaymentLinkSchema>;

/**
 * A link for an order's balance (or a draft order's total); the id is chosen by the caller (derived from what made
 * it), so a retry makes none.
 */
export async function insertPaymentLink(
  em: EntityManager,
  link: {
    id: string;
    storeId: string;
    orderId: string;
    amount: number;
    currency: string;
    purpose?: PaymentLinkRow['purpose'];
  },
): Promise<void> {
  const purpose = link.purpose ?? 'order_balance';
  await execute(
    em,
    sql`INSERT INTO payment_links (id, store_id, order_id, purpose, amount, currency, status)
        VALUES (${link.id}, ${link.storeId}, ${link.orderId}, ${purpose}, ${link.amount}, ${link.currency}, 'open')
        ON CONFLICT (id) DO NOTHING`,
  );
}

/** An open link that can no longer be paid (its draft expired, was cancelled or was paid otherwise). */
export async function cancelOpenPaymentLink(em: EntityManager, id: string): Promise<void> {
  await execute(em, sql`UPDATE payment_links SET status = 'cancelled' WHERE id = ${id} AND status = 'open'`);
}

/** The link (locked for the transaction when lock is set); 404 when it is not in this store. */
export async function findPaymentLink(
  em: EntityManager,
  storeId: string,
  id: string,
  lock = false,
): Promise<PaymentLinkRow> {
  const row = await queryOne<PaymentLinkRow>(
    em,
    `SELECT * FROM payment_links WHERE id = ? AND store_id = ?${lock ? ' FOR UPDATE' : ''}`,
    [id, storeId],
  );
  if (!row) throw notFound('payment link', id);
  return row;
}

export function findPaymentLinksOfOrder(em: EntityManager, orderId: string): Promise<PaymentLinkRow[]> {
  return queryRows<PaymentLinkRow>(
    em,
    sql`SELECT * FROM payment_links WHERE order_id = ${orderId} ORDER BY created_at, id`,
  );
}

/** The link was paid by this payment; false (and nothing changed) when it was not open. */
export async function markPaymentLinkPaid(em: EntityManager, id: string, paymentId: string): Promise<boolean> {
  const changed = await execute(
    em,
    sql`UPDATE payment_links SET status = 'paid', payment_id = ${paymentId}, paid_at = clock_timestamp()
         WHERE id = ${id} AND status = 'open'`,
  );
  return changed > 0;
}
