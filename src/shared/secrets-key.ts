/**
 * The form of SECRETS_KEY: a comma-separated list of `<keyId>:<32 bytes in base64>`, the first key sealing. Parsed by
 * src/secrets/secret-box.ts, which seals with it, and by the configuration, which refuses a malformed one at start.
 */
export interface SecretKeyring {
  sealingKeyId: string;
  keys: ReadonlyMap<string, Buffer>;
}

const KEY_ID = /^[A-Za-z0-9_-]{1,40}$/;

export class SecretsKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretsKeyError';
  }
}

export function parseSecretsKey(raw: string): SecretKeyring {
  const keys = new Map<string, Buffer>();
  for (const entry of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [id, encoded] = entry.split(':', 2);
    const key = Buffer.from(encoded ?? '', 'base64');
    if (!KEY_ID.test(id) || key.length !== 32) {
      throw new SecretsKeyError(
        'SECRETS_KEY must be "<keyId>:<32 random bytes in base64>" (several comma-separated, the first seals).',
      );
    }
    keys.set(id, key);
  }
  const [sealingKeyId] = keys.keys();
  if (!sealingKeyId) throw new SecretsKeyError('SECRETS_KEY is empty.');
  return { sealingKeyId, keys };
}
