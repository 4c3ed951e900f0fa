import type { Client } from '@temporalio/client';
import { restockWorkflowId, SEARCH, stockReturnedSignal } from '../../workflows/definitions';
import type { RestockWorkflows } from '../restock/restock.port';

/**
 * The workflow's signature, written here rather than imported from workflows/restock.workflow: that module reaches
 * the activities, and the restock sweep's activity signals through this adapter.
 */
type RestockWorkflow = (input: { storeId: string; variantId: string }) => Promise<unknown>;

/** Signal-with-start of `restock-<variantId>`: one workflow per variant, started by the first return to stock. */
export function restockWorkflowsOf(client: Client, taskQueue: string): RestockWorkflows {
  return {
    async stockReturned(storeId, variantId) {
      await client.workflow.signalWithStart<RestockWorkflow, []>('restockWorkflow', {
        workflowId: restockWorkflowId(variantId),
        taskQueue,
        args: [{ storeId, variantId }],
        signal: stockReturnedSignal,
        signalArgs: [],
        typedSearchAttributes: [{ key: SEARCH.storeId, value: storeId }],
      });
    },
  };
}
