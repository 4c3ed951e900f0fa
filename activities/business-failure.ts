import { businessFailure } from '../workflows/failures';
import { AppError } from '../src/shared/errors';

/**
 * The one place domain errors become Temporal failures: an AppError is a business outcome (never retried),
 * anything else is left to the activity's retry policy.
 */
export async function withBusinessFailures<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) {
      throw businessFailure({ status: error.status, code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) });
    }
    throw error;
  }
}
