import type { EntityManager } from '@mikro-orm/postgresql';
import { findTaxRateBasisPoints } from '../settings/tax-rates.query';

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
  return (await findTaxRateBasisPoints(em, storeId, place.country, place.region ?? null)) ?? 0;
}
