import type { EntityManager } from '@mikro-orm/postgresql';
import { findDraftOrderSettings, saveDraftOrderSettings } from './draft-order-settings.repository';

/** A store's draft-order settings; the AdminStoreSettings `draftOrders` of openapi.json. */
export interface DraftOrderSettings {
  /** How long a sent link stays payable, in seconds (not days) so that tests run the expiry in seconds. */
  linkExpirySeconds: number;
}

export const DEFAULT_DRAFT_ORDER_SETTINGS: DraftOrderSettings = { linkExpirySeconds: 7 * 24 * 3600 };

/** The saved settings over the default, so a field added later has its default for stores that saved before. */
export async function draftOrderSettingsOf(em: EntityManager, storeId: string): Promise<DraftOrderSettings> {
  return { ...DEFAULT_DRAFT_ORDER_SETTINGS, ...(await findDraftOrderSettings(em, storeId)) };
}

/** Only the fields given change. */
export async function updateDraftOrderSettings(
  em: EntityManager,
  storeId: string,
  patch: Partial<DraftOrderSettings>,
): Promise<void> {
  await saveDraftOrderSettings(em, storeId, { ...(await draftOrderSettingsOf(em, storeId)), ...patch });
}
