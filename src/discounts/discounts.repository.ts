import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { randomBase62 } from '../shared/ids';
import type { EntityRow } from '../db/entity-row';
import type { DiscountSchema } from './discount.entity';

/** Records that an order used the store's discount of this code (none: nothing), counting each order once. */
export async function redeemDiscount(
  tx: EntityManager,
  storeId: string,
  code: string | null,
  orderId: string,
  email: string,
): Promise<void> {
  if (!code) return;
  const discount = await queryOne<Pick<EntityRow<typeof DiscountSchema>, 'id'>>(
    tx,
    'SELECT id FROM discounts WHERE store_id = ? AND upper(code) = upper(?)',
    [storeId, code],
  );
  if (!discount) return;
  const inserted = await execute(
    tx,
    'INSERT INTO discount_redemptions (id, discount_id, order_id, customer_email) VALUES (?, ?, ?, ?) ' +
      'ON CONFLICT DO NOTHING',
    [`red_${randomBase62(24)}`, discount.id, orderId, email],
  );
  if (inserted > 0)
    await execute(tx, 'UPDATE discounts SET usage_count = usage_count + 1, updated_at = now() WHERE id = ?', [
      discount.id,
    ]);
}
