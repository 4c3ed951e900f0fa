import type { ImportProgress } from './imports.service';

/** An import's durable workflow, as the routes and the CLI drive it; src/temporal/imports.ts implements it. */
export interface ImportWorkflows {
  /** Starts the import's workflow, whose dry run begins at once. */
  start(storeId: string, importId: string): Promise<void>;
  /** The client's go-ahead after the dry run; a second one changes nothing. */
  confirm(importId: string): Promise<void>;
  /** Asks its workflow to stop; one that has closed already is left as it is. */
  cancel(importId: string): Promise<void>;
  /** The running import's progress, or undefined when its workflow cannot answer soon. */
  progress(importId: string): Promise<ImportProgress | undefined>;
}
