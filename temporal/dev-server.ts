import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Connection } from '@temporalio/client';
import { SEARCH_ATTRIBUTES } from './search-attributes';

export interface DevServerOptions {
  cli: string;
  port: number;
  uiPort: number;
  /** SQLite file that keeps workflows across restarts; omitted: in memory. */
  dbFile?: string;
  logFile: string;
  namespace?: string;
  headless?: boolean;
}

export interface DevServer {
  address: string;
  uiUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

// Update-with-start (checkout) needs multi-operations enabled on the frontend.
const DYNAMIC_CONFIG = [
  'frontend.enableExecuteMultiOperation=true',
  'frontend.enableUpdateWorkflowExecution=true',
  'system.enableEagerWorkflowStart=true',
];

export class ExitedDuringStartUp extends Error {
  constructor() {
    super('the Temporal server exited during start-up; see its log file');
  }
}

/** Whether a Temporal frontend answers at the address now; the connection is closed either way. */
async function answers(address: string): Promise<boolean> {
  const connection = await Connection.connect({ address, connectTimeout: 1000 }).catch(() => undefined);
  if (!connection) return false;
  try {
    await connection.withDeadline(Date.now() + 1000, () => connection.workflowService.getSystemInfo({}));
    return true;
  } catch {
    return false;
  } finally {
    await connection.close();
  }
}

/** Waits for a Temporal frontend to answer, failing early if `child` (the server, or its frontend) exits. */
export async function waitUntilServing(address: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new ExitedDuringStartUp();
    if (await answers(address)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the Temporal server did not answer on ${address} within ${timeoutMs / 1000} s`);
}

/**
 * Registers the project's search attributes. `--search-attribute` at start-up is ignored for a namespace that
 * already exists in the data file, so this runs every time; creating an existing attribute changes nothing.
 */
export function registerSearchAttributes(cli: string, address: string, namespace: string): void {
  const args = ['operator', 'search-attribute', 'create', '--address', address, '--namespace', namespace];
  for (const [name, type] of Object.entries(SEARCH_ATTRIBUTES)) args.push('--name', name, '--type', type);
  const result = spawnSync(cli, args, { encoding: 'utf8' });
  if (result.status !== 0 && !/already exists/i.test(`${result.stderr}${result.stdout}`)) {
    throw new Error(`registering search attributes failed: ${result.stderr || result.stdout}`);
  }
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const namespace = options.namespace ?? 'default';
  const address = `127.0.0.1:${options.port}`;
  const args = [
    'server',
    'start-dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--ui-port',
    String(options.uiPort),
    '--namespace',
    namespace,
    '--log-level',
    'warn',
  ];
  if (options.dbFile) {
    mkdirSync(dirname(options.dbFile), { recursive: true });
    args.push('--db-filename', options.dbFile);
  }
  if (options.headless) args.push('--headless');
  for (const value of DYNAMIC_CONFIG) args.push('--dynamic-config-value', value);
  for (const [name, type] of Object.entries(SEARCH_ATTRIBUTES)) args.push('--search-attribute', `${name}=${type}`);
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(options.cli, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  try {
    await waitUntilServing(address, child, 60_000);
    registerSearchAttributes(options.cli, address, namespace);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    address,
    uiUrl: `http://127.0.0.1:${options.uiPort}`,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/**
 * A dev server on ports picked now (`pickPort`, which binds and releases a free one). Between the pick and the bind
 * the server's own services pick free ports too and can take one of them (bind: address already in use), so a server
 * that exits during start-up is started again on new ports, up to three times.
 */
export async function startDevServerOnFreePorts(
  options: Omit<DevServerOptions, 'port' | 'uiPort'>,
  pickPort: () => Promise<number>,
): Promise<DevServer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startDevServer({ ...options, port: await pickPort(), uiPort: await pickPort() });
    } catch (error) {
      if (!(error instanceof ExitedDuringStartUp) || attempt === 3) throw error;
    }
  }
}
