import type { ActivityOptions } from '@temporalio/workflow';

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
