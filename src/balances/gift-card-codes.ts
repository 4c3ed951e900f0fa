import { randomInt } from 'node:crypto';
import { sha256Hex } from '../shared/hashing';

/** Letters and digits a person reads back without confusion: no 0/O, 1/I/L, nor 5/S, 2/Z, 8/B. */
export const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const CODE_LENGTH = 16;

/** A new code, grouped by four for reading aloud (16 characters, about 74 bits). */
export function newGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code.match(/.{4}/g)!.join('-');
}

/** What a shopper typed, as stored: upper case, without spaces or dashes. */
export const normalizedCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');

/** The stored form: the code is never kept, only this hash (scoped to the store) and its last four characters. */
export const codeHashOf = (storeId: string, typed: string): string => sha256Hex(`${storeId}:${normalizedCode(typed)}`);

export const lastFourOf = (typed: string): string => normalizedCode(typed).slice(-4);
