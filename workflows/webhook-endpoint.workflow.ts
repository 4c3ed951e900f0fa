import {
  condition,
  continueAsNew,
  defineSignal,
  deprecatePatch,
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
/**
 * Runs end after 20 to 39 passes, as soon as the workflow wakes. A signal that arrives while a run is ending
 * makes Temporal refuse the end and the worker replay the run from its start (about a second here): ending the run
 * before the next pass keeps that window short, short runs keep the replay cheap, and a length drawn at random keeps
 * endpoints busy with the same events from replaying at once. With 500 passes, ten endpoints replaying together held
 * every delivery up for 4 to 20 s.
 *
 * Deprecated patch: its old branch (500 passes a run, no recheck) was never released. The endpoint queue workflow
 * came after release 3.0.0 (commit 0d8886a) and the patch the same day (851fef8), so no deployment runs a history
 * without the marker (`webhook-endpoint-retried.json`, recorded so, still replays: its commands are the same on either
 * branch). After the next release the deprecatePatch() call goes too (docs/versioning.md#workflow-changes).
 */
const SHORT_RUNS = 'webhook-endpoint-short-runs';
const SHORT_RUN_PASSES = { least: 20, spread: 20 };
/** How soon a queue that just had deliveries is looked at again when no signal has come. */
const BUSY_RECHECK_MS = 250;

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
  deprecatePatch(SHORT_RUNS);
  // Deterministic: the workflow's random numbers come from the run's seed, so a replay draws the same length.
  const passesThisRun = SHORT_RUN_PASSES.least + Math.floor(Math.random() * SHORT_RUN_PASSES.spread);
  for (let pass = 1; ; pass += 1) {
    queued = false;
    const { attempted, nextDueInMs } = await deliverDueWebhooks({ endpointId: input.endpointId });
    if (workflowInfo().continueAsNewSuggested) return continueAsNew<typeof webhookEndpointWorkflow>(input);
    // 0 after attempts: the pass ran out of time with more due.
    if (nextDueInMs !== 0 || attempted === 0) {
      const wait = nextDueInMs === null ? IDLE_MS : Math.max(nextDueInMs, MIN_WAIT_MS);
      // After deliveries, look again soon even unsignalled: a signal Temporal is slow to take must not hold the queue.
      const recheck = attempted > 0 && wait > BUSY_RECHECK_MS;
      const woken = await condition(() => queued, recheck ? BUSY_RECHECK_MS : wait);
      if (!woken && !recheck && nextDueInMs === null) return;
    }
    // Just woken, before the next pass: the workflow task that ends the run is short, so a signal seldom races it.
    if (pass >= passesThisRun) return continueAsNew<typeof webhookEndpointWorkflow>(input);
  }
}
