import { ApplicationFailure } from '@temporalio/common';
import type { BusinessFailure } from '../src/shared/business-failure';

export { businessFailure, DATABASE_REJECTED } from '../src/shared/business-failure';

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
      if (detail && typeof detail.code === 'string' && typeof detail.message === 'string') return detail;
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
