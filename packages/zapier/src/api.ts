import { createHash } from 'node:crypto';
import type {
  AfterResponseMiddleware,
  BeforeRequestMiddleware,
  Bundle,
  HttpRequestOptions,
  ZObject,
} from 'zapier-platform-core';
import type { components } from '@commerce-service/sdk';

export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** What a store owner types when connecting: the API's address and the store's secret key. */
export interface AuthData {
  baseUrl: string;
  secretKey: string;
}

/** `https://api.example.com/` and `https://api.example.com` name the same API. */
export function privateUrl(bundle: Bundle, path: string): string {
  return `${bundle.authData.baseUrl.trim().replace(/\/+$/, '')}/v3/private${path}`;
}

/** Every request carries the secret key; the platform scrubs it from Zapier's logs as an auth field. */
export const authorize: BeforeRequestMiddleware = (request, _z, bundle) => {
  request.headers = { ...request.headers, Authorization: `Bearer ${bundle.authData.secretKey}` };
  return request;
};

/**
 * The API's errors are `{ error: { code, message } }`: the Zap's history shows the message, and the
 * code travels as the error's code. A 404 answer a search asked to see (`skipThrowForStatus`) passes through.
 */
export const explainErrors: AfterResponseMiddleware = (response, z) => {
  if (response.status < 400 || response.skipThrowForStatus) return response;
  const error = (response.data as { error?: { code?: string; message?: string } } | undefined)?.error;
  if (response.status === 401) throw new z.errors.ExpiredAuthError(error?.message ?? 'The secret key was refused.');
  if (error?.code) throw new z.errors.Error(error.message ?? error.code, error.code, response.status);
  return response;
};

/** One call of the private API, answering the parsed body. */
export async function call<T>(
  z: ZObject,
  bundle: Bundle,
  path: string,
  options: HttpRequestOptions & { idempotencyKey?: string } = {},
): Promise<T> {
  const { idempotencyKey, ...request } = options;
  const response = await z.request<T>({
    ...request,
    url: privateUrl(bundle, path),
    headers: { ...request.headers, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
  });
  return response.data;
}

/**
 * An Idempotency-Key for a Zap step: the step's own mapped key when the user gave one (say, the triggering event's
 * id), otherwise one derived from the Zap and the step's inputs, so a step Zapier replays (or a user re-runs) with
 * the same values is answered from the first attempt instead of acting twice. Zapier hands an integration no run
 * id. Without `derivedFrom` (steps that may rightly repeat with the same values) only a mapped key is sent.
 */
export function stepIdempotencyKey(bundle: Bundle, action: string, derivedFrom?: unknown[]): string | undefined {
  const given = bundle.inputData.idempotencyKey;
  if (typeof given === 'string' && given.trim()) return `zapier-${action}-${given.trim()}`.slice(0, 255);
  if (!derivedFrom) return undefined;
  const zap = bundle.meta?.zap?.id ?? 'no-zap';
  const digest = createHash('sha256')
    .update(JSON.stringify([zap, ...derivedFrom]))
    .digest('base64url');
  return `zapier-${action}-${digest}`;
}

/** The optional input that lets a Zap name its own Idempotency-Key. */
export const idempotencyKeyField = {
  key: 'idempotencyKey',
  label: 'Idempotency key',
  type: 'string' as const,
  required: false,
  helpText:
    'Optional: map a value unique to the triggering item (such as its ID) so that a replayed step never acts twice.',
};
