import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { sql } from '../db/sql-template';

export async function findSubscriptionSettings(
  em: EntityManager,
  storeId: string,
): Promise<Record<string, unknown> | null> {
  const row = await queryOne<{ settings: Record<string, unknown> }>(
    em,
    sql`SELECT settings FROM subscription_settings WHERE store_id = ${storeId}`,
  );
  return row?.settings ?? null;
}

export async function saveSubscriptionSettings(em: EntityManager, storeId: string, settings: object): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO subscription_settings (store_id, settings) VALUES (${storeId}, ${JSON.stringify(settings)}::jsonb)
        ON CONFLICT (store_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = clock_timestamp()`,
  );
}
