import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import { keyringOf } from '../secrets/keyring';
import { DomainError } from '../shared/errors';

/** What a recovery mail's link grants: restoring one cart (until it expires), or unsubscribing one address. */
export type RecoveryGrant =
  | { kind: 'restore'; storeId: string; cartId: string; expires: number }
  | { kind: 'unsubscribe'; storeId: string; email: string };

type Keys = Pick<Config, 'secretsKey'>;

/** Derived (HKDF) from each master key, so the master key never signs anything readable and rotation retires links. */
function signatureOf(masterKey: Buffer, body: string): string {
  const key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'commerce-service cart recovery link', 32));
  return createHmac('sha256', key).update(body).digest('base64url');
}

/** `<payload>.<signature>`, both base64url, so the token fits a query string as it is. */
export function signRecoveryToken(config: Keys, grant: RecoveryGrant): string {
  const keyring = keyringOf(config);
  const body = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${body}.${signatureOf(keyring.keys.get(keyring.sealingKeyId) as Buffer, body)}`;
}

const invalid = () =>
  new DomainError('recovery_link_invalid', 'This link is not valid; open the latest e-mail from the store again.');

/**
 * The grant of a token signed under any listed key (for this store, when one is given): 403 when it is not, 410 when
 * its time is up.
 */
export function verifyRecoveryToken<K extends RecoveryGrant['kind']>(
  config: Keys,
  token: string,
  kind: K,
  storeId: string | null,
  now = Date.now(),
): Extract<RecoveryGrant, { kind: K }> {
  const [body, signature = ''] = token.split('.');
  const given = Buffer.from(signature);
  const verifies = [...keyringOf(config).keys.values()].some((key) => {
    const expected = Buffer.from(signatureOf(key, body));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!verifies) throw invalid();
  const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as RecoveryGrant;
  if (grant.kind !== kind || (storeId !== null && grant.storeId !== storeId)) throw invalid();
  if (grant.kind === 'restore' && grant.expires * 1000 <= now)
    throw new DomainError('recovery_link_expired', 'This link has expired; the cart can no longer be restored by it.', {
      expiredAt: new Date(grant.expires * 1000).toISOString(),
    });
  return grant as Extract<RecoveryGrant, { kind: K }>;
}
