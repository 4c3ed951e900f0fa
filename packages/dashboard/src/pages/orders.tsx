import { useState } from 'preact/hooks';
import type { components } from '@commerce-service/sdk';
import { admin, ApiError, data, privateApi, query, type Page } from '../api';
import type { PageProps } from '../page-props';
import { dayEnd, dayStart, FilterInput, FilterSelect, ListPage, useFilters } from '../list';
import { toMinorUnits } from '../money';
import { FormProblems, Loading, TextField, newKey, useLoad, when } from '../ui';
import { OrderClaims } from './claims';

export type OrderSummary = components['schemas']['OrderSummary'];
type Order = components['schemas']['Order'];
type OrderLine = Order['lines'][number];
type Location = components['schemas']['StockLocation'];

/** The store's locations, for naming where a fulfilment ships from; none when the member may not read them. */
const locationsOf = () =>
  data(admin.get('/locations')).then(
    (page) => page.data,
    (): Location[] => [],
  );

const STATUSES = ['', 'pending', 'confirmed', 'completed', 'cancelled'];
const PAYMENT = ['', 'pending', 'authorized', 'paid', 'partially_refunded', 'refunded', 'voided', 'failed'];
const FULFILMENT = ['', 'unfulfilled', 'partially_fulfilled', 'fulfilled'];

/** Placed orders by default; declined cards and card checkouts still waiting for payment only when asked. */
const ATTEMPTS: Array<[string, string]> = [
  ['', 'placed orders'],
  ['true', 'also declined and unpaid checkouts'],
];

const FILTERS = {
  status: '',
  paymentStatus: '',
  fulfillmentStatus: '',
  q: '',
  createdFrom: '',
  createdTo: '',
  includeAttempts: '',
};

export function Orders() {
  const { filters, set } = useFilters(FILTERS);
  const params = { ...filters, createdFrom: dayStart(filters.createdFrom), createdTo: dayEnd(filters.createdTo) };
  return (
    <ListPage<OrderSummary>
      title="Orders"
      caption="Orders, newest first"
      load={(cursor) => privateApi<Page<OrderSummary>>('GET', `/orders${query({ ...params, limit: 25, cursor })}`)}
      loadKey={JSON.stringify(params)}
      empty="No orders match."
      columns={[
        { header: 'Order', cell: (o) => <a href={`#/orders/${o.id}`}>#{o.number}</a> },
        { header: 'Placed', cell: (o) => when(o.createdAt) },
        { header: 'Customer', cell: (o) => o.email },
        { header: 'Status', cell: (o) => o.status },
        { header: 'Payment', cell: (o) => o.paymentStatus },
        { header: 'Fulfilment', cell: (o) => o.fulfillmentStatus },
        { header: 'Total', numeric: true, cell: (o) => o.total.formatted },
      ]}
      filters={
        <>
          <FilterSelect
            id="f-status"
            label="Status"
            value={filters.status}
            options={STATUSES}
            onChange={set('status')}
          />
          <FilterSelect
            id="f-payment"
            label="Payment"
            value={filters.paymentStatus}
            options={PAYMENT}
            onChange={set('paymentStatus')}
          />
          <FilterSelect
            id="f-fulfilment"
            label="Fulfilment"
            value={filters.fulfillmentStatus}
            options={FULFILMENT}
            onChange={set('fulfillmentStatus')}
          />
          <FilterInput
            id="f-from"
            label="Placed from"
            type="date"
            value={filters.createdFrom}
            onChange={set('createdFrom')}
          />
          <FilterInput
            id="f-to"
            label="Placed until"
            type="date"
            value={filters.createdTo}
            onChange={set('createdTo')}
          />
          <FilterInput id="f-q" label="Customer or number" type="search" value={filters.q} onChange={set('q')} />
          <FilterSelect
            id="f-attempts"
            label="Show"
            value={filters.includeAttempts}
            options={ATTEMPTS}
            onChange={set('includeAttempts')}
          />
        </>
      }
    />
  );
}

type Action = 'fulfil' | 'refund' | 'cancel' | 'markPaid';

/**
 * One action form: quantities per line (fulfil, refund), tracking, reason; each submission has its own Idempotency-Key.
 */
function ActionForm({
  order,
  action,
  locations,
  done,
}: {
  order: Order;
  action: Action;
  locations: Location[];
  done: (o: Order, outcome: string) => void;
}) {
  const [shipFrom, setShipFrom] = useState('');
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(true);
  const [shipping, setShipping] = useState(false);
  const [amount, setAmount] = useState('');
  const [firstTo, setFirstTo] = useState<'' | 'gift_card' | 'store_credit'>('');
  const [error, setError] = useState<ApiError>();
  const [busy, setBusy] = useState(false);
  const [key] = useState(newKey);
  const problems = error?.fieldProblems() ?? {};
  const remaining = (l: OrderLine) =>
    action === 'fulfil' ? l.quantity - l.fulfilledQuantity : l.quantity - l.refundedQuantity;
  const items = order.lines
    .map((l) => ({ lineId: l.id, quantity: Number(quantities[l.id] ?? 0) }))
    .filter((i) => i.quantity > 0);
  /** Each action's own typed call; all carry this form's Idempotency-Key, so a retried submission runs once. */
  const send = (): Promise<Order> => {
    const control = { path: { orderId: order.id }, idempotencyKey: key };
    const why = reason ? { reason } : {};
    if (action === 'fulfil')
      return data(
        admin.post('/orders/{orderId}/fulfil', {
          ...control,
          body: {
            ...(items.length || !shipFrom ? { items } : {}),
            ...(shipFrom ? { locationId: shipFrom } : {}),
            ...(tracking || carrier ? { tracking: { carrier, number: tracking } } : {}),
          },
        }),
      );
    if (action === 'refund')
      return data(
        admin.post('/orders/{orderId}/refund', {
          ...control,
          body: {
            ...(items.length ? { items } : {}),
            ...(amount.trim() ? { amount: toMinorUnits(amount, order.total.currency) } : {}),
            includeShipping: shipping,
            restock,
            // Staff's order of tenders: the chosen kind first, the rest in the default order.
            ...(firstTo ? { tenderOrder: [firstTo] } : {}),
            ...why,
          },
        }),
      );
    if (action === 'cancel') return data(admin.post('/orders/{orderId}/cancel', { ...control, body: why }));
    return data(admin.post('/orders/{orderId}/mark-paid', control));
  };
  const submit = (event: Event) => {
    event.preventDefault();
    setBusy(true);
    send().then(
      (updated) =>
        done(
          updated,
          `${LABELS[action]}: done. The order is now ${updated.status}, payment ${updated.paymentStatus}, ` +
            `fulfilment ${updated.fulfillmentStatus}; refunded in all ${updated.refundedAmount.formatted}.`,
        ),
      (e: ApiError) => {
        setError(e);
        setBusy(false);
      },
    );
  };
  const withLines = action === 'fulfil' || action === 'refund';
  return (
    <form class="action-form" onSubmit={submit} aria-label={LABELS[action]}>
      <FormProblems error={error} shown={action === 'refund' ? ['amount'] : action === 'fulfil' ? ['tracking'] : []} />
      {withLines &&
        order.lines.map((l, index) => (
          <div class={problems[`items.${index}.quantity`] ? 'field field-invalid' : 'field'} key={l.id}>
            <label for={`q-${l.id}`}>
              {l.title} {l.variantTitle} ({l.sku}) — quantity to {action === 'fulfil' ? 'fulfil' : 'refund'}, up to{' '}
              {remaining(l)}
            </label>
            <input
              id={`q-${l.id}`}
              type="number"
              min="0"
              max={remaining(l)}
              value={quantities[l.id] ?? '0'}
              onInput={(e) => setQuantities({ ...quantities, [l.id]: e.currentTarget.value })}
            />
          </div>
        ))}
      {action === 'fulfil' && (
        <>
          {locations.length > 1 && (
            <div class="field">
              <label for="ship-from">Ship from</label>
              <select id="ship-from" value={shipFrom} onChange={(e) => setShipFrom(e.currentTarget.value)}>
                <option value="">Where the units are allocated (one parcel per location)</option>
                {locations.map((l) => (
                  <option key={l.id} value={l.id}>
                    Only {l.name} (quantities empty: all it holds for this order)
                  </option>
                ))}
              </select>
            </div>
          )}
          <TextField label="Carrier" name="tracking.carrier" problems={problems} value={carrier} onValue={setCarrier} />
          <TextField
            label="Tracking number"
            name="tracking.number"
            problems={problems}
            value={tracking}
            onValue={setTracking}
          />
        </>
      )}
      {action === 'refund' && (
        <>
          <TextField
            label={
              `Amount to refund in ${order.total.currency} ` +
              '(empty: the lines and shipping chosen; nothing chosen: all)'
            }
            name="amount"
            problems={problems}
            inputMode="decimal"
            value={amount}
            onValue={setAmount}
          />
          <div class="check">
            <input
              id="restock"
              type="checkbox"
              checked={restock}
              onChange={(e) => setRestock(e.currentTarget.checked)}
            />
            <label for="restock">Put the items back in stock</label>
          </div>
          <div class="check">
            <input
              id="refund-shipping"
              type="checkbox"
              checked={shipping}
              onChange={(e) => setShipping(e.currentTarget.checked)}
            />
            <label for="refund-shipping">Refund shipping too</label>
          </div>
          <div class="field">
            <label for="refund-first-to">Give the money back first to</label>
            <select
              id="refund-first-to"
              value={firstTo}
              onChange={(e) => setFirstTo(e.currentTarget.value as typeof firstTo)}
            >
              <option value="">
                The card or transfer, then store credit, then gift cards (reverse of the checkout)
              </option>
              <option value="gift_card">The gift cards that paid, then the rest as usual</option>
              <option value="store_credit">The store credit that paid, then the rest as usual</option>
            </select>
          </div>
        </>
      )}
      {(action === 'refund' || action === 'cancel') && (
        <div class="field">
          <label for="reason">Reason</label>
          <input id="reason" value={reason} onInput={(e) => setReason(e.currentTarget.value)} />
        </div>
      )}
      <button type="submit" disabled={busy}>
        {busy ? 'Working…' : `Confirm: ${LABELS[action]}`}
      </button>
    </form>
  );
}

const LABELS: Record<Action, string> = {
  fulfil: 'Fulfil',
  refund: 'Refund',
  cancel: 'Cancel order',
  markPaid: 'Mark paid',
};
/** allowedActions, plus marking paid an order that waits for a manual payment (bank transfer, cash). */
function actionsOf(order: Order): Action[] {
  const actions: Action[] = order.allowedActions.filter((a) => a in LABELS);
  const awaitsPayment =
    order.status === 'pending' && order.paymentMethod !== 'card' && order.paymentStatus === 'pending';
  return awaitsPayment ? [...actions, 'markPaid'] : actions;
}

export function OrderDetail({ params }: PageProps) {
  const loaded = useLoad(() => data(admin.get('/orders/{orderId}', { path: { orderId: params.id } })), params.id);
  const [current, setCurrent] = useState<Order>();
  const [open, setOpen] = useState<Action>();
  const [outcome, setOutcome] = useState('');
  const locations = useLoad(locationsOf, 'locations');
  const order = current ?? loaded.data;
  const nameOf = (id: string | null | undefined) => locations.data?.find((l) => l.id === id)?.name ?? id;
  return (
    <Loading loaded={loaded}>
      {() =>
        order && (
          <section>
            <h1>Order #{order.number}</h1>
            <p>
              {order.email} · placed {when(order.createdAt)} · {order.status} · payment {order.paymentStatus} ·
              fulfilment {order.fulfillmentStatus}
            </p>
            {order.workflow && (
              <p>
                <a href={order.workflow.url} target="_blank" rel="noopener noreferrer">
                  This order's workflow in the Temporal UI
                </a>
              </p>
            )}
            <p>
              <a href={`#/orders/${order.id}/returns`}>Returns of this order</a>
              {order.status === 'confirmed' && order.fulfillmentStatus !== 'fulfilled' && (
                <>
                  {' · '}
                  <a href={`#/orders/${order.id}/edit`}>Edit order</a>
                </>
              )}
            </p>
            {order.balanceDue && order.balanceDue.amount > 0 && (
              <p>
                <strong>Balance due: {order.balanceDue.formatted}</strong>, to be paid through the payment link of the
                last edit.
              </p>
            )}
            {outcome && (
              <p class="notice notice-ok" role="status">
                {outcome}
              </p>
            )}
            <div class="actions">
              {actionsOf(order).map((a) => (
                <button
                  type="button"
                  key={a}
                  aria-expanded={open === a}
                  onClick={() => setOpen(open === a ? undefined : a)}
                >
                  {LABELS[a]}
                </button>
              ))}
              {actionsOf(order).length === 0 && <p>No actions are possible in this state.</p>}
            </div>
            {open && (
              <ActionForm
                key={open}
                order={order}
                action={open}
                locations={locations.data ?? []}
                done={(o, text) => {
                  setCurrent(o);
                  setOpen(undefined);
                  setOutcome(text);
                }}
              />
            )}
            <h2>Lines</h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Fulfilled</th>
                  <th scope="col">Refunded</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((l) => (
                  <tr key={l.id}>
                    <td>
                      {l.title} {l.variantTitle}
                    </td>
                    <td>{l.sku}</td>
                    <td class="num">{l.quantity}</td>
                    <td class="num">{l.fulfilledQuantity}</td>
                    <td class="num">{l.refundedQuantity}</td>
                    <td class="num">{l.total.formatted}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl class="totals">
              <dt>Subtotal</dt>
              <dd>{order.subtotal.formatted}</dd>
              <dt>Discount</dt>
              <dd>{order.discountTotal.formatted}</dd>
              <dt>Shipping</dt>
              <dd>{order.shippingTotal.formatted}</dd>
              <dt>Tax</dt>
              <dd>{order.taxTotal.formatted}</dd>
              <dt>Total</dt>
              <dd>{order.total.formatted}</dd>
              <dt>Refunded</dt>
              <dd>{order.refundedAmount.formatted}</dd>
            </dl>
            <h2>Payments</h2>
            <ul>
              {order.payments.map((p) => (
                <li key={p.id}>
                  {p.method}: {p.status}, {p.amount.formatted}, {when(p.createdAt)}
                </li>
              ))}
            </ul>
            <h2>Refunds</h2>
            {order.refunds.length === 0 ? (
              <p>None.</p>
            ) : (
              <ul>
                {order.refunds.map((r) => (
                  <li key={r.id}>
                    {r.amount.formatted}
                    {r.reason ? ` (${r.reason})` : ''}, {when(r.createdAt)}
                  </li>
                ))}
              </ul>
            )}
            <h2>Fulfilments</h2>
            {order.fulfilments.length === 0 ? (
              <p>None.</p>
            ) : (
              <ul>
                {order.fulfilments.map((f) => (
                  <li key={f.id}>
                    {when(f.createdAt)}
                    {f.locationId ? ` from ${nameOf(f.locationId)}` : ''}
                    {f.tracking?.number ? `, tracking ${f.tracking.carrier ?? ''} ${f.tracking.number}` : ''}
                  </li>
                ))}
              </ul>
            )}
            <OrderClaims
              order={order}
              changed={() => data(admin.get('/orders/{orderId}', { path: { orderId: order.id } })).then(setCurrent)}
            />
            <h2>Timeline</h2>
            <ol class="timeline">
              {order.timeline.map((t, i) => (
                <li key={i}>
                  {when(t.createdAt)} — {t.message} ({t.actor})
                </li>
              ))}
            </ol>
          </section>
        )
      }
    </Loading>
  );
}
