import { defineQuery } from '@temporalio/workflow';
import type { ExportProgress, ExportWorkflowInput } from '../src/exports/export-progress';

export type { ExportProgress, ExportWorkflowInput };
export { exportWorkflowId } from '../src/shared/workflow-ids';

export const exportProgressQuery = defineQuery<ExportProgress>('exportProgress');
