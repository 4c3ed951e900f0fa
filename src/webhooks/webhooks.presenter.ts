import { isoTimestamp, isoTimestampOrNull } from '../shared/timestamps';
import type { EntityRow } from '../db/entity-row';
import type { WebhookAttemptSchema } from './webhook-attempt.entity';
import type { WebhookDeliverySchema } from './webhook-delivery.entity';
import type { WebhookEndpointSchema } from './webhook-endpoint.entity';

/** Rows of the webhook tables turned into the API's JSON (camelCase, ISO timestamps). */
export type EndpointRow = EntityRow<typeof WebhookEndpointSchema>;

export function presentEndpoint(row: EndpointRow) {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
  };
}

export type DeliveryRow = EntityRow<typeof WebhookDeliverySchema>;

export type AttemptRow = EntityRow<typeof WebhookAttemptSchema>;

export function presentAttempt(row: AttemptRow) {
  return {
    number: row.number,
    attemptedAt: isoTimestampOrNull(row.attempted_at),
    durationMs: row.duration_ms,
    statusCode: row.status_code,
    responseBody: row.response_body,
    error: row.error,
    nextRetryAt: isoTimestampOrNull(row.next_retry_at),
  };
}

export function presentDelivery(row: DeliveryRow, attempts: AttemptRow[]) {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    attemptCount: row.attempt_count,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    nextRetryAt: isoTimestampOrNull(row.next_retry_at),
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
    completedAt: isoTimestampOrNull(row.completed_at),
    attempts: attempts.map(presentAttempt),
  };
}
