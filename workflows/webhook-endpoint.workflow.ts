import {
  condition,
  continueAsNew,
  defineSignal,
  proxyLocalActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
import type { Activities } from '../activities';
import { WEBHOOK_PASS_ACTIVITY } from './policies';

const { deliverDueWebhooks } = proxyLocalActivities<Activities>(WEBHOOK_PASS_ACTIVITY);

/** The relay (or a retry by hand) queued deliveries for this endpoint. */
export const deliveriesQueuedSignal = defineSignal('deliveriesQueued');

/** With nothing queued for this long the run ends; the next queued delivery starts a new one. */
const IDLE_MS = 10 * 60_000;
/** The shortest wait after a pass that attempted nothing, so a queue that cannot be worked never spins. */
const MIN_WAIT_MS = 1_000;
/** Passes per run before it continues as new, which keeps each run's history short. */
const PASSES_PER_RUN = 500;

export interface WebhookEndpointInput {
  endpointId: string;
}

/**
 * Delivers an endpoint's webhooks (workflow id `webhook-<endpointId>`): each pass attempts, in batches, every queued
 * delivery that is due, then the workflow sleeps until the next one comes due or more are queued. The queue, each
 * delivery's place in its retry schedule and its attempts live in PostgreSQL (`webhook_deliveries`), so a pass that
 * dies half-way repeats nothing that was recorded, and one slow or refusing endpoint holds up only its own workflow.
 */
export async function webhookEndpointWorkflow(input: WebhookEndpointInput): Promise<void> {
  let queued = false;
  setHandler(deliveriesQueuedSignal, () => {
    queued = true;
  });
  for (let pass = 1; ; pass += 1) {
    queued = false;
    const { attempted, nextDueInMs } = await deliverDueWebhooks(input.endpointId);
    if (pass >= PASSES_PER_RUN || workflowInfo().continueAsNewSuggested) {
      return continueAsNew<typeof webhookEndpointWorkflow>(input);
    }
    // 0 after attempts: the pass ran out of time with more due.
    if (nextDueInMs === 0 && attempted > 0) continue;
    const woken = await condition(() => queued, nextDueInMs === null ? IDLE_MS : Math.max(nextDueInMs, MIN_WAIT_MS));
    if (!woken && nextDueInMs === null) return;
  }
}
