/** What a delivery workflow is started with: ids and the schedule only, never the secret or the payload. */
export interface WebhookDeliveryInput {
  deliveryId: string;
  endpointId: string;
  eventId: string;
  /** Seconds to wait after each failed attempt; one more attempt than entries. */
  retryScheduleSeconds: number[];
}

export interface AttemptInput {
  deliveryId: string;
  endpointId: string;
  eventId: string;
  /** The scheduled wait before the next attempt if this one fails; absent on the last attempt. */
  retryDelaySeconds?: number;
}

export type AttemptOutcome =
  | { outcome: 'succeeded'; statusCode: number }
  | { outcome: 'retry_scheduled'; retryInMs: number; statusCode?: number }
  | { outcome: 'failed'; statusCode?: number }
  | { outcome: 'endpoint_gone' }
  | { outcome: 'cancelled'; reason: string };
