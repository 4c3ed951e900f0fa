import type { EntityManager } from '@mikro-orm/postgresql';
import { findSubscriptionSettings, saveSubscriptionSettings } from './subscription-settings.repository';

/** A store's subscription dunning; the AdminStoreSettings `subscriptions` of openapi.json. */
export interface SubscriptionSettings {
  /** Days after a failed renewal charge at which it is tried again (fractions allowed: tests run them in seconds). */
  dunningRetryDays: number[];
  /** What the last failed retry does to the subscription. */
  afterLastRetry: 'pause' | 'cancel';
  /** The storefront's account page the dunning mail links to (`?subscription=<id>`); the API's base URL when null. */
  accountUrl: string | null;
}

export const DEFAULT_SUBSCRIPTION_SETTINGS: SubscriptionSettings = {
  dunningRetryDays: [1, 3, 7],
  afterLastRetry: 'pause',
  accountUrl: null,
};

/** The saved settings over the default, so a field added later has its default for stores that saved before. */
export async function subscriptionSettingsOf(em: EntityManager, storeId: string): Promise<SubscriptionSettings> {
  return { ...DEFAULT_SUBSCRIPTION_SETTINGS, ...(await findSubscriptionSettings(em, storeId)) };
}

/** Only the fields given change. */
export async function updateSubscriptionSettings(
  em: EntityManager,
  storeId: string,
  patch: Partial<SubscriptionSettings>,
): Promise<void> {
  await saveSubscriptionSettings(em, storeId, { ...(await subscriptionSettingsOf(em, storeId)), ...patch });
}
