import type { WebhookDeliveryInput } from './webhook-delivery.types';

/** The durable workflows that deliver webhooks, one per (endpoint, event); src/temporal/webhooks.ts runs them. */
export interface DeliveryWorkflows {
  /** Starts a delivery; false when it was started before (a repeated hand-off), which then changes nothing. */
  start(storeId: string, input: WebhookDeliveryInput): Promise<boolean>;
  /** Wakes a delivery waiting for its next attempt, or starts a fresh run of a finished one. */
  retryNow(storeId: string, input: WebhookDeliveryInput): Promise<void>;
}
