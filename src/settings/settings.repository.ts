import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';
import { newId } from '../shared/ids';
import type { OptionRow, TaxRateRow, ZoneRow } from './settings.presenter';

export interface NewTaxRate {
  country: string;
  region?: string | null;
  name: string;
  rateBasisPoints: number;
}

/** A shipping option's columns as stored: amounts by currency and weight tiers as JSON text. */
export interface ShippingOptionColumns {
  name: string;
  kind: OptionRow['kind'];
  prices: string;
  freeOver: string | null;
  weightTiers: string | null;
  deliveryMinDays: number | null;
  deliveryMaxDays: number | null;
  position: number;
  active: boolean;
}

export const listTaxRates = (em: EntityManager, storeId: string) =>
  queryRows<TaxRateRow>(
    em,
    sql`SELECT id, country, region, name, rate_basis_points FROM tax_rates
         WHERE store_id = ${storeId} ORDER BY country, region NULLS FIRST, id`,
  );

export async function replaceTaxRates(em: EntityManager, storeId: string, rates: NewTaxRate[]): Promise<void> {
  await execute(em, sql`DELETE FROM tax_rates WHERE store_id = ${storeId}`);
  for (const r of rates) {
    await execute(
      em,
      sql`INSERT INTO tax_rates (id, store_id, country, region, name, rate_basis_points)
          VALUES (${newId('tax')}, ${storeId}, ${r.country}, ${r.region ?? null}, ${r.name}, ${r.rateBasisPoints})`,
    );
  }
}

/** lock: row-locked, for a change that replaces the store's zones. */
export const listShippingZones = (em: EntityManager, storeId: string, lock = false) =>
  queryRows<ZoneRow>(
    em,
    lock
      ? sql`SELECT id, name, countries FROM shipping_zones WHERE store_id = ${storeId} FOR UPDATE`
      : sql`SELECT id, name, countries FROM shipping_zones WHERE store_id = ${storeId} ORDER BY created_at, id`,
  );

export const listShippingOptions = (em: EntityManager, storeId: string) =>
  queryRows<OptionRow>(em, sql`SELECT * FROM shipping_options WHERE store_id = ${storeId} ORDER BY position, id`);

export async function deleteShippingZones(em: EntityManager, ids: string[]): Promise<void> {
  await execute(em, sql`DELETE FROM shipping_zones WHERE id = ANY(${ids})`);
}

export async function updateShippingZone(em: EntityManager, id: string, name: string, countries: string[]) {
  await execute(em, sql`UPDATE shipping_zones SET name = ${name}, countries = ${countries}::text[] WHERE id = ${id}`);
}

export async function insertShippingZone(
  em: EntityManager,
  storeId: string,
  id: string,
  name: string,
  countries: string[],
): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO shipping_zones (id, store_id, name, countries)
      VALUES (${id}, ${storeId}, ${name}, ${countries}::text[])`,
  );
}

export async function deleteShippingOptions(em: EntityManager, ids: string[]): Promise<void> {
  await execute(em, sql`DELETE FROM shipping_options WHERE id = ANY(${ids})`);
}

export async function updateShippingOption(em: EntityManager, id: string, o: ShippingOptionColumns): Promise<void> {
  await execute(
    em,
    sql`UPDATE shipping_options SET name = ${o.name}, kind = ${o.kind}, prices = ${o.prices}::jsonb,
               free_over = ${o.freeOver}::jsonb, weight_tiers = ${o.weightTiers}::jsonb,
               delivery_min_days = ${o.deliveryMinDays}, delivery_max_days = ${o.deliveryMaxDays},
               position = ${o.position}, active = ${o.active}
         WHERE id = ${id}`,
  );
}

export async function insertShippingOption(
  em: EntityManager,
  storeId: string,
  zoneId: string,
  o: ShippingOptionColumns,
): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO shipping_options (id, store_id, zone_id, name, kind, prices, free_over, weight_tiers,
                                      delivery_min_days, delivery_max_days, position, active)
        VALUES (${newId('ship')}, ${storeId}, ${zoneId}, ${o.name}, ${o.kind}, ${o.prices}::jsonb,
                ${o.freeOver}::jsonb, ${o.weightTiers}::jsonb, ${o.deliveryMinDays}, ${o.deliveryMaxDays},
                ${o.position}, ${o.active})`,
  );
}
