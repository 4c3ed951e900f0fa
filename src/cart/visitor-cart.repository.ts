import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { sql } from '../db/sql-template';

/** On sign-in the visitor's open cart becomes the customer's; an e-mail the cart already has stays. */
export async function adoptOpenCart(
  em: EntityManager,
  storeId: string,
  cartToken: string,
  customer: { id: string; email: string },
): Promise<void> {
  await execute(
    em,
    sql`UPDATE carts SET customer_id = ${customer.id}, email = COALESCE(email, ${customer.email}), updated_at = now()
         WHERE store_id = ${storeId} AND token = ${cartToken} AND status = 'open'`,
  );
}

/**
 * A signed-in shopper's change of a cart that is no shopper's yet (one started after sign-in, say after an order):
 * the cart becomes theirs as at sign-in, its e-mail the account's when it has none. Answers the cart's e-mail when
 * it was claimed, nothing otherwise (another shopper's cart, or already theirs).
 */
export async function claimCartForShopper(
  em: EntityManager,
  storeId: string,
  cartToken: string,
  shopper: { customerId: string; email: string | null },
): Promise<{ email: string | null } | undefined> {
  return queryOne<{ email: string | null }>(
    em,
    sql`UPDATE carts
           SET customer_id = ${shopper.customerId}, email = COALESCE(email, ${shopper.email}), updated_at = now()
         WHERE store_id = ${storeId} AND token = ${cartToken} AND status = 'open' AND customer_id IS NULL
     RETURNING email`,
  );
}
