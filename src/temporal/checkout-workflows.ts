import { WithStartWorkflowOperation, WorkflowNotFoundError } from '@temporalio/client';
import { AppError } from '../shared/errors';
import type { checkoutWorkflow } from '../../workflows/checkout.workflow';
import {
  checkoutProgressQuery,
  checkoutWorkflowId,
  confirmPaymentUpdate,
  paymentOutcomeSignal,
  SEARCH,
  submitCheckoutUpdate,
} from '../../workflows/definitions';
import type { CheckoutInput, CheckoutProgress } from '../checkout/checkout.types';
import type { CommerceTemporal } from './client';
import { retryIfClosedMeanwhile, withAppErrors } from './failures';

/** The submit's answer is due: the call is abandoned (the checkout, if it started, runs on) and the API answers 202. */
export class SubmitAnswerDue extends Error {
  constructor() {
    super('Temporal did not answer the submit before its answer was due.');
  }
}

/** Runs a Temporal call that must settle by answerBy (epoch ms): past it the call is aborted and SubmitAnswerDue thrown. */
async function answeredBy<T>(temporal: CommerceTemporal, answerBy: number, call: () => Promise<T>): Promise<T> {
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  // A race as well as the abort signal: the client's own retries of an unreachable server must not outlast the bound.
  const due = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        abort.abort();
        reject(new SubmitAnswerDue());
      },
      Math.max(0, answerBy - Date.now()),
    );
  });
  const answer = temporal.client.withAbortSignal(abort.signal, call);
  temporal.outlive(answer);
  try {
    return await Promise.race([answer, due]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Starts the cart's checkout workflow or joins the one already running (update-with-start, USE_EXISTING), and
 * answers once the checkout settles or its wait runs out. A double click or a second tab lands in the same run.
 * Whatever Temporal does, the call settles by answerBy (epoch ms).
 */
export async function submitCheckoutWorkflow(
  temporal: CommerceTemporal,
  input: CheckoutInput,
  answerBy: number,
): Promise<CheckoutProgress> {
  // A WithStartWorkflowOperation is single-use, so each attempt builds its own.
  const startWorkflowOperation = () =>
    new WithStartWorkflowOperation<typeof checkoutWorkflow>('checkoutWorkflow', {
      workflowId: checkoutWorkflowId(input.cartId),
      taskQueue: temporal.taskQueue,
      args: [input],
      workflowIdConflictPolicy: 'USE_EXISTING',
      typedSearchAttributes: [
        { key: SEARCH.storeId, value: input.storeId },
        { key: SEARCH.cartId, value: input.cartId },
      ],
    });
  const submit = () =>
    temporal.client.workflow.executeUpdateWithStart(submitCheckoutUpdate, {
      startWorkflowOperation: startWorkflowOperation(),
    });
  return answeredBy(temporal, answerBy, () => withAppErrors(() => retryIfClosedMeanwhile(submit)));
}

/** The provider callback: the shopper finished (or failed) the payment's extra step. */
export async function confirmCheckoutPayment(
  temporal: CommerceTemporal,
  cartId: string,
  approved: boolean,
): Promise<CheckoutProgress> {
  try {
    return await withAppErrors(() =>
      temporal.client.workflow
        .getHandle(checkoutWorkflowId(cartId))
        .executeUpdate(confirmPaymentUpdate, { args: [{ approved }] }),
    );
  } catch (error) {
    if (!(error instanceof WorkflowNotFoundError)) throw error;
    throw new AppError(409, 'invalid_state_transition', 'No checkout of this payment is waiting for a confirmation.', {
      currentState: 'closed',
      allowedActions: [],
    });
  }
}

/** Live progress of a running checkout, or undefined when none runs (the database then has the answer). */
export async function readCheckoutProgress(
  temporal: CommerceTemporal,
  cartId: string,
): Promise<CheckoutProgress | undefined> {
  try {
    const handle = temporal.client.workflow.getHandle(checkoutWorkflowId(cartId));
    // A query needs a live worker; without one, fall back to the database rather than hang the storefront.
    return await temporal.client.withDeadline(Date.now() + 2000, () => handle.query(checkoutProgressQuery));
  } catch {
    return undefined;
  }
}

/** A provider's webhook settled a payment that waited on the shopper; a checkout that no longer waits ignores it. */
export async function signalPaymentOutcome(temporal: CommerceTemporal, cartId: string, approved: boolean) {
  try {
    await temporal.client.workflow.getHandle(checkoutWorkflowId(cartId)).signal(paymentOutcomeSignal, { approved });
  } catch (error) {
    if (!(error instanceof WorkflowNotFoundError)) throw error;
  }
}
