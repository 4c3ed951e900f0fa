import type { ExportProgress } from './export-progress';

/** An export's workflow as the exports domain drives it; src/temporal/exports.ts implements it. */
export interface ExportWorkflows {
  /** Starts the export's workflow, which writes its file chunk by chunk. */
  start(storeId: string, exportId: string): Promise<void>;
  /** Asks the workflow to stop; one that has closed, or that Temporal cannot reach now, is left as it is. */
  cancel(exportId: string): Promise<void>;
  /** The running workflow's progress; undefined when it cannot answer soon (the caller reads the row). */
  progress(exportId: string): Promise<ExportProgress | undefined>;
}
