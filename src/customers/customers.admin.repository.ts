import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';
import { findInStore } from '../db/in-store';
import { containsPattern } from '../shared/like';
import { fetchKeysetPage, newestFirst, SqlFilters } from '../db/keyset';
import type { CursorCodec, Page } from '../shared/pagination';
import type { CustomerRow } from './customers.repository';
import type { CustomerPatch, ListCustomersQuery } from './customers.admin.types';

const COLUMNS =
  'c.id, c.store_id, c.email, c.first_name, c.last_name, c.phone, c.accepts_marketing, c.note, c.has_account, ' +
  'c.created_at, c.updated_at';

export function findCustomer(em: EntityManager, storeId: string, id: string, lock = false): Promise<CustomerRow> {
  return findInStore<CustomerRow>(em, 'customers c', COLUMNS, storeId, id, 'customer', lock);
}

/** The store's customers, newest first, filtered by e-mail, a search of e-mail and name, and creation time. */
export function pageOfCustomers<Item>(
  em: EntityManager,
  cursors: CursorCodec,
  storeId: string,
  query: ListCustomersQuery,
  toItems: (rows: CustomerRow[]) => Promise<Item[]>,
): Promise<Page<Item>> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const filters = new SqlFilters('c.store_id = ?', storeId)
    .when(query.email, 'lower(c.email) = lower(?)', query.email?.trim())
    .when(query.q, `(c.email ILIKE ? OR concat_ws(' ', c.first_name, c.last_name) ILIKE ?)`, pattern, pattern)
    .when(query.createdFrom, 'c.created_at >= ?::timestamptz', query.createdFrom)
    .when(query.createdTo, 'c.created_at < ?::timestamptz', query.createdTo);
  const { limit, cursor, ...filterValues } = query;
  return fetchKeysetPage<CustomerRow, Item>(
    em,
    cursors,
    {
      selectFrom: `${COLUMNS} FROM customers c`,
      filters,
      ...newestFirst('c'),
      page: { limit, cursor },
      fingerprint: `adminListCustomers:${JSON.stringify(filterValues)}`,
    },
    toItems,
  );
}

/** Whether another customer of the store has this e-mail address, whatever its case. */
export async function emailTaken(em: EntityManager, storeId: string, email: string, selfId: string): Promise<boolean> {
  const row = await queryOne(
    em,
    sql`SELECT 1 FROM customers WHERE store_id = ${storeId} AND lower(email) = lower(${email}) AND id <> ${selfId}`,
  );
  return row !== undefined;
}

export async function updateCustomerColumns(em: EntityManager, id: string, c: Required<CustomerPatch>): Promise<void> {
  await execute(
    em,
    sql`UPDATE customers SET email = ${c.email}, first_name = ${c.firstName}, last_name = ${c.lastName},
               phone = ${c.phone}, accepts_marketing = ${c.acceptsMarketing}, note = ${c.note}, updated_at = now()
         WHERE id = ${id}`,
  );
}

/** The store's customers among these ids or e-mail addresses (matched whatever their case), for a file naming them. */
export function customersByIdOrEmail(
  em: EntityManager,
  storeId: string,
  ids: string[],
  emails: string[],
): Promise<Array<{ id: string; email: string | null }>> {
  return queryRows(
    em,
    sql`SELECT id, email FROM customers
         WHERE store_id = ${storeId}
           AND (id = ANY(${ids}::text[]) OR lower(email) = ANY(${emails.map((e) => e.toLowerCase())}::text[]))`,
  );
}
