import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../support/harness';
import { ensureMaintenanceSchedule } from '../../src/temporal/schedules';
import { execute, queryOne } from '../../src/db/sql';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ worker: true });
});
afterAll(() => h.close());

async function countKeys(scope: string): Promise<number> {
  const row = await queryOne<{ n: number }>(
    h.orm.em.fork(),
    'SELECT count(*)::int AS n FROM idempotency_keys WHERE scope_hash = ?',
    [scope],
  );
  return row?.n ?? 0;
}

async function insertKey(scope: string, expiresIn: string): Promise<void> {
  await execute(
    h.orm.em.fork(),
    `INSERT INTO idempotency_keys (scope_hash, request_hash, state, locked_until, expires_at) ` +
      `VALUES (?, 'h', 'done', now(), now() + ?::interval)`,
    [scope, expiresIn],
  );
}

describe('when the maintenance schedule runs on the real worker', () => {
  it('then expired idempotency keys are purged and live ones kept, and creating it again changes nothing', async () => {
    const expired = `expired-${randomUUID()}`;
    const live = `live-${randomUUID()}`;
    await insertKey(expired, '-1 hour');
    await insertKey(live, '1 hour');
    const scheduleId = `maintenance-test-${randomUUID()}`;
    await ensureMaintenanceSchedule(h.temporal.client, h.config.temporalTaskQueue, '1 hour', scheduleId);
    await ensureMaintenanceSchedule(h.temporal.client, h.config.temporalTaskQueue, '1 hour', scheduleId);
    const schedule = h.temporal.client.schedule.getHandle(scheduleId);
    try {
      let workflowId: string | undefined;
      for (let attempt = 0; attempt < 100 && !workflowId; attempt += 1) {
        const description = await schedule.describe();
        workflowId = description.info.recentActions[0]?.action.workflow.workflowId;
        if (!workflowId) await new Promise((r) => setTimeout(r, 200));
      }
      expect(workflowId).toBeDefined();
      const result = await h.temporal.client.workflow.getHandle(workflowId as string).result();
      expect(result.idempotencyKeys).toBeGreaterThanOrEqual(1);
      expect(await countKeys(expired)).toBe(0);
      expect(await countKeys(live)).toBe(1);
    } finally {
      await schedule.delete();
    }
  });
});
