import { Context } from '@temporalio/activity';
import { dryRunImport, finishImport, IMPORT_STEP_ROWS, importNextRows } from '../src/imports/imports.service';
import { withBusinessFailures } from './business-failure';
import type { ActivityDeps } from './deps';

const heartbeat = (rows: number) => Context.current().heartbeat(rows);

/** The steps of an import's workflow; each reads or writes through the imports service. */
export function createImportActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork();
  return {
    dryRunImport: (importId: string) => withBusinessFailures(() => dryRunImport(em(), importId, heartbeat)),
    importNextRows: (importId: string) =>
      withBusinessFailures(() => importNextRows(em(), importId, IMPORT_STEP_ROWS, heartbeat)),
    finishImport: (importId: string, failure: string | null) =>
      withBusinessFailures(() => finishImport(em(), importId, failure)),
  };
}
