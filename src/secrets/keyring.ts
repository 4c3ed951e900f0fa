import type { Config } from '../config';
import { DomainError } from '../shared/errors';
import { keyringFrom, SecretsKeyError, type SecretKeyring } from './secret-box';

let parsed: { raw: string | undefined; keyring: SecretKeyring } | undefined;

/** The keyring of the configured SECRETS_KEY, parsed once; without a usable one, a 503 that says how to set it. */
export function keyringOf(config: Pick<Config, 'secretsKey'>): SecretKeyring {
  if (parsed && parsed.raw === config.secretsKey) return parsed.keyring;
  try {
    parsed = { raw: config.secretsKey, keyring: keyringFrom(config.secretsKey) };
  } catch (error) {
    if (error instanceof SecretsKeyError)
      throw new DomainError('service_unavailable', `The server cannot store or read secrets: ${error.message}`);
    throw error;
  }
  return parsed.keyring;
}

/** The keyring, or undefined without a usable SECRETS_KEY (development only: production refuses to start so). */
export function keyringIfSet(config: Pick<Config, 'secretsKey'>): SecretKeyring | undefined {
  try {
    return keyringOf(config);
  } catch {
    return undefined;
  }
}
