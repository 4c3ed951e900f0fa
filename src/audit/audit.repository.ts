import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { newId } from '../shared/ids';
import { isoTimestamp } from '../shared/timestamps';
import { fetchKeysetPage, newestFirst, SqlFilters } from '../db/keyset';
import type { CursorCodec, PageQuery } from '../shared/pagination';
import type { EntityRow } from '../db/entity-row';
import type { AuditLogEntrySchema } from './audit-log-entry.entity';

export interface AuditEntry {
  storeId: string;
  actorType: 'staff' | 'key';
  actorId: string;
  actorName: string;
  operationId: string;
  method: string;
  path: string;
  resourceId?: string;
  status: number;
  ip: string;
}

export async function recordAuditEntry(em: EntityManager, entry: AuditEntry): Promise<void> {
  await execute(
    em,
    `INSERT INTO audit_log (id, store_id, actor_type, actor_id, actor_name, operation_id, method, path, resource_id,
     status, ip)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      newId('aud'),
      entry.storeId,
      entry.actorType,
      entry.actorId,
      entry.actorName,
      entry.operationId,
      entry.method,
      entry.path,
      entry.resourceId ?? null,
      entry.status,
      entry.ip,
    ],
  );
}

type AuditRow = EntityRow<typeof AuditLogEntrySchema>;

export interface AuditFilter extends PageQuery {
  actorId?: string;
}

const presentEntry = (row: AuditRow) => ({
  id: row.id,
  actor: { type: row.actor_type, id: row.actor_id, name: row.actor_name },
  operationId: row.operation_id,
  method: row.method,
  path: row.path,
  resourceId: row.resource_id,
  status: row.status,
  ip: row.ip,
  createdAt: isoTimestamp(row.created_at),
});

export async function listAuditEntries(em: EntityManager, cursors: CursorCodec, storeId: string, filter: AuditFilter) {
  return fetchKeysetPage<AuditRow, ReturnType<typeof presentEntry>>(
    em,
    cursors,
    {
      selectFrom: 'a.* FROM audit_log a',
      filters: new SqlFilters('a.store_id = ?', storeId).when(filter.actorId, 'a.actor_id = ?', filter.actorId),
      ...newestFirst('a'),
      page: filter,
      fingerprint: `audit|${storeId}|${filter.actorId ?? ''}`,
    },
    (rows) => rows.map(presentEntry),
  );
}

/** Whether the actor acted in the store (a removed staff member or a revoked key keeps its entries). */
export async function actorInLog(em: EntityManager, storeId: string, actorId: string): Promise<boolean> {
  const row = await queryOne(em, 'SELECT 1 FROM audit_log WHERE store_id = ? AND actor_id = ? LIMIT 1', [
    storeId,
    actorId,
  ]);
  return row !== undefined;
}
