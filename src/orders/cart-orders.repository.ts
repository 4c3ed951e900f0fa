import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows } from '../db/sql';
import { sql } from '../db/sql-template';

/** A cart's live order as cart recovery's report reads it: when it was placed and what it came to. */
export interface CartOrder {
  cartId: string;
  currency: string;
  totalAmount: number;
  createdAt: string;
}

/** The live (not payment-failed) orders of these carts of the store. */
export function liveOrdersOfCarts(em: EntityManager, storeId: string, cartIds: string[]): Promise<CartOrder[]> {
  if (cartIds.length === 0) return Promise.resolve([]);
  return queryRows<CartOrder>(
    em,
    sql`SELECT cart_id AS "cartId", currency, total_amount::float8 AS "totalAmount", created_at AS "createdAt"
          FROM orders WHERE store_id = ${storeId} AND cart_id = ANY(${cartIds}::text[]) AND payment_status <> 'failed'`,
  );
}
