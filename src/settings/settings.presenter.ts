import type { DraftOrderSettings } from './draft-order-settings';
import { money } from '../shared/money';
import type { Store } from '../stores/store.entity';
import { isoTimestamp } from '../shared/timestamps';
import type { ProviderSettingsView } from '../payments/provider-settings';
import type { EntityRow } from '../db/entity-row';
import type { ShippingOptionSchema } from './shipping-option.entity';
import type { ShippingZoneSchema } from './shipping-zone.entity';
import type { TaxRateSchema } from './tax-rate.entity';
import type { CartRecoverySettings } from '../cart-recovery/cart-recovery-settings';
import type { RestockSettings } from '../restock/restock-settings';
import type { SubscriptionSettings } from './subscription-settings';
import type { ReturnPolicy } from './return-policy';

export type TaxRateRow = Pick<
  EntityRow<typeof TaxRateSchema>,
  'id' | 'country' | 'region' | 'name' | 'rate_basis_points'
>;

export type ZoneRow = Pick<EntityRow<typeof ShippingZoneSchema>, 'id' | 'name' | 'countries'>;

/** Amounts by currency as stored in jsonb, for example `{ "USD": 500 }`. */
export type AmountsByCurrency = Record<string, number>;

export type OptionRow = Pick<
  EntityRow<typeof ShippingOptionSchema>,
  | 'id'
  | 'zone_id'
  | 'name'
  | 'kind'
  | 'prices'
  | 'free_over'
  | 'weight_tiers'
  | 'delivery_min_days'
  | 'delivery_max_days'
  | 'position'
  | 'active'
>;

export interface SettingsRows {
  store: Store;
  taxRates: TaxRateRow[];
  zones: ZoneRow[];
  options: OptionRow[];
  storefrontOrigins: string[];
  paymentProvider: ProviderSettingsView;
  returnPolicy: ReturnPolicy;
  cartRecovery: CartRecoverySettings;
  draftOrders: DraftOrderSettings;
  restockAlerts: RestockSettings;
  subscriptions: SubscriptionSettings;
}

const moneyList = (amounts: AmountsByCurrency, language: string) =>
  Object.entries(amounts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => money(Number(amount), currency, language));

function presentOption(o: OptionRow, language: string) {
  return {
    id: o.id,
    name: o.name,
    kind: o.kind,
    prices: moneyList(o.prices ?? {}, language),
    freeOver: o.free_over ? moneyList(o.free_over, language) : null,
    weightTiers: o.weight_tiers
      ? o.weight_tiers.map((t) => ({ upToGrams: t.upToGrams, prices: moneyList(t.prices, language) }))
      : null,
    deliveryMinDays: o.delivery_min_days,
    deliveryMaxDays: o.delivery_max_days,
    active: o.active,
    position: o.position,
  };
}

/** The AdminStoreSettings resource of openapi.json. */
export function presentSettings(rows: SettingsRows) {
  const {
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
  } = rows;
  const language = store.defaultLanguage;
  return {
    id: store.id,
    name: store.name,
    plan: store.plan,
    currencies: store.currencies,
    defaultCurrency: store.defaultCurrency,
    languages: store.languages,
    defaultLanguage: store.defaultLanguage,
    theme: store.theme,
    taxInclusive: store.taxInclusive,
    reviewAutoPublish: store.reviewAutoPublish,
    paymentMethods: store.paymentMethods,
    storefrontOrigins,
    paymentProvider,
    returnPolicy,
    cartRecovery,
    draftOrders,
    restockAlerts,
    subscriptions,
    taxRates: taxRates.map((t) => ({
      id: t.id,
      country: t.country,
      region: t.region,
      name: t.name,
      rateBasisPoints: t.rate_basis_points,
    })),
    shippingZones: zones.map((z) => ({
      id: z.id,
      name: z.name,
      countries: z.countries,
      options: options.filter((o) => o.zone_id === z.id).map((o) => presentOption(o, language)),
    })),
    createdAt: isoTimestamp(store.createdAt),
    updatedAt: isoTimestamp(store.updatedAt),
  };
}
