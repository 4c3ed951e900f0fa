import type { WebhookDeliveryInput } from './webhook-delivery.types';

/** The durable workflows that deliver webhooks; src/temporal/webhooks.ts runs them. */
export interface DeliveryWorkflows {
  /** Tells the endpoint's workflow that deliveries are queued for it, starting a run when none is open. */
  deliveriesQueued(storeId: string, endpointId: string): Promise<void>;
  /**
   * Wakes a delivery that a workflow of its own still schedules (one handed off before endpoint queues existed),
   * or starts a fresh run of it.
   */
  retryScheduledDelivery(storeId: string, input: WebhookDeliveryInput): Promise<void>;
}
