import type { EntityManager } from '@mikro-orm/postgresql';
import { listActiveShippingOptions, type ShippingOptionRow } from '../settings/shipping-rates.query';

export interface ShippingRate {
  id: string;
  name: string;
  amount: number;
  deliveryMinDays: number | null;
  deliveryMaxDays: number | null;
}

export interface ShippingBasket {
  currency: string;
  subtotal: number;
  weightGrams: number;
}

/**
 * An option's price for this basket (free-over thresholds compare the subtotal before discounts), or null when it has
 * no price in the currency or the parcel is too heavy.
 */
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
  const rows = await listActiveShippingOptions(em, storeId, country);
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
