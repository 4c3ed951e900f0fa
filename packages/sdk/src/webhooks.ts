import type { webhooks } from './generated/openapi.js';

/** Every event type the spec's `webhooks` declares. */
export type WebhookEventType = keyof webhooks;

type DeliveredBody<K extends WebhookEventType> = webhooks[K]['post'] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** A delivered event; narrow it with `switch (event.type)`. */
export type WebhookEvent<T extends WebhookEventType = WebhookEventType> = { [K in T]: DeliveredBody<K> }[T];

export type WebhookVerificationFailure =
  'missing_headers' | 'timestamp_out_of_range' | 'invalid_signature' | 'invalid_payload';

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';

  constructor(
    readonly reason: WebhookVerificationFailure,
    message: string,
  ) {
    super(message);
  }
}

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** How far the signing time may be from now, either way; default 300 s (Standard Webhooks' advice). */
  toleranceSeconds?: number;
  now?: Date;
}

const SECRET_PREFIX = 'whsec_';
const encoder = new TextEncoder();

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(entry) ? entry[0] : entry;
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

function signedContent(id: string, timestamp: string, payload: Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = encoder.encode(`${id}.${timestamp}.`);
  const content = new Uint8Array(prefix.length + payload.length);
  content.set(prefix);
  content.set(payload, prefix.length);
  return content;
}

/**
 * Checks a delivery's Standard Webhooks signature (any of the space-separated `v1,` ones, so a rotation verifies
 * with either secret) and its timestamp, then answers the typed event. `payload` must be the raw body, unparsed.
 * Web Crypto only, so it runs in Node 20+, Deno, Bun, browsers and edge runtimes.
 */
export async function verifyWebhook(
  payload: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) {
    throw new WebhookVerificationError(
      'missing_headers',
      'webhook-id, webhook-timestamp and webhook-signature are required.',
    );
  }
  const now = (options.now ?? new Date()).getTime() / 1000;
  if (!/^\d+$/.test(timestamp) || Math.abs(now - Number(timestamp)) > (options.toleranceSeconds ?? 300)) {
    throw new WebhookVerificationError('timestamp_out_of_range', 'The webhook-timestamp is too far from now.');
  }
  const keyBytes = fromBase64(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret);
  if (!keyBytes) throw new TypeError('The webhook secret is not a whsec_ secret.');
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const body = typeof payload === 'string' ? encoder.encode(payload) : payload;
  const content = signedContent(id, timestamp, body);
  let verified = false;
  for (const entry of signatures.split(' ')) {
    const [version, signature] = entry.split(',');
    const bytes = version === 'v1' && signature ? fromBase64(signature) : undefined;
    // subtle.verify compares in constant time.
    if (bytes && (await crypto.subtle.verify('HMAC', key, bytes, content))) verified = true;
  }
  if (!verified)
    throw new WebhookVerificationError('invalid_signature', 'No webhook-signature matches this payload and secret.');
  let event: WebhookEvent;
  try {
    event = JSON.parse(typeof payload === 'string' ? payload : new TextDecoder().decode(payload));
  } catch {
    throw new WebhookVerificationError('invalid_payload', 'The signed payload is not JSON.');
  }
  if (event.id !== id) throw new WebhookVerificationError('invalid_payload', 'The event id differs from webhook-id.');
  return event;
}
