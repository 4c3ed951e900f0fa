import type { EntityManager } from '@mikro-orm/postgresql';
import { execute } from '../../src/db/sql';
import { newId } from '../../src/shared/ids';

export interface DiscountSpec {
  code: string;
  type: 'percentage' | 'fixed_amount' | 'free_shipping';
  value?: number | null;
  currency?: string | null;
  minimumSubtotal?: number | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  usageLimit?: number | null;
  usageCount?: number;
  usageLimitPerCustomer?: number | null;
}

/** Writes a discount row directly (the admin API belongs to another domain). */
export async function makeDiscount(em: EntityManager, storeId: string, spec: DiscountSpec): Promise<string> {
  const id = newId('disc');
  await execute(
    em,
    `INSERT INTO discounts (id, store_id, code, type, value, currency, minimum_subtotal, starts_at, ends_at,
     usage_limit, usage_count, usage_limit_per_customer)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      storeId,
      spec.code,
      spec.type,
      spec.value ?? null,
      spec.currency ?? null,
      spec.minimumSubtotal ?? null,
      spec.startsAt ?? null,
      spec.endsAt ?? null,
      spec.usageLimit ?? null,
      spec.usageCount ?? 0,
      spec.usageLimitPerCustomer ?? null,
    ],
  );
  return id;
}

export async function makeRedemption(em: EntityManager, discountId: string, email: string): Promise<void> {
  await execute(
    em,
    'INSERT INTO discount_redemptions (id, discount_id, order_id, customer_email) VALUES (?, ?, ?, ?)',
    [newId('disc'), discountId, newId('ord'), email],
  );
}

export async function makeTaxRate(
  em: EntityManager,
  storeId: string,
  country: string,
  basisPoints: number,
  region: string | null = null,
): Promise<void> {
  await execute(
    em,
    'INSERT INTO tax_rates (id, store_id, country, region, name, rate_basis_points) VALUES (?, ?, ?, ?, ?, ?)',
    [newId('tax'), storeId, country, region, `Tax ${country}${region ?? ''}`, basisPoints],
  );
}

export interface ShippingOptionSpec {
  name: string;
  kind: 'flat' | 'free_over' | 'weight';
  prices?: Record<string, number>;
  freeOver?: Record<string, number>;
  tiers?: Array<{ upToGrams: number; prices: Record<string, number> }>;
  minDays?: number;
  maxDays?: number;
}

/** A zone with its options, in the order given; answers the option ids. */
export async function makeShippingZone(
  em: EntityManager,
  storeId: string,
  countries: string[],
  options: ShippingOptionSpec[],
): Promise<string[]> {
  const zoneId = newId('zone');
  await execute(em, 'INSERT INTO shipping_zones (id, store_id, name, countries) VALUES (?, ?, ?, ?::text[])', [
    zoneId,
    storeId,
    `Zone ${countries.join(',')}`,
    `{${countries.join(',')}}`,
  ]);
  const ids: string[] = [];
  for (const [position, o] of options.entries()) {
    const id = newId('ship');
    ids.push(id);
    await execute(
      em,
      `INSERT INTO shipping_options (id, store_id, zone_id, name, kind, prices, free_over, weight_tiers,
       delivery_min_days, delivery_max_days, position)
       VALUES (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?, ?)`,
      [
        id,
        storeId,
        zoneId,
        o.name,
        o.kind,
        JSON.stringify(o.prices ?? {}),
        o.freeOver ? JSON.stringify(o.freeOver) : null,
        o.tiers ? JSON.stringify(o.tiers) : null,
        o.minDays ?? null,
        o.maxDays ?? null,
        position,
      ],
    );
  }
  return ids;
}

export const address = (country = 'US', region = 'CA') => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1: '1 Main St',
  city: 'Springfield',
  region,
  postalCode: '12345',
  country,
});

export async function makeCategory(
  em: EntityManager,
  storeId: string,
  name: string,
  parentId: string | null = null,
  position = 0,
): Promise<string> {
  const id = newId('cat');
  await execute(
    em,
    'INSERT INTO categories (id, store_id, parent_id, name, handle, position) VALUES (?, ?, ?, ?, ?, ?)',
    [id, storeId, parentId, name, `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id.slice(-6)}`, position],
  );
  return id;
}

export async function putInCategory(em: EntityManager, productId: string, categoryId: string): Promise<void> {
  await execute(em, 'INSERT INTO product_categories (product_id, category_id) VALUES (?, ?)', [productId, categoryId]);
}

export async function makeMedia(
  em: EntityManager,
  productId: string,
  url: string,
  position = 0,
  alt: string | null = null,
): Promise<string> {
  const id = newId('med');
  await execute(em, 'INSERT INTO media (id, product_id, url, alt, position) VALUES (?, ?, ?, ?, ?)', [
    id,
    productId,
    url,
    alt,
    position,
  ]);
  return id;
}
