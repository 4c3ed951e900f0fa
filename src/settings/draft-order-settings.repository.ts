import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { sql } from '../db/sql-template';

export async function findDraftOrderSettings(
  em: EntityManager,
  storeId: string,
): Promise<Record<string, unknown> | null> {
  const row = await queryOne<{ settings: Record<string, unknown> }>(
    em,
    sql`SELECT settings FROM draft_order_settings WHERE store_id = ${storeId}`,
  );
  return row?.settings ?? null;
}

export async function saveDraftOrderSettings(em: EntityManager, storeId: string, settings: object): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO draft_order_settings (store_id, settings) VALUES (${storeId}, ${JSON.stringify(settings)}::jsonb)
        ON CONFLICT (store_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = clock_timestamp()`,
  );
}
