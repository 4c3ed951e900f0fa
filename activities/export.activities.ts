import { completeExport, failExport, writeExportChunk } from '../src/exports/exports.service';
import type { ExportProgress } from '../src/exports/export-progress';
import type { ActivityDeps } from './deps';

export function createExportActivities(deps: ActivityDeps) {
  return {
    async writeExportChunk(exportId: string, from: ExportProgress): Promise<ExportProgress> {
      return writeExportChunk(deps.orm.em.fork(), deps, exportId, from);
    },
    async completeExport(exportId: string, progress: ExportProgress): Promise<void> {
      await completeExport(deps.orm.em.fork(), exportId, progress);
    },
    async failExport(exportId: string, failure: string): Promise<void> {
      await failExport(deps.orm.em.fork(), exportId, failure);
    },
  };
}
