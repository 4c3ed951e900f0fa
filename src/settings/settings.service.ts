import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound, validationFailed } from '../shared/errors';
import { isSupportedCurrency } from '../shared/currencies';
import { newId } from '../shared/ids';
import { execute, inTransaction, queryOne, queryRows } from '../db/sql';
import { textArray } from '../db/pg-array';
import type { Store, Theme } from '../stores/store.entity';
import { storeFromRow } from '../stores/stores.service';
import { assertAcceptedCurrencies } from '../stores/store-currencies';
import { presentSettings, type OptionRow, type TaxRateRow, type ZoneRow } from './settings.presenter';
import { setStorefrontOrigins } from '../customers/storefront-origins';
import { storefrontOriginsOf } from '../stores/stores.repository';
import { checkShipping, syncShippingZones, type ShippingZoneInput } from './settings.shipping';
import { providerSettingsView, saveProviderSettings, type ProviderSettingsInput } from '../payments/provider-settings';
import type { SecretKeyring } from '../secrets/secret-box';

export interface TaxRateInput {
  country: string;
  region?: string | null;
  name: string;
  rateBasisPoints: number;
}

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
  taxRates?: TaxRateInput[];
  shippingZones?: ShippingZoneInput[];
  storefrontOrigins?: string[];
  paymentProvider?: ProviderSettingsInput;
}

export type SettingsView = ReturnType<typeof presentSettings>;

async function readStore(em: EntityManager, storeId: string, lock = false): Promise<Store> {
  const row = await queryOne<{ store: Record<string, unknown> }>(
    em,
    `SELECT row_to_json(s) AS store FROM stores s WHERE s.id = ?${lock ? ' FOR UPDATE' : ''}`,
    [storeId],
  );
  if (!row) throw notFound('store', storeId);
  return storeFromRow(row.store);
}

export async function getSettings(em: EntityManager, storeId: string): Promise<SettingsView> {
  const store = await readStore(em, storeId);
  const taxRates = await queryRows<TaxRateRow>(
    em,
    'SELECT id, country, region, name, rate_basis_points FROM tax_rates WHERE store_id = ? ORDER BY country, region NULLS FIRST, id',
    [storeId],
  );
  const zones = await queryRows<ZoneRow>(
    em,
    'SELECT id, name, countries FROM shipping_zones WHERE store_id = ? ORDER BY created_at, id',
    [storeId],
  );
  const options = await queryRows<OptionRow>(
    em,
    'SELECT * FROM shipping_options WHERE store_id = ? ORDER BY position, id',
    [storeId],
  );
  const storefrontOrigins = await storefrontOriginsOf(em, storeId);
  const paymentProvider = await providerSettingsView(em, storeId);
  return presentSettings({ store, taxRates, zones, options, storefrontOrigins, paymentProvider });
}

/** The store after the patch: defaults must stay among the lists, and currencies must be ones we can price in. */
function mergeStore(store: Store, patch: SettingsPatch): Store {
  const merged: Store = { ...store, ...Object.fromEntries(Object.entries(patch).filter(([key]) => key in store)) };
  const unknown = merged.currencies.findIndex((c) => !isSupportedCurrency(c));
  if (unknown >= 0) {
    throw new AppError(400, 'currency_not_supported', `${merged.currencies[unknown]} is not a currency we support.`, [
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

function checkTaxRates(rates: TaxRateInput[]): void {
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

async function replaceTaxRates(em: EntityManager, storeId: string, rates: TaxRateInput[]): Promise<void> {
  await execute(em, 'DELETE FROM tax_rates WHERE store_id = ?', [storeId]);
  for (const r of rates) {
    await execute(
      em,
      'INSERT INTO tax_rates (id, store_id, country, region, name, rate_basis_points) VALUES (?, ?, ?, ?, ?, ?)',
      [newId('tax'), storeId, r.country, r.region ?? null, r.name, r.rateBasisPoints],
    );
  }
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
    await execute(
      tx,
      `UPDATE stores SET name = ?, currencies = ?::text[], default_currency = ?, languages = ?::text[], default_language = ?, theme = ?::jsonb,
              tax_inclusive = ?, review_auto_publish = ?, payment_methods = ?::text[], updated_at = now() WHERE id = ?`,
      [
        store.name.trim(),
        textArray(store.currencies),
        store.defaultCurrency,
        textArray(store.languages),
        store.defaultLanguage,
        JSON.stringify(store.theme),
        store.taxInclusive,
        store.reviewAutoPublish,
        textArray(store.paymentMethods),
        storeId,
      ],
    );
    if (patch.taxRates) await replaceTaxRates(tx, storeId, patch.taxRates);
    if (patch.shippingZones) await syncShippingZones(tx, storeId, patch.shippingZones);
    if (patch.storefrontOrigins) await setStorefrontOrigins(tx, storeId, patch.storefrontOrigins);
    if (patch.paymentProvider) await saveProviderSettings(tx, keyring, storeId, patch.paymentProvider);
    return getSettings(tx, storeId);
  });
}
