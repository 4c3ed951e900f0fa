import { useState } from 'preact/hooks';
import { admin, ApiError, data, privateApi, query, type Money, type Page } from '../api';
import type { PageProps } from '../page-props';
import type { OrderSummary } from './orders';
import { dayEnd, dayStart, FilterInput, ListPage, useFilters } from '../list';
import { ErrorNotice, Field, FormProblems, Loading, ListEnd, useCursorList, useLoad, when } from '../ui';
import { BalanceChangeForm, LedgerTable } from '../balances';

interface Customer {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  note: string | null;
  acceptsMarketing: boolean;
  hasAccount: boolean;
  orderCount: number;
  totalSpent: Money[];
  createdAt: string;
}

const nameOf = (c: Customer) => [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email;

/** Every filter of adminListCustomers: search (name, e-mail), exact e-mail, and the days they joined in. */
export function Customers() {
  const { filters, set } = useFilters({ q: '', email: '', createdFrom: '', createdTo: '' });
  const params = { ...filters, createdFrom: dayStart(filters.createdFrom), createdTo: dayEnd(filters.createdTo) };
  return (
    <ListPage<Customer>
      title="Customers"
      load={(cursor) => privateApi<Page<Customer>>('GET', `/customers${query({ ...params, cursor, limit: 25 })}`)}
      loadKey={JSON.stringify(params)}
      empty="No customers match."
      columns={[
        { header: 'Customer', cell: (c) => <a href={`#/customers/${c.id}`}>{nameOf(c)}</a> },
        { header: 'E-mail', cell: (c) => c.email },
        { header: 'Orders', numeric: true, cell: (c) => c.orderCount },
        { header: 'Spent', numeric: true, cell: (c) => c.totalSpent.map((m) => m.formatted).join(', ') || '—' },
        { header: 'Since', cell: (c) => when(c.createdAt) },
      ]}
      filters={
        <>
          <FilterInput id="c-q" label="Search" type="search" value={filters.q} onChange={set('q')} />
          <FilterInput id="c-email" label="E-mail" type="search" value={filters.email} onChange={set('email')} />
          <FilterInput
            id="c-from"
            label="Joined from"
            type="date"
            value={filters.createdFrom}
            onChange={set('createdFrom')}
          />
          <FilterInput
            id="c-to"
            label="Joined until"
            type="date"
            value={filters.createdTo}
            onChange={set('createdTo')}
          />
        </>
      }
    />
  );
}

export function CustomerDetail({ params, session }: PageProps) {
  const loaded = useLoad(() => privateApi<Customer>('GET', `/customers/${params.id}`), params.id);
  return (
    <Loading loaded={loaded}>
      {() =>
        loaded.data && (
          <>
            <CustomerEditor customer={loaded.data} />
            <StoreCredit customer={loaded.data} currencies={session.store.currencies} />
          </>
        )
      }
    </Loading>
  );
}

/** The customer's store credit: a balance per currency with its history, and staff adding or removing some. */
function StoreCredit({ customer, currencies }: { customer: Customer; currencies: string[] }) {
  const path = { path: { id: customer.id } };
  const credit = useLoad(() => data(admin.get('/customers/{id}/store-credit', path)), customer.id);
  return (
    <section aria-labelledby="store-credit">
      <h2 id="store-credit">Store credit</h2>
      <Loading loaded={credit}>
        {() =>
          credit.data && (
            <>
              {credit.data.data.length === 0 && <p>No store credit yet.</p>}
              {credit.data.data.map((account) => (
                <div key={account.currency}>
                  <h3>
                    {account.currency}: {account.balance.formatted}
                  </h3>
                  <LedgerTable
                    entries={account.history}
                    caption={`Store credit in ${account.currency}, newest first`}
                  />
                </div>
              ))}
            </>
          )
        }
      </Loading>
      <BalanceChangeForm
        label="Add or remove store credit"
        level={3}
        currencies={currencies}
        send={(body) => data(admin.post('/customers/{id}/store-credit', { ...path, body }))}
        done={credit.reload}
      />
    </section>
  );
}

function CustomerEditor({ customer }: { customer: Customer }) {
  const [note, setNote] = useState(customer.note ?? '');
  const [marketing, setMarketing] = useState(customer.acceptsMarketing);
  const [error, setError] = useState<ApiError>();
  const [saved, setSaved] = useState('');
  const orders = useCursorList(
    (cursor) => privateApi<Page<OrderSummary>>('GET', `/orders${query({ email: customer.email, cursor, limit: 25 })}`),
    customer.email,
  );
  const problems = error?.fieldProblems() ?? {};
  const save = (event: Event) => {
    event.preventDefault();
    privateApi('PATCH', `/customers/${customer.id}`, { note, acceptsMarketing: marketing }).then(() => {
      setSaved('Saved.');
      setError(undefined);
    }, setError);
  };
  return (
    <section>
      <h1>{nameOf(customer)}</h1>
      <p>
        {customer.email}
        {customer.phone ? ` · ${customer.phone}` : ''} · {customer.hasAccount ? 'has an account' : 'guest'} · customer
        since {when(customer.createdAt)}
      </p>
      <form onSubmit={save} aria-label="Customer">
        <Field label="Note" name="note" problems={problems}>
          {(id, d) => (
            <textarea id={id} value={note} aria-describedby={d} onInput={(e) => setNote(e.currentTarget.value)} />
          )}
        </Field>
        <div class="check">
          <input
            id="marketing"
            type="checkbox"
            checked={marketing}
            onChange={(e) => setMarketing(e.currentTarget.checked)}
          />
          <label for="marketing">Accepts marketing</label>
        </div>
        <FormProblems error={error} shown={['note']} />
        <button type="submit">Save customer</button>
        {saved && <span role="status">{saved}</span>}
      </form>
      <h2>Orders</h2>
      <ErrorNotice error={orders.error} />
      <ul>
        {orders.items.map((o) => (
          <li key={o.id}>
            <a href={`#/orders/${o.id}`}>#{o.number}</a> — {when(o.createdAt)}, {o.status}, {o.total.formatted}
          </li>
        ))}
      </ul>
      <ListEnd list={orders} empty="No orders yet." />
    </section>
  );
}
