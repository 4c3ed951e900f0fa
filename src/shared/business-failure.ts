import { ApplicationFailure } from '@temporalio/common';

/** A business failure as the API shows it (checkout and order workflows): contract status, code, message, details. */
export interface BusinessFailure {
  status: number;
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
