import { ArrayType, EntitySchema } from '@mikro-orm/core';
import { PLANS, type Plan } from '../shared/plans';

export interface Theme {
  primaryColor?: string;
  accentColor?: string;
  fontFamily?: string;
  logoUrl?: string;
}

export interface Store {
  id: string;
  name: string;
  plan: Plan;
  currencies: string[];
  defaultCurrency: string;
  languages: string[];
  defaultLanguage: string;
  theme: Theme;
  taxInclusive: boolean;
  reviewAutoPublish: boolean;
  paymentMethods: string[];
  /** Whether any price list of the store is active (src/price-lists keeps it): without one, prices are as stored. */
  priceListsLive: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Lazy: read and written by stores.repository.ts, left out of the entity's ordinary loads. */
  storefrontOrigins?: string[];
}

export const StoreSchema = new EntitySchema<Store>({
  name: 'Store',
  tableName: 'stores',
  properties: {
    id: { type: 'string', columnType: 'text', primary: true },
    name: { type: 'string', columnType: 'text' },
    plan: { enum: true, items: PLANS, columnType: 'text' },
    currencies: { type: ArrayType, columnType: 'text[]' },
    defaultCurrency: { type: 'string', columnType: 'text' },
    languages: { type: ArrayType, columnType: 'text[]' },
    defaultLanguage: { type: 'string', columnType: 'text' },
    theme: { type: 'json', columnType: 'jsonb', defaultRaw: "'{}'::jsonb" },
    taxInclusive: { type: 'boolean', defaultRaw: 'false' },
    reviewAutoPublish: { type: 'boolean', defaultRaw: 'false' },
    paymentMethods: { type: ArrayType, columnType: 'text[]', defaultRaw: "ARRAY['card'::text]" },
    priceListsLive: { type: 'boolean', defaultRaw: 'false' },
    createdAt: { type: 'Date', columnType: 'timestamptz', defaultRaw: 'now()', onCreate: () => new Date() },
    updatedAt: {
      type: 'Date',
      columnType: 'timestamptz',
      defaultRaw: 'now()',
      onCreate: () => new Date(),
      onUpdate: () => new Date(),
    },
    storefrontOrigins: { type: ArrayType, columnType: 'text[]', defaultRaw: "'{}'::text[]", lazy: true },
  },
  checks: [
    { name: 'stores_check', expression: 'default_currency = ANY (currencies)' },
    { name: 'stores_check1', expression: 'default_language = ANY (languages)' },
  ],
});

/** API access and webhooks start at the Growth plan (seed, "What the service does"). */
export function planAllowsApi(plan: Plan): boolean {
  return plan !== 'starter';
}
