import { ArrayType, EntitySchema } from '@mikro-orm/core';
import type { Plan } from '../shared/plans';

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
  createdAt: Date;
  updatedAt: Date;
}

export const StoreSchema = new EntitySchema<Store>({
  name: 'Store',
  tableName: 'stores',
  properties: {
    id: { type: 'string', primary: true },
    name: { type: 'string' },
    plan: { type: 'string' },
    currencies: { type: ArrayType },
    defaultCurrency: { type: 'string' },
    languages: { type: ArrayType },
    defaultLanguage: { type: 'string' },
    theme: { type: 'json' },
    taxInclusive: { type: 'boolean' },
    reviewAutoPublish: { type: 'boolean' },
    paymentMethods: { type: ArrayType },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

/** API access and webhooks start at the Growth plan (seed, "What the service does"). */
export function planAllowsApi(plan: Plan): boolean {
  return plan !== 'starter';
}
