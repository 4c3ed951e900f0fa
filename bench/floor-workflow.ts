import { proxyLocalActivities } from '@temporalio/workflow';

/** The floor's one step, run by the bench process's own worker (bench/temporal-floor.ts). */
export interface FloorActivities {
  selectOne(): Promise<void>;
}

const { selectOne } = proxyLocalActivities<FloorActivities>({ startToCloseTimeout: '10 seconds' });

/**
 * The least a durable unit can be: one workflow task that runs one local activity (a PostgreSQL round trip, as each
 * checkout step is at the least) and completes the workflow.
 */
export async function floorUnit(): Promise<void> {
  await selectOne();
}
