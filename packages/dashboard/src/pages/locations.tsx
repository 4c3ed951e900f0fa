import { useState } from 'preact/hooks';
import type { components } from '@commerce-service/sdk';
import { admin, ApiError, data, uploadFile } from '../api';
import {
  ApiForm,
  ConfirmButton,
  ErrorNotice,
  Field,
  ListEnd,
  Loading,
  TextField,
  useCursorList,
  useLoad,
  useSubmit,
  when,
} from '../ui';
import type { PageProps } from '../page-props';
import { rememberExport } from './exports';

type Location = components['schemas']['StockLocation'];
type Kind = Location['kind'];
type Strategy = components['schemas']['InventorySettings']['allocationStrategy'];

const KINDS: Kind[] = ['warehouse', 'shop', 'dropship'];

function AddLocation({ added }: { added: () => void }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<Kind>('warehouse');
  const [city, setCity] = useState('');
  const [priority, setPriority] = useState('1');
  const [fulfils, setFulfils] = useState(true);
  const [pickup, setPickup] = useState(false);
  const submit = useSubmit();
  const save = () =>
    submit.run(
      () =>
        data(
          admin.post('/locations', {
            body: {
              name,
              kind,
              priority: Number(priority),
              fulfilsOnlineOrders: fulfils,
              offersPickup: pickup,
              ...(city ? { address: { city } } : {}),
            },
          }),
        ),
      (location) => {
        setName('');
        setCity('');
        added();
        return `${location.name} added.`;
      },
    );
  return (
    <ApiForm
      label="Add a location"
      submitLabel="Add location"
      submit={submit}
      onSubmit={save}
      shown={['name', 'kind', 'priority', 'address']}
    >
      <h2>Add a location</h2>
      <TextField label="Name" name="name" required problems={submit.problems} value={name} onValue={setName} />
      <Field label="Kind" name="kind" problems={submit.problems}>
        {(id) => (
          <select id={id} value={kind} onChange={(e) => setKind(e.currentTarget.value as Kind)}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField label="City" name="address" problems={submit.problems} value={city} onValue={setCity} />
      <TextField
        label="Priority (lower ships first)"
        name="priority"
        inputMode="numeric"
        problems={submit.problems}
        value={priority}
        onValue={setPriority}
      />
      <div class="field">
        <label>
          <input type="checkbox" checked={fulfils} onChange={(e) => setFulfils(e.currentTarget.checked)} /> Fulfils
          online orders
        </label>
      </div>
      <div class="field">
        <label>
          <input type="checkbox" checked={pickup} onChange={(e) => setPickup(e.currentTarget.checked)} /> Offers pickup
          to shoppers
        </label>
      </div>
    </ApiForm>
  );
}

function LocationRow({ location, changed }: { location: Location; changed: () => void }) {
  const [error, setError] = useState<ApiError>();
  const update = (body: { fulfilsOnlineOrders?: boolean; offersPickup?: boolean; isDefault?: true }) =>
    data(admin.patch('/locations/{id}', { path: { id: location.id }, body })).then(() => {
      setError(undefined);
      changed();
    }, setError);
  const remove = () =>
    data(admin.delete('/locations/{id}', { path: { id: location.id } })).then(() => {
      setError(undefined);
      changed();
    }, setError);
  return (
    <tr>
      <th scope="row">
        <a href={`#/locations/${location.id}`}>{location.name}</a>
      </th>
      <td>{location.kind}</td>
      <td>{location.address.city ?? '—'}</td>
      <td>{location.priority}</td>
      <td>{location.fulfilsOnlineOrders ? 'yes' : 'no'}</td>
      <td>{location.offersPickup ? 'yes' : 'no'}</td>
      <td>{location.isDefault ? 'default' : ''}</td>
      <td>
        <button type="button" onClick={() => update({ offersPickup: !location.offersPickup })}>
          {location.offersPickup ? `Stop pickup at ${location.name}` : `Offer pickup at ${location.name}`}
        </button>
        {!location.isDefault && (
          <>
            <button type="button" onClick={() => update({ fulfilsOnlineOrders: !location.fulfilsOnlineOrders })}>
              {location.fulfilsOnlineOrders
                ? `Stop online orders from ${location.name}`
                : `Ship online orders from ${location.name}`}
            </button>
            <button type="button" onClick={() => update({ isDefault: true })}>
              Make {location.name} the default
            </button>
            <ConfirmButton
              label={`Delete ${location.name}`}
              question="Only a location without stock can go."
              confirmLabel={`Yes, delete ${location.name}`}
              onConfirm={remove}
            />
          </>
        )}
        <ErrorNotice error={error} />
      </td>
    </tr>
  );
}

function AllocationStrategy() {
  const loaded = useLoad(() => data(admin.get('/inventory-settings')), 'inventory-settings');
  const [strategy, setStrategy] = useState<Strategy>();
  const submit = useSubmit();
  const chosen = strategy ?? loaded.data?.allocationStrategy ?? 'priority';
  const save = () =>
    submit.run(
      () => data(admin.put('/inventory-settings', { body: { allocationStrategy: chosen } })),
      () => 'Allocation strategy saved.',
    );
  return (
    <Loading loaded={loaded}>
      {() => (
        <ApiForm
          label="Allocation of paid orders"
          submitLabel="Save strategy"
          submit={submit}
          onSubmit={save}
          shown={['allocationStrategy']}
        >
          <h2>Allocation of paid orders</h2>
          <Field label="Strategy" name="allocationStrategy" problems={submit.problems}>
            {(id) => (
              <select id={id} value={chosen} onChange={(e) => setStrategy(e.currentTarget.value as Strategy)}>
                <option value="priority">By priority</option>
                <option value="single_location_first">One location for the whole order first</option>
              </select>
            )}
          </Field>
        </ApiForm>
      )}
    </Loading>
  );
}

type InventoryImportResult = components['schemas']['InventoryImportResult'];
interface Problem {
  field: string;
  message: string;
}

/**
 * Levels per location from Shopify's inventory CSV (or this service's inventory export): checked first (a dry run),
 * then applied whole; a file with problems changes nothing and lists them by line.
 */
function InventoryImport({ imported }: { imported: () => void }) {
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<ApiError>();
  const send = (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    uploadFile<InventoryImportResult>(`/inventory-imports${dryRun ? '?dryRun=true' : ''}`, file, 'text/csv')
      .then((result) => {
        setError(undefined);
        setNotice(
          `${dryRun ? 'Checked: would set' : 'Set'} ${result.changed} levels; ${result.unchanged} already right.`,
        );
        if (!dryRun) imported();
      }, setError)
      .finally(() => setBusy(false));
  };
  const problems = Array.isArray(error?.details) ? (error.details as Problem[]) : [];
  return (
    <section aria-labelledby="inventory-import">
      <h2 id="inventory-import">Stock per location from a file</h2>
      <p>
        Shopify’s inventory CSV, or the “Inventory per location” export: each row’s SKU, location name and “On hand” set
        that level. A file with any problem changes nothing.
      </p>
      <label for="inventory-file">Inventory file (.csv)</label>
      <input
        id="inventory-file"
        type="file"
        accept=".csv,text/csv"
        onChange={(e) => {
          setFile(e.currentTarget.files?.[0]);
          setNotice('');
          setError(undefined);
        }}
      />
      <button type="button" disabled={!file || busy} onClick={() => send(true)}>
        Check file
      </button>
      <button type="button" disabled={!file || busy} onClick={() => send(false)}>
        Import stock levels
      </button>
      {notice && <p role="status">{notice}</p>}
      <ErrorNotice error={error} />
      {problems.length > 0 && (
        <ul aria-label="Problems in the file">
          {problems.map((p) => (
            <li key={`${p.field} ${p.message}`}>
              {p.field}: {p.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The store's locations: where stock is kept, which ship online orders, and how paid orders are allocated. */
export function Locations() {
  const loaded = useLoad(() => data(admin.get('/locations')), 'locations');
  return (
    <section>
      <h1>Locations</h1>
      <Loading loaded={loaded}>
        {() => (
          <table>
            <caption>Where stock is kept, lowest priority first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Kind</th>
                <th scope="col">City</th>
                <th scope="col">Priority</th>
                <th scope="col">Online orders</th>
                <th scope="col">Pickup</th>
                <th scope="col">Default</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {loaded.data?.data.map((location) => (
                <LocationRow key={location.id} location={location} changed={loaded.reload} />
              ))}
            </tbody>
          </table>
        )}
      </Loading>
      <AddLocation added={loaded.reload} />
      <AllocationStrategy />
      <InventoryImport imported={loaded.reload} />
    </section>
  );
}

type PickListLine = components['schemas']['PickListLine'];

/** Starts the CSV export of the location's pick list; it is followed on the Export page with this tab's others. */
function ExportPickList({ location }: { location: Location }) {
  const submit = useSubmit();
  const start = () =>
    submit.run(
      () =>
        data(
          admin.post('/pick-list-exports', {
            body: { format: 'csv', filters: { locationId: location.id } },
          }),
        ),
      (started) => {
        rememberExport({ id: started.id, kind: started.kind });
        return 'Export started: follow it on the Export page.';
      },
    );
  return (
    <ApiForm label="Export the pick list" submitLabel="Export as CSV" submit={submit} onSubmit={start} shown={[]}>
      <h2>Export the pick list</h2>
      <p>
        A CSV file of the lines below, for printing or a handheld scanner.{' '}
        <a href="#/exports">Follow it on the Export page</a>.
      </p>
    </ApiForm>
  );
}

/** One location: what it still has to ship (its pick list), oldest paid order first. */
export function LocationPage({ params }: PageProps) {
  const loaded = useLoad(() => data(admin.get('/locations/{id}', { path: { id: params.id } })), params.id);
  const list = useCursorList<PickListLine>(
    (cursor) => data(admin.get('/locations/{id}/pick-list', { path: { id: params.id }, query: { cursor, limit: 50 } })),
    params.id,
  );
  return (
    <Loading loaded={loaded}>
      {() =>
        loaded.data && (
          <section>
            <h1>{loaded.data.name}</h1>
            <p>
              {loaded.data.kind} · priority {loaded.data.priority} ·{' '}
              {loaded.data.fulfilsOnlineOrders ? 'ships online orders' : 'does not ship online orders'}
            </p>
            <h2>Pick list</h2>
            <p>
              Units of paid orders allocated here and not yet shipped. Ship them from the order’s page: each location
              ships its own parcel.
            </p>
            <ErrorNotice error={list.error} />
            {list.items.length > 0 && (
              <table>
                <caption>To pick at {loaded.data.name}, oldest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">SKU</th>
                    <th scope="col">Item</th>
                    <th scope="col">Quantity</th>
                    <th scope="col">Placed</th>
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((line) => (
                    <tr key={`${line.orderId} ${line.variantId}`}>
                      <th scope="row">
                        <a href={`#/orders/${line.orderId}`}>#{line.orderNumber}</a>
                      </th>
                      <td>{line.sku}</td>
                      <td>
                        {line.title}
                        {line.variantTitle ? ` – ${line.variantTitle}` : ''}
                      </td>
                      <td>{line.quantity}</td>
                      <td>{when(line.orderCreatedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <ListEnd list={list} empty="Nothing to pick here." />
            <ExportPickList location={loaded.data} />
          </section>
        )
      }
    </Loading>
  );
}
