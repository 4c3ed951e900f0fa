import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutgoingMail } from '../mail/mailer';
import { renderSignInMail } from '../mail/sign-in-mail';
import { storeMailIdentity } from '../stores/stores.repository';
import { findAccountByEmail } from './customers.repository';
import { hashSecretToken, newSecretToken } from './secret-tokens';
import { insertSignInToken, useSignInToken } from './sign-in-tokens.repository';

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
  const account = await findAccountByEmail(em, request.storeId, request.email.trim());
  const store = account && (await storeMailIdentity(em, request.storeId));
  if (!account || !store) return undefined;
  const token = newSecretToken();
  await insertSignInToken(em, {
    hash: hashSecretToken(token),
    storeId: request.storeId,
    customerId: account.id,
    redirectUrl: request.redirectUrl,
    minutes: SIGN_IN_TOKEN_MINUTES,
  });
  return renderSignInMail({
    to: account.email,
    storeName: store.store_name,
    language: store.language,
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
  return useSignInToken(em, storeId, hashSecretToken(token));
}
