import type { EntityManager } from '@mikro-orm/postgresql';
import { textArray } from '../db/pg-array';
import { execute, queryOne } from '../db/sql';
import { fetchKeysetPage, newestFirst, SqlFilters } from '../db/keyset';
import type { CursorCodec, PageQuery } from '../shared/pagination';
import { notFound } from '../shared/errors';
import { presentEndpoint, type EndpointRow } from './webhooks.presenter';

const COLUMNS = 'w.*';

export interface NewEndpoint {
  id: string;
  storeId: string;
  url: string;
  description: string | null;
  events: string[];
  /** Sealed (src/webhooks/webhook-secrets.ts). */
  secret: string;
}

export async function insertEndpoint(em: EntityManager, endpoint: NewEndpoint): Promise<EndpointRow> {
  const now = new Date();
  await execute(
    em,
    `INSERT INTO webhook_endpoints (id, store_id, url, description, events, secret, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?::text[], ?, ?, ?)`,
    [
      endpoint.id,
      endpoint.storeId,
      endpoint.url,
      endpoint.description,
      textArray(endpoint.events),
      endpoint.secret,
      now,
      now,
    ],
  );
  return findEndpoint(em, endpoint.storeId, endpoint.id);
}

/** The endpoint of this store, or 404; FOR UPDATE when the caller changes it. */
export async function findEndpoint(
  em: EntityManager,
  storeId: string,
  id: string,
  forUpdate = false,
): Promise<EndpointRow> {
  const row = await endpointOfStore(em, storeId, id, forUpdate);
  if (!row) throw notFound('webhook endpoint', id);
  return row;
}

/** The endpoint of this store, or undefined. */
export function endpointOfStore(
  em: EntityManager,
  storeId: string,
  id: string,
  forUpdate = false,
): Promise<EndpointRow | undefined> {
  return queryOne<EndpointRow>(
    em,
    `SELECT ${COLUMNS} FROM webhook_endpoints w WHERE w.store_id = ? AND w.id = ?${forUpdate ? ' FOR UPDATE' : ''}`,
    [storeId, id],
  );
}

export async function listEndpoints(em: EntityManager, cursors: CursorCodec, storeId: string, page: PageQuery) {
  return fetchKeysetPage<EndpointRow, ReturnType<typeof presentEndpoint>>(
    em,
    cursors,
    {
      selectFrom: `${COLUMNS} FROM webhook_endpoints w`,
      filters: new SqlFilters('w.store_id = ?', storeId),
      ...newestFirst('w'),
      page,
      fingerprint: `webhooks|${storeId}`,
    },
    (rows) => rows.map(presentEndpoint),
  );
}

export interface EndpointChanges {
  url?: string;
  description?: string | null;
  events?: string[];
  enabled?: boolean;
  disabledReason?: string | null;
  secret?: string;
  previousSecret?: string | null;
  previousSecretExpiresAt?: Date | null;
}

const COLUMN_OF: Record<keyof EndpointChanges, string> = {
  url: 'url',
  description: 'description',
  events: 'events',
  enabled: 'enabled',
  disabledReason: 'disabled_reason',
  secret: 'secret',
  previousSecret: 'previous_secret',
  previousSecretExpiresAt: 'previous_secret_expires_at',
};

export async function updateEndpoint(em: EntityManager, id: string, changes: EndpointChanges): Promise<void> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as Array<
    [keyof EndpointChanges, unknown]
  >;
  const assignments = entries.map(([key]) => (key === 'events' ? 'events = ?::text[]' : `${COLUMN_OF[key]} = ?`));
  const values = entries.map(([key, value]) => (key === 'events' ? textArray(value as string[]) : value));
  await execute(em, `UPDATE webhook_endpoints SET ${[...assignments, 'updated_at = ?'].join(', ')} WHERE id = ?`, [
    ...values,
    new Date(),
    id,
  ]);
}

export async function deleteEndpoint(em: EntityManager, storeId: string, id: string): Promise<void> {
  const deleted = await execute(em, 'DELETE FROM webhook_endpoints WHERE store_id = ? AND id = ?', [storeId, id]);
  if (deleted === 0) throw notFound('webhook endpoint', id);
}
