import type { EntityManager } from '@mikro-orm/postgresql';
import { alreadyExists, mapUniqueViolations } from '../shared/conflicts';
import { money } from '../shared/money';
import { containsPattern } from '../shared/like';
import { fetchKeysetPage, newestFirst, SqlFilters, type PageRequest } from '../shared/keyset';
import type { CursorCodec, Page } from '../shared/pagination';
import { execute, inTransaction, queryOne, queryRows } from '../db/sql';
import { findInStore } from '../db/in-store';
import { recordEvent } from '../events/outbox';
import type { Store } from '../stores/store.entity';
import { ORDER_OF_CUSTOMER, presentCustomerEvent, type CustomerRow } from './customers.repository';
import { rowTimes } from '../shared/timestamps';

export interface ListCustomersQuery extends PageRequest {
  email?: string;
  q?: string;
  createdFrom?: string;
  createdTo?: string;
}

export interface CustomerPatch {
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean;
  note?: string | null;
}

interface SpendRow {
  customer_id: string;
  currency: string;
  orders: number;
  spent: string;
}

const COLUMNS =
  'c.id, c.store_id, c.email, c.first_name, c.last_name, c.phone, c.accepts_marketing, c.note, c.has_account, c.created_at, c.updated_at';

/**
 * Order count and money spent (captured minus refunded, per currency) of a page of customers in one query.
 * Guest orders placed before the customer row existed are matched by e-mail.
 */
async function spendOf(em: EntityManager, customers: CustomerRow[]): Promise<SpendRow[]> {
  if (customers.length === 0) return [];
  return queryRows<SpendRow>(
    em,
    `SELECT c.id AS customer_id, o.currency, count(*)::int AS orders, sum(o.captured_amount - o.refunded_amount) AS spent
       FROM customers c
       JOIN orders o ON o.store_id = c.store_id AND ${ORDER_OF_CUSTOMER}
      WHERE c.id IN (?)
      GROUP BY c.id, o.currency ORDER BY o.currency`,
    [customers.map((c) => c.id)],
  );
}

function present(row: CustomerRow, spend: SpendRow[], language: string) {
  const mine = spend.filter((s) => s.customer_id === row.id);
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    acceptsMarketing: row.accepts_marketing,
    note: row.note,
    hasAccount: row.has_account,
    orderCount: mine.reduce((sum, s) => sum + s.orders, 0),
    totalSpent: mine.map((s) => money(Number(s.spent), s.currency, language)),
    ...rowTimes(row),
  };
}

export type AdminCustomerView = ReturnType<typeof present>;

async function presentAll(em: EntityManager, rows: CustomerRow[], store: Store): Promise<AdminCustomerView[]> {
  const spend = await spendOf(em, rows);
  return rows.map((row) => present(row, spend, store.defaultLanguage));
}

function findCustomer(em: EntityManager, storeId: string, id: string, lock = false): Promise<CustomerRow> {
  return findInStore<CustomerRow>(em, 'customers c', COLUMNS, storeId, id, 'customer', lock);
}

export async function listCustomers(
  em: EntityManager,
  cursors: CursorCodec,
  store: Store,
  query: ListCustomersQuery,
): Promise<Page<AdminCustomerView>> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const filters = new SqlFilters('c.store_id = ?', store.id)
    .when(query.email, 'lower(c.email) = lower(?)', query.email?.trim())
    .when(query.q, `(c.email ILIKE ? OR concat_ws(' ', c.first_name, c.last_name) ILIKE ?)`, pattern, pattern)
    .when(query.createdFrom, 'c.created_at >= ?::timestamptz', query.createdFrom)
    .when(query.createdTo, 'c.created_at < ?::timestamptz', query.createdTo);
  const { limit, cursor, ...filterValues } = query;
  return fetchKeysetPage<CustomerRow, AdminCustomerView>(
    em,
    cursors,
    {
      selectFrom: `${COLUMNS} FROM customers c`,
      filters,
      ...newestFirst('c'),
      page: { limit, cursor },
      fingerprint: `adminListCustomers:${JSON.stringify(filterValues)}`,
    },
    (rows) => presentAll(em, rows, store),
  );
}

export async function getCustomer(em: EntityManager, store: Store, id: string): Promise<AdminCustomerView> {
  return (await presentAll(em, [await findCustomer(em, store.id, id)], store))[0];
}

const pick = <T>(given: T | undefined, current: T) => (given === undefined ? current : given);

export async function updateCustomer(
  em: EntityManager,
  store: Store,
  id: string,
  patch: CustomerPatch,
): Promise<AdminCustomerView> {
  return mapUniqueViolations({ customers_store_email: 'body.email' }, () =>
    inTransaction(em, async (tx) => {
      const row = await findCustomer(tx, store.id, id, true);
      const email = patch.email?.trim() ?? row.email;
      if (email.toLowerCase() !== row.email.toLowerCase()) {
        const taken = await queryOne(
          tx,
          'SELECT 1 FROM customers WHERE store_id = ? AND lower(email) = lower(?) AND id <> ?',
          [store.id, email, id],
        );
        if (taken) throw alreadyExists('body.email', 'E-mail', email);
      }
      await execute(
        tx,
        'UPDATE customers SET email = ?, first_name = ?, last_name = ?, phone = ?, accepts_marketing = ?, note = ?, updated_at = now() WHERE id = ?',
        [
          email,
          pick(patch.firstName, row.first_name),
          pick(patch.lastName, row.last_name),
          pick(patch.phone, row.phone),
          pick(patch.acceptsMarketing, row.accepts_marketing),
          pick(patch.note, row.note),
          id,
        ],
      );
      const updated = await findCustomer(tx, store.id, id);
      await recordEvent(tx, store.id, 'customer.updated', presentCustomerEvent(updated));
      return (await presentAll(tx, [updated], store))[0];
    }),
  );
}
