import type { subscriptionWorkflow } from '../../workflows/subscription.workflow';
import { changeSubscriptionUpdate, subscriptionWorkflowId } from '../../workflows/definitions';
import type { SubscriptionWorkflows } from '../subscriptions/subscription-workflows.port';
import type { CommerceTemporal } from './client';
import { withDomainErrors, withinWait } from './failures';

/** Updates of `subscription-<id>`; one not answered within waitSeconds (no worker, say) answers 503. */
export function temporalSubscriptionWorkflows(temporal: CommerceTemporal, waitSeconds: number): SubscriptionWorkflows {
  return {
    change(subscriptionId, change) {
      const handle = temporal.client.workflow.getHandle<typeof subscriptionWorkflow>(
        subscriptionWorkflowId(subscriptionId),
      );
      return withinWait(
        withDomainErrors(() => handle.executeUpdate(changeSubscriptionUpdate, { args: [change] })),
        waitSeconds,
        "The subscription's workflow",
      );
    },
  };
}
