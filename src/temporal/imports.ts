import type { importWorkflow } from '../../workflows/import.workflow';
import { importProgressQuery, importWorkflowId, SEARCH, startImportSignal } from '../../workflows/definitions';
import { IMPORT_CONFIRM_SECONDS } from '../../workflows/policies';
import type { ImportProgress } from '../imports/imports.service';
import type { ImportWorkflows } from '../imports/import-workflows.port';
import type { CommerceTemporal } from './client';

/** The import workflows of this Temporal client. */
export const temporalImportWorkflows = (temporal: CommerceTemporal): ImportWorkflows => ({
  start: (storeId, importId) => startImportWorkflow(temporal, storeId, importId),
  confirm: (importId) => signalImportStart(temporal, importId),
  progress: (importId) => queryImportProgress(temporal, importId),
  cancel: (importId) => cancelImportWorkflow(temporal, importId),
});

/**
 * Cancels the import's workflow. The import's row says `cancelled` already and its activities write nothing more, so
 * a workflow that has closed, or that Temporal cannot reach now, changes nothing: it ends at its own next step.
 */
async function cancelImportWorkflow(temporal: CommerceTemporal, importId: string): Promise<void> {
  try {
    await temporal.client.workflow.getHandle(importWorkflowId(importId)).cancel();
  } catch {
    // Closed: nothing to stop. Unreachable: the cancel stands all the same, since the workflow's next write is
    // refused and a dry run's wait for the start ends at its timeout; answering 503 would only make a retry get 409.
  }
}

/** Starts an import's workflow (its dry run begins at once), on the background queue; a running one is joined. */
async function startImportWorkflow(temporal: CommerceTemporal, storeId: string, importId: string): Promise<void> {
  await temporal.client.workflow.start<typeof importWorkflow>('importWorkflow', {
    taskQueue: temporal.backgroundTaskQueue,
    workflowId: importWorkflowId(importId),
    workflowIdConflictPolicy: 'USE_EXISTING',
    args: [{ storeId, importId, confirmWithinSeconds: IMPORT_CONFIRM_SECONDS }],
    typedSearchAttributes: [
      { key: SEARCH.storeId, value: storeId },
      { key: SEARCH.importId, value: importId },
      { key: SEARCH.importStatus, value: 'validating' },
    ],
  });
}

/** The client's go-ahead after the dry run; a second one changes nothing. */
async function signalImportStart(temporal: CommerceTemporal, importId: string): Promise<void> {
  await temporal.client.workflow.getHandle(importWorkflowId(importId)).signal(startImportSignal);
}

/** How long a GET waits for the workflow's answer before it answers from the database. */
const QUERY_WAIT_MS = 2000;

/**
 * The running import's progress from its workflow, or undefined when the workflow cannot answer within
 * QUERY_WAIT_MS (closed, no worker polling, Temporal unreachable).
 */
async function queryImportProgress(temporal: CommerceTemporal, importId: string): Promise<ImportProgress | undefined> {
  const handle = temporal.client.workflow.getHandle(importWorkflowId(importId));
  const query = temporal.client.connection.withDeadline(Date.now() + QUERY_WAIT_MS, () =>
    handle.query(importProgressQuery),
  );
  temporal.outlive(query);
  try {
    return await query;
  } catch {
    return undefined;
  }
}
