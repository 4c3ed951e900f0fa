import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleWorkflowCode, type Logger, type WorkerOptions } from '@temporalio/worker';

/**
 * The workflows bundled once by `npm run build` (dist/workflow-bundle.js, and dist/workflow-bundle-traced.js with the
 * OpenTelemetry workflow interceptors). A worker started from dist loads one instead of running webpack over the
 * workflows at every start, which takes seconds of CPU and ~100 MB at its peak; from the TypeScript sources (tsx)
 * there is no such file and the worker bundles them itself.
 */
const prebuilt = (traced: boolean) =>
  join(__dirname, '..', '..', traced ? 'workflow-bundle-traced.js' : 'workflow-bundle.js');
const WORKFLOWS = join(__dirname, '..', '..', 'workflows');
/** Spans for each workflow run, update, signal, activity and child workflow, exported through the worker's sink. */
const TRACING_INTERCEPTORS = '@temporalio/interceptors-opentelemetry/lib/workflow-interceptors';

const quiet = () => undefined;
/** The bundler's logger: its warnings and errors only. */
export const errorsOnly: Logger = {
  log: quiet,
  trace: quiet,
  debug: quiet,
  info: quiet,
  warn: console.warn,
  error: console.error,
};

/** The workflows bundled by webpack, as a worker's `workflowBundle: { code }` or a file for `codePath`. */
export async function bundleWorkflows(traced: boolean): Promise<string> {
  const { code } = await bundleWorkflowCode({
    workflowsPath: require.resolve(WORKFLOWS),
    workflowInterceptorModules: traced ? [require.resolve(TRACING_INTERCEPTORS)] : [],
    logger: errorsOnly,
  });
  return code;
}

/** The prebuilt bundle when there is one, else the workflows bundled once here (both task queues' workers share it). */
export async function loadWorkflowBundle(traced: boolean): Promise<NonNullable<WorkerOptions['workflowBundle']>> {
  if (existsSync(prebuilt(traced))) return { codePath: prebuilt(traced) };
  return { code: await bundleWorkflows(traced) };
}

/** Run by `npm run build` from the compiled dist/src/worker, so it bundles the compiled workflows next to it. */
export async function writeWorkflowBundles(): Promise<void> {
  for (const traced of [false, true]) writeFileSync(prebuilt(traced), await bundleWorkflows(traced));
}

if (require.main === module) {
  writeWorkflowBundles().catch((error: Error) => {
    console.error(`bundling the workflows failed: ${error.message}`);
    process.exit(1);
  });
}
