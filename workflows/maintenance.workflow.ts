import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { DATABASE_ACTIVITY } from './policies';

const { purgeExpiredData } = proxyActivities<Activities>(DATABASE_ACTIVITY);

/** Run by the maintenance schedule: removes expired idempotency keys, rate-limit buckets and old events. */
export async function purgeExpiredDataWorkflow() {
  return purgeExpiredData();
}
