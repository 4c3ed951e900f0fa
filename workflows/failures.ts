import { ApplicationFailure } from '@temporalio/common';
import type { BusinessFailure } from '../src/checkout/checkout.types';

/** The failure type of a step whose values PostgreSQL refused: sending the step again cannot succeed. */
export const DATABASE_REJECTED = 'DatabaseRejected';

/** The ApplicationFailure that carries a business failure (contract status and code) through Temporal. */
export function businessFailure(failure: BusinessFailure): ApplicationFailure {
  return ApplicationFailure.create({
    type: failure.code,
    message: failure.message,
    nonRetryable: true,
    details: [failure],
  });
}

/**
 * The business failure inside an error from Temporal (an activity failure, a failed update), or undefined for
 * anything else. Used by workflows and by the API, so both read failures the same way.
 */
export function businessFailureOf(error: unknown): BusinessFailure | undefined {
  for (
    let current = error as { cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    current = current.cause as typeof current, depth += 1
  ) {
    if (current instanceof ApplicationFailure) {
      const detail = current.details?.[0] as BusinessFailure | undefined;
      if (detail && typeof detail.code === 'string' && typeof detail.status === 'number') return detail;
    }
  }
  return undefined;
}

/** Whether an error from Temporal (an activity failure) is, or was caused by, an ApplicationFailure of this type. */
export function hasFailureType(error: unknown, type: string): boolean {
  for (
    let current = error as { cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    current = current.cause as typeof current, depth += 1
  ) {
    if (current instanceof ApplicationFailure && current.type === type) return true;
  }
  return false;
}
