import type { EntityManager } from '@mikro-orm/postgresql';
import { alreadyExists, mapUniqueViolations } from '../shared/conflicts';
import { money } from '../shared/money';
import type { PageRequest } from '../db/keyset';
import type { CursorCodec, Page } from '../shared/pagination';
import { inTransaction } from '../db/sql';
import type { Store } from '../stores/store.entity';
import { checkDiscount, DISCOUNT_DEFAULTS, type DiscountFields } from './discounts.rules';
import {
  codeTaken,
  deleteDiscountRow,
  findDiscount,
  pageOfDiscounts,
  writeDiscount,
  type DiscountRow,
  discountOfStore,
} from './discounts.admin.repository';
import { isoTimestampOrNull, rowTimes } from '../shared/timestamps';

export type DiscountInput = Partial<DiscountFields>;

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

/** Codes are unique per store whatever their case (the shopper types them in any case). */
async function checkCodeFree(em: EntityManager, storeId: string, code: string, selfId?: string): Promise<void> {
  if (await codeTaken(em, storeId, code, selfId)) throw alreadyExists('body.code', 'Code', code);
}

export async function listDiscounts(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  query: PageRequest & { active?: boolean; code?: string },
): Promise<Page<DiscountView>> {
  return pageOfDiscounts(em, cursors, store.id, query, (rows) =>
    rows.map((row) => present(row, store.defaultLanguage)),
  );
}

export async function getDiscount(em: EntityManager, store: Store, id: string): Promise<DiscountView> {
  return present(await findDiscount(em, store.id, id), store.defaultLanguage);
}

export async function createDiscount(
  em: EntityManager,
  store: Store,
  input: DiscountInput & Pick<DiscountFields, 'code' | 'type'>,
  id: string,
): Promise<DiscountView> {
  const fields = checkDiscount(store, { ...DISCOUNT_DEFAULTS, ...input });
  return mapUniqueViolations(CONSTRAINTS, () =>
    inTransaction(em, async (tx) => {
      // A retry whose first attempt's process died after its commit finds the discount it made (id from the key).
      const made = await discountOfStore(tx, store.id, id);
      if (made) return present(made, store.defaultLanguage);
      await checkCodeFree(tx, store.id, fields.code);
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
    await deleteDiscountRow(tx, id);
    return { id, deleted: true, archived: false };
  });
}
