import { readFileSync } from 'node:fs';
import { freePort } from '../support/ports';
import { exitCode, launch, waitFor } from '../support/processes';

// Processes started from the sources (tsx) take over 30 s to serve on a slow, loaded machine.
jest.setTimeout(180_000);

describe('when the API process gets SIGTERM', () => {
  it('then it stops accepting, drains, closes its pools and exits 0', async () => {
    const port = await freePort();
    const api = launch('src/server.ts', { PORT: String(port) });
    const healthy = async () =>
      fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
    await waitFor(healthy, 'the API to listen', 90_000);
    api.child.kill('SIGTERM');
    expect(await exitCode(api.child)).toBe(0);
    expect(api.output()).toContain('API stopped');
    expect(await healthy()).toBe(false);
  });
});

describe('when the worker process gets SIGTERM', () => {
  it('then it shuts the worker down and exits 0', async () => {
    const worker = launch('src/worker.ts', { TEMPORAL_TASK_QUEUE: `process-test-${process.pid}` });
    await waitFor(() => worker.output().includes('worker running'), 'the worker to run', 90_000);
    worker.child.kill('SIGTERM');
    expect(await exitCode(worker.child)).toBe(0);
    expect(worker.output()).toContain('worker stopped');
  });
});

describe('when the API runs as two processes (API_PROCESSES=2)', () => {
  const childrenOf = (pid: number) =>
    readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);

  it('then both serve the port, a process that dies is replaced, and SIGTERM stops them all with exit 0', async () => {
    const port = await freePort();
    const api = launch('src/server.ts', { PORT: String(port), API_PROCESSES: '2' });
    const healthy = async () =>
      fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
    await waitFor(
      async () => (await healthy()) && (api.output().match(/API listening/g) ?? []).length === 2,
      'two API processes to listen',
      // Two processes compile the TypeScript sources at once: on a loaded 2-core machine that took over 30 s.
      120_000,
    );
    const [first, second] = childrenOf(api.child.pid as number);
    expect(second).toBeDefined();

    process.kill(first, 'SIGKILL');
    await waitFor(
      () => (api.output().match(/API listening/g) ?? []).length === 3,
      'a replacement API process to listen',
      90_000,
    );
    expect(childrenOf(api.child.pid as number)).not.toContain(first);
    expect(await healthy()).toBe(true);

    api.child.kill('SIGTERM');
    expect(await exitCode(api.child)).toBe(0);
    expect((api.output().match(/API stopped/g) ?? []).length).toBe(2);
    expect(await healthy()).toBe(false);
  });

  it('then a start that fails in the processes stops the API with exit 1 instead of restarting for ever', async () => {
    const api = launch('src/server.ts', {
      PORT: String(await freePort()),
      API_PROCESSES: '2',
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/none',
    });
    expect(await exitCode(api.child)).toBe(1);
    expect(api.output()).toContain('an API process failed to start');
  });
});
