import { hash } from 'node:crypto';

/**
 * SHA-256 of a text as hex: what is stored in place of keys and tokens, and what scopes idempotency records. The
 * one-shot hash is a third of the cost of createHash's object (0.26 µs against 0.8 µs for a key), and every public
 * request hashes its publishable key.
 */
export const sha256Hex = (text: string): string => hash('sha256', text, 'hex');
