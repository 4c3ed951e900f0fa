import type { EntityManager } from '@mikro-orm/postgresql';
import { queryOne } from '../db/sql';
import { sql } from '../db/sql-template';
import type { EntityRow } from '../db/entity-row';
import type { DiscountSchema } from './discount.entity';

/** A discount with whether it is in its time window and how often this customer used it. */
export type DiscountRow = Pick<
  EntityRow<typeof DiscountSchema>,
  | 'id'
  | 'code'
  | 'type'
  | 'value'
  | 'currency'
  | 'minimum_subtotal'
  | 'usage_limit'
  | 'usage_count'
  | 'usage_limit_per_customer'
> & { not_started: boolean; expired: boolean; customer_uses: number };

/** Codes are case-insensitive; one query reads the active discount and this customer's use of it. */
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
