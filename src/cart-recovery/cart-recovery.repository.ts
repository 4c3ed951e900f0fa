import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';

/** The store's recovery settings as saved (absent: recovery is off with the default sequence). */
export async function findCartRecoverySettings(
  em: EntityManager,
  storeId: string,
): Promise<Record<string, unknown> | null> {
  const rows = await queryRows<{ settings: Record<string, unknown> }>(
    em,
    sql`SELECT settings FROM cart_recovery_settings WHERE store_id = ${storeId}`,
  );
  return rows[0]?.settings ?? null;
}

export async function saveCartRecoverySettings(em: EntityManager, storeId: string, settings: object): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO cart_recovery_settings (store_id, settings) VALUES (${storeId}, ${JSON.stringify(settings)}::jsonb)
        ON CONFLICT (store_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = clock_timestamp()`,
  );
}

/**
 * Claims a step's mail for a cart: true when this call wrote the row, false when the step was mailed before. Run in
 * the transaction that sends the mail, so a failed send rolls the claim back and the retry sends it.
 */
export async function claimRecoveryStep(
  em: EntityManager,
  mail: { storeId: string; cartId: string; step: number; email: string },
): Promise<boolean> {
  const rows = await queryRows<{ step: number }>(
    em,
    sql`INSERT INTO cart_recovery_mails (cart_id, step, store_id, email)
        VALUES (${mail.cartId}, ${mail.step}, ${mail.storeId}, ${mail.email})
        ON CONFLICT (cart_id, step) DO NOTHING RETURNING step`,
  );
  return rows.length > 0;
}

export async function isUnsubscribed(em: EntityManager, storeId: string, email: string): Promise<boolean> {
  const rows = await queryRows<{ email: string }>(
    em,
    sql`SELECT email FROM cart_recovery_unsubscribes WHERE store_id = ${storeId} AND email = ${email.toLowerCase()}`,
  );
  return rows.length > 0;
}

export async function addUnsubscribe(em: EntityManager, storeId: string, email: string): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO cart_recovery_unsubscribes (store_id, email) VALUES (${storeId}, ${email.toLowerCase()})
        ON CONFLICT DO NOTHING`,
  );
}

/** The carts of this store mailed at this address: those whose sequences an unsubscribe ends at once. */
export async function mailedCartIds(em: EntityManager, storeId: string, email: string): Promise<string[]> {
  const rows = await queryRows<{ cart_id: string }>(
    em,
    sql`SELECT DISTINCT cart_id FROM cart_recovery_mails WHERE store_id = ${storeId} AND lower(email) = ${email}`,
  );
  return rows.map((row) => row.cart_id);
}

/** The steps mailed in [from, to) in this store, each with its cart and when it went out. */
export function mailsSentBetween(
  em: EntityManager,
  storeId: string,
  from: string,
  to: string,
): Promise<{ cart_id: string; step: number; sent_at: string }[]> {
  return queryRows(
    em,
    sql`SELECT cart_id, step, sent_at FROM cart_recovery_mails
         WHERE store_id = ${storeId} AND sent_at >= ${from}::timestamptz AND sent_at < ${to}::timestamptz`,
  );
}
