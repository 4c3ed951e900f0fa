import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { sql } from '../db/sql-template';

/** A store's draft-order settings; the AdminStoreSettings `draftOrders` of openapi.json. */
export interface DraftOrderSettings {
  /** How long a sent link stays payable, in seconds (not days) so that tests run the expiry in seconds. */
  linkExpirySeconds: number;
}

export const DEFAULT_DRAFT_ORDER_SETTINGS: DraftOrderSettings = { linkExpirySeconds: 7 * 24 * 3600 };

/** The saved settings over the default, so a field added later has its default for stores that saved before. */
export async function draftOrderSettingsOf(em: EntityManager, storeId: string): Promise<DraftOrderSettings> {
  const row = await queryOne<{ settings: Partial<DraftOrderSettings> }>(
    em,
    sql`SELECT settings FROM draft_order_settings WHERE store_id = ${storeId}`,
  );
  return { ...DEFAULT_DRAFT_ORDER_SETTINGS, ...row?.settings };
}

/** Only the fields given change. */
export async function updateDraftOrderSettings(
  em: EntityManager,
  storeId: string,
  patch: Partial<DraftOrderSettings>,
): Promise<void> {
  const settings = { ...(await draftOrderSettingsOf(em, storeId)), ...patch };
  await execute(
    em,
    sql`INSERT INTO draft_order_settings (store_id, settings) VALUES (${storeId}, ${JSON.stringify(settings)}::jsonb)
        ON CONFLICT (store_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = clock_timestamp()`,
  );
}
