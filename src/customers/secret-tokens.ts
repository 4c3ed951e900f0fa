import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../shared/hashing';

/** 32 random bytes, URL-safe; sign-in tokens go bare into links, session tokens carry a `cs_` prefix. */
export const newSecretToken = (prefix = ''): string => `${prefix}${randomBytes(32).toString('base64url')}`;

/** Only this hash is stored, so a leaked table holds no usable token. */
export const hashSecretToken = sha256Hex;

export const SESSION_TOKEN = /^cs_[A-Za-z0-9_-]{43}$/;
