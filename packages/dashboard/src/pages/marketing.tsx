import { useState } from 'preact/hooks';
import type { components } from '@commerce-service/sdk';
import { admin, ApiError, data, privateApi, query, type Page } from '../api';
import type { PageProps } from '../page-props';
import { FilterInput, FilterSelect, ListPage, useFilters } from '../list';
import { toDecimalText, toMinorUnits } from '../money';
import {
  ApiForm,
  ConfirmButton,
  ErrorNotice,
  Field,
  FormProblems,
  ListEnd,
  Loading,
  TextField,
  useCursorList,
  useLoad,
  useSubmit,
  when,
} from '../ui';

type Discount = components['schemas']['AdminDiscount'];

const TYPES = ['percentage', 'fixed_amount', 'free_shipping'];

function NewDiscount({ currencies, created }: { currencies: string[]; created: () => void }) {
  const [code, setCode] = useState('');
  const [type, setType] = useState('percentage');
  const [value, setValue] = useState('');
  const [currency, setCurrency] = useState(currencies[0]);
  const [error, setError] = useState<ApiError>();
  const problems = error?.fieldProblems() ?? {};
  const submit = (event: Event) => {
    event.preventDefault();
    const amount =
      type === 'percentage'
        ? { value: Number(value) }
        : type === 'fixed_amount'
          ? { value: toMinorUnits(value, currency), currency }
          : {};
    privateApi('POST', '/discounts', { code, type, ...amount }).then(() => {
      setCode('');
      setValue('');
      setError(undefined);
      created();
    }, setError);
  };
  return (
    <form onSubmit={submit} aria-label="New discount">
      <h2>New discount</h2>
      <TextField label="Code" name="code" problems={problems} required value={code} onValue={setCode} />
      <Field label="Type" name="type" problems={problems}>
        {(id) => (
          <select id={id} value={type} onChange={(e) => setType(e.currentTarget.value)}>
            {TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        )}
      </Field>
      {type !== 'free_shipping' && (
        <TextField
          label={type === 'percentage' ? 'Percent off' : 'Amount off'}
          name="value"
          problems={problems}
          inputMode="decimal"
          required
          value={value}
          onValue={setValue}
        />
      )}
      {type === 'fixed_amount' && (
        <Field label="Currency" name="currency" problems={problems}>
          {(id) => (
            <select id={id} value={currency} onChange={(e) => setCurrency(e.currentTarget.value)}>
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <FormProblems error={error} shown={['code', 'type', 'value', 'currency']} />
      <button type="submit">Create discount</button>
    </form>
  );
}

/** Every filter of adminListDiscounts (active, code); a create or delete loads the list again. */
export function Discounts({ session }: PageProps) {
  const { filters, set } = useFilters({ active: '', code: '' });
  const [round, setRound] = useState(0);
  const changed = () => setRound(round + 1);
  const [error, setError] = useState<ApiError>();
  const remove = (d: Discount) => data(admin.delete('/discounts/{id}', { path: { id: d.id } })).then(changed, setError);
  return (
    <>
      <ListPage<Discount>
        title="Discounts"
        load={(cursor) => privateApi<Page<Discount>>('GET', `/discounts${query({ ...filters, cursor, limit: 50 })}`)}
        loadKey={`${JSON.stringify(filters)}|${round}`}
        empty="No discounts match."
        columns={[
          { header: 'Code', cell: (d) => <a href={`#/discounts/${d.id}`}>{d.code}</a> },
          {
            header: 'Off',
            cell: (d) =>
              d.type === 'percentage'
                ? `${d.value} %`
                : d.type === 'free_shipping'
                  ? 'free shipping'
                  : d.amountOff?.formatted,
          },
          { header: 'Used', numeric: true, cell: (d) => `${d.usageCount}${d.usageLimit ? ` of ${d.usageLimit}` : ''}` },
          { header: 'Ends', cell: (d) => when(d.endsAt) },
          { header: 'State', cell: (d) => (d.active ? 'active' : 'inactive') },
          {
            header: 'Delete',
            cell: (d) => (
              <ConfirmButton
                label={`Delete ${d.code}`}
                question="Orders keep the code they used."
                confirmLabel={`Yes, delete ${d.code}`}
                onConfirm={() => remove(d)}
              />
            ),
          },
        ]}
        filters={
          <>
            <FilterSelect
              id="d-active"
              label="State"
              value={filters.active}
              options={[
                ['', 'any'],
                ['true', 'active'],
                ['false', 'inactive'],
              ]}
              onChange={set('active')}
            />
            <FilterInput id="d-code" label="Code is" type="search" value={filters.code} onChange={set('code')} />
          </>
        }
      >
        <ErrorNotice error={error} />
      </ListPage>
      <NewDiscount currencies={session.store.currencies} created={changed} />
    </>
  );
}

/** An ISO instant as a datetime-local input holds it (local time, to the minute), and back; '' is none. */
const toLocalInput = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '';
const fromLocalInput = (text: string) => (text ? new Date(text).toISOString() : null);
const optionalInteger = (text: string) => (text.trim() === '' ? null : Number(text));

/** One discount's page: every field adminUpdateDiscount takes. */
export function DiscountDetail({ params, session }: PageProps) {
  const loaded = useLoad(() => data(admin.get('/discounts/{id}', { path: { id: params.id } })), params.id);
  return (
    <Loading loaded={loaded}>
      {() =>
        loaded.data && (
          <DiscountForm discount={loaded.data} currency={loaded.data.currency ?? session.store.defaultCurrency} />
        )
      }
    </Loading>
  );
}

/** Keeps what was typed after a save and shows the discount as the API answered it. */
function DiscountForm({ discount: loaded, currency }: { discount: Discount; currency: string }) {
  const [discount, setDiscount] = useState(loaded);
  const [draft, setDraft] = useState({
    code: discount.code,
    value:
      discount.value === null
        ? ''
        : discount.type === 'fixed_amount'
          ? toDecimalText(discount.value, currency)
          : String(discount.value),
    minimumSubtotal: discount.minimumSubtotal ? toDecimalText(discount.minimumSubtotal.amount, currency) : '',
    startsAt: toLocalInput(discount.startsAt),
    endsAt: toLocalInput(discount.endsAt),
    usageLimit: discount.usageLimit === null ? '' : String(discount.usageLimit),
    usageLimitPerCustomer: discount.usageLimitPerCustomer === null ? '' : String(discount.usageLimitPerCustomer),
  });
  const [active, setActive] = useState(discount.active);
  const submit = useSubmit();
  const set = (name: keyof typeof draft) => (value: string) => setDraft({ ...draft, [name]: value });
  const save = () =>
    submit.run(
      () =>
        data(
          admin.patch('/discounts/{id}', {
            path: { id: discount.id },
            body: {
              code: draft.code,
              ...(discount.type === 'percentage' ? { value: optionalInteger(draft.value) } : {}),
              ...(discount.type === 'fixed_amount' ? { value: toMinorUnits(draft.value, currency), currency } : {}),
              minimumSubtotal: draft.minimumSubtotal.trim() ? toMinorUnits(draft.minimumSubtotal, currency) : null,
              startsAt: fromLocalInput(draft.startsAt),
              endsAt: fromLocalInput(draft.endsAt),
              usageLimit: optionalInteger(draft.usageLimit),
              usageLimitPerCustomer: optionalInteger(draft.usageLimitPerCustomer),
              active,
            },
          }),
        ),
      (answered) => {
        setDiscount(answered);
        return 'Saved.';
      },
    );
  const field = (label: string, name: keyof typeof draft, type?: 'datetime-local') => (
    <Field label={label} name={name} problems={submit.problems}>
      {(id, d) => (
        <input
          id={id}
          type={(type ?? 'text') as 'text'}
          value={draft[name]}
          aria-describedby={d}
          onInput={(e) => set(name)(e.currentTarget.value)}
        />
      )}
    </Field>
  );
  return (
    <section>
      <h1>Discount {discount.code}</h1>
      <p>
        <a href="#/discounts">All discounts</a> · {discount.type} · used {discount.usageCount} times
      </p>
      <ApiForm
        label="Discount"
        submitLabel="Save discount"
        submit={submit}
        onSubmit={save}
        shown={['code', 'value', 'currency', ...Object.keys(draft)]}
      >
        {field('Code', 'code')}
        {discount.type !== 'free_shipping' &&
          field(discount.type === 'percentage' ? 'Percent off' : `Amount off in ${currency}`, 'value')}
        {field(`Minimum subtotal in ${currency} (empty: none)`, 'minimumSubtotal')}
        {field('Starts', 'startsAt', 'datetime-local')}
        {field('Ends', 'endsAt', 'datetime-local')}
        {field('Uses in all (empty: no limit)', 'usageLimit')}
        {field('Uses per customer (empty: no limit)', 'usageLimitPerCustomer')}
        <div class="check">
          <input id="d-active" type="checkbox" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
          <label for="d-active">Active</label>
        </div>
      </ApiForm>
    </section>
  );
}

interface Review {
  id: string;
  productId: string;
  rating: number;
  title: string | null;
  body: string;
  authorName: string;
  status: string;
  allowedActions: string[];
  createdAt: string;
}

export function Reviews() {
  const [status, setStatus] = useState('pending');
  const list = useCursorList(
    (cursor) => privateApi<Page<Review>>('GET', `/reviews${query({ status, cursor, limit: 25 })}`),
    status,
  );
  const [error, setError] = useState<ApiError>();
  const act = (r: Review, action: string) =>
    privateApi('POST', `/reviews/${r.id}/${action}`).then(list.reload, setError);
  return (
    <section>
      <h1>Reviews</h1>
      <label for="r-status">Show</label>
      <select id="r-status" value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
        {['pending', 'published', 'rejected', ''].map((s) => (
          <option key={s} value={s}>
            {s || 'all'}
          </option>
        ))}
      </select>
      <ErrorNotice error={error ?? list.error} />
      <ul class="members">
        {list.items.map((r) => (
          <li key={r.id} class="member">
            <p>
              <strong>
                {'★'.repeat(r.rating)}
                {'☆'.repeat(5 - r.rating)}
              </strong>{' '}
              <span class="visually-hidden">{r.rating} of 5</span>{' '}
              {`${r.title ?? ''} — ${r.authorName}, ${when(r.createdAt)} · ${r.status} · `}
              <a href={`#/products/${r.productId}`}>product</a>
            </p>
            <p class="message-body">{r.body}</p>
            {r.allowedActions.map((a) => (
              <button type="button" key={a} onClick={() => act(r, a)}>
                {a === 'approve' ? 'Publish' : 'Reject'}
              </button>
            ))}
          </li>
        ))}
      </ul>
      <ListEnd list={list} empty="No reviews here." />
    </section>
  );
}
