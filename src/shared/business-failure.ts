import { ApplicationFailure } from '@temporalio/common';

/**
 * A business failure as workflows carry it (checkout and order workflows): code, message, details. No HTTP status:
 * the API derives it from the code (src/http/error-status.ts), so workflow history holds no transport detail.
 * Histories recorded before this also carry a `status`, which is ignored.
 */
export interface BusinessFailure {
  code: string;
  message: string;
  details?: Record<string, unknown> | Array<{ field: string; code: string; message: string }>;
}

/** The failure type of a step whose values PostgreSQL refused: sending the step again cannot succeed. */
export const DATABASE_REJECTED = 'DatabaseRejected';

/** The ApplicationFailure that carries a business failure through Temporal, from an activity or a workflow. */
export function businessFailure(failure: BusinessFailure): ApplicationFailure {
  return ApplicationFailure.create({
    type: failure.code,
    message: failure.message,
    nonRetryable: true,
    details: [failure],
  });
}
