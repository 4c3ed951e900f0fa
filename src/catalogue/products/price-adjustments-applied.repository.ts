import type { EntityManager } from '@mikro-orm/postgresql';
import { execute } from '../../db/sql';
import { sql } from '../../db/sql-template';

/**
 * Marks one item of a keyed bulk price adjustment as applied, in the transaction that moves its price. False when a
 * first attempt under the same idempotency scope already moved it: the retry must not move it again.
 */
export async function markAdjustmentApplied(tx: EntityManager, scopeHash: string, itemIndex: number): Promise<boolean> {
  const written = await execute(
    tx,
    sql`INSERT INTO price_adjustments_applied (scope_hash, item_index) VALUES (${scopeHash}, ${itemIndex})
        ON CONFLICT DO NOTHING`,
  );
  return written === 1;
}

/** Marks outlive the idempotency keys they answer for (24 h) by a day, then go. */
export function purgeOldAdjustmentMarks(em: EntityManager): Promise<number> {
  return execute(em, `DELETE FROM price_adjustments_applied WHERE applied_at < now() - interval '48 hours'`);
}
