import { AppError } from '../shared/errors';
import { businessFailureOf } from '../../workflows/failures';

/** Runs a workflow call; a business failure it reports becomes the AppError the API answers with. */
export async function withAppErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const failure = businessFailureOf(error);
    if (failure) throw new AppError(failure.status, failure.code, failure.message, failure.details);
    throw error;
  }
}
