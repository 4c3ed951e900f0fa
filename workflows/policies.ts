import type { ActivityOptions, LocalActivityOptions } from '@temporalio/workflow';
import { DATABASE_REJECTED } from './failures';

/** Time-outs and retry policies of every activity, in one place. */
export const DATABASE_ACTIVITY: ActivityOptions = {
  startToCloseTimeout: '30 seconds',
  retry: {
    initialInterval: '500 milliseconds',
    backoffCoefficient: 2,
    maximumInterval: '30 seconds',
    nonRetryableErrorTypes: ['DomainError'],
  },
};

/**
 * One chunk of an export (rows read and appended to its file for at most 15 seconds): retried like a database step
 * but not for ever (a full disk stays full: the export fails); a retry cuts the file back to where the chunk began.
 */
export const EXPORT_CHUNK_ACTIVITY: ActivityOptions = {
  startToCloseTimeout: '40 seconds',
  retry: { ...DATABASE_ACTIVITY.retry, maximumAttempts: 10 },
};

/**
 * An import's dry run and each step of its real run read the stored file through and write batch by batch; they
 * heartbeat after every batch, so a worker that dies (or stops after its shutdown grace) is noticed within the
 * heartbeat time-out and the step runs again elsewhere, from the last committed batch. They may outlast a worker's
 * shutdown grace, which is why they are bounded by the heartbeat and schedule-to-close, not start-to-close: an
 * interrupted step loses only its uncommitted batch (a dry run starts over).
 */
export const IMPORT_ACTIVITY: ActivityOptions = {
  scheduleToCloseTimeout: '1 day',
  heartbeatTimeout: '15 seconds',
  retry: {
    initialInterval: '1 second',
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    nonRetryableErrorTypes: ['DomainError'],
  },
};

/** How long an import waits after its dry run for the client to start it before it ends as failed. */
export const IMPORT_CONFIRM_SECONDS = 7 * 24 * 3600;

/**
 * Resizing one uploaded image: a few seconds of CPU for a large photo on a busy worker, within the worker's shutdown
 * grace so a deploy never cuts one off. Retried like a database step (the file storage or the database away); an
 * image whose pixels do not decode is marked failed, not retried.
 */
export const MEDIA_VARIANTS_ACTIVITY: ActivityOptions = {
  startToCloseTimeout: '40 seconds',
  retry: { ...DATABASE_ACTIVITY.retry, maximumAttempts: 20 },
};

/** E-mail: a mail server can be down for a while; keep trying for about an hour, then give up. */
export const MAIL_ACTIVITY: ActivityOptions = {
  startToCloseTimeout: '30 seconds',
  retry: {
    initialInterval: '1 second',
    backoffCoefficient: 2,
    maximumInterval: '5 minutes',
    maximumAttempts: 20,
    nonRetryableErrorTypes: ['DomainError'],
  },
};

/**
 * One webhook POST (15 s time-out) plus its bookkeeping, run as a local activity: a delivery costs the server one
 * workflow task instead of three tasks, which is what bounds throughput. HTTP failures are results, not errors;
 * an error here means the database or the worker failed, so the attempt is simply run again.
 */
export const WEBHOOK_ATTEMPT_ACTIVITY: LocalActivityOptions = {
  startToCloseTimeout: '40 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
};
/**
 * One pass over an endpoint's queue (src/webhooks/endpoint-deliveries.service.ts): batches of POSTs for at most about
 * 5 s plus the last batch's 15 s time-out, then the bookkeeping. Run as a local activity so a pass costs the server
 * one workflow task. An error means the database or the worker failed; the pass is simply run again, and deliveries
 * it had claimed come due again when their lease ends.
 */
export const WEBHOOK_PASS_ACTIVITY: LocalActivityOptions = {
  startToCloseTimeout: '40 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
};
/** Checkout and order steps against PostgreSQL: short, idempotent, retried until they succeed. */
const DATABASE_STEP = {
  startToCloseTimeout: '10 seconds',
  retry: { initialInterval: '200 milliseconds', backoffCoefficient: 2, maximumInterval: '5 seconds' },
} satisfies ActivityOptions & LocalActivityOptions;

/**
 * Payment provider calls: retried a few times with the same idempotency key (transient outages, lost answers),
 * then given up as `payment_provider_error`.
 */
const PROVIDER_CALL = {
  startToCloseTimeout: '10 seconds',
  retry: {
    initialInterval: '200 milliseconds',
    backoffCoefficient: 2,
    maximumInterval: '2 seconds',
    maximumAttempts: 6,
  },
} satisfies ActivityOptions & LocalActivityOptions;

/**
 * Order steps answer an admin's request that waits for them, and hold the order's turn while they run: a step whose
 * values the database refused stops at once (answered 500, its transaction undone) instead of retrying, and blocking
 * the order, for ever.
 */
export const ORDER_STEP: ActivityOptions = {
  ...DATABASE_STEP,
  retry: { ...DATABASE_STEP.retry, nonRetryableErrorTypes: [DATABASE_REJECTED] },
};
/** Recording a refund the payment provider has already made: retried until it is written, whatever the error. */
export const ORDER_RECORD_STEP: ActivityOptions = DATABASE_STEP;
export const PAYMENT_CALL: ActivityOptions = PROVIDER_CALL;

/**
 * The checkout runs its steps as local activities: no task-queue round trip per step, which is most of the
 * submit-to-confirmed latency. They are recorded as markers in the history (shown in the UI), retried with the same
 * inputs after a crash, and every step is idempotent (order id and provider idempotency keys come from the workflow).
 */
export const CHECKOUT_LOCAL_STEP: LocalActivityOptions = DATABASE_STEP;
export const CHECKOUT_LOCAL_PAYMENT_CALL: LocalActivityOptions = PROVIDER_CALL;

/** How long an order workflow stays open without any step before it closes (a later step starts a new one). */
/** A return's database steps; a value the database refuses ends the step (the workflow answers 503). */
export const RETURN_STEP: ActivityOptions = ORDER_STEP;
/**
 * A return's refund runs as a step of the order's workflow, which can take a provider call and its retries; the
 * activity retries with the same update id, so it joins the step it started rather than starting another. It retries
 * until the order's workflow answers (the refund made, or refused): a step given up after a few attempts failed the
 * resolution with 503, and the update kept that outcome for every retry of the staff's Idempotency-Key.
 */
export const RETURN_REFUND_STEP: ActivityOptions = {
  startToCloseTimeout: '40 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds' },
};

/** A draft's link expiry cancels its order as a step of the order's workflow, retried as a return's refund is. */
export const DRAFT_ORDER_EXPIRY_STEP: ActivityOptions = RETURN_REFUND_STEP;

/** A subscription's change: a database step like a return's (a refused value ends it; the API answers 503). */
export const SUBSCRIPTION_STEP: ActivityOptions = ORDER_STEP;
/**
 * A renewal: the cycle's order, then the provider's authorization and capture under keys of the subscription and
 * cycle, then the outcome. Retried until it ends (a retry repeats the same keys, so the provider charges once);
 * a domain refusal (the store's provider refusing its keys) ends it and the workflow tries again later. Its time-out
 * stays within a stopping worker's shutdown grace, like every activity's.
 */
export const SUBSCRIPTION_RENEWAL: ActivityOptions = {
  startToCloseTimeout: '40 seconds',
  retry: {
    initialInterval: '1 second',
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    nonRetryableErrorTypes: ['DomainError', DATABASE_REJECTED],
  },
};
/** Renewal attempts a subscription's run makes before it continues as new (a year of monthly cycles). */
export const SUBSCRIPTION_CYCLES_PER_RUN = 12;
/** How long a renewal that ended without an outcome waits before it is attempted again. */
export const RENEWAL_RETRY_MS = 3600 * 1000;

export const ORDER_WORKFLOW_IDLE_SECONDS = 7 * 24 * 3600;

/**
 * How long a stopping worker (SIGTERM: a rolling deploy, a scale-down) lets its running activities finish before it
 * cancels them: longer than the longest start-to-close time-out above (a webhook attempt, 40 s). The Kubernetes
 * worker's terminationGracePeriodSeconds is longer again (a test holds the three in order).
 */
export const WORKER_SHUTDOWN_GRACE_SECONDS = 45;
