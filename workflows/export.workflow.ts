import { ActivityFailure, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { exportProgressQuery, type ExportProgress, type ExportWorkflowInput } from './export.definitions';
import { EXPORT_CHUNK_ACTIVITY, DATABASE_ACTIVITY } from './policies';

const { writeExportChunk } = proxyActivities<Activities>(EXPORT_CHUNK_ACTIVITY);
const { completeExport, failExport } = proxyActivities<Activities>(DATABASE_ACTIVITY);

/**
 * One export: chunks of rows appended to its file, each chunk an activity that starts where the last one ended
 * (a worker crash repeats only the chunk it interrupted, cut back to where that chunk began), then the completion
 * that raises `export.completed`. Its progress is the workflow's state, which the API queries.
 */
export async function exportWorkflow(input: ExportWorkflowInput): Promise<ExportProgress> {
  let progress: ExportProgress = { status: 'running', rowsWritten: 0, byteSize: 0, done: false };
  setHandler(exportProgressQuery, () => progress);
  try {
    while (!progress.done) progress = { ...(await writeExportChunk(input.exportId, progress)), status: 'running' };
    await completeExport(input.exportId, progress);
    progress = { ...progress, status: 'completed' };
  } catch (error) {
    if (!(error instanceof ActivityFailure)) throw error;
    const failure = error.cause?.message ?? error.message;
    await failExport(input.exportId, failure);
    progress = { ...progress, status: 'failed', failure };
  }
  return progress;
}
