/** The part of Web Storage the widget uses; injected so the state logic runs (and is tested) outside a browser. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage that forgets on reload: for pages where localStorage is blocked (private modes, sandboxed frames). */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

type RandomBytes = (length: number) => Uint8Array;
const cryptoRandom: RandomBytes = (length) =>
  (globalThis as unknown as { crypto: { getRandomValues(bytes: Uint8Array): Uint8Array } }).crypto.getRandomValues(
    new Uint8Array(length),
  );

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 characters of [A-Za-z0-9] from a crypto-random source (190 bits; the API takes 16 to 128 of [A-Za-z0-9_-]). */
export function randomToken(random: RandomBytes = cryptoRandom): string {
  // 62 * 4 = 248: rejecting bytes from 248 up keeps every character equally likely.
  let token = '';
  while (token.length < 32) {
    for (const byte of random(48)) if (byte < 248 && token.length < 32) token += ALPHABET[byte % 62];
  }
  return token;
}
