import type { EntityManager } from '@mikro-orm/postgresql';
import { execute } from '../db/sql';
import { sql } from '../db/sql-template';

/** Takes variants the catalogue removes out of every cart. */
export async function deleteCartLinesOfVariants(em: EntityManager, variantIds: string[]): Promise<void> {
  await execute(em, sql`DELETE FROM cart_lines WHERE variant_id = ANY(${variantIds})`);
}

/** Takes a product out of the open carts (an archived product stays in carts already checked out). */
export async function deleteOpenCartLinesOfProduct(em: EntityManager, productId: string): Promise<void> {
  await execute(
    em,
    sql`DELETE FROM cart_lines WHERE product_id = ${productId} AND cart_id IN (SELECT id FROM carts
      WHERE status = 'open')`,
  );
}

/** Takes a product the catalogue deletes out of every cart. */
export async function deleteCartLinesOfProduct(em: EntityManager, productId: string): Promise<void> {
  await execute(em, sql`DELETE FROM cart_lines WHERE product_id = ${productId}`);
}
