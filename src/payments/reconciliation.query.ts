import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows } from '../db/sql';

/**
 * Card payments a provider may still hold although their checkout is over (the order is no longer pending): left
 * pending, waiting on the shopper, authorized or with a void that failed for good, for longer than `olderThanMinutes`.
 */
export async function findUnsettledPayments(
  em: EntityManager,
  olderThanMinutes: number,
  limit = 100,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    em,
    `SELECT p.id FROM payments p JOIN orders o ON o.id = p.order_id
      WHERE p.status IN ('pending', 'requires_action', 'authorized', 'void_failed')
        AND p.provider <> 'manual' AND o.status <> 'pending'
        AND p.updated_at < now() - make_interval(mins => ?) ORDER BY p.updated_at LIMIT ?`,
    [olderThanMinutes, limit],
  );
  return rows.map((row) => row.id);
}
