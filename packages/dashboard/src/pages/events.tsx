import type { components } from '@commerce-service/sdk';
import { admin, data } from '../api';
import { FilterSelect, ListPage, useFilters } from '../list';
import type { PageProps } from '../page-props';
import { Loading, useLoad, when } from '../ui';
import { EVENT_TYPES } from './webhooks';

type StoreEvent = components['schemas']['Event'];
type EventType = components['schemas']['EventType'];

/** The store's events, newest first: what every webhook receiver was (or will be) sent. */
export function Events() {
  const { filters, set } = useFilters({ type: '' });
  return (
    <ListPage<StoreEvent>
      title="Events"
      caption="Events, newest first"
      load={(cursor) =>
        data(
          admin.get('/events', {
            query: { type: (filters.type || undefined) as EventType | undefined, cursor, limit: 50 },
          }),
        )
      }
      loadKey={filters.type}
      empty="No events yet."
      columns={[
        { header: 'Event', cell: (e) => <a href={`#/events/${e.id}`}>{e.id}</a> },
        { header: 'Type', cell: (e) => e.type },
        { header: 'About', cell: (e) => e.data.object.id ?? '—' },
        { header: 'When', cell: (e) => when(e.createdAt) },
      ]}
      filters={
        <FilterSelect
          id="e-type"
          label="Type"
          value={filters.type}
          options={['', ...EVENT_TYPES]}
          onChange={set('type')}
        />
      }
    />
  );
}

/** One event with the body its webhook deliveries carry, as text. */
export function EventDetail({ params }: PageProps) {
  const loaded = useLoad(() => data(admin.get('/events/{id}', { path: { id: params.id } })), params.id);
  return (
    <Loading loaded={loaded}>
      {() =>
        loaded.data && (
          <section>
            <h1>
              Event {loaded.data.type} · {when(loaded.data.createdAt)}
            </h1>
            <p>
              <a href="#/events">All events</a>
            </p>
            <pre class="code" tabIndex={0} aria-label="The event's body">
              {JSON.stringify(loaded.data, null, 2)}
            </pre>
          </section>
        )
      }
    </Loading>
  );
}
