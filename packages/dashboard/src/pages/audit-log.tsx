import { admin, data } from '../api';
import { FilterSelect, ListPage, useFilters } from '../list';
import { useLoad, when } from '../ui';

/** Every state change by staff or a secret key, newest first; narrowed to one member on request. */
export function AuditLog() {
  const { filters, set } = useFilters({ actorId: '' });
  const members = useLoad(() => data(admin.get('/staff')), 'staff');
  return (
    <ListPage
      title="Audit log"
      load={(cursor) =>
        data(admin.get('/audit-log', { query: { cursor, limit: 50, actorId: filters.actorId || undefined } }))
      }
      loadKey={filters.actorId}
      empty="Nothing has changed yet."
      columns={[
        { header: 'When', cell: (e) => when(e.createdAt) },
        { header: 'Who', cell: (e) => `${e.actor.name} (${e.actor.type})` },
        { header: 'What', cell: (e) => e.operationId },
        { header: 'Resource', cell: (e) => e.resourceId ?? '—' },
        { header: 'IP', cell: (e) => e.ip },
      ]}
      filters={
        <FilterSelect
          id="a-actor"
          label="Who"
          value={filters.actorId}
          options={[
            ['', 'anyone'],
            ...(members.data?.data ?? []).map((m): [string, string] => [m.id, m.name || m.email]),
          ]}
          onChange={set('actorId')}
        />
      }
    />
  );
}
