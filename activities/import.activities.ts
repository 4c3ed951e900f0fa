import { Context } from '@temporalio/activity';
import { dryRunImport, finishImport, IMPORT_STEP_ROWS, importNextRows } from '../src/imports/imports.service';
import type { ShapeCheck } from '../src/imports/product-checks';
import { loadOpenApi } from '../src/http/openapi';
import { componentChecker } from '../src/http/validator';
import { withBusinessFailures } from './business-failure';
import { objectOrPositional } from './activity-arguments';
import type { ActivityDeps } from './deps';

const heartbeat = (rows: number) => Context.current().heartbeat(rows);

let productShape: ShapeCheck | undefined;
/** openapi.json's ImportProduct, compiled the first time a file is read. */
const checkShape: ShapeCheck = (value) => (productShape ??= componentChecker(loadOpenApi(), 'ImportProduct'))(value);

const anImport = (importId: string) => ({ importId });

/**
 * The steps of an import's workflow; each reads or writes through the imports service. Each takes one object and
 * still its positional arguments (see objectOrPositional).
 */
export function createImportActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork();
  return {
    dryRunImport: objectOrPositional(anImport, ({ importId }) =>
      withBusinessFailures(() => dryRunImport(em(), deps.files, importId, checkShape, heartbeat)),
    ),
    importNextRows: objectOrPositional(anImport, ({ importId }) =>
      withBusinessFailures(() => importNextRows(em(), deps.files, importId, checkShape, IMPORT_STEP_ROWS, heartbeat)),
    ),
    finishImport: objectOrPositional(
      (importId: string, failure: string | null) => ({ importId, failure }),
      ({ importId, failure }) => withBusinessFailures(() => finishImport(em(), importId, failure)),
    ),
  };
}
