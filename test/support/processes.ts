import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

export interface Launched {
  child: ChildProcess;
  output: () => string;
}

/**
 * Runs a TypeScript entry point as one node process (tsx as a loader), so a signal reaches the program itself. A
 * worker loads the run's workflow bundle (global setup's) rather than running webpack over the workflows at its
 * start, which took seconds of CPU each time and over 30 s on a loaded machine.
 */
export function launch(script: string, env: Record<string, string>): Launched {
  return launchCommand([process.execPath, '--import', 'tsx', join(root, script)], root, {
    ...process.env,
    LOG_LEVEL: 'info',
    ...(process.env.TEST_WORKFLOW_BUNDLE && { WORKER_WORKFLOW_BUNDLE: process.env.TEST_WORKFLOW_BUNDLE }),
    ...env,
  });
}

/** Runs a command in a folder with exactly this environment, its output (stdout and stderr) collected. */
export function launchCommand(command: string[], cwd: string, env: NodeJS.ProcessEnv): Launched {
  let output = '';
  const child = spawn(command[0], command.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** The promise's outcome, or an error naming what did not settle within limitMs: an await that cannot hang. */
export async function within<T>(promise: Promise<T>, limitMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not settle within ${Math.round(limitMs / 1000)} s`)),
      limitMs,
    );
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls condition until it holds; the limit bounds the whole wait, a condition that never settles included. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  limitMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await within(Promise.resolve(condition()), Math.max(deadline - Date.now(), 1), `a check of ${what}`)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
  );

/** An API process of its own (to be killed), listening on port; answers once it serves. */
export async function launchApi(port: number, env: Record<string, string>): Promise<Launched & { url: string }> {
  const api = launch('src/server.ts', { PORT: String(port), ...env });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    () =>
      fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    'the API to listen',
    90_000,
  );
  return { ...api, url };
}

/** The real worker process (src/worker.ts) on a task queue: one node process, so SIGKILL really kills it. */
export function launchWorker(
  taskQueue: string,
  env: Record<string, string> = {},
): { child: ChildProcess; running: Promise<void> } {
  const { child, output } = launch('src/worker.ts', { TEMPORAL_TASK_QUEUE: taskQueue, ...env });
  const running = waitFor(() => output().includes('worker running'), 'the worker to run', 90_000);
  return { child, running };
}
