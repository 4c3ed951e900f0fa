import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';
import type { DeliveryWorkflows } from '../webhooks/delivery-workflows.port';
import type { WebhookDeliveryInput } from '../webhooks/webhook-delivery.types';
import { SEARCH } from '../../workflows/definitions';

const WEBHOOK_ENDPOINT_ID = defineSearchAttributeKey('WebhookEndpointId', SearchAttributeType.KEYWORD);

/** One workflow per (endpoint, event); the id says which. */
export const webhookWorkflowId = (endpointId: string, eventId: string) => `webhook-${endpointId}-${eventId}`;

function workflowOptions(taskQueue: string, storeId: string, input: WebhookDeliveryInput) {
  return {
    taskQueue,
    workflowId: webhookWorkflowId(input.endpointId, input.eventId),
    args: [input] as [WebhookDeliveryInput],
    typedSearchAttributes: [
      { key: WEBHOOK_ENDPOINT_ID, value: input.endpointId },
      { key: SEARCH.storeId, value: storeId },
    ],
  };
}

/**
 * Hands one delivery to Temporal. A repeated hand-off (the relay crashed before marking the event relayed)
 * finds the workflow already there, running or closed, and changes nothing: false.
 */
export async function startWebhookDelivery(
  client: Client,
  taskQueue: string,
  storeId: string,
  input: WebhookDeliveryInput,
): Promise<boolean> {
  try {
    await client.workflow.start('webhookDeliveryWorkflow', {
      ...workflowOptions(taskQueue, storeId, input),
      workflowIdReusePolicy: 'REJECT_DUPLICATE',
      workflowIdConflictPolicy: 'FAIL',
    });
    return true;
  } catch (error) {
    if (error instanceof WorkflowExecutionAlreadyStartedError) return false;
    throw error;
  }
}

/** A retry by hand: wakes a delivery that is waiting for its next attempt, or starts a fresh run of a finished one. */
async function retryWebhookDelivery(
  client: Client,
  taskQueue: string,
  storeId: string,
  input: WebhookDeliveryInput,
): Promise<void> {
  await client.workflow.signalWithStart('webhookDeliveryWorkflow', {
    ...workflowOptions(taskQueue, storeId, input),
    workflowIdReusePolicy: 'ALLOW_DUPLICATE',
    signal: 'retryNow',
    signalArgs: [],
  });
}

/** The webhooks domain's delivery workflows on this client and task queue. */
export function webhookDeliveryWorkflows(client: Client, taskQueue: string): DeliveryWorkflows {
  return {
    start: (storeId, input) => startWebhookDelivery(client, taskQueue, storeId, input),
    retryNow: (storeId, input) => retryWebhookDelivery(client, taskQueue, storeId, input),
  };
}
