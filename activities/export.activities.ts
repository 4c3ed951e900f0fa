import { completeExport, failExport, writeExportChunk } from '../src/exports/exports.service';
import type { ExportProgress } from '../src/exports/export-progress';
import { objectOrPositional } from './activity-arguments';
import type { ActivityDeps } from './deps';

/** An export's steps; each takes one object and still its positional arguments (see objectOrPositional). */
export function createExportActivities(deps: ActivityDeps) {
  return {
    writeExportChunk: objectOrPositional(
      (exportId: string, from: ExportProgress) => ({ exportId, from }),
      ({ exportId, from }): Promise<ExportProgress> => writeExportChunk(deps.orm.em.fork(), deps, exportId, from),
    ),
    completeExport: objectOrPositional(
      (exportId: string, progress: ExportProgress) => ({ exportId, progress }),
      async ({ exportId, progress }): Promise<void> => {
        await completeExport(deps.orm.em.fork(), exportId, progress);
      },
    ),
    failExport: objectOrPositional(
      (exportId: string, failure: string) => ({ exportId, failure }),
      async ({ exportId, failure }): Promise<void> => {
        await failExport(deps.orm.em.fork(), exportId, failure);
      },
    ),
  };
}
