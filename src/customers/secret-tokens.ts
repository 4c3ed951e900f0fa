import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe; sign-in tokens go bare into links, session tokens carry a `cs_` prefix. */
export const newSecretToken = (prefix = ''): string => `${prefix}${randomBytes(32).toString('base64url')}`;

/** Only this hash is stored, so a leaked table holds no usable token. */
export const hashSecretToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const SESSION_TOKEN = /^cs_[A-Za-z0-9_-]{43}$/;
