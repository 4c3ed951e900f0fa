import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne } from '../db/sql';
import { sql } from '../db/sql-template';
import type { EntityRow } from '../db/entity-row';
import type { ExportSchema } from './export.entity';

export type ExportStatus = 'running' | 'completed' | 'failed';

export type ExportRow = EntityRow<typeof ExportSchema>;

/** The new export's row; undefined when one with this id exists (a first attempt under the same key made it). */
export async function insertExport(
  em: EntityManager,
  row: Pick<ExportRow, 'id' | 'store_id' | 'kind' | 'format' | 'filters' | 'workflow_id'>,
): Promise<ExportRow | undefined> {
  return queryOne<ExportRow>(
    em,
    sql`INSERT INTO exports (id, store_id, kind, format, filters, workflow_id)
        VALUES (${row.id}, ${row.store_id}, ${row.kind}, ${row.format}, ${JSON.stringify(row.filters)}::jsonb,
          ${row.workflow_id})
        ON CONFLICT (id) DO NOTHING RETURNING *`,
  );
}

export async function deleteExport(em: EntityManager, id: string): Promise<void> {
  await execute(em, sql`DELETE FROM exports WHERE id = ${id}`);
}

/** The export by id alone (the worker's and the download link's view); the store scoping is the caller's. */
export async function findExportRow(em: EntityManager, id: string): Promise<ExportRow | undefined> {
  return queryOne<ExportRow>(em, sql`SELECT * FROM exports WHERE id = ${id}`);
}

/** How far the workflow got, for readers that cannot ask it. */
export async function recordExportProgress(em: EntityManager, id: string, rows: number, bytes: number): Promise<void> {
  await execute(
    em,
    sql`UPDATE exports SET rows_written = ${rows}, byte_size = ${bytes}, updated_at = now()
         WHERE id = ${id} AND status = 'running'`,
  );
}

/** Completes a running export; answers the row, or undefined when it was not running (a retried completion). */
export async function markExportCompleted(
  em: EntityManager,
  id: string,
  rows: number,
  bytes: number,
): Promise<ExportRow | undefined> {
  return queryOne<ExportRow>(
    em,
    sql`UPDATE exports SET status = 'completed', rows_written = ${rows}, byte_size = ${bytes},
               updated_at = now(), completed_at = now()
         WHERE id = ${id} AND status = 'running' RETURNING *`,
  );
}

export async function markExportFailed(em: EntityManager, id: string, failure: string): Promise<void> {
  await execute(
    em,
    sql`UPDATE exports SET status = 'failed', failure = ${failure}, updated_at = now()
         WHERE id = ${id} AND status = 'running'`,
  );
}

/** Cancels the store's running export; false when it has ended (or is not the store's). */
export async function markExportCancelled(em: EntityManager, storeId: string, id: string): Promise<boolean> {
  return (
    (await execute(
      em,
      sql`UPDATE exports SET status = 'cancelled', updated_at = now()
           WHERE id = ${id} AND store_id = ${storeId} AND status = 'running'`,
    )) === 1
  );
}
