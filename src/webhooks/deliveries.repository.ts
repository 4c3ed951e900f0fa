import type { EntityManager } from '@mikro-orm/postgresql';
import { textArray } from '../db/pg-array';
import { execute, inTransaction, queryOne, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';
import { fromEvents, joinEvent } from '../events/outbox-reader.repository';
import { fetchKeysetPage, newestFirst, SqlFilters } from '../db/keyset';
import type { CursorCodec, PageQuery } from '../shared/pagination';
import { notFound } from '../shared/errors';
import { presentDelivery, type AttemptRow, type DeliveryRow } from './webhooks.presenter';

const COLUMNS = 'd.*';

export interface DeliveryFilter extends PageQuery {
  status?: string;
  eventId?: string;
}

async function attemptsOf(em: EntityManager, deliveryIds: string[]): Promise<Map<string, AttemptRow[]>> {
  const byDelivery = new Map<string, AttemptRow[]>(deliveryIds.map((id) => [id, []]));
  if (deliveryIds.length === 0) return byDelivery;
  const rows = await queryRows<AttemptRow>(
    em,
    'SELECT * FROM webhook_attempts WHERE delivery_id = ANY(?::text[]) ORDER BY delivery_id, number',
    [textArray(deliveryIds)],
  );
  for (const row of rows) byDelivery.get(row.delivery_id)?.push(row);
  return byDelivery;
}

/** A page of an endpoint's deliveries, newest first, each with every attempt: two queries in all. */
export async function listDeliveries(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  endpointId: string,
  filter: DeliveryFilter,
) {
  return fetchKeysetPage<DeliveryRow, ReturnType<typeof presentDelivery>>(
    em,
    cursors,
    {
      selectFrom: `${COLUMNS} FROM webhook_deliveries d`,
      filters: new SqlFilters('d.store_id = ? AND d.endpoint_id = ?', storeId, endpointId)
        .when(filter.status, 'd.status = ?', filter.status)
        .when(filter.eventId, 'd.event_id = ?', filter.eventId),
      ...newestFirst('d'),
      page: filter,
      fingerprint: `deliveries|${storeId}|${endpointId}|${filter.status ?? ''}|${filter.eventId ?? ''}`,
    },
    async (rows) => {
      const attempts = await attemptsOf(
        em,
        rows.map((d) => d.id),
      );
      return rows.map((row) => presentDelivery(row, attempts.get(row.id) ?? []));
    },
  );
}

export async function findDelivery(
  em: EntityManager,
  storeId: string,
  endpointId: string,
  deliveryId: string,
): Promise<DeliveryRow> {
  const row = await queryOne<DeliveryRow>(
    em,
    `SELECT ${COLUMNS} FROM webhook_deliveries d WHERE d.store_id = ? AND d.endpoint_id = ? AND d.id = ?`,
    [storeId, endpointId, deliveryId],
  );
  if (!row) throw notFound('webhook delivery', deliveryId);
  return row;
}

export async function presentDeliveryById(em: EntityManager, storeId: string, endpointId: string, deliveryId: string) {
  const row = await findDelivery(em, storeId, endpointId, deliveryId);
  return presentDelivery(row, (await attemptsOf(em, [row.id])).get(row.id) ?? []);
}

/** Where an attempt sends and what it signs with: the endpoint's address and sealed secrets. */
export interface EndpointSecrets {
  url: string;
  enabled: boolean;
  secret: string;
  previous_secret: string | null;
  previous_secret_valid: boolean;
}

/** What an attempt sends and where: the endpoint's address and sealed secrets, and the event's payload. */
export interface DeliveryTarget extends EndpointSecrets {
  payload: unknown;
}

/** The target of one delivery; undefined when the endpoint or the event (of the endpoint's store) is gone. */
export function findDeliveryTarget(
  em: EntityManager,
  endpointId: string,
  eventId: string,
): Promise<DeliveryTarget | undefined> {
  return queryOne<DeliveryTarget>(
    em,
    sql`SELECT w.url, w.enabled, w.secret, w.previous_secret,
               coalesce(w.previous_secret_expires_at > now(), false) AS previous_secret_valid, e.payload
          FROM webhook_endpoints w ${joinEvent('e', sql`${eventId}`)} AND e.store_id = w.store_id
         WHERE w.id = ${endpointId}`,
  );
}

/** The delivery row, created by whichever comes first: the relay or the first attempt. */
export async function ensureDelivery(
  em: EntityManager,
  deliveryId: string,
  endpointId: string,
  eventId: string,
): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO webhook_deliveries (id, store_id, endpoint_id, event_id, event_type, status)
        SELECT ${deliveryId}, e.store_id, ${endpointId}, e.id, e.type, 'pending'
          ${fromEvents('e')} WHERE e.id = ${eventId}
        ON CONFLICT (id) DO NOTHING`,
  );
}

/** Marks a delivery pending again before a retry by hand, so the log shows it is on its way. */
export async function reopenDelivery(em: EntityManager, deliveryId: string): Promise<void> {
  await execute(
    em,
    `UPDATE webhook_deliveries SET status = 'pending', completed_at = NULL, updated_at = clock_timestamp()
      WHERE id = ?`,
    [deliveryId],
  );
}

export interface AttemptRecord {
  deliveryId: string;
  attemptedAt: Date;
  durationMs: number;
  statusCode: number | null;
  responseBody: string | null;
  error: string | null;
  nextRetryAt: Date | null;
  status: 'pending' | 'succeeded' | 'failed';
}

/** Appends the attempt and updates the delivery in one transaction; the attempt number comes from the row. */
export async function recordAttempt(em: EntityManager, attempt: AttemptRecord): Promise<void> {
  await inTransaction(em, async (txem) => {
    const row = await queryOne<Pick<DeliveryRow, 'attempt_count'>>(
      txem,
      `UPDATE webhook_deliveries
          SET attempt_count = attempt_count + 1, status = ?, last_status_code = ?, last_error = ?, next_retry_at = ?,
              updated_at = clock_timestamp(),
              completed_at = CASE WHEN ? = 'pending' THEN NULL ELSE clock_timestamp() END
        WHERE id = ? RETURNING attempt_count`,
      [attempt.status, attempt.statusCode, attempt.error, attempt.nextRetryAt, attempt.status, attempt.deliveryId],
    );
    if (!row) return;
    await execute(
      txem,
      `INSERT INTO webhook_attempts
              (delivery_id, number, attempted_at, duration_ms, status_code, response_body, error, next_retry_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        attempt.deliveryId,
        row.attempt_count,
        attempt.attemptedAt,
        attempt.durationMs,
        attempt.statusCode,
        attempt.responseBody,
        attempt.error,
        attempt.nextRetryAt,
      ],
    );
  });
}

/** Ends a delivery without an attempt, for example because its endpoint was disabled meanwhile. */
export async function cancelDelivery(em: EntityManager, deliveryId: string, reason: string): Promise<void> {
  await execute(
    em,
    `UPDATE webhook_deliveries
        SET status = 'cancelled', last_error = ?, next_retry_at = NULL, updated_at = clock_timestamp(),
            completed_at = clock_timestamp()
      WHERE id = ?`,
    [reason, deliveryId],
  );
}
