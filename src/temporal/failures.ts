import { WorkflowNotFoundError } from '@temporalio/client';
import { domainErrorOf } from '../shared/errors';
import { businessFailureOf } from '../../workflows/failures';

/** Runs a workflow call; a business failure it reports becomes the domain error the API answers with. */
export async function withDomainErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const failure = businessFailureOf(error);
    if (failure) throw domainErrorOf(failure);
    throw error;
  }
}

/**
 * Update-with-start that raced with the workflow closing (the update reached a run that was just completing) is
 * sent once more: the workflow is closed by then, so the retry starts a new run that takes the update.
 */
export async function retryIfClosedMeanwhile<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof WorkflowNotFoundError)) throw error;
    return call();
  }
}
