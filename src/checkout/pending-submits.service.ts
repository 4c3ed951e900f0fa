import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { DomainError } from '../shared/errors';
import { recordRefusedCheckout } from '../cart/cart.repository';
import type { CheckoutWorkflows } from './checkout-workflows.port';
import {
  forgetPendingSubmit,
  forgetSubmitsOfTakenCarts,
  pendingSubmitsDue,
  type PendingSubmitRow,
} from './pending-submits.repository';

export interface PendingSubmitSettings {
  redriveAfterSeconds: number;
  giveUpSeconds: number;
}

/** What one pass did: checkouts found started, started by the pass, marked failed, and left for the next pass. */
export interface RedrivePass {
  started: number;
  redriven: number;
  failed: number;
  waiting: number;
}

/** Rows a pass looks at, oldest first: the rest wait for the next pass. */
const PASS_ROWS = 100;
/** How long a pass waits for one re-sent start (the checkout's own wait for its outcome is 3.4 s of it). */
const START_CALL_MS = 10_000;

/**
 * What the poll shows once the attempt is given up. With Temporal saying the checkout does not exist nothing was
 * charged; with Temporal silent throughout, a start it had taken in could still run once it is back (the poll then
 * shows that checkout instead), so the message does not promise it.
 */
const notStarted = (giveUpSeconds: number, known: boolean) => {
  const within = `within ${Math.round(giveUpSeconds / 60) || 1} minute(s)`;
  return {
    code: 'service_unavailable',
    message: known
      ? `The checkout could not be started ${within}; nothing was charged. Submit the order again.`
      : `The checkout could not be confirmed as started ${within}; if it did start, this checkout shows its order ` +
        'once it completes. Otherwise nothing was charged: submit the order again.',
  };
};

type Outcome = keyof RedrivePass;

async function redrive(
  em: EntityManager,
  workflows: CheckoutWorkflows,
  settings: PendingSubmitSettings,
  row: PendingSubmitRow,
  logger: Logger,
): Promise<Outcome> {
  const log = logger.child({ cartId: row.cart_id });
  const started = await workflows.started(row.cart_id, Date.now() + START_CALL_MS, row.submitted_at);
  if (started) {
    await forgetPendingSubmit(em, row.cart_id);
    return 'started';
  }
  if (row.overdue) {
    await recordRefusedCheckout(em, row.cart_id, notStarted(settings.giveUpSeconds, started === false));
    await forgetPendingSubmit(em, row.cart_id);
    log.error({ started: started ?? 'unknown' }, 'pending submit: its checkout never started; marked failed');
    return 'failed';
  }
  if (started === undefined) return 'waiting';
  try {
    await workflows.submit(row.input, Date.now() + START_CALL_MS);
  } catch (error) {
    // A business failure is the checkout's own answer: it started, and its cart shows the outcome.
    if (!(error instanceof DomainError)) {
      log.warn({ err: error }, 'pending submit: starting its checkout failed; the next pass tries again');
      return 'waiting';
    }
  }
  await forgetPendingSubmit(em, row.cart_id);
  log.info('pending submit: its checkout was started by the re-drive');
  return 'redriven';
}

/**
 * A submit records its checkout's input before the update-with-start (pending_submits). Should the API die before
 * the start, or Temporal stay away longer than the API keeps trying, this pass (run by the worker every
 * redriveAfterSeconds) starts or joins `checkout-<cartId>` from the record until the checkout exists; past
 * giveUpSeconds it marks the attempt failed instead, with a reason the shopper's poll shows. So a 202 always ends in
 * `completed` or `failed`. Records whose checkout took its cart are dropped in one statement first.
 */
export async function redrivePendingSubmits(
  em: EntityManager,
  workflows: CheckoutWorkflows,
  settings: PendingSubmitSettings,
  logger: Logger,
  stopping: () => boolean = () => false,
): Promise<RedrivePass> {
  await forgetSubmitsOfTakenCarts(em);
  const pass: RedrivePass = { started: 0, redriven: 0, failed: 0, waiting: 0 };
  for (const row of await pendingSubmitsDue(em, settings.redriveAfterSeconds, settings.giveUpSeconds, PASS_ROWS)) {
    // Each row may wait up to 2 × START_CALL_MS on Temporal: a stopping worker leaves the rest to the next one.
    if (stopping()) break;
    pass[await redrive(em, workflows, settings, row, logger)] += 1;
  }
  return pass;
}
