import { ApplicationFailure } from '@temporalio/common';
import { businessFailure, DATABASE_REJECTED } from '../workflows/failures';
import { AppError } from '../src/shared/errors';
import { isRefusedValue } from '../src/db/sqlstate';

/**
 * The one place domain errors become Temporal failures: an AppError is a business outcome (never retried), a value
 * the database refused becomes a DatabaseRejected failure (order steps stop on it, see ORDER_STEP), and anything
 * else is left to the activity's retry policy.
 */
export async function withBusinessFailures<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) {
      throw businessFailure({ status: error.status, code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) });
    }
    if (isRefusedValue(error)) {
      const { code, message } = error as { code: string; message: string };
      throw ApplicationFailure.create({ type: DATABASE_REJECTED, message: `PostgreSQL refused the step (${code}): ${message}`, cause: error as Error });
    }
    throw error;
  }
}
