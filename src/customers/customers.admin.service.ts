import type { EntityManager } from '@mikro-orm/postgresql';
import { alreadyExists, mapUniqueViolations } from '../shared/conflicts';
import { money } from '../shared/money';
import type { CursorCodec, Page } from '../shared/pagination';
import { inTransaction } from '../db/sql';
import { recordEvent } from '../events/outbox';
import type { Store } from '../stores/store.entity';
import { presentCustomerEvent, type CustomerRow } from './customers.repository';
import { emailTaken, findCustomer, pageOfCustomers, updateCustomerColumns } from './customers.admin.repository';
import type { CustomerPatch, ListCustomersQuery } from './customers.admin.types';
import type { CustomerSpend, CustomerSpendRow } from './customer-spend.port';
import { rowTimes } from '../shared/timestamps';

function present(row: CustomerRow, spend: CustomerSpendRow[], language: string) {
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

async function presentAll(
  em: EntityManager,
  spend: CustomerSpend,
  rows: CustomerRow[],
  store: Store,
): Promise<AdminCustomerView[]> {
  const spent = await spend.of(
    em,
    rows.map((row) => row.id),
  );
  return rows.map((row) => present(row, spent, store.defaultLanguage));
}

export async function listCustomers(
  em: EntityManager,
  spend: CustomerSpend,
  cursors: CursorCodec,
  store: Store,
  query: ListCustomersQuery,
): Promise<Page<AdminCustomerView>> {
  return pageOfCustomers(em, cursors, store.id, query, (rows) => presentAll(em, spend, rows, store));
}

export async function getCustomer(
  em: EntityManager,
  spend: CustomerSpend,
  store: Store,
  id: string,
): Promise<AdminCustomerView> {
  return (await presentAll(em, spend, [await findCustomer(em, store.id, id)], store))[0];
}

const pick = <T>(given: T | undefined, current: T) => (given === undefined ? current : given);

export async function updateCustomer(
  em: EntityManager,
  spend: CustomerSpend,
  store: Store,
  id: string,
  patch: CustomerPatch,
): Promise<AdminCustomerView> {
  return mapUniqueViolations({ customers_store_email: 'body.email' }, () =>
    inTransaction(em, async (tx) => {
      const row = await findCustomer(tx, store.id, id, true);
      const email = patch.email?.trim() ?? row.email;
      if (email.toLowerCase() !== row.email.toLowerCase()) {
        const taken = await emailTaken(tx, store.id, email, id);
        if (taken) throw alreadyExists('body.email', 'E-mail', email);
      }
      await updateCustomerColumns(tx, id, {
        email,
        firstName: pick(patch.firstName, row.first_name),
        lastName: pick(patch.lastName, row.last_name),
        phone: pick(patch.phone, row.phone),
        acceptsMarketing: pick(patch.acceptsMarketing, row.accepts_marketing),
        note: pick(patch.note, row.note),
      });
      const updated = await findCustomer(tx, store.id, id);
      await recordEvent(tx, store.id, 'customer.updated', presentCustomerEvent(updated));
      return (await presentAll(tx, spend, [updated], store))[0];
    }),
  );
}
