import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne } from '../db/sql';

export interface TaxPlace {
  country: string;
  region?: string | null;
}

/** The store's rate for a place: a region's own rate wins over the country-wide one; 0 where none is set. */
export async function findTaxRate(
  em: EntityManager,
  storeId: string,
  place: TaxPlace | null | undefined,
): Promise<number> {
  if (!place?.country) return 0;
  const row = await queryOne<{ rate_basis_points: number }>(
    em,
    `SELECT rate_basis_points FROM tax_rates
      WHERE store_id = ? AND country = upper(?) AND (region IS NULL OR upper(region) = upper(?::text))
      ORDER BY region NULLS LAST LIMIT 1`,
    [storeId, place.country, place.region ?? null],
  );
  return row?.rate_basis_points ?? 0;
}
