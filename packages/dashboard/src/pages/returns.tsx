import { useState } from 'preact/hooks';
import type { components } from '@commerce-service/sdk';
import { admin, data, privateApi, query, type Page } from '../api';
import type { PageProps } from '../page-props';
import { FilterSelect, ListPage, useFilters } from '../list';
import { ApiForm, Field, Loading, useLoad, useSubmit, when } from '../ui';

type Return = components['schemas']['Return'];
type ResolutionMethod = components['schemas']['ResolveReturnRequest']['method'];
type TrackingKind = components['schemas']['AddReturnTrackingRequest']['kind'];

const STATUSES: Array<[string, string]> = [
  ['', 'any'],
  ['requested', 'requested: waiting for you'],
  ['approved', 'approved: waiting for the parcel'],
  ['in_transit', 'in transit'],
  ['received', 'received: to resolve'],
  ['resolved', 'resolved'],
  ['refused', 'refused'],
  ['expired', 'expired: not sent in time'],
  ['cancelled', 'cancelled'],
];

/** What each state means for the person looking at it. */
const STATE_TEXT: Record<Return['status'], string> = {
  requested: 'The shopper asked to send these back. Approve or refuse the return.',
  approved: 'Approved: waiting for the parcel. Record what arrives when it does.',
  in_transit: 'The parcel is on its way. Record what arrives when it does.',
  received: 'The parcel arrived. Resolve the return with a refund or store credit.',
  resolved: 'Resolved: nothing more to do.',
  refused: 'Refused: nothing more to do.',
  expired: 'Expired: the parcel was not received in time. The shopper may ask again.',
  cancelled: 'Cancelled: nothing more to do.',
};

/** A policy's reason code as words (`no_longer_needed` → "no longer needed"). */
const reasonText = (reason: string) => reason.replaceAll('_', ' ');

const returnName = (r: Return) => `Return of order #${r.orderNumber}`;

/** The Returns queue (adminListReturns), by state; `/orders/:id/returns` shows one order's returns. */
export function Returns({ params }: PageProps) {
  const { filters, set } = useFilters({ status: params.id ? '' : 'requested' });
  const all = { ...filters, orderId: params.id };
  return (
    <ListPage<Return>
      title={params.id ? 'Returns of this order' : 'Returns'}
      caption="Returns, newest first"
      load={(cursor) => privateApi<Page<Return>>('GET', `/returns${query({ ...all, cursor, limit: 25 })}`)}
      loadKey={JSON.stringify(all)}
      empty="No returns match."
      columns={[
        { header: 'Return', cell: (r) => <a href={`#/returns/${r.id}`}>{returnName(r)}</a> },
        { header: 'State', cell: (r) => r.status },
        { header: 'Reason', cell: (r) => reasonText(r.reason) },
        { header: 'Items', numeric: true, cell: (r) => r.lines.reduce((n, l) => n + l.quantity, 0) },
        { header: 'Value', numeric: true, cell: (r) => r.value.formatted },
        { header: 'Shopper', cell: (r) => r.email },
        { header: 'Asked', cell: (r) => when(r.createdAt) },
      ]}
      filters={
        <FilterSelect id="r-status" label="State" value={filters.status} options={STATUSES} onChange={set('status')} />
      }
    >
      {params.id && (
        <p>
          <a href={`#/orders/${params.id}`}>Back to the order</a> · <a href="#/returns">All returns</a>
        </p>
      )}
    </ListPage>
  );
}

/** One return: its lines, reason and note, its state, and the step its state allows. */
export function ReturnPage({ params }: PageProps) {
  const loaded = useLoad(() => data(admin.get('/returns/{id}', { path: { id: params.id } })), params.id);
  return <Loading loaded={loaded}>{() => loaded.data && <ReturnView first={loaded.data} />}</Loading>;
}

function ReturnView({ first }: { first: Return }) {
  const [r, setReturn] = useState(first);
  const [outcome, setOutcome] = useState('');
  const done = (updated: Return, text: string) => {
    setReturn(updated);
    setOutcome(text);
  };
  return (
    <section>
      <h1>{returnName(r)}</h1>
      <p>
        <a href={`#/orders/${r.orderId}`}>Order #{r.orderNumber}</a> · {r.email} · asked {when(r.createdAt)}
      </p>
      <p>
        <strong>State: {r.status}.</strong> {STATE_TEXT[r.status]}
        {r.shipBy && r.status === 'approved' ? ` It expires if not received by ${when(r.shipBy)}.` : ''}
      </p>
      {outcome && (
        <p class="notice notice-ok" role="status">
          {outcome}
        </p>
      )}
      <dl class="totals">
        <dt>Reason</dt>
        <dd>{reasonText(r.reason)}</dd>
        <dt>Shopper's note</dt>
        <dd>{r.note ?? '—'}</dd>
        <dt>Your message</dt>
        <dd>{r.staffMessage ?? '—'}</dd>
        <dt>Value</dt>
        <dd>{r.value.formatted}</dd>
        {r.resolution && (
          <>
            <dt>
              {r.resolution.method === 'refund'
                ? 'Refunded'
                : r.resolution.method === 'exchange'
                  ? 'Exchanged, refunded'
                  : 'Store credit given'}
            </dt>
            <dd>
              {r.resolution.amount.formatted} (restocking fee {r.resolution.restockingFee.formatted})
            </dd>
          </>
        )}
        {r.resolution?.exchangeOrderId && (
          <>
            <dt>Replacement order</dt>
            <dd>
              <a href={`#/orders/${r.resolution.exchangeOrderId}`}>{r.resolution.exchangeOrderId}</a>
            </dd>
          </>
        )}
        {r.resolution?.balanceDue && (
          <>
            <dt>Due from the shopper</dt>
            <dd>
              {r.resolution.balanceDue.formatted}, through payment link {r.resolution.paymentLinkId} (the replacement
              ships once it is paid)
            </dd>
          </>
        )}
      </dl>
      <h2>Lines</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Asked to return</th>
            <th scope="col">Received sellable</th>
            <th scope="col">Received damaged</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {r.lines.map((l) => (
            <tr key={l.lineId}>
              <td>{l.title}</td>
              <td class="num">{l.quantity}</td>
              <td class="num">{l.sellableQuantity}</td>
              <td class="num">{l.damagedQuantity}</td>
              <td class="num">{l.value.formatted}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Labels and tracking</h2>
      {r.tracking.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ul>
          {r.tracking.map((t) => (
            <li key={t.createdAt + (t.number ?? t.url ?? '')}>
              {t.kind === 'label' ? 'Label' : 'Tracking'} {[t.carrier, t.number].filter(Boolean).join(' ')}{' '}
              {t.url && <a href={t.url}>{t.url}</a>} (added by {t.addedBy}, {when(t.createdAt)})
            </li>
          ))}
        </ul>
      )}
      {(r.status === 'approved' || r.status === 'in_transit') && <TrackingStep r={r} done={done} />}
      {r.status === 'requested' && (
        <>
          <MessageStep r={r} step="approve" done={done} />
          <MessageStep r={r} step="refuse" done={done} />
        </>
      )}
      {(r.status === 'approved' || r.status === 'in_transit') && <ReceiveStep r={r} done={done} />}
      {r.status === 'received' && <ResolveStep r={r} done={done} />}
    </section>
  );
}

interface StepProps {
  r: Return;
  done: (updated: Return, text: string) => void;
}

/** Approve (the message is optional) or refuse (the shopper is told why, so the message is needed). */
function MessageStep({ r, step, done }: StepProps & { step: 'approve' | 'refuse' }) {
  const [message, setMessage] = useState('');
  const submit = useSubmit();
  const approve = step === 'approve';
  const send = () =>
    submit.run(
      () =>
        data(
          approve
            ? admin.post('/returns/{id}/approve', {
                path: { id: r.id },
                body: message.trim() ? { message } : {},
              })
            : admin.post('/returns/{id}/refuse', { path: { id: r.id }, body: { message } }),
        ),
      (updated) => {
        done(updated, approve ? 'Approved: the shopper can send the items now.' : 'Refused: the shopper is told why.');
        return '';
      },
    );
  return (
    <ApiForm
      label={approve ? 'Approve the return' : 'Refuse the return'}
      submitLabel={approve ? 'Approve' : 'Refuse'}
      submit={submit}
      shown={['message']}
      onSubmit={send}
    >
      <h2>{approve ? 'Approve' : 'Refuse'}</h2>
      <Field
        label={approve ? 'Message to the shopper (optional)' : 'Why (the shopper reads this)'}
        name={`${step}-message`}
        problems={submit.problems}
      >
        {(id, describedBy) => (
          <textarea
            id={id}
            required={!approve}
            value={message}
            aria-describedby={describedBy}
            onInput={(e) => setMessage(e.currentTarget.value)}
          />
        )}
      </Field>
    </ApiForm>
  );
}

/** A prepaid label for the shopper, or the parcel's tracking number (which marks the return as in transit). */
function TrackingStep({ r, done }: StepProps) {
  const [kind, setKind] = useState<TrackingKind>('label');
  const [carrier, setCarrier] = useState('');
  const [number, setNumber] = useState('');
  const [url, setUrl] = useState('');
  const submit = useSubmit();
  const orNull = (text: string) => (text.trim() ? text.trim() : null);
  const send = () =>
    submit.run(
      () =>
        data(
          admin.post('/returns/{id}/tracking', {
            path: { id: r.id },
            body: { kind, carrier: orNull(carrier), number: orNull(number), url: orNull(url) },
          }),
        ),
      (updated) => {
        done(updated, kind === 'label' ? 'Label added: the shopper can see it.' : 'Tracking added: in transit.');
        setNumber('');
        setUrl('');
        return '';
      },
    );
  const text = (label: string, name: 'carrier' | 'number' | 'url', value: string, set: (v: string) => void) => (
    <Field label={label} name={name} problems={submit.problems}>
      {(id, describedBy) => (
        <input
          id={id}
          type="text"
          value={value}
          aria-describedby={describedBy}
          onInput={(e) => set(e.currentTarget.value)}
        />
      )}
    </Field>
  );
  return (
    <ApiForm
      label="Add a label or tracking number"
      submitLabel="Add"
      submit={submit}
      shown={['kind', 'carrier', 'number', 'url']}
      onSubmit={send}
    >
      <h2>Add a label or tracking number</h2>
      <Field label="What" name="kind" problems={submit.problems}>
        {(id) => (
          <select id={id} value={kind} onChange={(e) => setKind(e.currentTarget.value as TrackingKind)}>
            <option value="label">a prepaid return label for the shopper</option>
            <option value="tracking">the tracking number of the parcel</option>
          </select>
        )}
      </Field>
      {text('Carrier (optional)', 'carrier', carrier, setCarrier)}
      {text('Number', 'number', number, setNumber)}
      {text('Link (label or tracking page)', 'url', url, setUrl)}
    </ApiForm>
  );
}

/** What arrived: per line, how many can be sold again and how many are written off. */
function ReceiveStep({ r, done }: StepProps) {
  const [counts, setCounts] = useState<Record<string, string>>(
    Object.fromEntries(
      r.lines.flatMap((l) => [
        [`${l.lineId}:sellable`, String(l.quantity)],
        [`${l.lineId}:damaged`, '0'],
      ]),
    ),
  );
  const submit = useSubmit();
  const lines = r.lines.flatMap((l) =>
    (['sellable', 'damaged'] as const)
      .map((condition) => ({ lineId: l.lineId, condition, quantity: Number(counts[`${l.lineId}:${condition}`]) }))
      .filter((line) => line.quantity !== 0),
  );
  const send = () =>
    submit.run(
      () => data(admin.post('/returns/{id}/receive', { path: { id: r.id }, body: { lines } })),
      (updated) => {
        done(updated, 'Received: sellable units are back in stock, damaged ones written off.');
        return '';
      },
    );
  return (
    <ApiForm label="Record what arrived" submitLabel="Receive" submit={submit} shown={['lines']} onSubmit={send}>
      <h2>Record what arrived</h2>
      {r.lines.map((l) => (
        <div class="inline-form" key={l.lineId}>
          {(['sellable', 'damaged'] as const).map((condition) => (
            <Field
              key={condition}
              label={`${l.title}: ${condition === 'sellable' ? 'sellable' : 'damaged (written off)'}`}
              name={`${l.lineId}-${condition}`}
              problems={{}}
            >
              {(id) => (
                <input
                  id={id}
                  type="number"
                  min={0}
                  max={l.quantity}
                  value={counts[`${l.lineId}:${condition}`]}
                  onInput={(e) => setCounts({ ...counts, [`${l.lineId}:${condition}`]: e.currentTarget.value })}
                />
              )}
            </Field>
          ))}
        </div>
      ))}
    </ApiForm>
  );
}

/** Settle the received units: back to the original payment, or to the customer's store credit. */
function ResolveStep({ r, done }: StepProps) {
  const [method, setMethod] = useState<ResolutionMethod>('refund');
  const [variantId, setVariantId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const submit = useSubmit();
  const exchange = { lines: [{ variantId: variantId.trim(), quantity: Number(quantity) }] };
  const send = () =>
    submit.run(
      () =>
        data(
          admin.post('/returns/{id}/resolve', {
            path: { id: r.id },
            body: method === 'exchange' ? { method, exchange } : { method },
          }),
        ),
      (updated) => {
        const amount = updated.resolution?.amount.formatted ?? '';
        const replacement = updated.resolution?.exchangeOrderId;
        const due = updated.resolution?.balanceDue;
        done(
          updated,
          method === 'refund'
            ? `Refunded ${amount}.`
            : method === 'exchange'
              ? due
                ? `Exchanged: replacement order ${replacement ?? ''}, ${due.formatted} due through payment link ` +
                  `${updated.resolution?.paymentLinkId ?? ''}.`
                : `Exchanged: replacement order ${replacement ?? ''}, ${amount} refunded.`
              : `Gave ${amount} of store credit.`,
        );
        return '';
      },
    );
  return (
    <ApiForm
      label="Resolve the return"
      submitLabel="Resolve"
      submit={submit}
      shown={['method', 'exchange']}
      onSubmit={send}
    >
      <h2>Resolve</h2>
      <Field label="Give the money back as" name="method" problems={submit.problems}>
        {(id) => (
          <select id={id} value={method} onChange={(e) => setMethod(e.currentTarget.value as ResolutionMethod)}>
            <option value="refund">a refund to the original payment</option>
            <option value="store_credit">store credit for the customer</option>
            <option value="exchange">an exchange: a replacement order (the difference refunded)</option>
          </select>
        )}
      </Field>
      {method === 'exchange' && (
        <>
          <Field
            label="Variant to send instead (variant id)"
            name="exchange.lines.0.variantId"
            problems={submit.problems}
          >
            {(id, describedBy) => (
              <input
                id={id}
                type="text"
                required
                value={variantId}
                aria-describedby={describedBy}
                onInput={(e) => setVariantId(e.currentTarget.value)}
              />
            )}
          </Field>
          <Field label="How many" name="exchange.lines.0.quantity" problems={submit.problems}>
            {(id) => (
              <input
                id={id}
                type="number"
                min={1}
                value={quantity}
                onInput={(e) => setQuantity(e.currentTarget.value)}
              />
            )}
          </Field>
        </>
      )}
    </ApiForm>
  );
}
