import type { ActivityOptions } from '@temporalio/workflow';

/** Time-outs and retry policies of every activity, in one place. */
export const DATABASE_ACTIVITY: ActivityOptions = {
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '500 milliseconds', backoffCoefficient: 2, maximumInterval: '30 seconds', nonRetryableErrorTypes: ['AppError'] },
};
