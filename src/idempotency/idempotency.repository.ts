import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import type { KeyOwner } from './key-owner';

export interface StoredKey {
  request_hash: string;
  state: 'running' | 'done';
  response_status: number | null;
  /** The JSON text first sent. */
  response_body: string | null;
  response_headers: Record<string, string> | null;
  lock_expired: boolean;
  owner_instance: string | null;
  owner_host: string | null;
  owner_pid: number | null;
  /** No heartbeat from the owner for longer than the limit given to claimKey. */
  owner_silent: boolean;
}

/**
 * Claims the key for a request: undefined when this request should run (a new key, an expired one, or a lapsed lock
 * of the same request), otherwise the stored record.
 */
export async function claimKey(
  em: EntityManager,
  scope: string,
  requestHash: string,
  lease: { lockSeconds: number; silentSeconds: number; owner: KeyOwner },
): Promise<StoredKey | undefined> {
  const { lockSeconds, silentSeconds, owner } = lease;
  const inserted = await execute(
    em,
    `INSERT INTO idempotency_keys (scope_hash, request_hash, state, locked_until, expires_at, owner_instance,
       owner_host, owner_pid, heartbeat_at)
     VALUES (?, ?, 'running', now() + make_interval(secs => ?), now() + interval '24 hours', ?, ?, ?, now())
     ON CONFLICT (scope_hash) DO UPDATE
        SET request_hash = EXCLUDED.request_hash, state = 'running', response_status = NULL, response_body = NULL,
            response_headers = NULL, locked_until = EXCLUDED.locked_until, created_at = now(),
              expires_at = EXCLUDED.expires_at, owner_instance = EXCLUDED.owner_instance,
              owner_host = EXCLUDED.owner_host, owner_pid = EXCLUDED.owner_pid, heartbeat_at = now()
      WHERE idempotency_keys.expires_at < now()
         OR (idempotency_keys.state = 'running' AND idempotency_keys.locked_until < now()
           AND idempotency_keys.request_hash = EXCLUDED.request_hash)`,
    [scope, requestHash, lockSeconds, owner.instance, owner.host, owner.pid],
  );
  if (inserted > 0) return undefined;
  return queryOne<StoredKey>(
    em,
    `SELECT request_hash, state, response_status, response_body::text AS response_body, response_headers,
       locked_until < now() AS lock_expired, owner_instance, owner_host, owner_pid,
       coalesce(heartbeat_at < now() - make_interval(secs => ?), false) AS owner_silent
       FROM idempotency_keys WHERE scope_hash = ?`,
    [silentSeconds, scope],
  );
}

/**
 * Takes a running key over from its owner known dead: true when this request won it (two retries racing for one
 * dead owner's key: the first one takes it, the other finds a new owner).
 */
export async function takeOverKey(
  em: EntityManager,
  scope: string,
  deadOwner: string | null,
  lockSeconds: number,
  owner: KeyOwner,
): Promise<boolean> {
  const taken = await execute(
    em,
    `UPDATE idempotency_keys SET owner_instance = ?, owner_host = ?, owner_pid = ?, heartbeat_at = now(),
        locked_until = now() + make_interval(secs => ?)
      WHERE scope_hash = ? AND state = 'running' AND owner_instance IS NOT DISTINCT FROM ?`,
    [owner.instance, owner.host, owner.pid, lockSeconds, scope, deadOwner],
  );
  return taken > 0;
}

/** The owner of a running key is alive: a retry must not take it over. */
export async function heartbeatKey(em: EntityManager, scope: string, owner: KeyOwner): Promise<void> {
  await execute(
    em,
    `UPDATE idempotency_keys SET heartbeat_at = now()
      WHERE scope_hash = ? AND state = 'running' AND owner_instance = ?`,
    [scope, owner.instance],
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
