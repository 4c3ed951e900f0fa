import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import type { EntityRow } from '../db/entity-row';
import type { CustomerAuthTokenSchema } from './customer-auth-token.entity';

/** Stores a sign-in token's hash for a customer, usable once within `minutes`. */
export async function insertSignInToken(
  em: EntityManager,
  token: { hash: string; storeId: string; customerId: string; redirectUrl: string; minutes: number },
): Promise<void> {
  await execute(
    em,
    `INSERT INTO customer_auth_tokens (token_hash, store_id, customer_id, redirect_url, expires_at)
     VALUES (?, ?, ?, ?, now() + make_interval(mins => ?))`,
    [token.hash, token.storeId, token.customerId, token.redirectUrl, token.minutes],
  );
}

/** Marks an unused, unexpired token used and answers its customer; undefined for any other token. */
export async function useSignInToken(em: EntityManager, storeId: string, hash: string): Promise<string | undefined> {
  const row = await queryOne<Pick<EntityRow<typeof CustomerAuthTokenSchema>, 'customer_id'>>(
    em,
    `UPDATE customer_auth_tokens SET used_at = now()
      WHERE token_hash = ? AND store_id = ? AND used_at IS NULL AND expires_at > now()
      RETURNING customer_id`,
    [hash, storeId],
  );
  return row?.customer_id;
}

/** Deletes the tokens past their expiry; answers how many. */
export function purgeExpiredSignInTokens(em: EntityManager): Promise<number> {
  return execute(em, 'DELETE FROM customer_auth_tokens WHERE expires_at < now()');
}
