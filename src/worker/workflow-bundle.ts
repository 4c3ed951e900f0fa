import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleWorkflowCode, type Logger, type WorkerOptions } from '@temporalio/worker';

/**
 * The workflows bundled once by `npm run build` (dist/workflow-bundle.js). A worker started from dist loads it instead
 * of running webpack over the workflows at every start, which takes seconds of CPU and ~100 MB at its peak; from the
 * TypeScript sources (tsx) there is no such file and the worker bundles them itself.
 */
const PREBUILT = join(__dirname, '..', '..', 'workflow-bundle.js');
const WORKFLOWS = join(__dirname, '..', '..', 'workflows');

const quiet = () => undefined;
const errorsOnly: Logger = {
  log: quiet,
  trace: quiet,
  debug: quiet,
  info: quiet,
  warn: console.warn,
  error: console.error,
};

/** The prebuilt bundle when there is one, else the workflows bundled once here (both task queues' workers share it). */
export async function loadWorkflowBundle(): Promise<NonNullable<WorkerOptions['workflowBundle']>> {
  if (existsSync(PREBUILT)) return { codePath: PREBUILT };
  return { code: (await bundleWorkflowCode({ workflowsPath: require.resolve(WORKFLOWS), logger: errorsOnly })).code };
}

/** Run by `npm run build` from the compiled dist/src/worker, so it bundles the compiled workflows next to it. */
export async function writeWorkflowBundle(): Promise<void> {
  const { code } = await bundleWorkflowCode({ workflowsPath: require.resolve(WORKFLOWS), logger: errorsOnly });
  writeFileSync(PREBUILT, code);
}

if (require.main === module) {
  writeWorkflowBundle().catch((error: Error) => {
    console.error(`bundling the workflows failed: ${error.message}`);
    process.exit(1);
  });
}
