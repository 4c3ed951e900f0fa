import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne } from '../db/sql';
import { sql } from '../db/sql-template';
import type { EntityRow } from '../db/entity-row';
import type { TaxRateSchema } from './tax-rate.entity';

/** The store's rate for a country and region: a region's own rate wins over the country-wide one. */
export async function findTaxRateBasisPoints(
  em: EntityManager,
  storeId: string,
  country: string,
  region: string | null,
): Promise<number | undefined> {
  const row = await queryOne<Pick<EntityRow<typeof TaxRateSchema>, 'rate_basis_points'>>(
    em,
    sql`SELECT rate_basis_points FROM tax_rates
         WHERE store_id = ${storeId} AND country = upper(${country})
           AND (region IS NULL OR upper(region) = upper(${region}::text))
         ORDER BY region NULLS LAST LIMIT 1`,
  );
  return row?.rate_basis_points;
}
