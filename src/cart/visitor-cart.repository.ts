import type { EntityManager } from '@mikro-orm/postgresql';
import { execute } from '../db/sql';
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
