import { sha256Hex } from '../shared/hashing';
import { randomBase62 } from '../shared/ids';
import type { KeyType } from './api-key.entity';

const PREFIX: Record<KeyType, string> = { publishable: 'pk_live_', secret: 'sk_live_' };

export function generateKey(type: KeyType): string {
  return PREFIX[type] + randomBase62(32);
}

/** Only hashes are stored: a leaked database does not leak usable keys. */
export const hashKey = sha256Hex;

export function keyTypeOf(key: string): KeyType | undefined {
  if (key.startsWith(PREFIX.publishable)) return 'publishable';
  if (key.startsWith(PREFIX.secret)) return 'secret';
  return undefined;
}

export function maskKey(type: KeyType, lastFour: string): string {
  return `${PREFIX[type]}${'*'.repeat(28)}${lastFour}`;
}
