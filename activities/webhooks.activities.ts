import { attemptDelivery } from '../src/webhooks/delivery.service';
import type { AttemptInput, AttemptOutcome } from '../src/webhooks/webhook-delivery.types';
import type { ActivityDeps } from './deps';
import { keyringOf } from '../src/secrets/keyring';

export function createWebhookActivities(deps: ActivityDeps) {
  return {
    async attemptWebhookDelivery(input: AttemptInput): Promise<AttemptOutcome> {
      const options = { allowPrivateTargets: deps.config.allowPrivateWebhookTargets, keyring: keyringOf(deps.config) };
      return attemptDelivery(deps.orm.em.fork(), input, options);
    },
  };
}
