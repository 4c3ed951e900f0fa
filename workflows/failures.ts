import { ApplicationFailure } from '@temporalio/common';
import type { BusinessFailure } from '../src/checkout/checkout.types';

/** The ApplicationFailure that carries a business failure (contract status and code) through Temporal. */
export function businessFailure(failure: BusinessFailure): ApplicationFailure {
  return ApplicationFailure.create({ type: failure.code, message: failure.message, nonRetryable: true, details: [failure] });
}

/**
 * The business failure inside an error from Temporal (an activity failure, a failed update), or undefined for
 * anything else. Used by workflows and by the API, so both read failures the same way.
 */
export function businessFailureOf(error: unknown): BusinessFailure | undefined {
  for (let current = error as { cause?: unknown } | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth += 1) {
    if (current instanceof ApplicationFailure) {
      const detail = current.details?.[0] as BusinessFailure | undefined;
      if (detail && typeof detail.code === 'string' && typeof detail.status === 'number') return detail;
    }
  }
  return undefined;
}
