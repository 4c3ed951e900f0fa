import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import { keyringOf } from '../secrets/keyring';
import { DomainError } from '../shared/errors';

/** What an alert mail's link grants: confirming one sign-up (double opt-in), or ending it. */
export interface RestockGrant {
  kind: 'confirm' | 'unsubscribe';
  storeId: string;
  signupId: string;
}

type Keys = Pick<Config, 'secretsKey'>;

/** A key of its own (HKDF of each master key), so no other signed link of the service verifies here. */
function signatureOf(masterKey: Buffer, body: string): string {
  const key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'commerce-service restock alert link', 32));
  return createHmac('sha256', key).update(body).digest('base64url');
}

/** `<payload>.<signature>`, both base64url, so the token fits a query string as it is. */
export function signRestockToken(config: Keys, grant: RestockGrant): string {
  const keyring = keyringOf(config);
  const body = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${body}.${signatureOf(keyring.keys.get(keyring.sealingKeyId) as Buffer, body)}`;
}

/** The grant of a token signed under any listed key, of this kind: 403 `restock_link_invalid` otherwise. */
export function verifyRestockToken(config: Keys, token: string, kind: RestockGrant['kind']): RestockGrant {
  const [body, signature = ''] = token.split('.');
  const given = Buffer.from(signature);
  const verifies = [...keyringOf(config).keys.values()].some((key) => {
    const expected = Buffer.from(signatureOf(key, body));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  const grant = verifies ? (JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as RestockGrant) : null;
  if (!grant || grant.kind !== kind)
    throw new DomainError(
      'restock_link_invalid',
      'This link is not valid; open the latest e-mail from the store again.',
    );
  return grant;
}
