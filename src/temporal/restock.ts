import type { Client } from '@temporalio/client';
import type { restockWorkflow } from '../../workflows/restock.workflow';
import { restockWorkflowId, SEARCH, stockReturnedSignal } from '../../workflows/definitions';
import type { RestockWorkflows } from '../restock/restock.port';

/** Signal-with-start of `restock-<variantId>`: one workflow per variant, started by the first return to stock. */
export function restockWorkflowsOf(client: Client, taskQueue: string): RestockWorkflows {
  return {
    async stockReturned(storeId, variantId) {
      await client.workflow.signalWithStart<typeof restockWorkflow, []>('restockWorkflow', {
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
