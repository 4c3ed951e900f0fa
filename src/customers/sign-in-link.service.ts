import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import type { OutgoingMail } from '../mail/mailer';
import { renderSignInMail } from '../mail/sign-in-mail';
import { hashSecretToken, newSecretToken } from './secret-tokens';

export const SIGN_IN_TOKEN_MINUTES = 15;

export interface SignInLinkRequest {
  storeId: string;
  email: string;
  redirectUrl: string;
}

/** The redirect URL with the token added as the `token` query parameter. */
export function linkWithToken(redirectUrl: string, token: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Makes a single-use sign-in token for an account with this e-mail and renders the e-mail carrying it.
 * An address without an account gets nothing, and the caller cannot tell the difference.
 */
export async function issueSignInLink(
  em: EntityManager,
  request: SignInLinkRequest,
): Promise<OutgoingMail | undefined> {
  const account = await queryOne<{ id: string; email: string; store_name: string; language: string }>(
    em,
    `SELECT c.id, c.email, s.name AS store_name, s.default_language AS language
       FROM customers c JOIN stores s ON s.id = c.store_id
      WHERE c.store_id = ? AND lower(c.email) = lower(?) AND c.has_account`,
    [request.storeId, request.email.trim()],
  );
  if (!account) return undefined;
  const token = newSecretToken();
  await execute(
    em,
    `INSERT INTO customer_auth_tokens (token_hash, store_id, customer_id, redirect_url, expires_at)
     VALUES (?, ?, ?, ?, now() + make_interval(mins => ?))`,
    [hashSecretToken(token), request.storeId, account.id, request.redirectUrl, SIGN_IN_TOKEN_MINUTES],
  );
  return renderSignInMail({
    to: account.email,
    storeName: account.store_name,
    language: account.language,
    link: linkWithToken(request.redirectUrl, token),
    expiresInMinutes: SIGN_IN_TOKEN_MINUTES,
  });
}

/** Uses up a sign-in token: answers its customer once, never again, and never after 15 minutes. */
export async function consumeSignInToken(
  em: EntityManager,
  storeId: string,
  token: string,
): Promise<string | undefined> {
  const row = await queryOne<{ customer_id: string }>(
    em,
    `UPDATE customer_auth_tokens SET used_at = now()
      WHERE token_hash = ? AND store_id = ? AND used_at IS NULL AND expires_at > now()
      RETURNING customer_id`,
    [hashSecretToken(token), storeId],
  );
  return row?.customer_id;
}
