import { useState } from 'preact/hooks';
import { ApiError, privateApi, query, type Money, type Page } from '../api';
import type { PageProps } from '../routes';
import { toMinorUnits } from '../money';
import { ConfirmButton, ErrorNotice, Field, FormProblems, ListEnd, TextField, useCursorList, when } from '../ui';

interface Discount {
  id: string;
  code: string;
  type: string;
  value: number | null;
  amountOff: Money | null;
  minimumSubtotal: Money | null;
  usageCount: number;
  usageLimit: number | null;
  active: boolean;
  endsAt: string | null;
}

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

export function Discounts({ session }: PageProps) {
  const list = useCursorList(
    (cursor) => privateApi<Page<Discount>>('GET', `/discounts${query({ cursor, limit: 50 })}`),
    'discounts',
  );
  const [error, setError] = useState<ApiError>();
  const remove = (d: Discount) => privateApi('DELETE', `/discounts/${d.id}`).then(list.reload, setError);
  return (
    <section>
      <h1>Discounts</h1>
      <ErrorNotice error={error ?? list.error} />
      <table>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Off</th>
            <th scope="col">Used</th>
            <th scope="col">Ends</th>
            <th scope="col">State</th>
            <th scope="col">Delete</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((d) => (
            <tr key={d.id}>
              <td>{d.code}</td>
              <td>
                {d.type === 'percentage'
                  ? `${d.value} %`
                  : d.type === 'free_shipping'
                    ? 'free shipping'
                    : d.amountOff?.formatted}
              </td>
              <td class="num">
                {d.usageCount}
                {d.usageLimit ? ` of ${d.usageLimit}` : ''}
              </td>
              <td>{when(d.endsAt)}</td>
              <td>{d.active ? 'active' : 'inactive'}</td>
              <td>
                <ConfirmButton
                  label={`Delete ${d.code}`}
                  question="Orders keep the code they used."
                  confirmLabel={`Yes, delete ${d.code}`}
                  onConfirm={() => remove(d)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ListEnd list={list} empty="No discounts yet." />
      <NewDiscount currencies={session.store.currencies} created={list.reload} />
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
              <span class="visually-hidden">{r.rating} of 5</span> {r.title} — {r.authorName}, {when(r.createdAt)} ·{' '}
              {r.status} · <a href={`#/products/${r.productId}`}>product</a>
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
