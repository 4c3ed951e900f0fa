import { metricMeter } from '@temporalio/activity';
import { attemptDelivery } from '../src/webhooks/delivery.service';
import type { AttemptInput, AttemptOutcome } from '../src/webhooks/webhook-delivery.types';
import type { ActivityDeps } from './deps';
import { keyringOf } from '../src/secrets/keyring';

export function createWebhookActivities(deps: ActivityDeps) {
  return {
    async attemptWebhookDelivery(input: AttemptInput): Promise<AttemptOutcome> {
      const options = { allowPrivateTargets: deps.config.allowPrivateWebhookTargets, keyring: keyringOf(deps.config) };
      const attempt = await attemptDelivery(deps.orm.em.fork(), input, options);
      metricMeter
        .createCounter('commerce_webhook_attempts', 'attempts', 'Webhook delivery attempts, by outcome')
        .add(1, { outcome: attempt.outcome });
      return attempt;
    },
  };
}
