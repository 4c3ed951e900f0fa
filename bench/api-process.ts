import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { API_NODE_FLAGS, PRODUCTION_MALLOC_ARENA_MAX } from '../src/api-node-flags';
import { newSecretsKey } from '../src/secrets/secret-box';

export interface StartedApi {
  url: string;
  child: ChildProcess;
  /** From spawning the process to its first answer on /healthz. */
  startMs: number;
}

export interface ApiLaunch {
  /** API_PROCESSES (default 1). */
  processes?: string;
  /** Run dist/server.js (built by `npm run build`) instead of the TypeScript sources through tsx. */
  compiled?: boolean;
  /** Node flags in place of the API's own (API_NODE_FLAGS), to measure another configuration. */
  nodeFlags?: string[];
}

const root = join(__dirname, '..');
/**
 * One cursor secret and one master key for every API a bench starts, so that a cursor one API wrote is read by the
 * others (the storefront bench pages with one API and replays the cursor against another) and what one seals the
 * others open. Production refuses to start without either; a bench's own are as good as any.
 */
const cursorSecret = process.env.CURSOR_SECRET ?? `bench-${randomBytes(24).toString('hex')}`;
export const BENCH_SECRETS_KEY = process.env.SECRETS_KEY ?? newSecretsKey('bench');
const entryArgs = (compiled: boolean) =>
  compiled ? [join(root, 'dist', 'server.js')] : ['--import', 'tsx', join(root, 'src', 'server.ts')];

/** An API of the bench's own on a random port, its public rate limit lifted, logging only fatal errors. */
export async function startApi(
  databaseUrl: string,
  env: Record<string, string> = {},
  launch: ApiLaunch = {},
): Promise<StartedApi> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const spawnedAt = performance.now();
  const nodeFlags = launch.nodeFlags ?? API_NODE_FLAGS;
  const child = spawn(process.execPath, [...nodeFlags, ...entryArgs(launch.compiled ?? false)], {
    cwd: root,
    env: {
      // As the image runs it; a bench's own MALLOC_ARENA_MAX overrides it, to measure another.
      MALLOC_ARENA_MAX: PRODUCTION_MALLOC_ARENA_MAX,
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'fatal',
      API_PROCESSES: launch.processes ?? '1',
      RATE_LIMIT_PUBLIC: '10000000,10000000',
      NODE_ENV: 'production',
      CURSOR_SECRET: cursorSecret,
      SECRETS_KEY: BENCH_SECRETS_KEY,
      // One machine: its files (none in these benches) in a folder, with no S3 server to start.
      FILE_STORAGE: 'folder',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // A busy machine starts tsx slowly; the start-up time is measured, not bounded tight.
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child, startMs: performance.now() - spawnedAt };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGTERM');
  throw new Error('the API did not start within 60 s');
}

/**
 * Stops the API once it has finished the requests still in flight: the load generator leaves some behind when a
 * scenario ends, and an add it finishes after the bench deleted the store's carts made a new cart line that kept the
 * store from being deleted.
 */
export function stopApi({ child }: StartedApi): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}
