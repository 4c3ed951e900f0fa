import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { sql } from '../db/sql-template';

export interface LockedVariant {
  id: string;
  product_id: string;
  sku: string;
  stock_on_hand: number;
  stock_reserved: number;
}

/** Locks the variant row: concurrent adjustments of one variant queue here, so none is lost. */
export async function lockVariant(
  em: EntityManager,
  storeId: string,
  productId: string,
  variantId: string,
): Promise<LockedVariant | undefined> {
  return queryOne<LockedVariant>(
    em,
    sql`SELECT id, product_id, sku, stock_on_hand, stock_reserved FROM variants
         WHERE id = ${variantId} AND product_id = ${productId} AND store_id = ${storeId} FOR UPDATE`,
  );
}

export async function setStockOnHand(em: EntityManager, variantId: string, onHand: number): Promise<void> {
  await execute(em, sql`UPDATE variants SET stock_on_hand = ${onHand}, updated_at = now() WHERE id = ${variantId}`);
}
