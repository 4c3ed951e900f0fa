import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A Standard Webhooks secret: `whsec_` plus 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return PREFIX + randomBytes(24).toString('base64');
}

function sign(secret: string, content: string): string {
  const key = Buffer.from(secret.slice(PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(content).digest('base64')}`;
}

/**
 * The Standard Webhooks headers. Each secret adds one signature (space-separated), so a receiver that still
 * holds the previous secret keeps verifying during a rotation.
 */
export function signedHeaders(
  secrets: string[],
  messageId: string,
  body: string,
  now = new Date(),
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000).toString();
  const content = `${messageId}.${timestamp}.${body}`;
  return {
    'webhook-id': messageId,
    'webhook-timestamp': timestamp,
    'webhook-signature': secrets.map((secret) => sign(secret, content)).join(' '),
  };
}
