import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { WorkflowIdReusePolicy } from '@temporalio/common';
import type { CommerceTemporal } from './client';
import { SEARCH } from '../../workflows/definitions';
import type { mediaVariantsWorkflow } from '../../workflows/media-variants.workflow';
import type { MediaWorkflows } from '../catalogue/media/media-workflows.port';
import { mediaVariantsWorkflowId } from '../shared/workflow-ids';

/**
 * Starts `media-variants-<mediaId>` on the background queue, once per image: a second start (a retried upload) is
 * refused by the id, even after the first run ended.
 */
export const temporalMediaWorkflows = (temporal: CommerceTemporal): MediaWorkflows => ({
  async makeVariants(storeId, mediaId) {
    try {
      await temporal.client.workflow.start<typeof mediaVariantsWorkflow>('mediaVariantsWorkflow', {
        taskQueue: temporal.backgroundTaskQueue,
        workflowId: mediaVariantsWorkflowId(mediaId),
        args: [{ mediaId }],
        workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
        typedSearchAttributes: [{ key: SEARCH.storeId, value: storeId }],
      });
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  },
});
