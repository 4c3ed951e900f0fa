import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, invalidField } from '../shared/errors';
import { newId } from '../shared/ids';
import type { PricedField } from '../stores/store-currencies';
import type { AmountsByCurrency, OptionRow } from './settings.presenter';
import {
  deleteShippingOptions,
  deleteShippingZones,
  insertShippingOption,
  insertShippingZone,
  listShippingOptions,
  listShippingZones,
  updateShippingOption,
  updateShippingZone,
  type ShippingOptionColumns,
} from './settings.repository';

interface PriceInput {
  currency: string;
  amount: number;
}

export interface ShippingOptionInput {
  id?: string;
  name: string;
  kind: 'flat' | 'free_over' | 'weight';
  prices?: PriceInput[];
  freeOver?: PriceInput[];
  weightTiers?: Array<{ upToGrams: number; prices: PriceInput[] }>;
  deliveryMinDays?: number;
  deliveryMaxDays?: number;
  active?: boolean;
}

export interface ShippingZoneInput {
  id?: string;
  name: string;
  countries: string[];
  options?: ShippingOptionInput[];
}

const byCurrency = (prices: PriceInput[] = []): AmountsByCurrency =>
  Object.fromEntries(prices.map((p) => [p.currency, p.amount]));

const REQUIRED_BY_KIND: Record<ShippingOptionInput['kind'], Array<'prices' | 'freeOver' | 'weightTiers'>> = {
  flat: ['prices'],
  free_over: ['prices', 'freeOver'],
  weight: ['weightTiers'],
};

function checkOption(option: ShippingOptionInput, field: string): void {
  for (const key of REQUIRED_BY_KIND[option.kind]) {
    if (!option[key]?.length) throw invalidField(`${field}.${key}`, 'required', `a ${option.kind} option needs ${key}`);
  }
  const tiers = option.weightTiers ?? [];
  const unordered = tiers.findIndex((t, i) => i > 0 && t.upToGrams <= tiers[i - 1].upToGrams);
  if (unordered > 0)
    throw invalidField(`${field}.weightTiers.${unordered}.upToGrams`, 'minimum', 'weight tiers must go up in weight');
  if ((option.deliveryMinDays ?? 0) > (option.deliveryMaxDays ?? Infinity))
    throw invalidField(`${field}.deliveryMaxDays`, 'minimum', 'deliveryMaxDays must be at least deliveryMinDays');
}

/** Checks every option's shape and returns each price with its field, for the store-currency check. */
export function checkShipping(zones: ShippingZoneInput[]): PricedField[] {
  const priced: PricedField[] = [];
  zones.forEach((zone, i) =>
    (zone.options ?? []).forEach((option, j) => {
      const field = `body.shippingZones.${i}.options.${j}`;
      checkOption(option, field);
      const add = (prices: PriceInput[] = [], where: string) =>
        prices.forEach((p, k) => priced.push({ currency: p.currency, field: `${field}.${where}.${k}.currency` }));
      add(option.prices, 'prices');
      add(option.freeOver, 'freeOver');
      (option.weightTiers ?? []).forEach((t, k) => add(t.prices, `weightTiers.${k}.prices`));
    }),
  );
  return priced;
}

function unknownId(field: string, what: string, id: string): DomainError {
  return new DomainError('resource_not_found', `No ${what} with id ${id} exists in this store.`, [
    { field, code: 'not_found', message: `${what} ${id} does not exist` },
  ]);
}

async function writeOption(
  em: EntityManager,
  storeId: string,
  zoneId: string,
  option: ShippingOptionInput,
  position: number,
  exists: boolean,
): Promise<void> {
  const tiers = option.weightTiers?.map((t) => ({ upToGrams: t.upToGrams, prices: byCurrency(t.prices) }));
  const columns: ShippingOptionColumns = {
    name: option.name,
    kind: option.kind,
    prices: JSON.stringify(byCurrency(option.prices)),
    freeOver: option.freeOver ? JSON.stringify(byCurrency(option.freeOver)) : null,
    weightTiers: tiers ? JSON.stringify(tiers) : null,
    deliveryMinDays: option.deliveryMinDays ?? null,
    deliveryMaxDays: option.deliveryMaxDays ?? null,
    position,
    active: option.active ?? true,
  };
  if (exists) await updateShippingOption(em, option.id as string, columns);
  else await insertShippingOption(em, storeId, zoneId, columns);
}

async function syncOptions(
  em: EntityManager,
  storeId: string,
  zoneId: string,
  options: ShippingOptionInput[],
  existing: OptionRow[],
  field: string,
): Promise<void> {
  const mine = existing.filter((o) => o.zone_id === zoneId);
  options.forEach((o, j) => {
    if (o.id && !mine.some((m) => m.id === o.id))
      throw unknownId(`${field}.options.${j}.id`, 'shipping option in this zone', o.id);
  });
  const removed = mine.filter((m) => !options.some((o) => o.id === m.id)).map((m) => m.id);
  if (removed.length) await deleteShippingOptions(em, removed);
  for (const [position, option] of options.entries())
    await writeOption(em, storeId, zoneId, option, position, Boolean(option.id));
}

/**
 * Makes the store's zones and options what the request lists: listed ids are kept (so carts that chose an
 * option keep it), items without id are created, the rest removed.
 */
export async function syncShippingZones(em: EntityManager, storeId: string, zones: ShippingZoneInput[]): Promise<void> {
  const existingZones = await listShippingZones(em, storeId, true);
  const existingOptions = await listShippingOptions(em, storeId);
  zones.forEach((z, i) => {
    if (z.id && !existingZones.some((e) => e.id === z.id))
      throw unknownId(`body.shippingZones.${i}.id`, 'shipping zone', z.id);
  });
  const removed = existingZones.filter((e) => !zones.some((z) => z.id === e.id)).map((e) => e.id);
  if (removed.length) await deleteShippingZones(em, removed);
  for (const [i, zone] of zones.entries()) {
    const zoneId = zone.id ?? newId('zone');
    if (zone.id) await updateShippingZone(em, zoneId, zone.name, zone.countries);
    else await insertShippingZone(em, storeId, zoneId, zone.name, zone.countries);
    if (zone.options) await syncOptions(em, storeId, zoneId, zone.options, existingOptions, `body.shippingZones.${i}`);
  }
}
