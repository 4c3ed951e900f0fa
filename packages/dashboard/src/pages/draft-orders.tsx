import { useState } from 'preact/hooks';
import type { components } from '@commerce-service/sdk';
import { ApiError, privateApi, query, type Settings } from '../api';
import type { PageProps } from '../page-props';
import { toDecimalText, toMinorUnits } from '../money';
import {
  ApiForm,
  ConfirmButton,
  ErrorNotice,
  Field,
  FormRow,
  Loading,
  TextField,
  useLoad,
  useSubmit,
  when,
} from '../ui';

type DraftOrder = components['schemas']['DraftOrder'];
type DraftLine = components['schemas']['DraftOrderRequest']['lines'] extends (infer L)[] | undefined ? L : never;

const STATUSES = ['', 'open', 'invoiced', 'paid', 'expired', 'cancelled'];

/** The store's draft orders, newest first, with a form that starts a new one for a customer's e-mail. */
export function DraftOrders() {
  const [status, setStatus] = useState('');
  const [round, setRound] = useState(0);
  const loaded = useLoad(
    () => privateApi<{ items: DraftOrder[] }>('GET', `/draft-orders${query({ status, limit: 100 })}`),
    `${status}|${round}`,
  );
  const [email, setEmail] = useState('');
  const submit = useSubmit();
  const create = () =>
    submit.run(
      () => privateApi<DraftOrder>('POST', '/draft-orders', { email }, crypto.randomUUID()),
      (made) => {
        setEmail('');
        setRound(round + 1);
        location.hash = `#/draft-orders/${made.id}`;
        return 'Draft created.';
      },
    );
  return (
    <section>
      <h1>Draft orders</h1>
      <p>
        Build an order for a customer, then send them a payment link or mark it paid when their bank transfer arrives.
      </p>
      <ApiForm label="New draft order" submitLabel="Create draft" submit={submit} shown={['email']} onSubmit={create}>
        <h2>New draft order</h2>
        <TextField
          label="Customer's e-mail"
          name="email"
          type="email"
          required
          problems={submit.problems}
          value={email}
          onValue={setEmail}
        />
      </ApiForm>
      <h2>Drafts</h2>
      <label for="draft-status">State</label>{' '}
      <select id="draft-status" value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {s || 'any'}
          </option>
        ))}
      </select>
      <Loading loaded={loaded}>
        {() =>
          loaded.data && loaded.data.items.length > 0 ? (
            <table>
              <caption>Draft orders, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Draft</th>
                  <th scope="col">Customer</th>
                  <th scope="col">State</th>
                  <th scope="col" class="num">
                    Total
                  </th>
                  <th scope="col">Created</th>
                </tr>
              </thead>
              <tbody>
                {loaded.data.items.map((d) => (
                  <tr key={d.id}>
                    <td>
                      <a href={`#/draft-orders/${d.id}`}>{d.id}</a>
                    </td>
                    <td>{d.email ?? '—'}</td>
                    <td>{d.status}</td>
                    <td class="num">{d.total.formatted}</td>
                    <td>{when(d.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>No drafts match.</p>
          )
        }
      </Loading>
    </section>
  );
}

/** One draft: its lines and totals; while open, forms to change it; then send its link, mark it paid or cancel. */
export function DraftOrderPage({ params }: PageProps) {
  const loaded = useLoad(() => privateApi<DraftOrder>('GET', `/draft-orders/${params.id}`), params.id);
  const settings = useLoad(() => privateApi<Settings>('GET', '/settings'), 'settings');
  return (
    <Loading loaded={loaded}>{() => loaded.data && <DraftView first={loaded.data} settings={settings.data} />}</Loading>
  );
}

/** The draft's lines as the request takes them back: a variant (at its custom price), or a custom line. */
const linesOf = (draft: DraftOrder): DraftLine[] =>
  draft.lines.map((l) =>
    l.variantId === null
      ? { title: l.title, quantity: l.quantity, unitPrice: l.unitPrice.amount, taxable: l.taxable }
      : {
          variantId: l.variantId,
          quantity: l.quantity,
          ...(l.customPrice ? { unitPrice: l.unitPrice.amount } : {}),
          taxable: l.taxable,
        },
  );

function DraftView({ first, settings }: { first: DraftOrder; settings?: Settings }) {
  const [draft, setDraft] = useState(first);
  const [error, setError] = useState<ApiError>();
  const [notice, setNotice] = useState('');
  const open = draft.status === 'open';
  const act = (path: string, done: string) =>
    privateApi<DraftOrder>('POST', `/draft-orders/${draft.id}/${path}`, {}, crypto.randomUUID()).then(
      (next) => {
        setDraft(next);
        setError(undefined);
        setNotice(done);
      },
      (e: ApiError) => {
        setNotice('');
        setError(e);
      },
    );
  const patch = (body: Record<string, unknown>) =>
    privateApi<DraftOrder>('PATCH', `/draft-orders/${draft.id}`, body).then((next) => {
      setDraft(next);
      return next;
    });
  return (
    <section>
      <h1>Draft order {draft.id}</h1>
      <p>
        State: <strong>{draft.status}</strong> · for {draft.email ?? 'no e-mail yet'} · created {when(draft.createdAt)}
        {draft.orderNumber !== null && (
          <>
            {' '}
            · <a href={`#/orders/${draft.orderId}`}>order #{draft.orderNumber}</a>
          </>
        )}
      </p>
      <table>
        <caption>Lines of the draft</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" class="num">
              Quantity
            </th>
            <th scope="col" class="num">
              Unit price
            </th>
            <th scope="col" class="num">
              Total
            </th>
            {open && <th scope="col">Remove</th>}
          </tr>
        </thead>
        <tbody>
          {draft.lines.map((line, i) => (
            <tr key={`${line.variantId ?? 'custom'}-${i}`}>
              <td>
                {line.custom ? (
                  <>
                    {line.title} (custom line{line.taxable ? '' : ', untaxed'})
                  </>
                ) : (
                  <>
                    {line.title} · {line.variantTitle} ({line.sku})
                  </>
                )}
              </td>
              <td class="num">{line.quantity}</td>
              <td class="num">
                {line.unitPrice.formatted}
                {line.customPrice ? ' (custom)' : ''}
              </td>
              <td class="num">{line.total.formatted}</td>
              {open && (
                <td>
                  <button
                    type="button"
                    aria-label={`Remove ${line.title}`}
                    onClick={() => void patch({ lines: linesOf(draft).filter((_, j) => j !== i) }).catch(setError)}
                  >
                    Remove
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <dl class="totals">
        <dt>Subtotal</dt>
        <dd>{draft.subtotal.formatted}</dd>
        <dt>Discount</dt>
        <dd>{draft.discountTotal.formatted}</dd>
        <dt>Shipping</dt>
        <dd>{draft.shippingTotal.formatted}</dd>
        <dt>Tax</dt>
        <dd>{draft.taxTotal.formatted}</dd>
        <dt>Total</dt>
        <dd data-draft-total>{draft.total.formatted}</dd>
      </dl>
      {draft.paymentLinkId && (
        <p>
          Payment link <code data-payment-link>{draft.paymentLinkId}</code>, payable until {when(draft.linkExpiresAt)}:
          send the customer your store's pay page,{' '}
          <code>/widget/pay?publishable-key=…&amp;link={draft.paymentLinkId}</code>.
        </p>
      )}
      <ErrorNotice error={error} />
      {notice && <p role="status">{notice}</p>}
      {open && <AddLine draft={draft} patch={patch} />}
      {open && <AddCustomLine draft={draft} patch={patch} />}
      {open && <DraftDetails draft={draft} patch={patch} settings={settings} />}
      {(open || draft.status === 'invoiced') && (
        <div class="actions">
          {open && (
            <button type="button" onClick={() => void act('send-link', 'The payment link is ready to send.')}>
              Send payment link
            </button>
          )}
          <ConfirmButton
            label="Mark paid"
            question="The customer's bank transfer arrived? The draft becomes a paid order."
            confirmLabel="Yes, mark it paid"
            onConfirm={() => void act('mark-paid', 'The draft is paid: its order is confirmed.')}
          />
          <ConfirmButton
            label="Cancel draft"
            question="Its link can no longer be paid and any reserved stock is released."
            confirmLabel="Yes, cancel it"
            onConfirm={() => void act('cancel', 'The draft is cancelled.')}
          />
        </div>
      )}
    </section>
  );
}

function AddLine({ draft, patch }: { draft: DraftOrder; patch: (body: Record<string, unknown>) => Promise<unknown> }) {
  const [variantId, setVariantId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [price, setPrice] = useState('');
  const submit = useSubmit();
  const add = () =>
    submit.run(
      () =>
        patch({
          lines: [
            ...linesOf(draft),
            {
              variantId: variantId.trim(),
              quantity: Number(quantity),
              taxable: true,
              ...(price.trim() ? { unitPrice: toMinorUnits(price, draft.currency) } : {}),
            },
          ],
        }),
      () => {
        setVariantId('');
        setPrice('');
        return 'Line added.';
      },
    );
  return (
    <ApiForm label="Add a line" submitLabel="Add line" submit={submit} shown={['lines']} onSubmit={add}>
      <h2>Add a line</h2>
      <FormRow
        problems={submit.problems}
        fields={[
          { label: 'Variant id', name: 'lines', required: true, value: variantId, onValue: setVariantId },
          {
            label: 'Quantity',
            name: 'quantity',
            inputMode: 'numeric',
            required: true,
            value: quantity,
            onValue: setQuantity,
          },
          {
            label: `Custom unit price in ${draft.currency} (optional)`,
            name: 'unitPrice',
            inputMode: 'decimal',
            value: price,
            onValue: setPrice,
          },
        ]}
      />
    </ApiForm>
  );
}

/** A line that is no catalogue variant: a title at a price of its own, taxed unless unticked; it reserves no stock. */
function AddCustomLine({
  draft,
  patch,
}: {
  draft: DraftOrder;
  patch: (body: Record<string, unknown>) => Promise<unknown>;
}) {
  const [title, setTitle] = useState('');
  const [units, setUnits] = useState('1');
  const [price, setPrice] = useState('');
  const [taxable, setTaxable] = useState(true);
  const submit = useSubmit();
  // Its fields are named apart from the variant form's (an id each); the API's problems are listed above the button.
  const add = () =>
    submit.run(
      () =>
        patch({
          lines: [
            ...linesOf(draft),
            {
              title: title.trim(),
              quantity: Number(units),
              unitPrice: toMinorUnits(price, draft.currency),
              taxable,
            },
          ],
        }),
      () => {
        setTitle('');
        setPrice('');
        setTaxable(true);
        return 'Custom line added.';
      },
    );
  return (
    <ApiForm label="Add a custom line" submitLabel="Add custom line" submit={submit} shown={[]} onSubmit={add}>
      <h2>Add a custom line</h2>
      <p>A service or a made-to-order item that is not in the catalogue: a title and a price, no stock.</p>
      <FormRow
        problems={submit.problems}
        fields={[
          { label: 'Custom line title', name: 'customTitle', required: true, value: title, onValue: setTitle },
          {
            label: 'Number of units',
            name: 'customUnits',
            inputMode: 'numeric',
            required: true,
            value: units,
            onValue: setUnits,
          },
          {
            label: `Price each in ${draft.currency}`,
            name: 'customPrice',
            inputMode: 'decimal',
            required: true,
            value: price,
            onValue: setPrice,
          },
        ]}
      >
        <div class="check">
          <input
            id="custom-line-taxable"
            type="checkbox"
            checked={taxable}
            onChange={(e) => setTaxable(e.currentTarget.checked)}
          />
          <label for="custom-line-taxable">Taxable</label>
        </div>
      </FormRow>
    </ApiForm>
  );
}

function DraftDetails({
  draft,
  patch,
  settings,
}: {
  draft: DraftOrder;
  patch: (body: Record<string, unknown>) => Promise<unknown>;
  settings?: Settings;
}) {
  const address = (draft.shippingAddress ?? {}) as Record<string, string>;
  const [fields, setFields] = useState({
    email: draft.email ?? '',
    discountCode: draft.discountCode ?? '',
    shippingOptionId: draft.shippingOptionId ?? '',
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    line1: address.line1 ?? '',
    city: address.city ?? '',
    postalCode: address.postalCode ?? '',
    country: address.country ?? '',
    note: draft.note ?? '',
  });
  const set = (key: keyof typeof fields) => (value: string) => setFields({ ...fields, [key]: value });
  const options = (settings?.shippingZones ?? []).flatMap((zone) =>
    zone.options.map((o) => ({ id: o.id, label: `${o.name} (${zone.name})` })),
  );
  const submit = useSubmit();
  const save = () =>
    submit.run(
      () =>
        patch({
          email: fields.email || null,
          discountCode: fields.discountCode || null,
          shippingOptionId: fields.shippingOptionId || null,
          shippingAddress: fields.country
            ? {
                firstName: fields.firstName,
                lastName: fields.lastName,
                line1: fields.line1,
                city: fields.city,
                postalCode: fields.postalCode,
                country: fields.country.toUpperCase(),
              }
            : null,
          note: fields.note || null,
        }),
      () => 'Draft saved.',
    );
  const text = (label: string, key: keyof typeof fields, name = key as string) => (
    <TextField label={label} name={name} problems={submit.problems} value={fields[key]} onValue={set(key)} />
  );
  return (
    <ApiForm
      label="Customer, shipping and discount"
      submitLabel="Save draft"
      submit={submit}
      shown={['email', 'discountCode', 'shippingOptionId', 'shippingAddress', 'note']}
      onSubmit={save}
    >
      <h2>Customer, shipping and discount</h2>
      {text("Customer's e-mail", 'email')}
      {text('Discount code', 'discountCode')}
      {/* A member who may not read the settings types the option's id instead of choosing it. */}
      {options.length === 0 && text('Shipping option id', 'shippingOptionId')}
      {options.length > 0 && (
        <Field label="Shipping option" name="shippingOptionId" problems={submit.problems}>
          {(id) => (
            <select
              id={id}
              value={fields.shippingOptionId}
              onChange={(e) => set('shippingOptionId')(e.currentTarget.value)}
            >
              <option value="">none</option>
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <fieldset>
        <legend>Shipping address</legend>
        {text('First name', 'firstName', 'shippingAddress.firstName')}
        {text('Last name', 'lastName', 'shippingAddress.lastName')}
        {text('Street', 'line1', 'shippingAddress.line1')}
        {text('City', 'city', 'shippingAddress.city')}
        {text('Postal code', 'postalCode', 'shippingAddress.postalCode')}
        {text('Country (2 letters)', 'country', 'shippingAddress.country')}
      </fieldset>
      {text('Note', 'note')}
      <p>
        Totals: {toDecimalText(draft.total.amount, draft.currency)} {draft.currency}
      </p>
    </ApiForm>
  );
}
