import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { raw, sql } from '../db/sql-template';
import { joinEvent } from '../events/outbox-reader.repository';
import type { AttemptRecord, EndpointSecrets } from './deliveries.repository';

/** A queued delivery taken for an attempt, with what the attempt sends. */
export interface ClaimedDelivery {
  id: string;
  event_id: string;
  /** Attempts made since the delivery was queued (or retried by hand): where it is in the retry schedule. */
  schedule_position: number;
  payload: unknown;
}

/**
 * Takes up to `limit` of the endpoint's deliveries that are due, oldest due first, and moves their `due_at` a lease
 * ahead: an attempt that dies half-way leaves them to come due again then, and nothing else takes them meanwhile.
 */
export function claimDueDeliveries(
  em: EntityManager,
  endpointId: string,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedDelivery[]> {
  return queryRows<ClaimedDelivery>(
    em,
    sql`WITH due AS (
          SELECT id, due_at FROM webhook_deliveries
           WHERE endpoint_id = ${endpointId} AND due_at <= clock_timestamp() AND status = 'pending'
           ORDER BY due_at, event_id LIMIT ${limit} FOR UPDATE SKIP LOCKED),
        claimed AS (
          UPDATE webhook_deliveries d SET due_at = clock_timestamp() + make_interval(secs => ${leaseSeconds})
            FROM due WHERE d.id = due.id
        RETURNING d.id, d.event_id, d.schedule_position, due.due_at AS was_due_at)
        SELECT c.id, c.event_id, c.schedule_position, e.payload
          FROM claimed c ${joinEvent('e', raw('c.event_id'))}
         ORDER BY c.was_due_at, c.event_id`,
  );
}

/**
 * Appends each attempt and updates its delivery in one statement. A delivery no longer pending (cancelled while its
 * attempt was under way) keeps its state and gets no attempt row.
 */
export async function recordAttempts(em: EntityManager, results: AttemptRecord[]): Promise<void> {
  if (results.length === 0) return;
  const column = <K extends keyof AttemptRecord>(key: K) => results.map((r) => r[key]);
  await execute(
    em,
    sql`WITH outcome AS (
          SELECT * FROM unnest(${column('deliveryId')}::text[], ${column('status')}::text[],
                               ${column('statusCode')}::int[], ${column('error')}::text[],
                               ${column('nextRetryAt')}::timestamptz[], ${column('attemptedAt')}::timestamptz[],
                               ${column('durationMs')}::int[], ${column('responseBody')}::text[])
                   AS o(id, status, status_code, error, next_retry_at, attempted_at, duration_ms, response_body)),
        updated AS (
          UPDATE webhook_deliveries d
             SET attempt_count = d.attempt_count + 1, schedule_position = d.schedule_position + 1,
                 status = o.status, last_status_code = o.status_code, last_error = o.error,
                 next_retry_at = o.next_retry_at, due_at = o.next_retry_at, updated_at = clock_timestamp(),
                 completed_at = CASE WHEN o.status = 'pending' THEN NULL ELSE clock_timestamp() END
            FROM outcome o
           WHERE d.id = o.id AND d.status = 'pending' AND d.due_at IS NOT NULL
        RETURNING d.id, d.attempt_count)
        INSERT INTO webhook_attempts
               (delivery_id, number, attempted_at, duration_ms, status_code, response_body, error, next_retry_at)
        SELECT u.id, u.attempt_count, o.attempted_at, o.duration_ms, o.status_code, o.response_body, o.error,
               o.next_retry_at
          FROM updated u JOIN outcome o ON o.id = u.id`,
  );
}

/** Ends every delivery queued for the endpoint without an attempt (it was disabled, or is gone). */
export async function cancelQueuedDeliveries(em: EntityManager, endpointId: string, reason: string): Promise<void> {
  await execute(
    em,
    sql`UPDATE webhook_deliveries
           SET status = 'cancelled', last_error = ${reason}, next_retry_at = NULL, due_at = NULL,
               updated_at = clock_timestamp(), completed_at = clock_timestamp()
         WHERE endpoint_id = ${endpointId} AND due_at IS NOT NULL AND status = 'pending'`,
  );
}

/** Milliseconds until the endpoint's next queued delivery is due (0 when one is due now); null when none is queued. */
export async function nextDueInMs(em: EntityManager, endpointId: string): Promise<number | null> {
  const row = await queryOne<{ due_in_ms: number | null }>(
    em,
    sql`SELECT (extract(epoch FROM min(due_at) - clock_timestamp()) * 1000)::float8 AS due_in_ms
          FROM webhook_deliveries
         WHERE endpoint_id = ${endpointId} AND due_at IS NOT NULL AND status = 'pending'`,
  );
  const dueInMs = row?.due_in_ms ?? null;
  return dueInMs === null ? null : Math.max(0, Math.ceil(dueInMs));
}

/** Queues a finished delivery again for a retry by hand, at the start of the retry schedule. */
export async function requeueDelivery(em: EntityManager, deliveryId: string): Promise<void> {
  await execute(
    em,
    sql`UPDATE webhook_deliveries
           SET status = 'pending', completed_at = NULL, next_retry_at = NULL, due_at = clock_timestamp(),
               schedule_position = 0, updated_at = clock_timestamp()
         WHERE id = ${deliveryId}`,
  );
}

/** The endpoint's address, state and sealed secrets; undefined when it is gone. */
export function findEndpointSecrets(em: EntityManager, endpointId: string): Promise<EndpointSecrets | undefined> {
  return queryOne<EndpointSecrets>(
    em,
    sql`SELECT url, enabled, secret, previous_secret,
               coalesce(previous_secret_expires_at > now(), false) AS previous_secret_valid
          FROM webhook_endpoints WHERE id = ${endpointId}`,
  );
}
