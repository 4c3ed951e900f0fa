import { privateApi, query, type Page } from '../api';
import { ErrorNotice, ListEnd, useCursorList, when } from '../ui';

interface Entry {
  id: string;
  actor: { type: string; id: string; name: string };
  operationId: string;
  method: string;
  path: string;
  resourceId: string | null;
  status: number;
  ip: string;
  createdAt: string;
}

export function AuditLog() {
  const list = useCursorList(
    (cursor) => privateApi<Page<Entry>>('GET', `/audit-log${query({ cursor, limit: 50 })}`),
    'audit',
  );
  return (
    <section>
      <h1>Audit log</h1>
      <ErrorNotice error={list.error} />
      <table>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Resource</th>
            <th scope="col">IP</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((e) => (
            <tr key={e.id}>
              <td>{when(e.createdAt)}</td>
              <td>
                {e.actor.name} ({e.actor.type})
              </td>
              <td>{e.operationId}</td>
              <td>{e.resourceId ?? '—'}</td>
              <td>{e.ip}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ListEnd list={list} empty="Nothing has changed yet." />
    </section>
  );
}
