import { WorkflowNotFoundError } from '@temporalio/client';
import { DomainError, domainErrorOf } from '../shared/errors';
import { businessFailureOf } from '../../workflows/failures';
import type { CommerceTemporal } from './client';

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

/**
 * The step's answer, or 503 once the wait is over (no worker, say); the step itself goes on and a late outcome is
 * dropped here. `whose` names the workflow in the message, as in "The order's workflow".
 */
export function withinWait<T>(step: Promise<T>, waitSeconds: number, whose: string): Promise<T> {
  step.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(notAnsweredIn(waitSeconds, whose)), waitSeconds * 1000);
  });
  return Promise.race([step, waited]).finally(() => clearTimeout(timer));
}

const notAnsweredIn = (waitSeconds: number, whose: string) =>
  new DomainError(
    'service_unavailable',
    `${whose} did not answer within ${waitSeconds} s (is a worker running?). ` +
      'The action may still run: send the request again with the same Idempotency-Key to get its outcome.',
    undefined,
    { retryAfterSeconds: 5 },
  );

/**
 * The outcome of the update the workflow took with this id, asked by polling it, never by sending it again (so
 * nothing new runs, even on a closed run); undefined when the workflow took no update with that id. A step that
 * failed throws its domain error, as its first answer did.
 */
export async function outcomeOfUpdate<Ret>(
  temporal: CommerceTemporal,
  workflowId: string,
  updateId: string,
  waitSeconds: number,
  whose: string,
): Promise<Ret | undefined> {
  const update = temporal.client.workflow.getHandle(workflowId).getUpdateHandle<Ret>(updateId);
  try {
    return await withinWait(
      withDomainErrors(() => update.result()),
      waitSeconds,
      whose,
    );
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return undefined;
    throw error;
  }
}
