import { startHarness, type Harness } from '../support/harness';
import { makeStore } from '../support/factories';
import { exitCode, launchWorker, waitFor } from '../support/processes';
import { generatedCsv, startImport, uploadImport, waitForImport } from '../support/imports';
import { queryOne } from '../../src/db/sql';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('when the worker process is killed (SIGKILL) in the middle of an import and started again', () => {
  it('then the import resumes from its last committed batch and completes, with no product twice', async () => {
    const shop = await makeStore(h.orm.em.fork());
    const { text } = generatedCsv(6_000, 'crash');
    const first = launchWorker(h.config.temporalTaskQueue);
    await first.running;
    const uploaded = await uploadImport(h.baseUrl, shop.secretKey, text);
    const id = uploaded.body.id;
    await waitForImport(h.baseUrl, shop.secretKey, id, ['validated'], 60_000);
    expect((await startImport(h.baseUrl, shop.secretKey, id)).status).toBe(202);
    const committed = async () =>
      (
        await queryOne<{ line: number }>(h.orm.em.fork(), 'SELECT committed_line AS line FROM imports WHERE id = ?', [
          id,
        ])
      )?.line ?? 0;
    await waitFor(async () => (await committed()) > 0, 'a first committed batch', 60_000);
    first.child.kill('SIGKILL');
    await exitCode(first.child);
    const atKill = await committed();
    expect(atKill).toBeLessThan(6_001);

    const second = launchWorker(h.config.temporalTaskQueue);
    try {
      await second.running;
      const done = await waitForImport(h.baseUrl, shop.secretKey, id, ['completed', 'failed'], 80_000);
      expect(done.body).toMatchObject({
        status: 'completed',
        rowsDone: 6_000,
        rowsFailed: 180,
        productsCreated: 5_820,
      });
      const counts = await queryOne<{ products: number; handles: number; variants: number }>(
        h.orm.em.fork(),
        `SELECT count(*)::int AS products, count(DISTINCT handle)::int AS handles,
                (SELECT count(*)::int FROM variants WHERE store_id = ?) AS variants
           FROM products WHERE store_id = ?`,
        [shop.store.id, shop.store.id],
      );
      expect(counts).toEqual({ products: 5_820, handles: 5_820, variants: 5_820 });
    } finally {
      second.child.kill('SIGTERM');
      await exitCode(second.child);
    }
  }, 240_000);
});
