import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne } from '../db/sql';
import { sql } from '../db/sql-template';
import type { DiscountType } from './discounts.rules';

export interface DiscountRow {
  id: string;
  code: string;
  type: DiscountType;
  value: number | null;
  currency: string | null;
  minimum_subtotal: string | null;
  not_started: boolean;
  expired: boolean;
  usage_limit: number | null;
  usage_count: number;
  usage_limit_per_customer: number | null;
  customer_uses: number;
}

/** Codes are case-insensitive (contract §12); one query reads the active discount and this customer's use of it. */
export function findDiscountByCode(
  em: EntityManager,
  storeId: string,
  code: string,
  email: string | null | undefined,
): Promise<DiscountRow | undefined> {
  const customer = email ?? null;
  return queryOne<DiscountRow>(
    em,
    sql`SELECT d.id, d.code, d.type, d.value, d.currency, d.minimum_subtotal, d.usage_limit, d.usage_count,
               d.usage_limit_per_customer,
               (d.starts_at IS NOT NULL AND d.starts_at > now()) AS not_started,
               (d.ends_at IS NOT NULL AND d.ends_at <= now()) AS expired,
               CASE WHEN ${customer}::text IS NULL OR d.usage_limit_per_customer IS NULL THEN 0
                    ELSE (SELECT count(*)::int FROM discount_redemptions r
                           WHERE r.discount_id = d.id AND lower(r.customer_email) = lower(${customer}::text)) END
                 AS customer_uses
          FROM discounts d
         WHERE d.store_id = ${storeId} AND upper(d.code) = upper(${code}) AND d.active`,
  );
}
