import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { sql } from '../db/sql-template';
import { newId } from '../shared/ids';
import { hashSecretToken, newSecretToken } from '../customers/secret-tokens';
import { storeFromRow } from '../stores/stores.service';
import type { Store } from '../stores/store.entity';
import { joinStore } from '../stores/stores.repository';
import type { StaffRow } from './staff.repository';
import type { EntityRow } from '../db/entity-row';
import type { StaffSessionSchema } from './staff-session.entity';

type StaffSessionRow = EntityRow<typeof StaffSessionSchema>;

export const STAFF_SESSION_TOKEN = /^ss_[A-Za-z0-9_-]{43}$/;

/** Stores the hash of a new single-use sign-in token for a staff member and answers the token itself. */
export async function issueStaffToken(em: EntityManager, staffId: string, minutes: number): Promise<string> {
  const token = newSecretToken();
  await execute(
    em,
    'INSERT INTO staff_auth_tokens (token_hash, staff_id, expires_at) VALUES (?, ?, now() + make_interval(mins => ?))',
    [hashSecretToken(token), staffId, minutes],
  );
  return token;
}

/** The member a live token belongs to, without using it up (a second factor may still refuse the sign-in). */
export const peekStaffToken = (em: EntityManager, token: string) =>
  queryOne<StaffRow>(
    em,
    `SELECT m.* FROM staff_auth_tokens t JOIN staff_members m ON m.id = t.staff_id
      WHERE t.token_hash = ? AND t.used_at IS NULL AND t.expires_at > now()`,
    [hashSecretToken(token)],
  );

/** Uses the token up; answers false when another request used it first. */
export async function consumeStaffToken(em: EntityManager, token: string): Promise<boolean> {
  const used = await execute(
    em,
    'UPDATE staff_auth_tokens SET used_at = now() WHERE token_hash = ? AND used_at IS NULL AND expires_at > now()',
    [hashSecretToken(token)],
  );
  return used > 0;
}

export interface StaffLifetime {
  idleSeconds: number;
  maxSeconds: number;
}

export async function createStaffSession(
  em: EntityManager,
  staffId: string,
  ip: string,
  lifetime: StaffLifetime,
): Promise<{ token: string; id: string }> {
  const token = newSecretToken('ss_');
  const id = newId('sess');
  await execute(
    em,
    `INSERT INTO staff_sessions (id, staff_id, token_hash, ip, idle_expires_at, absolute_expires_at)
     VALUES (?, ?, ?, ?, now() + make_interval(secs => ?), now() + make_interval(secs => ?))`,
    [id, staffId, hashSecretToken(token), ip, Math.min(lifetime.idleSeconds, lifetime.maxSeconds), lifetime.maxSeconds],
  );
  return { token, id };
}

export interface LiveStaffSession {
  sessionId: string;
  expiresAt: Date;
  staff: StaffRow;
  store: Store;
}

/**
 * The live session of a cookie's token with its member (as the member is now: a changed role applies at once) and
 * store. Use slides the idle expiry, written at most once a minute.
 */
export async function findLiveStaffSession(
  em: EntityManager,
  token: string,
  idleSeconds: number,
): Promise<LiveStaffSession | undefined> {
  if (!STAFF_SESSION_TOKEN.test(token)) return undefined;
  const row = await queryOne<{
    id: StaffSessionRow['id'];
    expires_at: StaffSessionRow['idle_expires_at'];
    staff: StaffRow;
    store: Record<string, unknown>;
  }>(
    em,
    sql`WITH live AS (
       SELECT id, staff_id, last_seen_at, idle_expires_at FROM staff_sessions
        WHERE token_hash = ${hashSecretToken(token)} AND revoked_at IS NULL
          AND idle_expires_at > now() AND absolute_expires_at > now()
     ), touched AS (
       UPDATE staff_sessions s
          SET last_seen_at = now(),
              idle_expires_at = LEAST(s.absolute_expires_at, now() + make_interval(secs => ${idleSeconds}))
         FROM live WHERE s.id = live.id AND live.last_seen_at < now() - interval '60 seconds'
       RETURNING s.idle_expires_at
     )
     SELECT live.id, COALESCE((SELECT idle_expires_at FROM touched), live.idle_expires_at) AS expires_at,
            row_to_json(m) AS staff, row_to_json(s) AS store
       FROM live JOIN staff_members m ON m.id = live.staff_id ${joinStore('s', 'm.store_id')}`,
  );
  return (
    row && { sessionId: row.id, expiresAt: new Date(row.expires_at), staff: row.staff, store: storeFromRow(row.store) }
  );
}

export async function revokeStaffSession(em: EntityManager, sessionId: string): Promise<void> {
  await execute(em, 'UPDATE staff_sessions SET revoked_at = now() WHERE id = ? AND revoked_at IS NULL', [sessionId]);
}
