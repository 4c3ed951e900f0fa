import { ApplicationFailure } from '@temporalio/common';
import { businessFailure, DATABASE_REJECTED } from '../src/shared/business-failure';
import { DomainError } from '../src/shared/errors';
import { isRefusedValue } from '../src/db/sqlstate';
import { ProviderUnavailableError } from '../src/payments/payment-provider';

/**
 * The one place domain errors become Temporal failures: a DomainError is a business outcome (never retried) unless
 * it says `service_unavailable` (retried like any other error), a value the database refused becomes a
 * DatabaseRejected failure (order steps stop on it, see ORDER_STEP), and anything else is left to the activity's
 * retry policy (a provider's Retry-After sets the wait before the next attempt).
 */
export async function withBusinessFailures<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // Unavailable (a workflow that did not answer in time, secrets out of reach) is no outcome: kept as one, it would
    // answer every retry of the step with the same key, so it is left to the activity's retries instead.
    if (error instanceof DomainError && error.code === 'service_unavailable') {
      throw ApplicationFailure.create({ type: error.code, message: error.message, cause: error });
    }
    if (error instanceof DomainError) {
      throw businessFailure({
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (isRefusedValue(error)) {
      const { code, message } = error as { code: string; message: string };
      throw ApplicationFailure.create({
        type: DATABASE_REJECTED,
        message: `PostgreSQL refused the step (${code}): ${message}`,
        cause: error as Error,
      });
    }
    if (error instanceof ProviderUnavailableError && error.retryAfterMs !== undefined) {
      // The provider said when to ask again (429 Retry-After): the next attempt waits that long, same idempotency key.
      throw ApplicationFailure.create({ type: error.name, message: error.message, nextRetryDelay: error.retryAfterMs });
    }
    throw error;
  }
}
