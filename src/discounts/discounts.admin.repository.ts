import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { sql } from '../db/sql-template';
import { findInStore } from '../db/in-store';
import { fetchKeysetPage, newestFirst, SqlFilters, type PageRequest } from '../db/keyset';
import type { CursorCodec, Page } from '../shared/pagination';
import type { EntityRow } from '../db/entity-row';
import type { DiscountSchema } from './discount.entity';
import type { DiscountFields } from './discounts.rules';

export type DiscountRow = Omit<EntityRow<typeof DiscountSchema>, 'store_id'>;

const COLUMNS =
  'd.id, d.code, d.type, d.value, d.currency, d.minimum_subtotal, d.starts_at, d.ends_at, d.usage_limit, ' +
  'd.usage_limit_per_customer, d.usage_count, d.active, d.created_at, d.updated_at';

export function findDiscount(em: EntityManager, storeId: string, id: string, lock = false): Promise<DiscountRow> {
  return findInStore<DiscountRow>(em, 'discounts d', COLUMNS, storeId, id, 'discount', lock);
}

/** The discount of this store, or undefined. */
export function discountOfStore(em: EntityManager, storeId: string, id: string): Promise<DiscountRow | undefined> {
  return queryOne<DiscountRow>(em, `SELECT ${COLUMNS} FROM discounts d WHERE d.id = ? AND d.store_id = ?`, [
    id,
    storeId,
  ]);
}

/** Whether another discount of the store has this code, whatever its case. */
export async function codeTaken(em: EntityManager, storeId: string, code: string, selfId?: string): Promise<boolean> {
  const taken = await queryOne(
    em,
    sql`SELECT 1 FROM discounts
         WHERE store_id = ${storeId} AND upper(code) = upper(${code}) AND id IS DISTINCT FROM ${selfId ?? null}`,
  );
  return taken !== undefined;
}

export async function writeDiscount(
  em: EntityManager,
  storeId: string,
  id: string,
  d: DiscountFields,
  insert: boolean,
): Promise<void> {
  if (insert) {
    await execute(
      em,
      sql`INSERT INTO discounts (code, type, value, currency, minimum_subtotal, starts_at, ends_at, usage_limit,
                                 usage_limit_per_customer, active, id, store_id)
          VALUES (${d.code}, ${d.type}, ${d.value}, ${d.currency}, ${d.minimumSubtotal}, ${d.startsAt}, ${d.endsAt},
                  ${d.usageLimit}, ${d.usageLimitPerCustomer}, ${d.active}, ${id}, ${storeId})`,
    );
    return;
  }
  await execute(
    em,
    sql`UPDATE discounts SET code = ${d.code}, type = ${d.type}, value = ${d.value}, currency = ${d.currency},
               minimum_subtotal = ${d.minimumSubtotal}, starts_at = ${d.startsAt}, ends_at = ${d.endsAt},
               usage_limit = ${d.usageLimit}, usage_limit_per_customer = ${d.usageLimitPerCustomer},
               active = ${d.active}, updated_at = now()
         WHERE id = ${id} AND store_id = ${storeId}`,
  );
}

export async function deleteDiscountRow(em: EntityManager, id: string): Promise<void> {
  await execute(em, sql`DELETE FROM discounts WHERE id = ${id}`);
}

/** The store's discounts, newest first, optionally only active ones or one code (any case). */
export function pageOfDiscounts<Item>(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  query: PageRequest & { active?: boolean; code?: string },
  toItems: (rows: DiscountRow[]) => Item[],
): Promise<Page<Item>> {
  const filters = new SqlFilters('d.store_id = ?', storeId)
    .when(query.active !== undefined, 'd.active = ?', query.active)
    .when(query.code, 'upper(d.code) = upper(?)', query.code);
  return fetchKeysetPage<DiscountRow, Item>(
    em,
    cursors,
    {
      selectFrom: `${COLUMNS} FROM discounts d`,
      filters,
      ...newestFirst('d'),
      page: query,
      fingerprint: `adminListDiscounts:${JSON.stringify([query.active, query.code?.toUpperCase()])}`,
    },
    toItems,
  );
}
