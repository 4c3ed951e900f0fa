import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from '@temporalio/worker';
import { historyFromCliJson } from '../support/history-json';

const dir = join(__dirname, '..', 'histories');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

/**
 * Histories recorded from real runs of the checkout and order workflows (test/histories). Replaying them against
 * today's workflow code fails on any change that would break workflows already running in production.
 */
describe('when recorded workflow histories are replayed against the current workflow code', () => {
  it('then there are histories of checkouts and orders', () => {
    expect(files.filter((f) => f.startsWith('checkout-')).length).toBeGreaterThanOrEqual(3);
    expect(files.filter((f) => f.startsWith('order-')).length).toBeGreaterThanOrEqual(2);
  });

  it('then every one replays without a nondeterminism error', async () => {
    const histories = files.map((file) => ({
      workflowId: file.replace(/\.json$/, ''),
      history: historyFromCliJson(JSON.parse(readFileSync(join(dir, file), 'utf8'))),
    }));
    const failures: string[] = [];
    let replayed = 0;
    for await (const result of Worker.runReplayHistories(
      { workflowBundle: { codePath: process.env.TEST_WORKFLOW_BUNDLE as string } },
      histories,
    )) {
      replayed += 1;
      if (result.error) failures.push(`${result.workflowId}: ${result.error.message}`);
    }
    expect(failures).toEqual([]);
    expect(replayed).toBe(files.length);
  });
});
