import type { Client } from '@temporalio/client';
import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';
import type { DeliveryWorkflows } from '../webhooks/delivery-workflows.port';
import type { WebhookDeliveryInput } from '../webhooks/webhook-delivery.types';
import { SEARCH } from '../../workflows/definitions';

const WEBHOOK_ENDPOINT_ID = defineSearchAttributeKey('WebhookEndpointId', SearchAttributeType.KEYWORD);

/** One workflow per endpoint works through its queue; the id says which. */
export const endpointWorkflowId = (endpointId: string) => `webhook-${endpointId}`;
/** A delivery handed off before endpoint queues had a workflow of its own. */
export const deliveryWorkflowId = (endpointId: string, eventId: string) => `webhook-${endpointId}-${eventId}`;

const searchAttributes = (storeId: string, endpointId: string) => [
  { key: WEBHOOK_ENDPOINT_ID, value: endpointId },
  { key: SEARCH.storeId, value: storeId },
];

/**
 * Signals the endpoint's workflow, starting it when no run is open. Repeating it (a relay that crashed before
 * marking its events relayed) only makes the workflow look at its queue once more.
 */
async function signalDeliveriesQueued(client: Client, taskQueue: string, storeId: string, endpointId: string) {
  await client.workflow.signalWithStart('webhookEndpointWorkflow', {
    taskQueue,
    workflowId: endpointWorkflowId(endpointId),
    args: [{ endpointId }],
    typedSearchAttributes: searchAttributes(storeId, endpointId),
    signal: 'deliveriesQueued',
    signalArgs: [],
  });
}

/** A retry by hand of a delivery its own workflow schedules: wakes that workflow, or starts a fresh run of it. */
async function retryScheduledDelivery(client: Client, taskQueue: string, storeId: string, input: WebhookDeliveryInput) {
  await client.workflow.signalWithStart('webhookDeliveryWorkflow', {
    taskQueue,
    workflowId: deliveryWorkflowId(input.endpointId, input.eventId),
    args: [input],
    typedSearchAttributes: searchAttributes(storeId, input.endpointId),
    workflowIdReusePolicy: 'ALLOW_DUPLICATE',
    signal: 'retryNow',
    signalArgs: [],
  });
}

/** The webhooks domain's delivery workflows on this client and task queue. */
export function webhookDeliveryWorkflows(client: Client, taskQueue: string): DeliveryWorkflows {
  return {
    deliveriesQueued: (storeId, endpointId) => signalDeliveriesQueued(client, taskQueue, storeId, endpointId),
    retryScheduledDelivery: (storeId, input) => retryScheduledDelivery(client, taskQueue, storeId, input),
  };
}
