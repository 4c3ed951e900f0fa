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
  customerId: string,
): Promise<{ email: string | null } | undefined> {
  return queryOne<{ email: string | null }>(
    em,
    sql`UPDATE carts c SET customer_id = cu.id, email = COALESCE(c.email, cu.email), updated_at = now()
          FROM customers cu
         WHERE cu.id = ${customerId} AND cu.store_id = ${storeId}
           AND c.store_id = ${storeId} AND c.token = ${cartToken} AND c.status = 'open' AND c.customer_id IS NULL
     RETURNING c.email`,
  );
}
