import type { SubscriptionChange, SubscriptionState } from './subscriptions.types';

/** A subscription's workflow as the subscriptions domain drives it; src/temporal/subscriptions.ts implements it. */
export interface SubscriptionWorkflows {
  /** Sends the change as an update of `subscription-<id>`: validated there, answered once applied. */
  change(subscriptionId: string, change: SubscriptionChange): Promise<SubscriptionState>;
}
