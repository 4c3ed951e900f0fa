import type { EntityManager } from '@mikro-orm/postgresql';
import { updateEndpoint } from './endpoints.repository';
import { secretsOf, sendAttempt, type DeliveryOptions } from './delivery.service';
import {
  cancelQueuedDeliveries,
  claimDueDeliveries,
  findEndpointSecrets,
  nextDueInMs,
  recordAttempts,
  type ClaimedDelivery,
} from './endpoint-queue.repository';
import type { EndpointSecrets } from './deliveries.repository';
import type { AttemptOutcome } from './webhook-delivery.types';

/** Deliveries attempted at once: each batch is sent concurrently and recorded in one statement. */
export const DELIVERY_BATCH = 32;
/** Longer than a batch can take (every send timing out): a claimed delivery comes due again only if its pass died. */
const CLAIM_LEASE_SECONDS = 60;
/** A pass ends after this long even with more due, so the workflow records progress and sees new signals. */
const PASS_BUDGET_MS = 5_000;

/** What one pass over an endpoint's queue did, and when the queue next needs one. */
export interface EndpointPass {
  attempted: number;
  /** Attempts made, by outcome. */
  outcomes: Partial<Record<AttemptOutcome['outcome'], number>>;
  /** Milliseconds until the next queued delivery is due: 0 when more are due now, null when none is queued. */
  nextDueInMs: number | null;
}

/** Sends one claimed batch at once and records it; true when the endpoint answered 410 and is now disabled. */
async function deliverBatch(
  em: EntityManager,
  endpointId: string,
  endpoint: EndpointSecrets,
  batch: ClaimedDelivery[],
  retryScheduleSeconds: number[],
  options: DeliveryOptions,
  outcomes: EndpointPass['outcomes'],
): Promise<boolean> {
  const secrets = secretsOf(endpoint, endpointId, options.keyring);
  const attempts = await Promise.all(
    batch.map((delivery) => {
      const event = { id: delivery.event_id, payload: delivery.payload };
      return sendAttempt(endpoint, secrets, event, retryScheduleSeconds[delivery.schedule_position], options);
    }),
  );
  for (const { outcome } of attempts) outcomes[outcome.outcome] = (outcomes[outcome.outcome] ?? 0) + 1;
  const gone = attempts.some((a) => a.outcome.outcome === 'endpoint_gone');
  if (gone) await updateEndpoint(em, endpointId, { enabled: false, disabledReason: 'endpoint_gone' });
  await recordAttempts(
    em,
    attempts.map((a, i) => ({ deliveryId: batch[i].id, ...a.record })),
  );
  return gone;
}

/**
 * One pass over an endpoint's queue: batches of the deliveries that are due, each signed with the endpoint's
 * secrets (read here, never passed through workflow history), sent at once and recorded, until none is due or the
 * pass's time is up. A disabled or deleted endpoint's queue is cancelled instead.
 */
export async function deliverDueDeliveries(
  em: EntityManager,
  endpointId: string,
  retryScheduleSeconds: number[],
  options: DeliveryOptions,
): Promise<EndpointPass> {
  const started = Date.now();
  const outcomes: EndpointPass['outcomes'] = {};
  let attempted = 0;
  for (;;) {
    const endpoint = await findEndpointSecrets(em, endpointId);
    if (!endpoint?.enabled) {
      const reason = endpoint ? 'the endpoint is disabled' : 'the endpoint no longer exists';
      await cancelQueuedDeliveries(em, endpointId, reason);
      return { attempted, outcomes, nextDueInMs: null };
    }
    const batch = await claimDueDeliveries(em, endpointId, DELIVERY_BATCH, CLAIM_LEASE_SECONDS);
    if (batch.length === 0) break;
    attempted += batch.length;
    if (await deliverBatch(em, endpointId, endpoint, batch, retryScheduleSeconds, options, outcomes)) continue;
    if (batch.length < DELIVERY_BATCH) break;
    if (Date.now() - started >= PASS_BUDGET_MS) return { attempted, outcomes, nextDueInMs: 0 };
  }
  return { attempted, outcomes, nextDueInMs: await nextDueInMs(em, endpointId) };
}
