import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { parseSecretsKey, SecretsKeyError, type SecretKeyring } from '../shared/secrets-key';

export { parseSecretsKey, SecretsKeyError, type SecretKeyring };

/**
 * Secrets at rest (payment provider keys, webhook signing secrets): AES-256-GCM under a master key from SECRETS_KEY.
 * SECRETS_KEY is a comma-separated list of `<keyId>:<32 bytes in base64>`; the first key seals, every listed key
 * opens, so a master key is rotated by putting a new one first: values move to it as they are saved again.
 * A sealed value names its key: `v1:<keyId>:<iv>:<tag>:<ciphertext>`, all base64url.
 * The purpose (table, column and row) is bound in as associated data, so a value copied to another row will not open.
 */
const VERSION = 'v1';

/** The keyring of SECRETS_KEY, or an error that says how to set it. */
export function keyringFrom(raw: string | undefined): SecretKeyring {
  if (!raw) {
    throw new SecretsKeyError(
      'SECRETS_KEY is not set: stored secrets cannot be sealed or opened. Generate one with ' +
        `node -e "console.log('k1:'+require('crypto').randomBytes(32).toString('base64'))"`,
    );
  }
  return parseSecretsKey(raw);
}

/** A new master key entry for SECRETS_KEY. */
export function newSecretsKey(keyId: string): string {
  return `${keyId}:${randomBytes(32).toString('base64')}`;
}

export function sealSecret(keyring: SecretKeyring, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyring.keys.get(keyring.sealingKeyId) as Buffer, iv);
  cipher.setAAD(Buffer.from(purpose));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    VERSION,
    keyring.sealingKeyId,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    ciphertext.toString('base64url'),
  ].join(':');
}

export const isSealed = (value: string) => value.startsWith(`${VERSION}:`);

/**
 * 32 bytes derived from the sealing master key and a purpose (HMAC-SHA256): the same purpose gives the same bytes
 * while that key seals, and no one without the key can compute them. For a secret a retry must be able to show
 * again without it being stored.
 */
export function derivedBytes(keyring: SecretKeyring, purpose: string): Buffer {
  return createHmac('sha256', keyring.keys.get(keyring.sealingKeyId) as Buffer)
    .update(purpose)
    .digest();
}

/** The key id a sealed value was sealed with (to find values still under an old master key). */
export const sealedKeyId = (sealed: string) => sealed.split(':')[1];

export function openSecret(keyring: SecretKeyring, purpose: string, sealed: string): string {
  const [version, keyId, iv, tag, ciphertext] = sealed.split(':');
  const key = keyring.keys.get(keyId);
  if (version !== VERSION || !key || !iv || !tag || ciphertext === undefined) {
    throw new SecretsKeyError(
      `A stored secret was sealed with master key "${keyId}", which SECRETS_KEY does not hold.`,
    );
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** How a secret is shown back: its kind prefix and last four characters, never more. */
export function maskSecret(plaintext: string): string {
  const prefix = /^[a-z]+_(?:test_|live_)?/.exec(plaintext)?.[0] ?? '';
  return `${prefix}…${plaintext.slice(-4)}`;
}
