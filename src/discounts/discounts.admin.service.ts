import type { EntityManager } from '@mikro-orm/postgresql';
import { alreadyExists, mapUniqueViolations } from '../shared/conflicts';
import { newId } from '../shared/ids';
import { money } from '../shared/money';
import { fetchKeysetPage, newestFirst, SqlFilters, type PageRequest } from '../shared/keyset';
import type { CursorCodec, Page } from '../shared/pagination';
import { execute, inTransaction, queryOne } from '../db/sql';
import { findInStore } from '../db/in-store';
import type { Store } from '../stores/store.entity';
import { checkDiscount, type DiscountFields } from './discounts.rules';
import { isoTimestampOrNull, rowTimes } from '../shared/timestamps';

interface DiscountRow {
  id: string;
  code: string;
  type: DiscountFields['type'];
  value: number | null;
  currency: string | null;
  minimum_subtotal: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  usage_count: number;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

export type DiscountInput = Partial<DiscountFields>;

const COLUMNS =
  'd.id, d.code, d.type, d.value, d.currency, d.minimum_subtotal, d.starts_at, d.ends_at, d.usage_limit, d.usage_limit_per_customer, d.usage_count, d.active, d.created_at, d.updated_at';
const CONSTRAINTS = { discounts_store_code: 'body.code' };

function present(row: DiscountRow, language: string) {
  const minimum = row.minimum_subtotal === null ? null : Number(row.minimum_subtotal);
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.value,
    currency: row.currency,
    amountOff: row.type === 'fixed_amount' && row.currency ? money(Number(row.value), row.currency, language) : null,
    minimumSubtotal: minimum !== null && row.currency ? money(minimum, row.currency, language) : null,
    startsAt: isoTimestampOrNull(row.starts_at),
    endsAt: isoTimestampOrNull(row.ends_at),
    usageLimit: row.usage_limit,
    usageLimitPerCustomer: row.usage_limit_per_customer,
    usageCount: row.usage_count,
    active: row.active,
    ...rowTimes(row),
  };
}

export type DiscountView = ReturnType<typeof present>;

function fieldsOf(row: DiscountRow): DiscountFields {
  return {
    code: row.code,
    type: row.type,
    value: row.value,
    currency: row.currency,
    minimumSubtotal: row.minimum_subtotal === null ? null : Number(row.minimum_subtotal),
    startsAt: isoTimestampOrNull(row.starts_at),
    endsAt: isoTimestampOrNull(row.ends_at),
    usageLimit: row.usage_limit,
    usageLimitPerCustomer: row.usage_limit_per_customer,
    active: row.active,
  };
}

function findDiscount(em: EntityManager, storeId: string, id: string, lock = false): Promise<DiscountRow> {
  return findInStore<DiscountRow>(em, 'discounts d', COLUMNS, storeId, id, 'discount', lock);
}

/** Codes are unique per store whatever their case (the shopper types them in any case). */
async function checkCodeFree(em: EntityManager, storeId: string, code: string, selfId?: string): Promise<void> {
  const taken = await queryOne(
    em,
    'SELECT 1 FROM discounts WHERE store_id = ? AND upper(code) = upper(?) AND id IS DISTINCT FROM ?',
    [storeId, code, selfId ?? null],
  );
  if (taken) throw alreadyExists('body.code', 'Code', code);
}

async function writeDiscount(
  em: EntityManager,
  storeId: string,
  id: string,
  d: DiscountFields,
  insert: boolean,
): Promise<void> {
  const values = [
    d.code,
    d.type,
    d.value,
    d.currency,
    d.minimumSubtotal,
    d.startsAt,
    d.endsAt,
    d.usageLimit,
    d.usageLimitPerCustomer,
    d.active,
  ];
  if (insert) {
    await execute(
      em,
      `INSERT INTO discounts (code, type, value, currency, minimum_subtotal, starts_at, ends_at, usage_limit, usage_limit_per_customer, active, id, store_id)
                       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [...values, id, storeId],
    );
    return;
  }
  await execute(
    em,
    `UPDATE discounts SET code = ?, type = ?, value = ?, currency = ?, minimum_subtotal = ?, starts_at = ?, ends_at = ?, usage_limit = ?,
                     usage_limit_per_customer = ?, active = ?, updated_at = now() WHERE id = ? AND store_id = ?`,
    [...values, id, storeId],
  );
}

export async function listDiscounts(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  query: PageRequest & { active?: boolean; code?: string },
): Promise<Page<DiscountView>> {
  const filters = new SqlFilters('d.store_id = ?', store.id)
    .when(query.active !== undefined, 'd.active = ?', query.active)
    .when(query.code, 'upper(d.code) = upper(?)', query.code);
  return fetchKeysetPage<DiscountRow, DiscountView>(
    em,
    cursors,
    {
      selectFrom: `${COLUMNS} FROM discounts d`,
      filters,
      ...newestFirst('d'),
      page: query,
      fingerprint: `adminListDiscounts:${JSON.stringify([query.active, query.code?.toUpperCase()])}`,
    },
    (rows) => rows.map((row) => present(row, store.defaultLanguage)),
  );
}

export async function getDiscount(em: EntityManager, store: Store, id: string): Promise<DiscountView> {
  return present(await findDiscount(em, store.id, id), store.defaultLanguage);
}

const EMPTY: Omit<DiscountFields, 'code' | 'type'> = {
  value: null,
  currency: null,
  minimumSubtotal: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usageLimitPerCustomer: null,
  active: true,
};

export async function createDiscount(
  em: EntityManager,
  store: Store,
  input: DiscountInput & Pick<DiscountFields, 'code' | 'type'>,
): Promise<DiscountView> {
  const fields = checkDiscount(store, { ...EMPTY, ...input });
  return mapUniqueViolations(CONSTRAINTS, () =>
    inTransaction(em, async (tx) => {
      await checkCodeFree(tx, store.id, fields.code);
      const id = newId('disc');
      await writeDiscount(tx, store.id, id, fields, true);
      return present(await findDiscount(tx, store.id, id), store.defaultLanguage);
    }),
  );
}

export async function updateDiscount(
  em: EntityManager,
  store: Store,
  id: string,
  input: DiscountInput,
): Promise<DiscountView> {
  return mapUniqueViolations(CONSTRAINTS, () =>
    inTransaction(em, async (tx) => {
      const row = await findDiscount(tx, store.id, id, true);
      const fields = checkDiscount(store, { ...fieldsOf(row), ...input });
      if (fields.code.toUpperCase() !== row.code.toUpperCase()) await checkCodeFree(tx, store.id, fields.code, id);
      await writeDiscount(tx, store.id, id, fields, false);
      return present(await findDiscount(tx, store.id, id), store.defaultLanguage);
    }),
  );
}

export async function deleteDiscount(em: EntityManager, store: Store, id: string) {
  return inTransaction(em, async (tx) => {
    await findDiscount(tx, store.id, id, true);
    await execute(tx, 'DELETE FROM discounts WHERE id = ?', [id]);
    return { id, deleted: true, archived: false };
  });
}
