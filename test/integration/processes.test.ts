import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../support/ports';

const root = join(__dirname, '..', '..');

function launch(script: string, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  // node with tsx as a loader: the tsx CLI's signal relay SIGKILLs a child that is slow to acknowledge SIGTERM.
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, script)], { env: { ...process.env, LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const exitCode = (child: ChildProcess) => new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

describe('when the API process gets SIGTERM', () => {
  it('then it stops accepting, drains, closes its pools and exits 0', async () => {
    const port = await freePort();
    const api = launch('src/server.ts', { PORT: String(port) });
    const healthy = async () => fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    await waitFor(healthy, 'the API to listen');
    api.child.kill('SIGTERM');
    expect(await exitCode(api.child)).toBe(0);
    expect(api.output()).toContain('API stopped');
    expect(await healthy()).toBe(false);
  });
});

describe('when the worker process gets SIGTERM', () => {
  it('then it shuts the worker down and exits 0', async () => {
    const worker = launch('src/worker.ts', { TEMPORAL_TASK_QUEUE: `process-test-${process.pid}` });
    await waitFor(() => worker.output().includes('worker running'), 'the worker to run');
    worker.child.kill('SIGTERM');
    expect(await exitCode(worker.child)).toBe(0);
    expect(worker.output()).toContain('worker stopped');
  });
});
