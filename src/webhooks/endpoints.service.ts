import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../shared/errors';
import { inTransaction } from '../db/sql';
import { recordEvent } from '../events/outbox';
import { checkWebhookUrl } from './url-safety';
import { newWebhookSecret } from './signing';
import { openWebhookSecret, sealWebhookSecret } from './webhook-secrets';
import type { SecretKeyring } from '../secrets/secret-box';
import { deliveryIdFor } from './delivery-id';
import { presentEndpoint } from './webhooks.presenter';
import * as endpoints from './endpoints.repository';

export interface CreateEndpointInput {
  url: string;
  events: string[];
  description?: string;
}

export interface UpdateEndpointInput {
  url?: string;
  events?: string[];
  description?: string | null;
  enabled?: boolean;
}

/** The old secret keeps signing beside the new one for this long after a rotation. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** `["*"]` already means everything; duplicates mean nothing. */
const normaliseEvents = (events: string[]) => (events.includes('*') ? ['*'] : [...new Set(events)]);

/** Registers an endpoint; the secret is in this answer and never again (it is stored sealed). */
export async function createEndpoint(
  em: EntityManager,
  keyring: SecretKeyring,
  allowPrivateTargets: boolean,
  storeId: string,
  input: CreateEndpointInput,
  id: string,
) {
  // A retry whose first attempt's process died after its commit answers the endpoint it made (id from the key),
  // with its secret, as the first answer would have.
  const made = await endpoints.endpointOfStore(em, storeId, id);
  if (made) return { ...presentEndpoint(made), secret: openWebhookSecret(keyring, id, made.secret) };
  const url = await checkWebhookUrl(input.url, allowPrivateTargets);
  const secret = newWebhookSecret();
  const sealed = sealWebhookSecret(keyring, id, secret);
  const events = normaliseEvents(input.events);
  const description = input.description ?? null;
  const row = await endpoints.insertEndpoint(em, { id, storeId, url, description, events, secret: sealed });
  return { ...presentEndpoint(row), secret };
}

export async function getEndpoint(em: EntityManager, storeId: string, id: string) {
  return presentEndpoint(await endpoints.findEndpoint(em, storeId, id));
}

export async function updateEndpoint(
  em: EntityManager,
  allowPrivateTargets: boolean,
  storeId: string,
  id: string,
  input: UpdateEndpointInput,
) {
  const url = input.url === undefined ? undefined : await checkWebhookUrl(input.url, allowPrivateTargets);
  return inTransaction(em, async (tx) => {
    await endpoints.findEndpoint(tx, storeId, id, true);
    const enabling =
      input.enabled === undefined
        ? {}
        : { enabled: input.enabled, disabledReason: input.enabled ? null : 'disabled_by_user' };
    await endpoints.updateEndpoint(tx, id, {
      url,
      description: input.description,
      events: input.events && normaliseEvents(input.events),
      ...enabling,
    });
    return presentEndpoint(await endpoints.findEndpoint(tx, storeId, id));
  });
}

/** A new secret; the previous one keeps signing (a second signature) for 24 hours. */
export async function rotateSecret(em: EntityManager, keyring: SecretKeyring, storeId: string, id: string) {
  return inTransaction(em, async (tx) => {
    const current = await endpoints.findEndpoint(tx, storeId, id, true);
    const secret = newWebhookSecret();
    const previousSecretExpiresAt = new Date(Date.now() + SECRET_OVERLAP_MS);
    const sealed = sealWebhookSecret(keyring, id, secret);
    await endpoints.updateEndpoint(tx, id, { secret: sealed, previousSecret: current.secret, previousSecretExpiresAt });
    return { secret, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
  });
}

/** Raises a `webhook.test` event meant for this endpoint only; the relay delivers it like any other. */
export async function sendTestEvent(em: EntityManager, storeId: string, id: string) {
  return inTransaction(em, async (tx) => {
    const endpoint = await endpoints.findEndpoint(tx, storeId, id);
    if (!endpoint.enabled) {
      throw new DomainError(
        'invalid_state_transition',
        'The endpoint is disabled; enable it before sending a test event.',
        { currentState: 'disabled', allowedActions: ['enable'] },
      );
    }
    const event = await recordEvent(
      tx,
      storeId,
      'webhook.test',
      { id: endpoint.id, object: 'webhook_endpoint', url: endpoint.url, message: 'This is a test event.' },
      endpoint.id,
    );
    return { eventId: event.id, deliveryId: deliveryIdFor(endpoint.id, event.id) };
  });
}

export { deleteEndpoint, listEndpoints } from './endpoints.repository';
