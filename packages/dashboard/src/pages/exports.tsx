import { useEffect, useState } from 'preact/hooks';
import type { components } from '@commerce-service/sdk';
import { ApiError, privateApi, type Permission } from '../api';
import type { PageProps } from '../page-props';
import { FilterSelect } from '../list';
import { ErrorNotice, usePolling, when } from '../ui';

type Export = components['schemas']['Export'];
type Kind = Export['kind'];
type Format = Export['format'];

/**
 * Each kind has its own operations, guarded by the permission of what it holds (openapi.json x-permission). A pick
 * list is started from its location (the Locations page), so it is listed here but not offered in the form.
 */
const KINDS: Record<Kind, { label: string; path: string; permission: Permission; startedElsewhere?: true }> = {
  products: { label: 'Products', path: '/product-exports', permission: 'catalogue' },
  orders: { label: 'Orders', path: '/order-exports', permission: 'orders' },
  customers: { label: 'Customers', path: '/customer-exports', permission: 'customers' },
  stock_ledger: { label: 'Stock movements', path: '/stock-ledger-exports', permission: 'catalogue' },
  inventory: { label: 'Inventory per location', path: '/inventory-exports', permission: 'catalogue' },
  pick_list: { label: 'Pick list', path: '/pick-list-exports', permission: 'orders', startedElsewhere: true },
  price_list_prices: { label: 'Price-list prices', path: '/price-list-exports', permission: 'catalogue' },
  customer_group_members: { label: 'Customer-group members', path: '/customer-group-exports', permission: 'customers' },
  returns: { label: 'Returns', path: '/return-exports', permission: 'orders' },
  subscriptions: { label: 'Subscriptions', path: '/subscription-exports', permission: 'orders' },
};

/**
 * The API has no list of exports, so the page lists the ones started in this browser tab (their ids kept in
 * sessionStorage, so they survive going to another page and back); each is read again from the API.
 */
const STARTED = 'commerce:dashboard:exports';
type Started = { id: string; kind: Kind };
const startedBefore = (): Started[] => JSON.parse(sessionStorage.getItem(STARTED) ?? '[]') as Started[];

/** Lists an export started on another page (a location's pick list) with this tab's exports. */
export function rememberExport(started: Started) {
  const next = [started, ...startedBefore().filter((s) => s.id !== started.id)];
  sessionStorage.setItem(STARTED, JSON.stringify(next));
}

const exportPath = (kind: Kind, id: string) => `${KINDS[kind].path}/${encodeURIComponent(id)}`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} KB`;

/** Starts an export of any kind the member may read, in CSV or JSON Lines, and lists this tab's exports. */
export function Exports({ session }: PageProps) {
  const kinds = (Object.keys(KINDS) as Kind[]).filter(
    (k) => !KINDS[k].startedElsewhere && session.permissions.includes(KINDS[k].permission),
  );
  const [kind, setKind] = useState<Kind | undefined>(kinds[0]);
  const [format, setFormat] = useState<Format>('csv');
  const [started, setStarted] = useState<Started[]>(startedBefore);
  const [error, setError] = useState<ApiError>();
  const [busy, setBusy] = useState(false);
  if (!kind)
    return (
      <section class="notice notice-denied" role="alert">
        <h1>You cannot export anything</h1>
        <p>
          Exports need the “Catalogue”, “Orders” or “Customers” permission, for what they hold. Ask a store owner to
          grant one.
        </p>
      </section>
    );
  const start = () => {
    setBusy(true);
    privateApi<Export>('POST', KINDS[kind].path, { format, filters: {} })
      .then((fresh) => {
        const next = [{ id: fresh.id, kind: fresh.kind }, ...started.filter((s) => s.id !== fresh.id)];
        sessionStorage.setItem(STARTED, JSON.stringify(next));
        setStarted(next);
        setError(undefined);
      }, setError)
      .finally(() => setBusy(false));
  };
  return (
    <section>
      <h1>Export</h1>
      <p>
        A file of everything of one kind (orders with their lines, customers, products with their variants, or every
        stock movement): CSV for a spreadsheet, JSON Lines for another program. It is written in the background; its
        download link stays valid for a while, and this page fetches a fresh one when you come back.
      </p>
      <form
        aria-label="Start an export"
        class="filters"
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <FilterSelect
          id="export-kind"
          label="What"
          value={kind}
          options={kinds.map((k): [string, string] => [k, KINDS[k].label])}
          onChange={(v) => setKind(v as Kind)}
        />
        <FilterSelect
          id="export-format"
          label="Format"
          value={format}
          options={[
            ['csv', 'CSV'],
            ['jsonl', 'JSON Lines'],
          ]}
          onChange={(v) => setFormat(v as Format)}
        />
        <button type="submit" disabled={busy}>
          Start export
        </button>
      </form>
      <ErrorNotice error={error} />
      {started.length === 0 ? (
        <p>No exports started in this tab yet.</p>
      ) : (
        <table>
          <caption>Exports started in this tab, newest first</caption>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Format</th>
              <th scope="col">Started</th>
              <th scope="col">Progress</th>
              <th scope="col">File</th>
            </tr>
          </thead>
          <tbody>
            {started.map((s) => (
              <ExportRow key={s.id} started={s} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** One export, asked again every second while its workflow writes it. */
function ExportRow({ started }: { started: Started }) {
  const [item, setItem] = useState<Export>();
  const [error, setError] = useState<ApiError>();
  const ask = () => privateApi<Export>('GET', exportPath(started.kind, started.id));
  // The first ask has nothing to wait for; later ones poll while it runs.
  useEffect(() => void ask().then(setItem, setError), [started.id]);
  const pollError = usePolling(item, item?.status === 'running', ask, setItem);
  const label = KINDS[started.kind].label;
  // One that ended meanwhile answers 409 with the API's message; the poll shows how it ended.
  const cancel = () =>
    privateApi<Export>('POST', `${exportPath(started.kind, started.id)}/cancel`).then((cancelled) => {
      setError(undefined);
      setItem(cancelled);
    }, setError);
  if (!item)
    return (
      <tr>
        <td>{label}</td>
        <td colSpan={4}>{error ? <ErrorNotice error={error} /> : 'Loading…'}</td>
      </tr>
    );
  const name = `${label} export (${item.format === 'csv' ? 'CSV' : 'JSON Lines'})`;
  return (
    <tr>
      <td>{label}</td>
      <td>{item.format === 'csv' ? 'CSV' : 'JSON Lines'}</td>
      <td>{when(item.createdAt)}</td>
      <td>
        {item.status === 'running' && <progress aria-label={`${name} progress`} />}
        <span role={item.status === 'running' ? 'status' : undefined}>
          {item.rowsWritten.toLocaleString('en-US')} records, {kilobytes(item.byteSize)}
          {item.status === 'running' ? ' so far' : ''}
        </span>
        {item.status === 'failed' && <p class="field-error">Failed: {item.failure ?? 'no reason given'}</p>}
        {item.status === 'cancelled' && <p>Cancelled</p>}
        <ErrorNotice error={error ?? pollError} />
      </td>
      <td>
        {item.download && (
          <a class="button" href={item.download.url} download aria-label={`Download the ${name}`}>
            Download
          </a>
        )}
        {item.status === 'running' && (
          <button type="button" onClick={cancel} aria-label={`Cancel the ${name}`}>
            Cancel
          </button>
        )}
      </td>
    </tr>
  );
}
