import { freePort } from '../support/ports';
import { exitCode, launch, waitFor } from '../support/processes';

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
