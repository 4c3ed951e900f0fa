import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { newId } from '../shared/ids';
import { hashSecretToken, newSecretToken, SESSION_TOKEN } from './secret-tokens';
import { isoTimestamp } from '../shared/timestamps';
import type { EntityRow } from '../db/entity-row';
import type { CustomerSessionSchema } from './customer-session.entity';

type SessionRow = EntityRow<typeof CustomerSessionSchema>;

export interface SessionLifetime {
  idleSeconds: number;
  maxSeconds: number;
}

export interface LiveSession {
  id: string;
  customerId: string;
  expiresAt: string;
}

/** Opens a session and answers its token; only the token's hash is kept. */
export async function createSession(
  em: EntityManager,
  storeId: string,
  customerId: string,
  lifetime: SessionLifetime,
): Promise<{ token: string; expiresAt: string }> {
  const token = newSecretToken('cs_');
  const row = await queryOne<{ expires_at: SessionRow['idle_expires_at'] }>(
    em,
    `INSERT INTO customer_sessions (id, store_id, customer_id, token_hash, idle_expires_at, absolute_expires_at)
     VALUES (?, ?, ?, ?, now() + make_interval(secs => ?), now() + make_interval(secs => ?))
     RETURNING LEAST(idle_expires_at, absolute_expires_at) AS expires_at`,
    [
      newId('sess'),
      storeId,
      customerId,
      hashSecretToken(token),
      Math.min(lifetime.idleSeconds, lifetime.maxSeconds),
      lifetime.maxSeconds,
    ],
  );
  return { token, expiresAt: isoTimestamp((row as { expires_at: SessionRow['idle_expires_at'] }).expires_at) };
}

/**
 * The live session of this token, or undefined when it is unknown, signed out, idle too long or too old.
 * Use slides the idle expiry forward, written at most once a minute to keep reads cheap.
 */
export async function findLiveSession(
  em: EntityManager,
  storeId: string,
  token: string,
  idleSeconds: number,
): Promise<LiveSession | undefined> {
  return liveSession(em, storeId, token, idleSeconds, false);
}

/**
 * The live session with its customer's e-mail address, in the one statement: a catalogue read finds a signed-in
 * shopper's customer group from it (the group's e-mail domains) with one query more, not two.
 */
export function findLiveSessionWithEmail(
  em: EntityManager,
  storeId: string,
  token: string,
  idleSeconds: number,
): Promise<(LiveSession & { email: string | null }) | undefined> {
  return liveSession(em, storeId, token, idleSeconds, true);
}

async function liveSession(
  em: EntityManager,
  storeId: string,
  token: string,
  idleSeconds: number,
  withEmail: boolean,
): Promise<(LiveSession & { email: string | null }) | undefined> {
  if (!SESSION_TOKEN.test(token)) return undefined;
  const row = await queryOne<
    Pick<SessionRow, 'id' | 'customer_id'> & { expires_at: SessionRow['idle_expires_at']; email?: string | null }
  >(
    em,
    `WITH live AS (
       SELECT id, customer_id, last_seen_at, absolute_expires_at, idle_expires_at FROM customer_sessions
        WHERE token_hash = ? AND store_id = ? AND revoked_at IS NULL
          AND idle_expires_at > now() AND absolute_expires_at > now()
     ), touched AS (
       UPDATE customer_sessions s
          SET last_seen_at = now(), idle_expires_at = LEAST(s.absolute_expires_at, now() + make_interval(secs => ?))
         FROM live WHERE s.id = live.id AND live.last_seen_at < now() - interval '60 seconds'
       RETURNING s.idle_expires_at
     )
     SELECT live.id, live.customer_id,
            COALESCE((SELECT idle_expires_at FROM touched), live.idle_expires_at) AS expires_at${
              withEmail ? ', (SELECT c.email FROM customers c WHERE c.id = live.customer_id) AS email' : ''
            }
       FROM live`,
    [hashSecretToken(token), storeId, idleSeconds],
  );
  return (
    row && {
      id: row.id,
      customerId: row.customer_id,
      expiresAt: isoTimestamp(row.expires_at),
      email: row.email ?? null,
    }
  );
}

/** Signing out ends the session at once: every later request with the token is refused. */
export async function revokeSession(em: EntityManager, sessionId: string): Promise<void> {
  await execute(em, 'UPDATE customer_sessions SET revoked_at = now() WHERE id = ? AND revoked_at IS NULL', [sessionId]);
}

/** Deletes sessions that can no longer be used (revoked, idle or past their absolute lifetime); answers how many. */
export function purgeDeadSessions(em: EntityManager): Promise<number> {
  return execute(
    em,
    'DELETE FROM customer_sessions WHERE revoked_at IS NOT NULL OR idle_expires_at < now() ' +
      'OR absolute_expires_at < now()',
  );
}
