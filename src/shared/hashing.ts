import { createHash } from 'node:crypto';

/** SHA-256 of a text as hex: what is stored in place of keys and tokens, and what scopes idempotency records. */
export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
