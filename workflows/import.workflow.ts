import {
  condition,
  isCancellation,
  proxyActivities,
  setHandler,
  upsertMemo,
  upsertSearchAttributes,
} from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { ImportProgress } from '../src/imports/imports.service';
import { importProgressQuery, SEARCH, startImportSignal } from './definitions';
import { DATABASE_ACTIVITY, IMPORT_ACTIVITY } from './policies';

const { dryRunImport, importNextRows } = proxyActivities<Activities>(IMPORT_ACTIVITY);
const { finishImport } = proxyActivities<Activities>(DATABASE_ACTIVITY);

export interface ImportWorkflowInput {
  storeId: string;
  importId: string;
  confirmWithinSeconds: number;
}

/**
 * One product import: the dry run (every bad row recorded, nothing written), then a wait for the client's start,
 * then the real run in steps of a few thousand rows, each step resuming from the last batch the database recorded
 * as committed. Its progress (rows done and failed, rate, estimate) answers the importProgress query and is kept in
 * the memo and the ImportStatus search attribute, so the Temporal UI shows it too.
 */
export async function importWorkflow(input: ImportWorkflowInput) {
  let progress: ImportProgress = {
    status: 'validating',
    totalRows: 0,
    rowsDone: 0,
    rowsFailed: 0,
    rowsPerSecond: null,
    estimatedSecondsLeft: null,
  };
  let started = false;
  setHandler(importProgressQuery, () => progress);
  setHandler(startImportSignal, () => {
    started = true;
  });
  const publish = (next: ImportProgress) => {
    progress = next;
    upsertSearchAttributes([{ key: SEARCH.importStatus, value: progress.status }]);
    upsertMemo({ progress });
  };
  try {
    publish(await dryRunImport(input.importId));
    if (!(await condition(() => started, `${input.confirmWithinSeconds} seconds`)))
      return await finishImport(
        input.importId,
        `not started within ${input.confirmWithinSeconds} seconds of its dry run`,
      );
    publish({ ...progress, status: 'importing' });
    const since = Date.now();
    let doneBefore: number | undefined;
    for (;;) {
      const step = await importNextRows(input.importId);
      // Workflow time: the rate of this run's steps (a resumed import counts from where it resumed).
      doneBefore ??= progress.rowsDone;
      const seconds = (Date.now() - since) / 1000;
      const rate = seconds > 0 ? (step.progress.rowsDone - doneBefore) / seconds : 0;
      publish({
        ...step.progress,
        status: step.done ? 'completed' : 'importing',
        rowsPerSecond: rate > 0 ? Math.round(rate * 10) / 10 : null,
        estimatedSecondsLeft: rate > 0 ? Math.ceil((step.progress.totalRows - step.progress.rowsDone) / rate) : null,
      });
      if (step.done) break;
    }
    return await finishImport(input.importId, null);
  } catch (error) {
    if (isCancellation(error)) throw error;
    publish({ ...progress, status: 'failed' });
    return await finishImport(input.importId, (error as Error).message);
  }
}
