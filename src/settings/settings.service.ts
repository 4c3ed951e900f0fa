import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, notFound, validationFailed } from '../shared/errors';
import { isSupportedCurrency } from '../shared/currencies';
import { inTransaction } from '../db/sql';
import type { Store, Theme } from '../stores/store.entity';
import { storeFromRow } from '../stores/stores.service';
import { assertAcceptedCurrencies } from '../stores/store-currencies';
import { presentSettings } from './settings.presenter';
import { setStorefrontOrigins } from '../customers/storefront-origins';
import { findStoreJson, storefrontOriginsOf, updateStoreSettings } from '../stores/stores.repository';
import { checkShipping, syncShippingZones, type ShippingZoneInput } from './settings.shipping';
import {
  listShippingOptions,
  listShippingZones,
  listTaxRates,
  replaceTaxRates,
  type NewTaxRate,
} from './settings.repository';
import { providerSettingsView, saveProviderSettings, type ProviderSettingsInput } from '../payments/provider-settings';
import type { SecretKeyring } from '../secrets/secret-box';
import { returnPolicyOf, updateReturnPolicy, type ReturnPolicy } from './return-policy';
import {
  cartRecoverySettingsOf,
  updateCartRecoverySettings,
  type CartRecoverySettings,
} from '../cart-recovery/cart-recovery-settings';
import { draftOrderSettingsOf, updateDraftOrderSettings, type DraftOrderSettings } from './draft-order-settings';
import { restockSettingsOf, updateRestockSettings, type RestockSettings } from '../restock/restock-settings';
import { subscriptionSettingsOf, updateSubscriptionSettings, type SubscriptionSettings } from './subscription-settings';

export interface SettingsPatch {
  name?: string;
  currencies?: string[];
  defaultCurrency?: string;
  languages?: string[];
  defaultLanguage?: string;
  theme?: Theme;
  taxInclusive?: boolean;
  reviewAutoPublish?: boolean;
  paymentMethods?: string[];
  taxRates?: NewTaxRate[];
  shippingZones?: ShippingZoneInput[];
  storefrontOrigins?: string[];
  paymentProvider?: ProviderSettingsInput;
  returnPolicy?: Partial<ReturnPolicy>;
  cartRecovery?: Partial<CartRecoverySettings>;
  draftOrders?: Partial<DraftOrderSettings>;
  restockAlerts?: Partial<RestockSettings>;
  subscriptions?: Partial<SubscriptionSettings>;
}

export type SettingsView = ReturnType<typeof presentSettings>;

async function readStore(em: EntityManager, storeId: string, lock = false): Promise<Store> {
  const row = await findStoreJson(em, storeId, lock);
  if (!row) throw notFound('store', storeId);
  return storeFromRow(row);
}

export async function getSettings(em: EntityManager, storeId: string): Promise<SettingsView> {
  const store = await readStore(em, storeId);
  const taxRates = await listTaxRates(em, storeId);
  const zones = await listShippingZones(em, storeId);
  const options = await listShippingOptions(em, storeId);
  const storefrontOrigins = await storefrontOriginsOf(em, storeId);
  const paymentProvider = await providerSettingsView(em, storeId);
  const returnPolicy = await returnPolicyOf(em, storeId);
  const cartRecovery = await cartRecoverySettingsOf(em, storeId);
  const draftOrders = await draftOrderSettingsOf(em, storeId);
  const restockAlerts = await restockSettingsOf(em, storeId);
  const subscriptions = await subscriptionSettingsOf(em, storeId);
  return presentSettings({
    store,
    taxRates,
    zones,
    options,
    storefrontOrigins,
    paymentProvider,
    returnPolicy,
    cartRecovery,
    draftOrders,
    restockAlerts,
    subscriptions,
  });
}

/** The store after the patch: defaults must stay among the lists, and currencies must be ones we can price in. */
function mergeStore(store: Store, patch: SettingsPatch): Store {
  const merged: Store = { ...store, ...Object.fromEntries(Object.entries(patch).filter(([key]) => key in store)) };
  const unknown = merged.currencies.findIndex((c) => !isSupportedCurrency(c));
  if (unknown >= 0) {
    throw new DomainError('currency_not_supported', `${merged.currencies[unknown]} is not a currency we support.`, [
      {
        field: `body.currencies.${unknown}`,
        code: 'currency_not_supported',
        message: `${merged.currencies[unknown]} is not supported`,
      },
    ]);
  }
  if (!merged.currencies.includes(merged.defaultCurrency)) {
    throw validationFailed('defaultCurrency must be one of currencies.', [
      {
        field: 'body.defaultCurrency',
        code: 'enum',
        message: `${merged.defaultCurrency} is not one of ${merged.currencies.join(', ')}`,
      },
    ]);
  }
  if (!merged.languages.includes(merged.defaultLanguage)) {
    throw validationFailed('defaultLanguage must be one of languages.', [
      {
        field: 'body.defaultLanguage',
        code: 'enum',
        message: `${merged.defaultLanguage} is not one of ${merged.languages.join(', ')}`,
      },
    ]);
  }
  return merged;
}

function checkTaxRates(rates: NewTaxRate[]): void {
  const places = rates.map((r) => `${r.country}|${r.region ?? ''}`);
  const repeated = places.findIndex((p, i) => places.indexOf(p) !== i);
  if (repeated >= 0)
    throw validationFailed('Each country and region has at most one tax rate.', [
      {
        field: `body.taxRates.${repeated}`,
        code: 'uniqueItems',
        message: 'this country and region already has a rate',
      },
    ]);
}

/** keyring: opened only when the patch brings provider credentials to seal. */
export async function updateSettings(
  em: EntityManager,
  storeId: string,
  patch: SettingsPatch,
  keyring: () => SecretKeyring,
): Promise<SettingsView> {
  return inTransaction(em, async (tx) => {
    const store = mergeStore(await readStore(tx, storeId, true), patch);
    if (patch.taxRates) checkTaxRates(patch.taxRates);
    if (patch.shippingZones) assertAcceptedCurrencies(store, checkShipping(patch.shippingZones));
    await updateStoreSettings(tx, store);
    if (patch.taxRates) await replaceTaxRates(tx, storeId, patch.taxRates);
    if (patch.shippingZones) await syncShippingZones(tx, storeId, patch.shippingZones);
    if (patch.storefrontOrigins) await setStorefrontOrigins(tx, storeId, patch.storefrontOrigins);
    if (patch.paymentProvider) await saveProviderSettings(tx, keyring, storeId, patch.paymentProvider);
    if (patch.returnPolicy) await updateReturnPolicy(tx, storeId, patch.returnPolicy);
    if (patch.cartRecovery) await updateCartRecoverySettings(tx, storeId, patch.cartRecovery);
    if (patch.draftOrders) await updateDraftOrderSettings(tx, storeId, patch.draftOrders);
    if (patch.restockAlerts) await updateRestockSettings(tx, storeId, patch.restockAlerts);
    if (patch.subscriptions) await updateSubscriptionSettings(tx, storeId, patch.subscriptions);
    return getSettings(tx, storeId);
  });
}
