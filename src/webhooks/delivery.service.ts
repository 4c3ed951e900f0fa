import type { EntityManager } from '@mikro-orm/postgresql';
import { sendWebhook, type SendResult } from './webhook-sender';
import { signedHeaders } from './signing';
import * as deliveries from './deliveries.repository';
import { updateEndpoint } from './endpoints.repository';
import type { AttemptInput, AttemptOutcome } from './webhook-delivery.types';
import { openWebhookSecret } from './webhook-secrets';
import type { SecretKeyring } from '../secrets/secret-box';

export const DELIVERY_TIMEOUT_MS = 15_000;
const MAX_RESPONSE_BYTES = 64 * 1024;
const STORED_BODY_CHARS = 2048;
/** Up to this share of the scheduled wait is added at random, so retries of many events spread out. */
const JITTER = 0.1;

export interface DeliveryOptions {
  allowPrivateTargets: boolean;
  keyring: SecretKeyring;
  random?: () => number;
}

/** The endpoint's secrets, opened here only, for signing. */
export function secretsOf(target: deliveries.EndpointSecrets, endpointId: string, keyring: SecretKeyring): string[] {
  const previous = target.previous_secret && target.previous_secret_valid ? [target.previous_secret] : [];
  const sealed = [target.secret, ...previous];
  return sealed.map((value) => openWebhookSecret(keyring, endpointId, value));
}

export interface Decision {
  status: 'pending' | 'succeeded' | 'failed';
  outcome: AttemptOutcome;
  nextRetryAt: Date | null;
  error: string | null;
}

/**
 * Success is any 2xx; 410 gives up on the endpoint; anything else waits max(schedule + jitter, Retry-After), or fails
 * when the schedule has no wait left (`retryDelaySeconds` undefined).
 */
export function decide(
  result: SendResult,
  retryDelaySeconds: number | undefined,
  random: () => number,
  now: number,
): Decision {
  const code = result.statusCode;
  if (code !== undefined && code >= 200 && code < 300)
    return { status: 'succeeded', outcome: { outcome: 'succeeded', statusCode: code }, nextRetryAt: null, error: null };
  const error =
    result.error ??
    (code !== undefined && code >= 300 && code < 400 ? `redirect (${code}) not followed` : `HTTP ${code}`);
  if (code === 410)
    return {
      status: 'failed',
      outcome: { outcome: 'endpoint_gone' },
      nextRetryAt: null,
      error: `${error}: the endpoint is gone and has been disabled`,
    };
  if (retryDelaySeconds === undefined)
    return { status: 'failed', outcome: { outcome: 'failed', statusCode: code }, nextRetryAt: null, error };
  const scheduledMs = retryDelaySeconds * 1000 * (1 + JITTER * random());
  const retryInMs = Math.ceil(Math.max(scheduledMs, (result.retryAfterSeconds ?? 0) * 1000));
  return {
    status: 'pending',
    outcome: { outcome: 'retry_scheduled', retryInMs, statusCode: code },
    nextRetryAt: new Date(now + retryInMs),
    error,
  };
}

/** One signed POST of an event's payload and what it came to: the attempt to record, and what happens next. */
export interface SentAttempt {
  record: Omit<deliveries.AttemptRecord, 'deliveryId'>;
  outcome: AttemptOutcome;
}

/** Signs the payload with the endpoint's secrets (webhook-id: the event's id), posts it and decides what follows. */
export async function sendAttempt(
  endpoint: deliveries.EndpointSecrets,
  secrets: string[],
  event: { id: string; payload: unknown },
  retryDelaySeconds: number | undefined,
  options: DeliveryOptions,
): Promise<SentAttempt> {
  const body = JSON.stringify(event.payload);
  const attemptedAt = new Date();
  const result = await sendWebhook(endpoint.url, body, signedHeaders(secrets, event.id, body), {
    allowPrivateTargets: options.allowPrivateTargets,
    timeoutMs: DELIVERY_TIMEOUT_MS,
    maxResponseBytes: MAX_RESPONSE_BYTES,
  });
  const decision = decide(result, retryDelaySeconds, options.random ?? Math.random, Date.now());
  return {
    outcome: decision.outcome,
    record: {
      attemptedAt,
      durationMs: result.durationMs,
      statusCode: result.statusCode ?? null,
      responseBody: result.responseBody === undefined ? null : result.responseBody.slice(0, STORED_BODY_CHARS),
      error: decision.error,
      nextRetryAt: decision.nextRetryAt,
      status: decision.status,
    },
  };
}

/**
 * One attempt of a delivery that has a workflow of its own (handed off before endpoint queues): signs with the
 * endpoint's secrets (read here, never passed through workflow history), posts, records the attempt, and tells the
 * workflow what to do next.
 */
export async function attemptDelivery(
  em: EntityManager,
  input: AttemptInput,
  options: DeliveryOptions,
): Promise<AttemptOutcome> {
  const target = await deliveries.findDeliveryTarget(em, input.endpointId, input.eventId);
  if (!target) return { outcome: 'cancelled', reason: 'the endpoint or the event no longer exists' };
  await deliveries.ensureDelivery(em, input.deliveryId, input.endpointId, input.eventId);
  if (!target.enabled) {
    await deliveries.cancelDelivery(em, input.deliveryId, 'the endpoint is disabled');
    return { outcome: 'cancelled', reason: 'the endpoint is disabled' };
  }
  const secrets = secretsOf(target, input.endpointId, options.keyring);
  const event = { id: input.eventId, payload: target.payload };
  const sent = await sendAttempt(target, secrets, event, input.retryDelaySeconds, options);
  if (sent.outcome.outcome === 'endpoint_gone')
    await updateEndpoint(em, input.endpointId, { enabled: false, disabledReason: 'endpoint_gone' });
  await deliveries.recordAttempt(em, { deliveryId: input.deliveryId, ...sent.record });
  return sent.outcome;
}
