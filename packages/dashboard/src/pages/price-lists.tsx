import { useState } from 'preact/hooks';
import type { components } from '@commerce-service/sdk';
import { admin, data, privateApi, query, type Page } from '../api';
import type { PageProps } from '../page-props';
import { ListPage } from '../list';
import { toMinorUnits } from '../money';
import { ApiForm, DeleteButton, Field, Loading, TextField, useLoad, useSubmit, when } from '../ui';

type CustomerGroup = components['schemas']['CustomerGroup'];
type PriceList = components['schemas']['PriceList'];
type PricePreview = components['schemas']['PricePreview'];

/** A `datetime-local` value as an ISO instant, or null when left empty. */
const instant = (local: string) => (local ? new Date(local).toISOString() : null);

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

function DateField(props: {
  label: string;
  name: string;
  problems: Record<string, string>;
  value: string;
  onValue: (v: string) => void;
}) {
  return (
    <Field label={props.label} name={props.name} problems={props.problems}>
      {(id, describedBy) => (
        <input
          id={id}
          type="datetime-local"
          value={props.value}
          aria-describedby={describedBy}
          onInput={(e) => props.onValue(e.currentTarget.value)}
        />
      )}
    </Field>
  );
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
      <div class="inline-form">
        <TextField label="Name" name="groupName" problems={submit.problems} required value={name} onValue={setName} />
        <TextField
          label="E-mail domains (optional, comma-separated)"
          name="emailDomains"
          problems={submit.problems}
          value={domains}
          onValue={setDomains}
        />
      </div>
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
        <div class="inline-form">
          <TextField
            label="Variant id"
            name="prices"
            problems={submit.problems}
            required
            value={variantId}
            onValue={setVariantId}
          />
          <TextField
            label={`Price in ${currency}`}
            name="amount"
            inputMode="decimal"
            problems={submit.problems}
            required
            value={amount}
            onValue={setAmount}
          />
          <TextField
            label="From quantity"
            name="minQuantity"
            inputMode="numeric"
            problems={submit.problems}
            value={minQuantity}
            onValue={setMinQuantity}
          />
        </div>
      )}
      <div class="inline-form">
        <DateField
          label="Starts (optional)"
          name="startsAt"
          problems={submit.problems}
          value={startsAt}
          onValue={setStartsAt}
        />
        <DateField
          label="Ends (optional)"
          name="endsAt"
          problems={submit.problems}
          value={endsAt}
          onValue={setEndsAt}
        />
      </div>
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
          { header: 'Name', cell: (l) => l.name },
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
