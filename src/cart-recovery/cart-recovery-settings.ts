import type { EntityManager } from '@mikro-orm/postgresql';
import { findCartRecoverySettings, saveCartRecoverySettings } from './cart-recovery.repository';

/** A store's abandoned-cart recovery; the AdminStoreSettings `cartRecovery` of openapi.json. */
export interface CartRecoverySettings {
  enabled: boolean;
  /** Idle time before each step's mail, in seconds (not hours) so that tests run the sequence in seconds. */
  delaysSeconds: number[];
  /** A discount code offered in the last step's mail. */
  lastStepDiscountCode: string | null;
  /** The storefront page whose widget restores a cart from `?cartRecovery=<token>`; the API's base URL if unset. */
  cartUrl: string | null;
  /** How long a mail's restore link works. */
  linkValiditySeconds: number;
}

const HOUR_SECONDS = 3600;

export const DEFAULT_CART_RECOVERY: CartRecoverySettings = {
  enabled: false,
  delaysSeconds: [HOUR_SECONDS, 24 * HOUR_SECONDS, 72 * HOUR_SECONDS],
  lastStepDiscountCode: null,
  cartUrl: null,
  linkValiditySeconds: 7 * 24 * HOUR_SECONDS,
};

/** The saved settings over the default, so a field added later has its default for stores that saved before. */
export async function cartRecoverySettingsOf(em: EntityManager, storeId: string): Promise<CartRecoverySettings> {
  return { ...DEFAULT_CART_RECOVERY, ...(await findCartRecoverySettings(em, storeId)) };
}

/** Only the fields given change. */
export async function updateCartRecoverySettings(
  em: EntityManager,
  storeId: string,
  patch: Partial<CartRecoverySettings>,
): Promise<void> {
  await saveCartRecoverySettings(em, storeId, { ...(await cartRecoverySettingsOf(em, storeId)), ...patch });
}
