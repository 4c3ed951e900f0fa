import type { Config } from '../config';
import { keyringIfSet, keyringOf } from '../secrets/keyring';
import { isSealed, openSecret, sealSecret } from '../secrets/secret-box';

/**
 * A kept answer is stored sealed, as every other secret at rest: some answers carry a secret shown once (an API
 * key's secret, a webhook's signing secret, a gift card's code), and the row lives 24 h. Without a usable
 * SECRETS_KEY (development only: production refuses to start without one) it is kept as it was sent.
 */
const purposeOf = (scope: string) => `idempotency_keys.response_body:${scope}`;

/** The JSON text to store for an answer's JSON text. */
export function sealAnswer(config: Pick<Config, 'secretsKey'>, scope: string, answerJson: string): string {
  const keyring = keyringIfSet(config);
  return keyring ? JSON.stringify(sealSecret(keyring, purposeOf(scope), answerJson)) : answerJson;
}

/** The answer's JSON text from what was stored (sealed, or kept as sent before answers were sealed). */
export function openAnswer(config: Pick<Config, 'secretsKey'>, scope: string, storedJson: string): string {
  const stored: unknown = JSON.parse(storedJson);
  if (typeof stored !== 'string' || !isSealed(stored)) return storedJson;
  const keyring = keyringOf(config);
  return openSecret(keyring, purposeOf(scope), stored);
}
