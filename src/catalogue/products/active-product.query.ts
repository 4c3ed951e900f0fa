import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne } from '../../db/sql';
import { sql, type Sql } from '../../db/sql-template';

/** Whether the store's product is on sale, as a condition another domain's statement can read in its own round trip. */
export const activeProductExists = (storeId: string, productId: string): Sql =>
  sql`EXISTS (SELECT 1 FROM products WHERE id = ${productId} AND store_id = ${storeId} AND status = 'active')`;

export async function isActiveProduct(em: EntityManager, storeId: string, productId: string): Promise<boolean> {
  const row = await queryOne<{ active: boolean }>(em, sql`SELECT ${activeProductExists(storeId, productId)} AS active`);
  return row?.active === true;
}
