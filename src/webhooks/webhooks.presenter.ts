import { isoTimestamp, isoTimestampOrNull } from '../shared/timestamps';

/** Rows of the webhook tables turned into the API's JSON (camelCase, ISO timestamps). */
export interface EndpointRow {
  id: string;
  store_id: string;
  url: string;
  description: string | null;
  events: string[];
  enabled: boolean;
  disabled_reason: string | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

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

export interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  status: string;
  attempt_count: number;
  last_status_code: number | null;
  last_error: string | null;
  next_retry_at: Date | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

export interface AttemptRow {
  delivery_id: string;
  number: number;
  attempted_at: Date;
  duration_ms: number;
  status_code: number | null;
  response_body: string | null;
  error: string | null;
  next_retry_at: Date | null;
}

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
