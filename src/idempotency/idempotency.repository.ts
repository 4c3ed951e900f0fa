import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';

export interface StoredKey {
  request_hash: string;
  state: 'running' | 'done';
  response_status: number | null;
  /** The JSON text first sent. */
  response_body: string | null;
  response_headers: Record<string, string> | null;
  lock_expired: boolean;
}

/**
 * Claims the key for a request: undefined when this request should run (a new key, an expired one, or a lapsed lock
 * of the same request), otherwise the stored record.
 */
export async function claimKey(
  em: EntityManager,
  scope: string,
  requestHash: string,
  lockSeconds: number,
): Promise<StoredKey | undefined> {
  const inserted = await execute(
    em,
    `INSERT INTO idempotency_keys (scope_hash, request_hash, state, locked_until, expires_at)
     VALUES (?, ?, 'running', now() + make_interval(secs => ?), now() + interval '24 hours')
     ON CONFLICT (scope_hash) DO UPDATE
        SET request_hash = EXCLUDED.request_hash, state = 'running', response_status = NULL, response_body = NULL,
            response_headers = NULL, locked_until = EXCLUDED.locked_until, created_at = now(),
              expires_at = EXCLUDED.expires_at
      WHERE idempotency_keys.expires_at < now()
         OR (idempotency_keys.state = 'running' AND idempotency_keys.locked_until < now()
           AND idempotency_keys.request_hash = EXCLUDED.request_hash)`,
    [scope, requestHash, lockSeconds],
  );
  if (inserted > 0) return undefined;
  return queryOne<StoredKey>(
    em,
    `SELECT request_hash, state, response_status, response_body::text AS response_body, response_headers,
       locked_until < now() AS lock_expired
       FROM idempotency_keys WHERE scope_hash = ?`,
    [scope],
  );
}

/** Forgets a claimed key, so a retry with it runs again. */
export async function forgetKey(em: EntityManager, scope: string): Promise<void> {
  await execute(em, 'DELETE FROM idempotency_keys WHERE scope_hash = ?', [scope]);
}

/** Records the answer a retry with the key replays: its status, JSON text and replayed headers. */
export async function recordAnswer(
  em: EntityManager,
  scope: string,
  status: number,
  bodyJson: string,
  headers: Record<string, string>,
): Promise<void> {
  await execute(
    em,
    `UPDATE idempotency_keys SET state = 'done', response_status = ?, response_body = ?::json, ` +
      `response_headers = ?::jsonb WHERE scope_hash = ?`,
    [status, bodyJson, JSON.stringify(headers), scope],
  );
}

/** Deletes the keys past their 24 hours; answers how many. */
export function purgeExpiredKeys(em: EntityManager): Promise<number> {
  return execute(em, 'DELETE FROM idempotency_keys WHERE expires_at < now()');
}
