import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows } from '../../db/sql';
import { raw, sql } from '../../db/sql-template';
import { AVAILABLE_UNITS } from '../stock-counted';

/** A variant as back-in-stock alerts show it: what it is and how many units a shopper can buy now. */
export interface VariantAvailability {
  variantId: string;
  productId: string;
  productTitle: string;
  variantTitle: string;
  sku: string;
  productHandle: string;
  available: number;
}

/** The store's variants among these ids with their available stock (on hand less reserved, never below 0). */
export async function variantsAvailability(
  em: EntityManager,
  storeId: string,
  variantIds: string[],
): Promise<VariantAvailability[]> {
  if (variantIds.length === 0) return [];
  return queryRows<VariantAvailability>(
    em,
    sql`SELECT v.id AS "variantId", v.product_id AS "productId", p.title AS "productTitle",
               v.title AS "variantTitle", v.sku, p.handle AS "productHandle",
               ${raw(AVAILABLE_UNITS)}::int AS available
          FROM variants v JOIN products p ON p.id = v.product_id
         WHERE v.store_id = ${storeId} AND v.id = ANY(${variantIds}::text[])`,
  );
}
