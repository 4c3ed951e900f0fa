import { randomInt } from 'node:crypto';
import { sha256Hex } from '../shared/hashing';

/** Letters and digits a person reads back without confusion: no 0/O, 1/I/L, nor 5/S, 2/Z, 8/B. */
export const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const CODE_LENGTH = 16;

/** A new code, grouped by four for reading aloud (16 characters, about 74 bits). */
export function newGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return grouped(code);
}

const grouped = (code: string) => code.match(/.{4}/g)!.join('-');

/**
 * A code drawn from a stream of secret bytes (round 0, 1, … of a derivation), each byte below 250 giving one
 * character so that every character is equally likely: the same stream gives the same code.
 */
export function giftCardCodeFrom(bytesOfRound: (round: number) => Buffer): string {
  let code = '';
  for (let round = 0; code.length < CODE_LENGTH; round += 1)
    for (const byte of bytesOfRound(round))
      if (byte < 250 && code.length < CODE_LENGTH) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return grouped(code);
}

/** What a shopper typed, as stored: upper case, without spaces or dashes. */
export const normalizedCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');

/** The stored form: the code is never kept, only this hash (scoped to the store) and its last four characters. */
export const codeHashOf = (storeId: string, typed: string): string => sha256Hex(`${storeId}:${normalizedCode(typed)}`);

export const lastFourOf = (typed: string): string => normalizedCode(typed).slice(-4);
