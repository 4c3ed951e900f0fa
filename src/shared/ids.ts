import { randomBytes } from 'node:crypto';

export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export type IdPrefix =
  | 'str' | 'prod' | 'var' | 'med' | 'cat' | 'rev' | 'cart' | 'li' | 'disc' | 'ord' | 'pay' | 'ref' | 'ful'
  | 'cus' | 'conv' | 'msg' | 'whe' | 'evt' | 'whd' | 'key' | 'ship' | 'tax' | 'zone' | 'sess' | 'stk';

/** Random base62 with rejection sampling, so every character is equally likely. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBase62(24)}`;
}
