import type { draftOrderWorkflow } from '../../workflows/draft-order.workflow';
import { draftOrderWorkflowId, SEARCH } from '../../workflows/definitions';
import type { DraftOrderWorkflows } from '../draft-orders/draft-order-workflows.port';
import type { CommerceTemporal } from './client';

/** A draft's expiry workflow, started once per draft (USE_EXISTING: a repeated send finds the running timer). */
export function temporalDraftOrderWorkflows(temporal: CommerceTemporal): DraftOrderWorkflows {
  return {
    async startExpiry(input) {
      await temporal.client.workflow.start<typeof draftOrderWorkflow>('draftOrderWorkflow', {
        workflowId: draftOrderWorkflowId(input.draftId),
        taskQueue: temporal.taskQueue,
        args: [input],
        workflowIdConflictPolicy: 'USE_EXISTING',
        typedSearchAttributes: [{ key: SEARCH.storeId, value: input.storeId }],
      });
    },
  };
}
