import type { EntityManager } from '@mikro-orm/postgresql';
import { createStore, type CreateStoreInput, type StoreWithKeys } from '../../src/stores/stores.service';
import { execute } from '../../src/db/sql';
import { newId } from '../../src/shared/ids';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function makeStore(em: EntityManager, overrides: Partial<CreateStoreInput> = {}): Promise<StoreWithKeys> {
  return createStore(em.fork(), {
    name: `Test store ${unique()}`,
    plan: 'growth',
    currencies: ['USD', 'EUR'],
    languages: ['en', 'de'],
    ...overrides,
  });
}

export interface VariantSpec {
  sku?: string;
  title?: string;
  optionValues?: Record<string, string>;
  prices?: Record<string, number>;
  stock?: number;
  weightGrams?: number;
}

export interface ProductSpec {
  title?: string;
  description?: string;
  status?: 'draft' | 'active' | 'archived';
  options?: Array<{ name: string; values: string[] }>;
  variants?: VariantSpec[];
  createdAt?: Date;
}

export interface MadeProduct {
  id: string;
  variantIds: string[];
}

/** Writes a product directly, for tests of the storefront that need a catalogue to exist. */
export async function makeProduct(em: EntityManager, storeId: string, spec: ProductSpec = {}): Promise<MadeProduct> {
  const id = newId('prod');
  const title = spec.title ?? `Product ${unique()}`;
  await execute(
    em,
    `INSERT INTO products (id, store_id, status, title, description, handle, options, created_at) ` +
      `VALUES (?, ?, ?, ?, ?, ?, ?::jsonb, ?)`,
    [
      id,
      storeId,
      spec.status ?? 'active',
      title,
      spec.description ?? '',
      `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${unique()}`,
      JSON.stringify(spec.options ?? []),
      spec.createdAt ?? new Date(),
    ],
  );
  const variantIds: string[] = [];
  for (const [position, variant] of (spec.variants ?? [{}]).entries()) {
    const variantId = newId('var');
    variantIds.push(variantId);
    await execute(
      em,
      `INSERT INTO variants (id, store_id, product_id, sku, title, option_values, weight_grams, stock_on_hand, ` +
        `position) VALUES (?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?)`,
      [
        variantId,
        storeId,
        id,
        variant.sku ?? `SKU-${unique()}`,
        variant.title ?? 'Default',
        JSON.stringify(variant.optionValues ?? {}),
        variant.weightGrams ?? 500,
        variant.stock ?? 10,
        position,
      ],
    );
    // The variant's stock is its sum over the locations: the units stand at the store's default location.
    await execute(
      em,
      `INSERT INTO location_stock (location_id, variant_id, store_id, on_hand) ` +
        `SELECT id, ?, store_id, ? FROM stock_locations WHERE store_id = ? AND is_default`,
      [variantId, variant.stock ?? 10, storeId],
    );
    for (const [currency, amount] of Object.entries(variant.prices ?? { USD: 2500, EUR: 2300 })) {
      await execute(em, 'INSERT INTO variant_prices (variant_id, currency, amount) VALUES (?, ?, ?)', [
        variantId,
        currency,
        amount,
      ]);
    }
  }
  return { id, variantIds };
}
