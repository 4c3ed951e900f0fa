import { useState } from 'preact/hooks';
import { ApiError, privateApi, query, type Page } from '../api';
import type { PageProps } from '../page-props';
import {
  CheckGroup,
  ConfirmButton,
  DeleteButton,
  ErrorNotice,
  FormProblems,
  ListEnd,
  Loading,
  TextField,
  useCursorList,
  useLoad,
  when,
} from '../ui';

export const EVENT_TYPES = [
  'order.created',
  'order.paid',
  'order.fulfilled',
  'order.cancelled',
  'order.refunded',
  'product.created',
  'product.updated',
  'product.deleted',
  'inventory.updated',
  'customer.created',
  'customer.updated',
  'review.created',
  'conversation.message_created',
];

interface Endpoint {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  secret?: string;
}

export interface Delivery {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attemptCount: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextRetryAt: string | null;
  createdAt: string;
  attempts: Array<{
    number: number;
    attemptedAt: string;
    durationMs: number;
    statusCode: number | null;
    responseBody: string | null;
    error: string | null;
  }>;
}

/** A secret the API shows once: on the page until the person leaves it, never stored. */
function ShownOnce({ label, value }: { label: string; value: string }) {
  return (
    <div class="notice notice-ok" role="status">
      <p>{label} — copy it now, it is not shown again:</p>
      <code class="secret">{value}</code>
    </div>
  );
}

function EventChoice({
  prefix,
  events,
  onChange,
}: {
  prefix: string;
  events: string[];
  onChange: (events: string[]) => void;
}) {
  return <CheckGroup legend="Events" prefix={prefix} options={EVENT_TYPES} value={events} onChange={onChange} />;
}

/** The events an endpoint receives, changed in place. */
function EditEvents({ endpoint, saved }: { endpoint: Endpoint; saved: (text: string) => void }) {
  const [events, setEvents] = useState(endpoint.events);
  const [error, setError] = useState<ApiError>();
  const submit = (event: Event) => {
    event.preventDefault();
    privateApi('PATCH', `/webhooks/${endpoint.id}`, { events }).then(() => {
      setError(undefined);
      saved('The events are saved.');
    }, setError);
  };
  return (
    <form onSubmit={submit} aria-label="Events of this webhook">
      <EventChoice prefix="edit" events={events} onChange={setEvents} />
      <FormProblems error={error} shown={[]} />
      <button type="submit">Save events</button>
    </form>
  );
}

function RegisterWebhook({ registered }: { registered: (e: Endpoint) => void }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>(['order.paid', 'order.refunded']);
  const [error, setError] = useState<ApiError>();
  const problems = error?.fieldProblems() ?? {};
  const submit = (event: Event) => {
    event.preventDefault();
    privateApi<Endpoint>('POST', '/webhooks', { url, events, ...(description ? { description } : {}) }).then((e) => {
      setError(undefined);
      setUrl('');
      registered(e);
    }, setError);
  };
  return (
    <form onSubmit={submit} aria-label="Register a webhook">
      <h2>Register a webhook</h2>
      <TextField label="URL" name="url" problems={problems} type="url" required value={url} onValue={setUrl} />
      <TextField
        label="Description"
        name="description"
        problems={problems}
        value={description}
        onValue={setDescription}
      />
      <EventChoice prefix="ev" events={events} onChange={setEvents} />
      <FormProblems error={error} shown={['url', 'description']} />
      <button type="submit">Register</button>
    </form>
  );
}

export function Webhooks() {
  const list = useCursorList(
    (cursor) => privateApi<Page<Endpoint>>('GET', `/webhooks${query({ cursor })}`),
    'webhooks',
  );
  const [created, setCreated] = useState<Endpoint>();
  return (
    <section>
      <h1>Webhooks</h1>
      {created?.secret && <ShownOnce label={`The signing secret of ${created.url}`} value={created.secret} />}
      <ErrorNotice error={list.error} />
      <table>
        <thead>
          <tr>
            <th scope="col">URL</th>
            <th scope="col">Events</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((e) => (
            <tr key={e.id}>
              <td>
                <a href={`#/webhooks/${e.id}`}>{e.url}</a>
              </td>
              <td>{e.events.join(', ')}</td>
              <td>{e.enabled ? 'enabled' : `disabled${e.disabledReason ? `: ${e.disabledReason}` : ''}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ListEnd list={list} empty="No webhooks yet." />
      <RegisterWebhook
        registered={(e) => {
          setCreated(e);
          list.reload();
        }}
      />
    </section>
  );
}

export function WebhookDetail({ params }: PageProps) {
  const loaded = useLoad(() => privateApi<Endpoint>('GET', `/webhooks/${params.id}`), params.id);
  const [status, setStatus] = useState('');
  const deliveries = useCursorList(
    (cursor) => privateApi<Page<Delivery>>('GET', `/webhooks/${params.id}/deliveries${query({ status, cursor })}`),
    `${params.id}|${status}`,
  );
  const [notice, setNotice] = useState('');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<ApiError>();
  const act = (promise: Promise<unknown>, text: string) =>
    promise.then(() => {
      setNotice(text);
      setError(undefined);
      deliveries.reload();
    }, setError);
  const rotate = () =>
    privateApi<{ secret: string }>('POST', `/webhooks/${params.id}/rotate-secret`).then(
      (r) => setSecret(r.secret),
      setError,
    );
  return (
    <Loading loaded={loaded}>
      {() =>
        loaded.data && (
          <section>
            <h1>Webhook {loaded.data.url}</h1>
            <EditEvents endpoint={loaded.data} saved={setNotice} />
            <div class="actions">
              <button
                type="button"
                onClick={() =>
                  act(privateApi('POST', `/webhooks/${params.id}/test`), 'A webhook.test event is on its way.')
                }
              >
                Send a test event
              </button>
              <ConfirmButton
                label="Rotate signing secret"
                question="The old secret keeps working for 24 hours. Rotate?"
                confirmLabel="Yes, rotate the secret"
                onConfirm={rotate}
              />
              <button type="button" onClick={deliveries.reload}>
                Refresh the log
              </button>
              <DeleteButton
                what="this webhook"
                path={`/webhooks/${params.id}`}
                question="Pending retries end and no more events are sent to it."
                then="#/webhooks"
              />
            </div>
            {notice && (
              <p class="notice notice-ok" role="status">
                {notice}
              </p>
            )}
            {secret && <ShownOnce label="The new signing secret" value={secret} />}
            <ErrorNotice error={error ?? deliveries.error} />
            <h2>Delivery log</h2>
            <label for="d-status">Status</label>
            <select id="d-status" value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
              {['', 'pending', 'succeeded', 'failed', 'cancelled'].map((s) => (
                <option key={s} value={s}>
                  {s || 'any'}
                </option>
              ))}
            </select>
            <ul class="deliveries">
              {deliveries.items.map((d) => (
                <li key={d.id} class={`delivery delivery-${d.status}`}>
                  <p>
                    <strong>{d.eventType}</strong> — {d.status}, {d.attemptCount} attempt(s), last HTTP{' '}
                    {d.lastStatusCode ?? '—'} · {when(d.createdAt)}
                    {d.nextRetryAt && ` · next try ${when(d.nextRetryAt)}`}
                    {d.status !== 'succeeded' && (
                      <button
                        type="button"
                        onClick={() =>
                          act(
                            privateApi('POST', `/webhooks/${params.id}/deliveries/${d.id}/retry`),
                            `Retrying ${d.eventType} now.`,
                          )
                        }
                      >
                        Retry now
                      </button>
                    )}
                  </p>
                  <ol>
                    {d.attempts.map((a) => (
                      <li key={a.number}>
                        #{a.number} {when(a.attemptedAt)}: {a.statusCode ?? a.error ?? '—'} in {a.durationMs} ms
                        {a.responseBody ? ` — ${a.responseBody}` : ''}
                      </li>
                    ))}
                  </ol>
                </li>
              ))}
            </ul>
            <ListEnd list={deliveries} empty="No deliveries yet." />
          </section>
        )
      }
    </Loading>
  );
}
