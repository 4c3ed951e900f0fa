import { setTimeout as sleep } from 'node:timers/promises';
import { WithStartWorkflowOperation, WorkflowNotFoundError } from '@temporalio/client';
import type { Logger } from 'pino';
import { DomainError } from '../shared/errors';
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
import { SubmitAnswerDue, type CheckoutWorkflows } from '../checkout/checkout-workflows.port';
import type { CommerceTemporal } from './client';
import { retryIfClosedMeanwhile, withDomainErrors } from './failures';

/**
 * The checkout workflows of this Temporal client; a submit of unknown outcome is kept starting in the background for
 * keepStartingMs (CHECKOUT_KEEP_STARTING_SECONDS), logging to logger.
 */
export const temporalCheckoutWorkflows = (
  temporal: CommerceTemporal,
  logger: Logger,
  keepStartingMs: number,
): CheckoutWorkflows => ({
  isRefusing: () => temporal.isRefusing(),
  submit: (input, answerBy) => submitCheckoutWorkflow(temporal, input, answerBy),
  started: (cartId, answerBy, since) => checkoutStarted(temporal, cartId, answerBy, since),
  keepStarting: (input) => keepCheckoutStarting(temporal, input, logger, keepStartingMs),
  confirmPayment: (cartId, approved) => confirmCheckoutPayment(temporal, cartId, approved),
  progress: (cartId) => readCheckoutProgress(temporal, cartId),
});

/**
 * Runs a Temporal call that must settle by answerBy (epoch ms): past it the call is aborted and SubmitAnswerDue thrown.
 */
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

/** The update-with-start of the cart's checkout, once; a WithStartWorkflowOperation is single-use. */
function startOrJoinCheckout(temporal: CommerceTemporal, input: CheckoutInput): Promise<CheckoutProgress> {
  const startWorkflowOperation = new WithStartWorkflowOperation<typeof checkoutWorkflow>('checkoutWorkflow', {
    workflowId: checkoutWorkflowId(input.cartId),
    taskQueue: temporal.taskQueue,
    args: [input],
    workflowIdConflictPolicy: 'USE_EXISTING',
    typedSearchAttributes: [
      { key: SEARCH.storeId, value: input.storeId },
      { key: SEARCH.cartId, value: input.cartId },
    ],
  });
  return temporal.client.workflow.executeUpdateWithStart(submitCheckoutUpdate, { startWorkflowOperation });
}

/**
 * Starts the cart's checkout workflow or joins the one already running (update-with-start, USE_EXISTING), and
 * answers once the checkout settles or its wait runs out. A double click or a second tab lands in the same run.
 * Whatever Temporal does, the call settles by answerBy (epoch ms).
 */
async function submitCheckoutWorkflow(
  temporal: CommerceTemporal,
  input: CheckoutInput,
  answerBy: number,
): Promise<CheckoutProgress> {
  return answeredBy(temporal, answerBy, () =>
    withDomainErrors(() => retryIfClosedMeanwhile(() => startOrJoinCheckout(temporal, input))),
  );
}

const DESCRIBE_MS = 1000;

/**
 * Whether the cart's checkout workflow exists (running or closed; a run started at or after `since` when given),
 * asked within DESCRIBE_MS and by answerBy: undefined when Temporal does not say.
 */
export async function checkoutStarted(
  temporal: CommerceTemporal,
  cartId: string,
  answerBy = Infinity,
  since?: Date,
): Promise<boolean | undefined> {
  const handle = temporal.client.workflow.getHandle(checkoutWorkflowId(cartId));
  try {
    const run = await answeredBy(temporal, Math.min(Date.now() + DESCRIBE_MS, answerBy), () => handle.describe());
    return !since || run.startTime >= since;
  } catch (error) {
    return error instanceof WorkflowNotFoundError ? false : undefined;
  }
}

/** How often at most the API asks again about a submit whose outcome it does not know. */
const KEEP_STARTING_FIRST_WAIT_MS = 1000;
const KEEP_STARTING_LONGEST_WAIT_MS = 16_000;
const KEEP_STARTING_CALL_MS = 10_000;

/**
 * A submit answered 202 without knowing whether its checkout started: in the background, for keepStartingMs, ask
 * Temporal, and send the update-with-start again while the workflow does not exist. The workflow id is the cart's,
 * so a send that raced with another (the shopper's own retry, a first attempt that did land) joins the same run.
 * Never throws; each outcome is logged. Past keepStartingMs (or with this process lost) the worker's re-drive of
 * the pending submit takes over (src/checkout/pending-submits.service.ts).
 */
function keepCheckoutStarting(
  temporal: CommerceTemporal,
  input: CheckoutInput,
  logger: Logger,
  keepStartingMs: number,
): void {
  const log = logger.child({ cartId: input.cartId });
  const until = Date.now() + keepStartingMs;
  const keepGoing = async () => {
    for (let wait = KEEP_STARTING_FIRST_WAIT_MS; ; wait = Math.min(wait * 2, KEEP_STARTING_LONGEST_WAIT_MS)) {
      await sleep(wait, undefined, { ref: false });
      if (temporal.isClosing) return log.warn('submit of unknown outcome: the API closed before the checkout started');
      if (Date.now() > until)
        return log.warn('submit of unknown outcome: the API stops starting the checkout; the worker re-drives it');
      const started = await checkoutStarted(temporal, input.cartId);
      if (started) return log.info('submit of unknown outcome: the checkout workflow exists');
      if (started === undefined) {
        log.warn('submit of unknown outcome: Temporal did not say whether the checkout started; asking again');
        continue;
      }
      try {
        await submitCheckoutWorkflow(temporal, input, Date.now() + KEEP_STARTING_CALL_MS);
        return log.info('submit of unknown outcome: the checkout was started in the background');
      } catch (error) {
        // A business failure (say the cart changed) is the checkout's own answer: it started and settled.
        if (error instanceof DomainError)
          return log.info({ err: error }, 'submit of unknown outcome: the checkout ran');
        log.warn({ err: error }, 'submit of unknown outcome: starting the checkout failed; retrying');
      }
    }
  };
  void keepGoing();
}

/** The provider callback: the shopper finished (or failed) the payment's extra step. */
async function confirmCheckoutPayment(
  temporal: CommerceTemporal,
  cartId: string,
  approved: boolean,
): Promise<CheckoutProgress> {
  try {
    return await withDomainErrors(() =>
      temporal.client.workflow
        .getHandle(checkoutWorkflowId(cartId))
        .executeUpdate(confirmPaymentUpdate, { args: [{ approved }] }),
    );
  } catch (error) {
    if (!(error instanceof WorkflowNotFoundError)) throw error;
    throw new DomainError('invalid_state_transition', 'No checkout of this payment is waiting for a confirmation.', {
      currentState: 'closed',
      allowedActions: [],
    });
  }
}

/** Live progress of a running checkout, or undefined when none runs (the database then has the answer). */
async function readCheckoutProgress(temporal: CommerceTemporal, cartId: string): Promise<CheckoutProgress | undefined> {
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
