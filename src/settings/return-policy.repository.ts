import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';

/** The store's return policy as saved (absent: the store keeps the default policy). */
export async function findReturnPolicy(em: EntityManager, storeId: string): Promise<Record<string, unknown> | null> {
  const rows = await queryRows<{ policy: Record<string, unknown> }>(
    em,
    sql`SELECT policy FROM return_policies WHERE store_id = ${storeId}`,
  );
  return rows[0]?.policy ?? null;
}

export async function saveReturnPolicy(em: EntityManager, storeId: string, policy: object): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO return_policies (store_id, policy) VALUES (${storeId}, ${JSON.stringify(policy)}::jsonb)
        ON CONFLICT (store_id) DO UPDATE SET policy = EXCLUDED.policy, updated_at = clock_timestamp()`,
  );
}
