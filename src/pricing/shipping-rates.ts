import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows } from '../db/sql';

export interface ShippingRate {
  id: string;
  name: string;
  amount: number;
  deliveryMinDays: number | null;
  deliveryMaxDays: number | null;
}

interface ShippingOptionRow {
  id: string;
  name: string;
  kind: 'flat' | 'free_over' | 'weight';
  prices: Record<string, number>;
  free_over: Record<string, number> | null;
  weight_tiers: Array<{ upToGrams: number; prices: Record<string, number> }> | null;
  delivery_min_days: number | null;
  delivery_max_days: number | null;
}

export interface ShippingBasket {
  currency: string;
  subtotal: number;
  weightGrams: number;
}

/** An option's price for this basket (free-over thresholds compare the subtotal before discounts), or null when it has no price in the currency or the parcel is too heavy. */
function priceOf(option: ShippingOptionRow, basket: ShippingBasket): number | null {
  if (option.kind === 'weight') {
    const tiers = [...(option.weight_tiers ?? [])].sort((a, b) => a.upToGrams - b.upToGrams);
    const tier = tiers.find((t) => basket.weightGrams <= t.upToGrams);
    return tier?.prices?.[basket.currency] ?? null;
  }
  const price = option.prices?.[basket.currency];
  if (price === undefined || price === null) return null;
  const threshold = option.free_over?.[basket.currency];
  if (option.kind === 'free_over' && threshold !== undefined && basket.subtotal >= threshold) return 0;
  return price;
}

/** Every active option of the zones that ship to this country, priced for the basket, in the store's order. */
export async function listShippingRates(
  em: EntityManager,
  storeId: string,
  country: string,
  basket: ShippingBasket,
): Promise<ShippingRate[]> {
  const rows = await queryRows<ShippingOptionRow>(
    em,
    `SELECT o.id, o.name, o.kind, o.prices, o.free_over, o.weight_tiers, o.delivery_min_days, o.delivery_max_days
       FROM shipping_options o JOIN shipping_zones z ON z.id = o.zone_id
      WHERE o.store_id = ? AND o.active AND z.countries @> ARRAY[upper(?)]::text[]
      ORDER BY z.created_at, z.id, o.position, o.id`,
    [storeId, country],
  );
  const rates: ShippingRate[] = [];
  for (const row of rows) {
    const amount = priceOf(row, basket);
    if (amount === null) continue;
    rates.push({
      id: row.id,
      name: row.name,
      amount: Number(amount),
      deliveryMinDays: row.delivery_min_days,
      deliveryMaxDays: row.delivery_max_days,
    });
  }
  return rates;
}

/** Whether any zone of the store ships to this country (a store without zones ships nowhere). */
export async function shipsTo(em: EntityManager, storeId: string, country: string): Promise<boolean> {
  const rows = await queryRows(
    em,
    `SELECT 1 FROM shipping_zones WHERE store_id = ? AND countries @> ARRAY[upper(?)]::text[] LIMIT 1`,
    [storeId, country],
  );
  return rows.length > 0;
}
