import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { CommerceTemporal } from './client';
import { SEARCH } from '../../workflows/definitions';
import { exportProgressQuery, exportWorkflowId } from '../../workflows/export.definitions';
import type { ExportProgress, ExportWorkflowInput } from '../exports/export-progress';
import type { ExportWorkflows } from '../exports/export-workflows.port';

/** The export workflows of this Temporal client. */
export const temporalExportWorkflows = (temporal: CommerceTemporal): ExportWorkflows => ({
  start: (storeId, exportId) => startExportWorkflow(temporal, storeId, exportId),
  progress: (exportId) => queryExportProgress(temporal, exportId),
  cancel: (exportId) => cancelExportWorkflow(temporal, exportId),
});

/** Cancels the export's workflow; the row says `cancelled` already and the workflow's writes leave it so. */
async function cancelExportWorkflow(temporal: CommerceTemporal, exportId: string): Promise<void> {
  try {
    await temporal.client.workflow.getHandle(exportWorkflowId(exportId)).cancel();
  } catch {
    // Closed: nothing to stop. Unreachable: the cancel stands all the same (the workflow's writes are refused and it
    // ends with its file); answering 503 would only make a retry get 409.
  }
}

/**
 * Starts an export's workflow on the background queue (beside e-mail and webhooks, away from checkouts); one that
 * started already (a first attempt under the same Idempotency-Key) is joined.
 */
async function startExportWorkflow(temporal: CommerceTemporal, storeId: string, exportId: string) {
  try {
    await temporal.client.workflow.start('exportWorkflow', {
      taskQueue: temporal.backgroundTaskQueue,
      workflowId: exportWorkflowId(exportId),
      args: [{ exportId } satisfies ExportWorkflowInput],
      typedSearchAttributes: [{ key: SEARCH.storeId, value: storeId }],
    });
  } catch (error) {
    if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
  }
}

/** The running workflow's progress; undefined when it cannot answer within a few seconds (the caller reads the row). */
async function queryExportProgress(temporal: CommerceTemporal, exportId: string): Promise<ExportProgress | undefined> {
  const query = temporal.client.workflow.getHandle(exportWorkflowId(exportId)).query(exportProgressQuery);
  temporal.outlive(query);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), 3000)));
  try {
    return await Promise.race([query, late]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
