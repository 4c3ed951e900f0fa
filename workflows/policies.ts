import type { ActivityOptions, LocalActivityOptions } from '@temporalio/workflow';

/** Time-outs and retry policies of every activity, in one place. */
export const DATABASE_ACTIVITY: ActivityOptions = {
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '500 milliseconds', backoffCoefficient: 2, maximumInterval: '30 seconds', nonRetryableErrorTypes: ['AppError'] },
};

/** E-mail: a mail server can be down for a while; keep trying for about an hour, then give up. */
export const MAIL_ACTIVITY: ActivityOptions = {
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '5 minutes', maximumAttempts: 20, nonRetryableErrorTypes: ['AppError'] },
};

/**
 * One webhook POST (15 s time-out) plus its bookkeeping, run as a local activity: a delivery costs the server one
 * workflow task instead of three tasks, which is what bounds throughput. HTTP failures are results, not errors;
 * an error here means the database or the worker failed, so the attempt is simply run again.
 */
export const WEBHOOK_ATTEMPT_ACTIVITY: LocalActivityOptions = {
  startToCloseTimeout: '40 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
};
