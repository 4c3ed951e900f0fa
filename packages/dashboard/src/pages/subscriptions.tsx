import { useState } from 'preact/hooks';
import type { components } from '@commerce-service/sdk';
import { admin, data } from '../api';
import { ConfirmButton, ErrorNotice, ListEnd, newKey, useCursorList, useSubmit, when } from '../ui';

type Subscription = components['schemas']['Subscription'];
type Action = components['schemas']['SubscriptionActionRequest']['action'];
type Status = Subscription['status'];

const STATUSES: Array<{ value: Status | ''; label: string }> = [
  { value: '', label: 'all' },
  { value: 'active', label: 'active' },
  { value: 'past_due', label: 'past due (a charge failed, retrying)' },
  { value: 'paused', label: 'paused' },
  { value: 'cancelled', label: 'cancelled' },
];

const every = (s: Subscription) =>
  s.intervalCount === 1 ? `every ${s.interval}` : `every ${s.intervalCount} ${s.interval}s`;

/**
 * The store's subscriptions (each one workflow `subscription-<id>` that orders and charges every cycle), newest
 * first, with the staff's actions: pause, resume, skip the next cycle, cancel. Each answers with the new schedule.
 */
export function Subscriptions() {
  const [status, setStatus] = useState<Status | ''>('');
  const list = useCursorList(
    (cursor) =>
      data(
        admin.get('/subscriptions', {
          query: { limit: 25, ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) },
        }),
      ),
    status,
  );
  return (
    <section>
      <h1>Subscriptions</h1>
      <p>Shoppers who subscribed at checkout: each cycle makes one order and one off-session charge.</p>
      <label>
        Status{' '}
        <select value={status} onChange={(e) => setStatus(e.currentTarget.value as Status | '')}>
          {STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <ErrorNotice error={list.error} />
      {list.items.length > 0 && (
        <table>
          <caption>Subscriptions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Shopper</th>
              <th scope="col">Item</th>
              <th scope="col">Plan</th>
              <th scope="col">Status</th>
              <th scope="col">Paid orders</th>
              <th scope="col">Next charge</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((s) => (
              <SubscriptionRow key={s.id} subscription={s} />
            ))}
          </tbody>
        </table>
      )}
      <ListEnd list={list} empty="No subscriptions." />
    </section>
  );
}

function SubscriptionRow({ subscription }: { subscription: Subscription }) {
  const [s, setS] = useState(subscription);
  const submit = useSubmit();
  const act = (action: Action, done: string) =>
    submit.run(
      () =>
        data(
          admin.post('/subscriptions/{id}/actions', {
            path: { id: s.id },
            idempotencyKey: newKey(),
            body: { action },
          }),
        ),
      (next) => {
        setS(next);
        return done;
      },
    );
  const can = (action: Action) => s.allowedActions.includes(action);
  return (
    <tr>
      <td>{s.email}</td>
      <td>
        <a href={`#/products/${s.productId}`}>{s.title}</a> × {s.quantity}
      </td>
      <td>
        {every(s)}
        {s.discountPercent ? `, ${s.discountPercent}% off` : ''}
      </td>
      <td>
        {s.status}
        {s.failedAttempts ? ` (${s.failedAttempts} failed)` : ''}
      </td>
      <td>
        <a href={`#/orders/${s.firstOrderId}`}>{s.cyclesPaid}</a>
      </td>
      <td>{when(s.nextBillingAt)}</td>
      <td>
        {can('pause') && (
          <button type="button" disabled={submit.busy} onClick={() => act('pause', 'Paused.')}>
            Pause
          </button>
        )}
        {can('resume') && (
          <button type="button" disabled={submit.busy} onClick={() => act('resume', 'Resumed.')}>
            Resume
          </button>
        )}
        {can('skip') && (
          <button type="button" disabled={submit.busy} onClick={() => act('skip', 'Next cycle skipped.')}>
            Skip next
          </button>
        )}
        {can('cancel') && (
          <ConfirmButton
            label="Cancel"
            question="Cancel this subscription? No further charge is made."
            confirmLabel="Cancel subscription"
            onConfirm={() => act('cancel', 'Cancelled.')}
          />
        )}
        {submit.notice && <span role="status">{submit.notice}</span>}
        <ErrorNotice error={submit.error} />
      </td>
    </tr>
  );
}
