import type { Duration } from '@temporalio/common';
import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client } from '@temporalio/client';

export const PURGE_SCHEDULE_ID = 'maintenance-purge-expired-data';

/** Creates the maintenance schedule once; repeating it changes nothing (safe at every worker start). */
export async function ensureMaintenanceSchedule(client: Client, taskQueue: string, every: Duration = '1 hour', scheduleId = PURGE_SCHEDULE_ID): Promise<void> {
  try {
    await client.schedule.create({
      scheduleId,
      spec: { intervals: [{ every }] },
      action: { type: 'startWorkflow', workflowType: 'purgeExpiredDataWorkflow', taskQueue, args: [] },
      policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 hour' },
      // The first run happens at once, so operators see the schedule working in the UI right after start-up.
      state: { triggerImmediately: true },
      memo: { description: 'Purges expired idempotency keys, idle rate-limit buckets and events older than 30 days' },
    });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
  }
}
