const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A crypto-random token of URL-safe characters (6 bits each), usable as a cart token or an idempotency key.
 * getRandomValues, unlike randomUUID, also exists outside secure contexts (a storefront on plain http).
 */
export function randomToken(length = 32): string {
  let token = '';
  for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(length))) token += ALPHABET[byte & 63];
  return token;
}
