import type { EntityManager } from '@mikro-orm/postgresql';
import { findRestockSettings, saveRestockSettings } from './restock.repository';

/** A store's back-in-stock alerts; the AdminStoreSettings `restockAlerts` of openapi.json. */
export interface RestockSettings {
  /** A batch mails at most `available × batchFactor` waiting shoppers (k > 1 as some of them won't buy). */
  batchFactor: number;
  /** The pause between batches, after which stock is read again; seconds, so that tests run in seconds. */
  batchIntervalSeconds: number;
  /** How long a sign-up waits before it expires, in days (fractions allowed, so tests expire in seconds). */
  signupValidityDays: number;
  /** The storefront page the mails link to (`?variant=<id>` is added); the API's base URL when null. */
  productUrl: string | null;
}

export const DEFAULT_RESTOCK: RestockSettings = {
  batchFactor: 2,
  batchIntervalSeconds: 3600,
  signupValidityDays: 90,
  productUrl: null,
};

/** The saved settings over the default, so a field added later has its default for stores that saved before. */
export async function restockSettingsOf(em: EntityManager, storeId: string): Promise<RestockSettings> {
  return { ...DEFAULT_RESTOCK, ...(await findRestockSettings(em, storeId)) };
}

/** Only the fields given change. */
export async function updateRestockSettings(
  em: EntityManager,
  storeId: string,
  patch: Partial<RestockSettings>,
): Promise<void> {
  await saveRestockSettings(em, storeId, { ...(await restockSettingsOf(em, storeId)), ...patch });
}
