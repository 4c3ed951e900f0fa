import type { EntityManager } from '@mikro-orm/postgresql';
import { execute } from '../../db/sql';

/**
 * Takes the store's category listings lock (migration 2200) for the rest of the transaction: exclusively to move
 * categories, shared to change a product's filings or status. The triggers take it as well, but only once their
 * statement holds row locks; taken first, before any row is locked, a move and a product change queue up behind each
 * other instead of deadlocking (the move's rebuild waiting for the product's row, the product's rebuild for the move).
 */
export async function lockCategoryListings(
  em: EntityManager,
  storeId: string,
  change: 'move' | 'filing',
): Promise<void> {
  await execute(em, 'SELECT category_listings_lock(ARRAY[?::text], ?::boolean)', [storeId, change === 'move']);
}
