import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows } from '../db/sql';
import { sql } from '../db/sql-template';

/**
 * Carts with items per day, week (from Monday) or month of a range, read from cart_days (kept by the trigger
 * src/cart/sql/cart_days_follow_lines.sql): periods as the sales report's, every period present.
 */
export async function cartsByPeriod(
  em: EntityManager,
  range: { storeId: string; currency: string; from: string; to: string },
  interval: 'day' | 'week' | 'month',
) {
  const step = `1 ${interval}`;
  return queryRows<{ start: string; carts: string }>(
    em,
    sql`SELECT to_char(p.start, 'YYYY-MM-DD') AS start, coalesce(sum(d.carts), 0)::bigint AS carts
          FROM generate_series(date_trunc(${interval}, ${range.from}::timestamp), ${range.to}::timestamp,
                               ${step}::interval) AS p(start)
          LEFT JOIN cart_days d
            ON d.store_id = ${range.storeId} AND d.currency = ${range.currency}
           AND d.day >= greatest(p.start::date, ${range.from}::date) AND d.day < p.start + ${step}::interval
           AND d.day <= ${range.to}::date
         GROUP BY p.start ORDER BY p.start`,
  );
}
