import type { EntityManager } from '@mikro-orm/postgresql';
import { customersByIdOrEmail } from '../customers/customers.admin.repository';
import { inTransaction } from '../db/sql';
import { DomainError } from '../shared/errors';
import type { Store } from '../stores/store.entity';
import { lineProblem, readCsvUpload, refuseProblems, type CsvLine, type LineProblem } from './csv-upload';
import { updatePriceList, type PriceListDeps, type PriceListPriceInput } from './price-lists.admin.service';
import { findCustomerGroup, findPriceList, upsertGroupMembers } from './price-lists.repository';
import { groupsChanged } from './price-list-status.service';

const WHOLE = /^\d{1,15}$/;

/** A whole number cell within bounds, or a problem; an empty cell is `empty`. */
function wholeNumber<T>(
  line: CsvLine,
  column: string,
  bounds: { min: number; max: number },
  empty: T,
  problems: LineProblem[],
): number | T {
  const text = line.cell(column);
  if (text === '') return empty;
  const value = Number(text);
  if (!WHOLE.test(text) || value < bounds.min || value > bounds.max) {
    const what = `a whole number from ${bounds.min} to ${bounds.max}`;
    problems.push(lineProblem(line.line, column, 'invalid', `"${text}" is not ${what}`));
  }
  return value;
}

/** A problem the list's own checks found in `body.prices[i]…`, moved to the file's line of that price. */
function onLines(error: unknown, lines: CsvLine[]): unknown {
  if (!(error instanceof DomainError) || error.code !== 'validation_failed' || !Array.isArray(error.details)) {
    return error;
  }
  const problems = error.details.map((detail) => {
    const at = /^body\.prices\[(\d+)\](?:\.(\w+))?$/.exec(detail.field);
    if (!at) return { ...detail, field: detail.field.replace(/^body\.prices$/, 'body') };
    return lineProblem(lines[Number(at[1])].line, at[2] ?? '(row)', detail.code, detail.message);
  });
  try {
    refuseProblems(problems);
  } catch (refusal) {
    return refusal;
  }
  return error;
}

/**
 * Replaces an override list's prices with the file's (the columns the price-list export writes: `variantId` or
 * `sku`, `currency`, `minQuantity`, `amount`, `compareAtAmount`, amounts in minor units), all or nothing: every bad
 * row is reported with its line, and then the list is written as `PATCH /price-lists/{id}` with `prices` writes it.
 */
export async function importPriceListPrices(
  em: EntityManager,
  store: Store,
  deps: PriceListDeps,
  id: string,
  body: AsyncIterable<Buffer | string>,
) {
  await findPriceList(em, store.id, id);
  const lines = await readCsvUpload(body, { oneOf: ['variantId', 'sku'], required: ['currency', 'amount'] });
  const problems: LineProblem[] = [];
  const skus = [...new Set(lines.filter((l) => !l.cell('variantId') && l.cell('sku')).map((l) => l.cell('sku')))];
  const bySku = skus.length > 0 ? await deps.variants.variantIdsBySku(em, store.id, skus) : new Map<string, string>();
  const named = [...new Set(lines.map((l) => l.cell('variantId')).filter(Boolean))];
  const known = named.length > 0 ? await deps.variants.variantIdsInStore(em, store.id, named) : new Set<string>();
  const prices = lines.map((line): PriceListPriceInput => {
    const variantId = line.cell('variantId') || bySku.get(line.cell('sku')) || '';
    if (!line.cell('variantId') && !line.cell('sku')) {
      problems.push(lineProblem(line.line, 'variantId', 'required', 'a row needs a variantId or a sku'));
    } else if (line.cell('variantId') && !known.has(variantId)) {
      problems.push(lineProblem(line.line, 'variantId', 'not_found', `no variant ${line.cell('variantId')} here`));
    } else if (!variantId) {
      problems.push(lineProblem(line.line, 'sku', 'not_found', `no variant with SKU ${line.cell('sku')} here`));
    }
    const currency = line.cell('currency').toUpperCase();
    if (!store.currencies.includes(currency)) {
      const accepted = store.currencies.join(', ');
      problems.push(
        lineProblem(line.line, 'currency', 'currency_not_supported', `"${currency}" is not one of ${accepted}`),
      );
    }
    const amount = wholeNumber(line, 'amount', { min: 0, max: 1e12 }, null, problems);
    if (amount === null) problems.push(lineProblem(line.line, 'amount', 'required', 'a row needs an amount'));
    return {
      variantId,
      currency,
      minQuantity: wholeNumber(line, 'minQuantity', { min: 1, max: 999 }, 1, problems),
      amount: amount ?? 0,
      compareAtAmount: wholeNumber(line, 'compareAtAmount', { min: 0, max: 1e12 }, null, problems),
    };
  });
  refuseProblems(problems);
  try {
    return await updatePriceList(em, store, deps, id, { prices });
  } catch (error) {
    throw onLines(error, lines);
  }
}

/**
 * Places every customer the file names (`customerId` or `email`, as the customer-group export writes them) in the
 * group, all or nothing: a row naming no customer of the store refuses the file with its line.
 */
export async function importGroupMembers(
  em: EntityManager,
  store: Store,
  groupId: string,
  body: AsyncIterable<Buffer | string>,
) {
  await findCustomerGroup(em, store.id, groupId);
  const lines = await readCsvUpload(body, { oneOf: ['customerId', 'email'], required: [] });
  const found = await customersByIdOrEmail(
    em,
    store.id,
    lines.map((l) => l.cell('customerId')).filter(Boolean),
    lines.map((l) => l.cell('email')).filter(Boolean),
  );
  const byId = new Set(found.map((c) => c.id));
  const byEmail = new Map(found.filter((c) => c.email).map((c) => [c.email!.toLowerCase(), c.id]));
  const problems: LineProblem[] = [];
  const placed = new Set<string>();
  for (const line of lines) {
    const [id, email] = [line.cell('customerId'), line.cell('email')];
    const customerId = id ? (byId.has(id) ? id : undefined) : byEmail.get(email.toLowerCase());
    if (customerId) placed.add(customerId);
    else if (!id && !email) {
      problems.push(lineProblem(line.line, 'customerId', 'required', 'a row needs a customerId or an email'));
    } else {
      const column = id ? 'customerId' : 'email';
      problems.push(lineProblem(line.line, column, 'not_found', `no customer ${id || email} in this store`));
    }
  }
  refuseProblems(problems);
  // In id order, so two imports naming the same customers lock their rows in one order and never deadlock.
  await inTransaction(em, async (tx) => {
    await upsertGroupMembers(tx, store.id, groupId, [...placed].sort());
    await groupsChanged(tx, store.id);
  });
  return { customerGroupId: groupId, placed: placed.size };
}
