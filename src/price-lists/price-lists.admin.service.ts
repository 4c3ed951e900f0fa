import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageRequest } from '../db/keyset';
import { inTransaction } from '../db/sql';
import { recordEvent } from '../events/outbox';
import { notFound, validationFailed } from '../shared/errors';
import { newId } from '../shared/ids';
import { money } from '../shared/money';
import type { CursorCodec } from '../shared/pagination';
import { isoTimestampOrNull, rowTimes } from '../shared/timestamps';
import type { Store } from '../stores/store.entity';
import { acceptedCurrency } from '../stores/store-currency';
import type { PriceListSchedules } from './price-list-schedules.port';
import { moveToStatusAt, presentPriceListEvent, pricesChanged } from './price-list-status.service';
import {
  deletePriceList as deletePriceListRow,
  findCustomerGroup,
  findPriceList,
  insertPriceList,
  lockPriceListIfAny,
  pageOfPriceLists,
  pageOfStorePrices,
  pricesOfLists,
  replacePrices,
  updatePriceList as updatePriceListRow,
  type NewPrice,
  type PriceListColumns,
  type PriceListPriceRow,
  type PriceListRow,
  type PriceListStatus,
} from './price-lists.repository';
import { resolvePrices } from './price-resolution';

/** What the price lists need of the catalogue, handed over by the composition root. */
export interface VariantLookups {
  /** Which of the ids are variants of the store. */
  variantIdsInStore(em: EntityManager, storeId: string, ids: string[]): Promise<Set<string>>;
  /** The store's variants with these SKUs, by SKU. */
  variantIdsBySku(em: EntityManager, storeId: string, skus: string[]): Promise<Map<string, string>>;
  /** The variant's own price in the currency, or undefined when the store has no such variant. */
  variantOwnPrice(
    em: EntityManager,
    storeId: string,
    variantId: string,
    currency: string,
  ): Promise<{ amount: number | null } | undefined>;
}

export interface PriceListDeps {
  variants: VariantLookups;
  schedules: PriceListSchedules;
}

export interface PriceListPriceInput {
  variantId: string;
  currency: string;
  minQuantity?: number;
  amount: number;
  compareAtAmount?: number | null;
}

export interface PriceListInput {
  name?: string;
  kind?: PriceListRow['kind'];
  percentOff?: number;
  minQuantity?: number;
  customerGroupId?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
  prices?: PriceListPriceInput[];
}

function presentPrice(row: PriceListPriceRow, language: string) {
  return {
    variantId: row.variant_id,
    currency: row.currency,
    minQuantity: row.min_quantity,
    amount: money(Number(row.amount), row.currency, language),
    compareAtAmount:
      row.compare_at_amount === null ? null : money(Number(row.compare_at_amount), row.currency, language),
  };
}

async function presentPriceLists(em: EntityManager, rows: PriceListRow[], language: string) {
  const prices = await pricesOfLists(
    em,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    percentOff: row.percent_off,
    minQuantity: row.min_quantity,
    customerGroupId: row.customer_group_id,
    status: row.status,
    startsAt: isoTimestampOrNull(row.starts_at),
    endsAt: isoTimestampOrNull(row.ends_at),
    prices: prices.filter((p) => p.price_list_id === row.id).map((p) => presentPrice(p, language)),
    ...rowTimes(row),
  }));
}

const field = (name: string, code: string, message: string) => ({ field: name, code, message });

/**
 * The list's columns and prices as they will be, checked against each other and the store: the schema checked each
 * field alone. Foreign ids answer 404, a currency the store does not accept 400, the rest 422 validation_failed.
 */
async function checkedList(
  em: EntityManager,
  store: Store,
  deps: PriceListDeps,
  columns: PriceListColumns,
  prices: PriceListPriceInput[] | undefined,
): Promise<NewPrice[] | undefined> {
  if (columns.customerGroupId) await findCustomerGroup(em, store.id, columns.customerGroupId);
  const problems = [];
  if (columns.startsAt && columns.endsAt && Date.parse(columns.endsAt) <= Date.parse(columns.startsAt)) {
    problems.push(field('body.endsAt', 'before_start', 'endsAt must be after startsAt'));
  }
  if (columns.kind === 'percentage' && columns.percentOff === null) {
    problems.push(field('body.percentOff', 'required', 'percentOff is required for a percentage list'));
  }
  if (columns.kind === 'override' && columns.percentOff !== null) {
    problems.push(field('body.percentOff', 'not_allowed', 'percentOff is only for a percentage list'));
  }
  if (columns.kind === 'percentage' && prices && prices.length > 0) {
    problems.push(field('body.prices', 'not_allowed', 'a percentage list has no prices of its own'));
  }
  const seen = new Set<string>();
  (prices ?? []).forEach((p, i) => {
    const key = `${p.variantId} ${p.currency} ${p.minQuantity ?? 1}`;
    if (seen.has(key)) {
      problems.push(field(`body.prices[${i}]`, 'duplicate', 'a variant has one price per currency and minQuantity'));
    }
    seen.add(key);
    if (p.compareAtAmount !== undefined && p.compareAtAmount !== null && p.compareAtAmount <= p.amount) {
      problems.push(
        field(`body.prices[${i}].compareAtAmount`, 'not_above_price', 'compareAtAmount must exceed amount'),
      );
    }
  });
  if (problems.length > 0) throw validationFailed(`The request is invalid: ${problems[0].message}.`, problems);
  if (!prices) return undefined;
  for (const p of prices) acceptedCurrency(store, p.currency);
  const known = await deps.variants.variantIdsInStore(em, store.id, [...new Set(prices.map((p) => p.variantId))]);
  const unknown = prices.find((p) => !known.has(p.variantId));
  if (unknown) throw notFound('variant', unknown.variantId);
  return prices.map((p) => ({
    variantId: p.variantId,
    currency: p.currency,
    minQuantity: p.minQuantity ?? 1,
    amount: p.amount,
    compareAtAmount: p.compareAtAmount ?? null,
  }));
}

export async function getPriceList(em: EntityManager, store: Store, id: string) {
  const [list] = await presentPriceLists(em, [await findPriceList(em, store.id, id)], store.defaultLanguage);
  return list;
}

export async function listPriceLists(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  query: PageRequest & { status?: PriceListStatus; customerGroupId?: string },
) {
  return pageOfPriceLists(em, cursors, store.id, query, (rows) => presentPriceLists(em, rows, store.defaultLanguage));
}

/**
 * Writes the list and puts it in its status for now in one transaction (an undated list is active at once, with its
 * event), then has its workflow wait for its next date.
 */
async function writeList(
  em: EntityManager,
  store: Store,
  deps: PriceListDeps,
  id: string,
  write: (tx: EntityManager) => Promise<void>,
) {
  await inTransaction(em, async (tx) => {
    await write(tx);
    const list = (await lockPriceListIfAny(tx, store.id, id))!;
    await moveToStatusAt(tx, list, new Date());
    await pricesChanged(tx, store.id);
  });
  await deps.schedules.reschedule(store.id, id);
  return getPriceList(em, store, id);
}

export async function createPriceList(
  em: EntityManager,
  store: Store,
  deps: PriceListDeps,
  input: PriceListInput & Required<Pick<PriceListInput, 'name' | 'kind'>>,
) {
  const columns: PriceListColumns = {
    name: input.name.trim(),
    kind: input.kind,
    percentOff: input.percentOff ?? null,
    minQuantity: input.minQuantity ?? 1,
    customerGroupId: input.customerGroupId ?? null,
    startsAt: input.startsAt ?? null,
    endsAt: input.endsAt ?? null,
  };
  const prices = await checkedList(em, store, deps, columns, input.prices);
  const id = newId('plist');
  return writeList(em, store, deps, id, async (tx) => {
    await insertPriceList(tx, id, store.id, columns);
    if (prices) await replacePrices(tx, id, prices);
  });
}

export async function updatePriceList(
  em: EntityManager,
  store: Store,
  deps: PriceListDeps,
  id: string,
  input: PriceListInput,
) {
  const list = await findPriceList(em, store.id, id);
  const has = (key: keyof PriceListInput) => Object.hasOwn(input, key);
  const columns: PriceListColumns = {
    name: input.name?.trim() ?? list.name,
    kind: list.kind,
    percentOff: has('percentOff') ? (input.percentOff ?? null) : list.percent_off,
    minQuantity: input.minQuantity ?? list.min_quantity,
    customerGroupId: has('customerGroupId') ? (input.customerGroupId ?? null) : list.customer_group_id,
    startsAt: has('startsAt') ? (input.startsAt ?? null) : isoTimestampOrNull(list.starts_at),
    endsAt: has('endsAt') ? (input.endsAt ?? null) : isoTimestampOrNull(list.ends_at),
  };
  const prices = await checkedList(em, store, deps, columns, input.prices);
  return writeList(em, store, deps, id, async (tx) => {
    await updatePriceListRow(tx, id, columns);
    if (prices) await replacePrices(tx, id, prices);
  });
}

/** A deleted list's prices end at once; its workflow, told, finds it gone and ends. */
export async function deletePriceList(em: EntityManager, store: Store, deps: PriceListDeps, id: string) {
  await inTransaction(em, async (tx) => {
    const list = await lockPriceListIfAny(tx, store.id, id);
    if (!list) throw notFound('price list', id);
    await deletePriceListRow(tx, store.id, id);
    if (list.status === 'active') {
      await recordEvent(tx, store.id, 'price_list.ended', presentPriceListEvent(list, 'ended'));
    }
    await pricesChanged(tx, store.id);
  });
  await deps.schedules.reschedule(store.id, id);
}

/** What a shopper of the group (or of none) pays for the variant now, at the quantity. */
export async function previewPrice(
  em: EntityManager,
  store: Store,
  deps: PriceListDeps,
  variantId: string,
  query: { currency?: string; customerGroupId?: string; quantity: number },
) {
  const currency = acceptedCurrency(store, query.currency);
  const groupId = query.customerGroupId ?? null;
  if (groupId) await findCustomerGroup(em, store.id, groupId);
  const own = await deps.variants.variantOwnPrice(em, store.id, variantId, currency);
  if (!own) throw notFound('variant', variantId);
  const [resolved] = await resolvePrices(
    em,
    { storeId: store.id, priceListsLive: store.priceListsLive, currency, groupId },
    [{ variantId: variantId, baseAmount: own.amount, quantity: query.quantity }],
  );
  const m = (amount: number | null) => (amount === null ? null : money(amount, currency, store.defaultLanguage));
  return {
    variantId: variantId,
    quantity: query.quantity,
    customerGroupId: groupId,
    price: m(resolved.amount),
    compareAtPrice: m(resolved.compareAtAmount),
    ownPrice: m(own.amount),
  };
}

/**
 * A page of the store's override prices for the price-list export, amounts in minor units as the price import reads
 * them (the export adds each variant's SKU).
 */
export function listPricesForExport(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  query: PageRequest & { priceListId?: string },
) {
  return pageOfStorePrices(em, cursors, store.id, query, (rows) =>
    rows.map((row) => ({
      priceListId: row.price_list_id,
      priceListName: row.price_list_name,
      variantId: row.variant_id,
      currency: row.currency,
      minQuantity: row.min_quantity,
      amount: Number(row.amount),
      compareAtAmount: row.compare_at_amount === null ? null : Number(row.compare_at_amount),
    })),
  );
}

/** The filters of a price-list export: a list of another store answers 404, not an empty file. */
export async function checkPriceExportFilters(em: EntityManager, storeId: string, filters: { priceListId?: string }) {
  if (filters.priceListId) await findPriceList(em, storeId, filters.priceListId);
}
