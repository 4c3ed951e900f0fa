import type { Duration } from '@temporalio/common';
import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client } from '@temporalio/client';

export const PURGE_SCHEDULE_ID = 'maintenance-purge-expired-data';
export const RECONCILE_SCHEDULE_ID = 'payments-reconcile-unsettled';
export const RESTOCK_SWEEP_SCHEDULE_ID = 'restock-alerts-sweep';
export const GIFT_CARD_EXPIRY_SCHEDULE_ID = 'gift-cards-expire';

interface ScheduledWorkflow {
  scheduleId: string;
  every: Duration;
  workflowType: string;
  args: unknown[];
  catchupWindow: Duration;
  description: string;
  /** A first run at once, so operators see the schedule working in the UI right after start-up. */
  runAtOnce: boolean;
}

/** Creates a schedule once; repeating it changes nothing (safe at every worker start). */
async function ensureSchedule(client: Client, taskQueue: string, scheduled: ScheduledWorkflow): Promise<void> {
  try {
    await client.schedule.create({
      scheduleId: scheduled.scheduleId,
      spec: { intervals: [{ every: scheduled.every }] },
      action: { type: 'startWorkflow', workflowType: scheduled.workflowType, taskQueue, args: scheduled.args },
      policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: scheduled.catchupWindow },
      state: { triggerImmediately: scheduled.runAtOnce },
      memo: { description: scheduled.description },
    });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
  }
}

export function ensureMaintenanceSchedule(
  client: Client,
  taskQueue: string,
  every: Duration = '1 hour',
  scheduleId = PURGE_SCHEDULE_ID,
): Promise<void> {
  return ensureSchedule(client, taskQueue, {
    scheduleId,
    every,
    workflowType: 'purgeExpiredDataWorkflow',
    args: [],
    catchupWindow: '1 hour',
    description: 'Purges expired idempotency keys, idle rate-limit buckets and events older than 30 days',
    runAtOnce: true,
  });
}

/**
 * Every 5 minutes, payments left unsettled for over 15 minutes are compared with their provider and settled
 * (reconcilePaymentsWorkflow); each run shows in the Temporal UI under the schedule.
 */
export function ensureReconciliationSchedule(
  client: Client,
  taskQueue: string,
  every: Duration = '5 minutes',
  scheduleId = RECONCILE_SCHEDULE_ID,
): Promise<void> {
  return ensureSchedule(client, taskQueue, {
    scheduleId,
    every,
    workflowType: 'reconcilePaymentsWorkflow',
    args: [15],
    catchupWindow: '10 minutes',
    description: 'Compares payments left unsettled for over 15 minutes with their provider and settles them',
    runAtOnce: false,
  });
}

/**
 * Every 15 minutes, variants in stock that shoppers still wait for are signalled again (restockSweepWorkflow): the
 * bound on how late an alert is when its stock change's signal was lost.
 */
export function ensureRestockSweepSchedule(
  client: Client,
  taskQueue: string,
  every: Duration = '15 minutes',
  scheduleId = RESTOCK_SWEEP_SCHEDULE_ID,
): Promise<void> {
  return ensureSchedule(client, taskQueue, {
    scheduleId,
    every,
    workflowType: 'restockSweepWorkflow',
    args: [],
    catchupWindow: '15 minutes',
    description: 'Signals variants in stock with shoppers waiting, in case their restock signal was lost',
    runAtOnce: false,
  });
}

/**
 * Every hour (and once at start-up), gift cards past their expiry give up what is left on them by an `expire` ledger
 * row (expireGiftCardsWorkflow); each run shows in the Temporal UI under the schedule.
 */
export function ensureGiftCardExpirySchedule(
  client: Client,
  taskQueue: string,
  every: Duration = '1 hour',
  scheduleId = GIFT_CARD_EXPIRY_SCHEDULE_ID,
): Promise<void> {
  return ensureSchedule(client, taskQueue, {
    scheduleId,
    every,
    workflowType: 'expireGiftCardsWorkflow',
    args: [],
    catchupWindow: '1 hour',
    description: 'Writes the expire ledger row of every gift card past its expiry that still holds value',
    runAtOnce: true,
  });
}
