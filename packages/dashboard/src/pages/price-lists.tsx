import { useState } from 'preact/hooks';
import type { components } from '@commerce-service/sdk';
import { admin, data, privateApi, query, uploadFile, type ApiError, type Page } from '../api';
import type { PageProps } from '../page-props';
import { ListPage } from '../list';
import { toDecimalText, toMinorUnits } from '../money';
import {
  ApiForm,
  DeleteButton,
  ErrorNotice,
  Field,
  FormRow,
  Loading,
  TextField,
  useLoad,
  useSubmit,
  when,
} from '../ui';
import type { TextFieldProps } from '../ui';

type CustomerGroup = components['schemas']['CustomerGroup'];
type PriceList = components['schemas']['PriceList'];
type PricePreview = components['schemas']['PricePreview'];

/** A `datetime-local` value as an ISO instant, or null when left empty. */
const instant = (local: string) => (local ? new Date(local).toISOString() : null);
/** An ISO instant as a `datetime-local` input holds it (local time, to the minute); '' is none. */
const localInput = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '';

const offerOf = (list: PriceList) =>
  list.kind === 'percentage'
    ? `${list.percentOff} % off${list.minQuantity > 1 ? ` from ${list.minQuantity} units` : ''}`
    : `${list.prices.length} price${list.prices.length === 1 ? '' : 's'}`;

function GroupSelect(props: {
  groups: CustomerGroup[];
  name: string;
  label: string;
  problems: Record<string, string>;
  value: string;
  onValue: (v: string) => void;
}) {
  return (
    <Field label={props.label} name={props.name} problems={props.problems}>
      {(id, describedBy) => (
        <select
          id={id}
          value={props.value}
          aria-describedby={describedBy}
          onChange={(e) => props.onValue(e.currentTarget.value)}
        >
          <option value="">Everyone</option>
          {props.groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A list's start and end as date-and-time fields; `optional` says "(optional)", `empty` says what an empty one means
 * (now, never), as the list's own page edits them.
 */
function schedule(
  words: 'optional' | 'empty',
  startsAt: string,
  setStartsAt: (v: string) => void,
  endsAt: string,
  setEndsAt: (v: string) => void,
): TextFieldProps[] {
  const date = 'datetime-local' as const;
  return [
    {
      label: `Starts (${words === 'optional' ? 'optional' : 'empty: now'})`,
      name: 'startsAt',
      type: date,
      value: startsAt,
      onValue: setStartsAt,
    },
    {
      label: `Ends (${words === 'optional' ? 'optional' : 'empty: never'})`,
      name: 'endsAt',
      type: date,
      value: endsAt,
      onValue: setEndsAt,
    },
  ];
}

/** Creates a group, with the e-mail domains whose customers join it (comma-separated). */
function CreateGroup({ created }: { created: () => void }) {
  const [name, setName] = useState('');
  const [domains, setDomains] = useState('');
  const submit = useSubmit();
  const create = () =>
    submit.run(
      () =>
        data(
          admin.post('/customer-groups', {
            body: {
              name,
              emailDomains: domains
                .split(',')
                .map((d) => d.trim().toLowerCase())
                .filter(Boolean),
            },
          }),
        ),
      (group) => {
        setName('');
        setDomains('');
        created();
        return `Group ${group.name} created.`;
      },
    );
  return (
    <ApiForm
      label="Create a customer group"
      submitLabel="Create group"
      submit={submit}
      shown={['emailDomains']}
      onSubmit={create}
    >
      <h2>Create a customer group</h2>
      <FormRow
        problems={submit.problems}
        fields={[
          { label: 'Name', name: 'groupName', required: true, value: name, onValue: setName },
          {
            label: 'E-mail domains (optional, comma-separated)',
            name: 'emailDomains',
            value: domains,
            onValue: setDomains,
          },
        ]}
      />
    </ApiForm>
  );
}

/** Creates a list: a percentage off everything, or one override price (more through the API). */
function CreatePriceList({
  groups,
  currencies,
  created,
}: {
  groups: CustomerGroup[];
  currencies: string[];
  created: () => void;
}) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'percentage' | 'override'>('percentage');
  const [percentOff, setPercentOff] = useState('');
  const [groupId, setGroupId] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [variantId, setVariantId] = useState('');
  const [amount, setAmount] = useState('');
  const [minQuantity, setMinQuantity] = useState('1');
  const currency = currencies[0];
  const submit = useSubmit();
  const create = () =>
    submit.run(
      () =>
        data(
          admin.post('/price-lists', {
            body: {
              name,
              kind,
              customerGroupId: groupId || null,
              startsAt: instant(startsAt),
              endsAt: instant(endsAt),
              ...(kind === 'percentage'
                ? { percentOff: Number(percentOff) }
                : {
                    prices: [
                      {
                        variantId: variantId.trim(),
                        currency,
                        amount: toMinorUnits(amount, currency),
                        minQuantity: Number(minQuantity) || 1,
                      },
                    ],
                  }),
            },
          }),
        ),
      (list) => {
        setName('');
        created();
        return `Price list ${list.name} created (${list.status}).`;
      },
    );
  return (
    <ApiForm
      label="Create a price list"
      submitLabel="Create price list"
      submit={submit}
      shown={['name', 'kind', 'percentOff', 'customerGroupId', 'startsAt', 'endsAt', 'prices']}
      onSubmit={create}
    >
      <h2>Create a price list</h2>
      <div class="inline-form">
        <TextField label="Name" name="name" problems={submit.problems} required value={name} onValue={setName} />
        <Field label="Kind" name="kind" problems={submit.problems}>
          {(id) => (
            <select id={id} value={kind} onChange={(e) => setKind(e.currentTarget.value as 'percentage' | 'override')}>
              <option value="percentage">Percentage off</option>
              <option value="override">Price of a variant</option>
            </select>
          )}
        </Field>
        <GroupSelect
          groups={groups}
          name="customerGroupId"
          label="For"
          problems={submit.problems}
          value={groupId}
          onValue={setGroupId}
        />
      </div>
      {kind === 'percentage' ? (
        <TextField
          label="Percent off"
          name="percentOff"
          inputMode="numeric"
          problems={submit.problems}
          required
          value={percentOff}
          onValue={setPercentOff}
        />
      ) : (
        <FormRow
          problems={submit.problems}
          fields={[
            { label: 'Variant id', name: 'prices', required: true, value: variantId, onValue: setVariantId },
            {
              label: `Price in ${currency}`,
              name: 'amount',
              inputMode: 'decimal',
              required: true,
              value: amount,
              onValue: setAmount,
            },
            {
              label: 'From quantity',
              name: 'minQuantity',
              inputMode: 'numeric',
              value: minQuantity,
              onValue: setMinQuantity,
            },
          ]}
        />
      )}
      <FormRow problems={submit.problems} fields={schedule('optional', startsAt, setStartsAt, endsAt, setEndsAt)} />
    </ApiForm>
  );
}

/** "What does a trade customer pay for X": the price a shopper of a group pays now, at a quantity. */
function Preview({ groups }: { groups: CustomerGroup[] }) {
  const [variantId, setVariantId] = useState('');
  const [groupId, setGroupId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [answer, setAnswer] = useState<PricePreview>();
  const submit = useSubmit();
  const ask = () =>
    submit.run(
      () =>
        privateApi<PricePreview>(
          'GET',
          `/variants/${encodeURIComponent(variantId.trim())}/price-preview${query({
            customerGroupId: groupId || undefined,
            quantity: Number(quantity) || 1,
          })}`,
        ),
      (preview) => {
        setAnswer(preview);
        return '';
      },
    );
  return (
    <ApiForm
      label="Preview a price"
      submitLabel="Show the price"
      submit={submit}
      shown={['id', 'quantity']}
      onSubmit={ask}
    >
      <h2>Preview a price</h2>
      <div class="inline-form">
        <TextField
          label="Variant id"
          name="id"
          problems={submit.problems}
          required
          value={variantId}
          onValue={setVariantId}
        />
        <GroupSelect
          groups={groups}
          name="previewGroup"
          label="Shopper of"
          problems={submit.problems}
          value={groupId}
          onValue={setGroupId}
        />
        <TextField
          label="Quantity"
          name="quantity"
          inputMode="numeric"
          problems={submit.problems}
          value={quantity}
          onValue={setQuantity}
        />
      </div>
      {answer && (
        <p data-price-preview>
          Pays {answer.price?.formatted ?? 'no price'} a unit
          {answer.compareAtPrice ? ` (instead of ${answer.compareAtPrice.formatted})` : ''}; own price{' '}
          {answer.ownPrice?.formatted ?? 'none'}.
        </p>
      )}
    </ApiForm>
  );
}

/** Customer groups and price lists, with forms to create both and a price preview. */
export function PriceLists({ session }: PageProps) {
  const [round, setRound] = useState(0);
  const again = () => setRound(round + 1);
  const groups = useLoad(
    () => privateApi<Page<CustomerGroup>>('GET', `/customer-groups${query({ limit: 100 })}`),
    String(round),
  );
  return (
    <>
      <ListPage<PriceList>
        title="Price lists"
        caption="Price lists, newest first"
        load={(cursor) => privateApi<Page<PriceList>>('GET', `/price-lists${query({ cursor, limit: 25 })}`)}
        loadKey={String(round)}
        empty="No price lists yet."
        columns={[
          { header: 'Name', cell: (l) => <a href={`#/price-lists/${l.id}`}>{l.name}</a> },
          { header: 'For', cell: (l) => groups.data?.data.find((g) => g.id === l.customerGroupId)?.name ?? 'Everyone' },
          { header: 'Offer', cell: offerOf },
          { header: 'State', cell: (l) => l.status },
          { header: 'Starts', cell: (l) => when(l.startsAt) },
          { header: 'Ends', cell: (l) => when(l.endsAt) },
          {
            header: 'Delete',
            cell: (l) => (
              <DeleteButton
                what={l.name}
                path={`/price-lists/${l.id}`}
                question="Its prices end at once."
                then="#/price-lists?"
              />
            ),
          },
        ]}
      />
      <Loading loaded={groups}>
        {() => (
          <>
            <CreatePriceList groups={groups.data?.data ?? []} currencies={session.store.currencies} created={again} />
            <section>
              <h2>Customer groups</h2>
              <table>
                <caption class="visually-hidden">Customer groups</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Handle</th>
                    <th scope="col">E-mail domains</th>
                  </tr>
                </thead>
                <tbody>
                  {(groups.data?.data ?? []).map((g) => (
                    <tr key={g.id}>
                      <td>{g.name}</td>
                      <td>{g.handle}</td>
                      <td>{g.emailDomains.join(', ') || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <CreateGroup created={again} />
            <Preview groups={groups.data?.data ?? []} />
          </>
        )}
      </Loading>
    </>
  );
}

/** One price row as typed: decimal texts in the row's currency. */
interface PriceDraft {
  key: number;
  variantId: string;
  currency: string;
  minQuantity: string;
  amount: string;
  compareAt: string;
}

let draftKeys = 0;
const draftOf = (price: PriceList['prices'][number]): PriceDraft => ({
  key: (draftKeys += 1),
  variantId: price.variantId,
  currency: price.currency,
  minQuantity: String(price.minQuantity),
  amount: toDecimalText(price.amount.amount, price.currency),
  compareAt: price.compareAtAmount ? toDecimalText(price.compareAtAmount.amount, price.currency) : '',
});

/** The list's name, schedule and percentage: a PATCH of those alone (its workflow moves its timers at once). */
function ScheduleForm({ list, saved }: { list: PriceList; saved: (list: PriceList) => void }) {
  const [name, setName] = useState(list.name);
  const [percentOff, setPercentOff] = useState(list.percentOff === null ? '' : String(list.percentOff));
  const [startsAt, setStartsAt] = useState(localInput(list.startsAt));
  const [endsAt, setEndsAt] = useState(localInput(list.endsAt));
  const submit = useSubmit();
  const save = () =>
    submit.run(
      () =>
        data(
          admin.patch('/price-lists/{id}', {
            path: { id: list.id },
            body: {
              name,
              startsAt: instant(startsAt),
              endsAt: instant(endsAt),
              ...(list.kind === 'percentage' ? { percentOff: Number(percentOff) } : {}),
            },
          }),
        ),
      (answered) => {
        saved(answered);
        return `Saved (${answered.status}).`;
      },
    );
  return (
    <ApiForm
      label="Name and schedule"
      submitLabel="Save schedule"
      submit={submit}
      shown={['name', 'percentOff', 'startsAt', 'endsAt']}
      onSubmit={save}
    >
      <h2>Name and schedule</h2>
      <FormRow
        problems={submit.problems}
        fields={[
          { label: 'Name', name: 'name', required: true, value: name, onValue: setName },
          list.kind === 'percentage' && {
            label: 'Percent off',
            name: 'percentOff',
            inputMode: 'numeric',
            required: true,
            value: percentOff,
            onValue: setPercentOff,
          },
        ]}
      />
      <FormRow problems={submit.problems} fields={schedule('empty', startsAt, setStartsAt, endsAt, setEndsAt)} />
    </ApiForm>
  );
}

/** An override list's prices as a table to edit: rows added, changed and removed, saved together (they replace). */
function PricesForm({
  list,
  currencies,
  saved,
}: {
  list: PriceList;
  currencies: string[];
  saved: (list: PriceList) => void;
}) {
  const [rows, setRows] = useState(() => list.prices.map(draftOf));
  const submit = useSubmit();
  const change = (key: number, patch: Partial<PriceDraft>) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const save = () =>
    submit.run(
      () =>
        data(
          admin.patch('/price-lists/{id}', {
            path: { id: list.id },
            body: {
              prices: rows.map((row) => ({
                variantId: row.variantId.trim(),
                currency: row.currency,
                minQuantity: Number(row.minQuantity) || 1,
                amount: toMinorUnits(row.amount, row.currency),
                compareAtAmount: row.compareAt.trim() ? toMinorUnits(row.compareAt, row.currency) : null,
              })),
            },
          }),
        ),
      (answered) => {
        setRows(answered.prices.map(draftOf));
        saved(answered);
        return `${answered.prices.length} price${answered.prices.length === 1 ? '' : 's'} saved.`;
      },
    );
  const cell = (
    row: PriceDraft,
    index: number,
    name: keyof PriceDraft,
    label: string,
    mode?: 'decimal' | 'numeric',
  ) => (
    <input
      aria-label={`${label}, row ${index + 1}`}
      inputMode={mode}
      value={String(row[name])}
      onInput={(e) => change(row.key, { [name]: e.currentTarget.value })}
    />
  );
  return (
    <ApiForm label="Prices" submitLabel="Save prices" submit={submit} shown={[]} onSubmit={save}>
      <h2>Prices</h2>
      <table>
        <caption class="visually-hidden">The list's prices</caption>
        <thead>
          <tr>
            <th scope="col">Variant id</th>
            <th scope="col">Currency</th>
            <th scope="col">From quantity</th>
            <th scope="col">Price</th>
            <th scope="col">Compare-at price</th>
            <th scope="col">Remove</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key}>
              <td>{cell(row, index, 'variantId', 'Variant id')}</td>
              <td>
                <select
                  aria-label={`Currency, row ${index + 1}`}
                  value={row.currency}
                  onChange={(e) => change(row.key, { currency: e.currentTarget.value })}
                >
                  {currencies.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </td>
              <td>{cell(row, index, 'minQuantity', 'From quantity', 'numeric')}</td>
              <td>{cell(row, index, 'amount', 'Price', 'decimal')}</td>
              <td>{cell(row, index, 'compareAt', 'Compare-at price', 'decimal')}</td>
              <td>
                <button
                  type="button"
                  aria-label={`Remove row ${index + 1}`}
                  onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p>No prices: the list changes nothing until it has some.</p>}
      <p>
        <button
          type="button"
          onClick={() =>
            setRows([
              ...rows,
              {
                key: (draftKeys += 1),
                variantId: '',
                currency: currencies[0],
                minQuantity: '1',
                amount: '',
                compareAt: '',
              },
            ])
          }
        >
          Add a price
        </button>
      </p>
    </ApiForm>
  );
}

/** Replaces the prices with a CSV file's (the price-list export's columns), all or nothing. */
function PricesFromFile({ list, saved }: { list: PriceList; saved: (list: PriceList) => void }) {
  const [error, setError] = useState<ApiError>();
  const [notice, setNotice] = useState('');
  const upload = (file: File) => {
    setError(undefined);
    setNotice(`Uploading ${file.name}…`);
    uploadFile<PriceList>(`/price-lists/${list.id}/prices`, file, 'text/csv', 'PUT').then(
      (answered) => {
        saved(answered);
        setNotice(`${answered.prices.length} prices from ${file.name} saved.`);
      },
      (failure: ApiError) => {
        setNotice('');
        setError(failure);
      },
    );
  };
  return (
    <section>
      <h2>Prices from a file</h2>
      <p>
        A CSV file with the columns <code>variantId</code> (or <code>sku</code>), <code>currency</code>,{' '}
        <code>amount</code> in minor units, and optionally <code>minQuantity</code> and <code>compareAtAmount</code> (a
        price-list export imports as it is) replaces every price; a file with a bad row changes nothing.
      </p>
      <label for="prices-file">Prices file (.csv)</label>
      <input
        id="prices-file"
        type="file"
        accept=".csv,text/csv"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) upload(file);
          e.currentTarget.value = '';
        }}
      />
      <ErrorNotice error={error} />
      {notice && <p role="status">{notice}</p>}
    </section>
  );
}

/** One price list: its schedule and, for an override list, its prices to edit (a table, or a CSV file). */
export function PriceListDetail({ params, session }: PageProps) {
  const loaded = useLoad(() => data(admin.get('/price-lists/{id}', { path: { id: params.id } })), params.id);
  const [list, setList] = useState<PriceList>();
  const [round, setRound] = useState(0);
  const shown = list ?? loaded.data;
  // A file's prices replace the table's rows: the table starts again from them (a saved table keeps its own rows).
  const replaced = (answered: PriceList) => {
    setList(answered);
    setRound(round + 1);
  };
  return (
    <Loading loaded={loaded}>
      {() =>
        shown && (
          <section>
            <h1>Price list {shown.name}</h1>
            <p>
              <a href="#/price-lists">All price lists</a> · {shown.status} · {offerOf(shown)} · starts{' '}
              {when(shown.startsAt)} · ends {when(shown.endsAt)}
            </p>
            <ScheduleForm list={shown} saved={setList} />
            {shown.kind === 'override' && (
              <>
                <PricesForm key={round} list={shown} currencies={session.store.currencies} saved={setList} />
                <PricesFromFile list={shown} saved={replaced} />
              </>
            )}
          </section>
        )
      }
    </Loading>
  );
}
