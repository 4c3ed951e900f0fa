import { metricMeter } from '@temporalio/activity';
import { attemptDelivery } from '../src/webhooks/delivery.service';
import { deliverDueDeliveries, type EndpointPass } from '../src/webhooks/endpoint-deliveries.service';
import type { AttemptInput, AttemptOutcome } from '../src/webhooks/webhook-delivery.types';
import type { ActivityDeps } from './deps';
import { keyringOf } from '../src/secrets/keyring';

export function createWebhookActivities(deps: ActivityDeps) {
  const options = () => ({
    allowPrivateTargets: deps.config.allowPrivateWebhookTargets,
    keyring: keyringOf(deps.config),
  });
  const countAttempts = (outcome: string, count: number) =>
    metricMeter
      .createCounter('commerce_webhook_attempts', 'attempts', 'Webhook delivery attempts, by outcome')
      .add(count, { outcome });
  return {
    /**
     * A pass over an endpoint's queue, on the retry schedule this worker is configured with. A local activity: its
     * argument changed to an object with its workflow, in one release (docs/versioning.md#activity-arguments).
     */
    async deliverDueWebhooks({ endpointId }: { endpointId: string }): Promise<Omit<EndpointPass, 'outcomes'>> {
      const schedule = deps.config.webhookRetryScheduleSeconds;
      const pass = await deliverDueDeliveries(deps.orm.em.fork(), endpointId, schedule, options());
      for (const [outcome, count] of Object.entries(pass.outcomes)) countAttempts(outcome, count);
      return { attempted: pass.attempted, nextDueInMs: pass.nextDueInMs };
    },
    /** One attempt of a delivery that has a workflow of its own (handed off before endpoint queues). */
    async attemptWebhookDelivery(input: AttemptInput): Promise<AttemptOutcome> {
      const attempt = await attemptDelivery(deps.orm.em.fork(), input, options());
      countAttempts(attempt.outcome, 1);
      return attempt;
    },
  };
}
