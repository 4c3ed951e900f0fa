import { condition, defineSignal, proxyLocalActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { AttemptOutcome, WebhookDeliveryInput } from '../src/webhooks/webhook-delivery.types';
import { WEBHOOK_ATTEMPT_ACTIVITY } from './policies';

const { attemptWebhookDelivery } = proxyLocalActivities<Activities>(WEBHOOK_ATTEMPT_ACTIVITY);

/** Cuts the current wait short (a retry by hand while the delivery is waiting). */
export const retryWebhookNowSignal = defineSignal('retryNow');

/**
 * Delivers one event to one endpoint (workflow id `webhook-<endpointId>-<eventId>`): an attempt, then a durable
 * wait from the schedule (or Retry-After, as the attempt decided), until success, 410 or the schedule runs out.
 */
export async function webhookDeliveryWorkflow(input: WebhookDeliveryInput): Promise<AttemptOutcome> {
  let retryNow = false;
  setHandler(retryWebhookNowSignal, () => {
    retryNow = true;
  });
  for (let attempt = 0; ; attempt += 1) {
    const result = await attemptWebhookDelivery({
      deliveryId: input.deliveryId,
      endpointId: input.endpointId,
      eventId: input.eventId,
      retryDelaySeconds: input.retryScheduleSeconds[attempt],
    });
    if (result.outcome !== 'retry_scheduled') return result;
    await condition(() => retryNow, result.retryInMs);
    retryNow = false;
  }
}
