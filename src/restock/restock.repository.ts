import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';
import { fromEvents } from '../events/outbox-reader.repository';

export type SignupStatus = 'pending' | 'waiting' | 'notified' | 'unsubscribed';

export interface SignupRow {
  id: string;
  store_id: string;
  variant_id: string;
  email: string;
  status: SignupStatus;
  created_at: string;
  expires_at: string;
}

export async function findRestockSettings(em: EntityManager, storeId: string): Promise<Record<string, unknown> | null> {
  const rows = await queryRows<{ settings: Record<string, unknown> }>(
    em,
    sql`SELECT settings FROM restock_settings WHERE store_id = ${storeId}`,
  );
  return rows[0]?.settings ?? null;
}

export async function saveRestockSettings(em: EntityManager, storeId: string, settings: object): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO restock_settings (store_id, settings) VALUES (${storeId}, ${JSON.stringify(settings)}::jsonb)
        ON CONFLICT (store_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = clock_timestamp()`,
  );
}

/**
 * The live (pending or waiting, not expired) sign-up of this address for the variant, made now unless one exists:
 * signing up twice neither doubles the alert nor restarts its opt-in. An expired one is closed first so the address
 * can wait again.
 */
export async function upsertSignup(
  em: EntityManager,
  signup: { id: string; storeId: string; variantId: string; email: string; customerId: string | null },
  confirmed: boolean,
  validityDays: number,
): Promise<{ row: SignupRow; created: boolean }> {
  await execute(
    em,
    sql`UPDATE restock_signups SET status = 'unsubscribed'
         WHERE variant_id = ${signup.variantId} AND email = ${signup.email}
           AND status IN ('pending', 'waiting') AND expires_at <= clock_timestamp()`,
  );
  const status = confirmed ? 'waiting' : 'pending';
  const inserted = await queryRows<SignupRow>(
    em,
    sql`INSERT INTO restock_signups (id, store_id, variant_id, email, customer_id, status, confirmed_at, expires_at)
        VALUES (${signup.id}, ${signup.storeId}, ${signup.variantId}, ${signup.email}, ${signup.customerId},
                ${status}, CASE WHEN ${confirmed}::boolean THEN clock_timestamp() END,
                clock_timestamp() + make_interval(secs => ${validityDays * 86400}))
        ON CONFLICT (variant_id, email) WHERE status IN ('pending', 'waiting') DO NOTHING
        RETURNING *`,
  );
  if (inserted[0]) return { row: inserted[0], created: true };
  const existing = await queryOne<SignupRow>(
    em,
    sql`SELECT * FROM restock_signups WHERE variant_id = ${signup.variantId} AND email = ${signup.email}
          AND status IN ('pending', 'waiting')`,
  );
  return { row: existing as SignupRow, created: false };
}

/** Whether the address confirmed an alert of this store before: a known address needs no second opt-in. */
export async function hasConfirmedAddress(em: EntityManager, storeId: string, email: string): Promise<boolean> {
  const row = await queryOne(
    em,
    sql`SELECT 1 FROM restock_signups WHERE store_id = ${storeId} AND email = ${email} AND confirmed_at IS NOT NULL
         LIMIT 1`,
  );
  return row !== undefined;
}

/** pending → waiting; answers the sign-up whatever its status (undefined when unknown). */
export async function confirmSignup(em: EntityManager, storeId: string, id: string): Promise<SignupRow | undefined> {
  await execute(
    em,
    sql`UPDATE restock_signups SET status = 'waiting', confirmed_at = clock_timestamp()
         WHERE id = ${id} AND store_id = ${storeId} AND status = 'pending'`,
  );
  return queryOne<SignupRow>(em, sql`SELECT * FROM restock_signups WHERE id = ${id} AND store_id = ${storeId}`);
}

export async function unsubscribeSignup(em: EntityManager, storeId: string, id: string): Promise<void> {
  await execute(
    em,
    sql`UPDATE restock_signups SET status = 'unsubscribed'
         WHERE id = ${id} AND store_id = ${storeId} AND status IN ('pending', 'waiting')`,
  );
}

/**
 * Claims the variant's oldest waiting, unexpired sign-ups, at most `limit`, as notified: in the transaction that
 * mails them, so a failed send rolls the claim back and nobody is claimed twice (SKIP LOCKED against a second run).
 */
export async function claimOldestWaiting(em: EntityManager, variantId: string, limit: number): Promise<SignupRow[]> {
  const rows = await queryRows<SignupRow>(
    em,
    sql`UPDATE restock_signups SET status = 'notified', notified_at = clock_timestamp()
         WHERE id IN (SELECT id FROM restock_signups
                       WHERE variant_id = ${variantId} AND status = 'waiting' AND expires_at > clock_timestamp()
                       ORDER BY created_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING *`,
  );
  return rows.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
}

export async function countWaiting(em: EntityManager, variantId: string): Promise<number> {
  const row = await queryOne<{ n: number }>(
    em,
    sql`SELECT count(*)::int AS n FROM restock_signups
         WHERE variant_id = ${variantId} AND status = 'waiting' AND expires_at > clock_timestamp()`,
  );
  return row?.n ?? 0;
}

export interface AwaitedVariantRow {
  variant_id: string;
  waiting: number;
  oldest: string;
}

/** The store's variants with the most shoppers waiting (confirmed, unexpired), most first. */
export function mostAwaited(em: EntityManager, storeId: string, limit: number): Promise<AwaitedVariantRow[]> {
  return queryRows<AwaitedVariantRow>(
    em,
    sql`SELECT variant_id, count(*)::int AS waiting, min(created_at) AS oldest FROM restock_signups
         WHERE store_id = ${storeId} AND status = 'waiting' AND expires_at > clock_timestamp()
         GROUP BY variant_id ORDER BY count(*) DESC, min(created_at), variant_id LIMIT ${limit}`,
  );
}

/**
 * Among these outbox events, the stock changes that left a variant available with shoppers waiting for it: the
 * variants whose restock workflow the relay signals.
 */
export function restockedAmong(
  em: EntityManager,
  eventIds: string[],
): Promise<{ store_id: string; variant_id: string }[]> {
  return queryRows(
    em,
    sql`SELECT DISTINCT e.store_id, e.payload->'data'->'object'->>'variantId' AS variant_id ${fromEvents('e')}
         WHERE e.id = ANY(${eventIds}::text[]) AND e.type = 'inventory.updated'
           AND (e.payload->'data'->'object'->>'available')::int > 0
           AND EXISTS (SELECT 1 FROM restock_signups s
                        WHERE s.variant_id = e.payload->'data'->'object'->>'variantId' AND s.status = 'waiting'
                          AND s.expires_at > clock_timestamp())`,
  );
}

/**
 * The variants shoppers wait for (confirmed, unexpired), oldest wait first, at most `limit`: the restock sweep's
 * candidates, whose stock it reads.
 */
export function awaitedVariantsOfAllStores(
  em: EntityManager,
  limit: number,
): Promise<{ store_id: string; variant_id: string }[]> {
  return queryRows(
    em,
    sql`SELECT store_id, variant_id FROM restock_signups
         WHERE status = 'waiting' AND expires_at > clock_timestamp()
         GROUP BY store_id, variant_id ORDER BY min(created_at), variant_id LIMIT ${limit}`,
  );
}
