import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, queryOne, queryRows } from '../db/sql';
import { sql } from '../db/sql-template';
import type { RowProblem } from '../catalogue/products/products.import.types';
import type { EntityRow } from '../db/entity-row';
import type { ImportProblemSchema } from './import-problem.entity';
import type { ImportSchema } from './import.entity';

export type ImportFormat = 'csv' | 'jsonl';
export type ImportStatus = 'validating' | 'validated' | 'importing' | 'completed' | 'failed';
export type ProblemPhase = 'dry_run' | 'import';

export type ImportRow = EntityRow<typeof ImportSchema>;

export type ProblemRow = Pick<EntityRow<typeof ImportProblemSchema>, 'phase' | 'line' | 'column' | 'reason'>;

export async function insertImport(
  em: EntityManager,
  id: string,
  storeId: string,
  format: ImportFormat,
): Promise<void> {
  await execute(
    em,
    sql`INSERT INTO imports (id, store_id, format, status) VALUES (${id}, ${storeId}, ${format}, 'validating')`,
  );
}

export async function setFileBytes(em: EntityManager, importId: string, bytes: number): Promise<void> {
  await execute(em, sql`UPDATE imports SET file_bytes = ${bytes} WHERE id = ${importId}`);
}

/**
 * Records which request starts a validated import: true when it may send the start (no request did, or an earlier
 * attempt under the same idempotency scope did and the import has not moved on yet).
 */
export async function claimImportStart(
  em: EntityManager,
  storeId: string,
  importId: string,
  scopeHash: string | null,
): Promise<boolean> {
  const claimed = await execute(
    em,
    sql`UPDATE imports SET start_scope_hash = ${scopeHash}
         WHERE id = ${importId} AND store_id = ${storeId} AND status = 'validated'
           AND (start_scope_hash IS NULL OR start_scope_hash = ${scopeHash})`,
  );
  return claimed === 1;
}

/** The import (of this store when storeId is given; any, for the worker). */
export function findImport(
  em: EntityManager,
  importId: string,
  storeId?: string,
  lock = false,
): Promise<ImportRow | undefined> {
  return queryOne<ImportRow>(
    em,
    sql`SELECT * FROM imports WHERE id = ${importId}
          ${storeId ? sql`AND store_id = ${storeId}` : sql``} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
}

export function listProblems(em: EntityManager, importId: string, limit: number): Promise<ProblemRow[]> {
  return queryRows<ProblemRow>(
    em,
    sql`SELECT phase, line, "column", reason FROM import_problems
         WHERE import_id = ${importId} ORDER BY position LIMIT ${limit}`,
  );
}

export async function countProblems(em: EntityManager, importId: string): Promise<number> {
  return (
    (
      await queryOne<{ n: number }>(
        em,
        sql`SELECT count(*)::int AS n FROM import_problems WHERE import_id = ${importId}`,
      )
    )?.n ?? 0
  );
}

export async function deleteProblems(em: EntityManager, importId: string, phase: ProblemPhase): Promise<void> {
  await execute(em, sql`DELETE FROM import_problems WHERE import_id = ${importId} AND phase = ${phase}`);
}

/** A problem, and whether the store rather than the file itself makes it one (a SKU of another product). */
export type RecordedProblem = RowProblem & { storeConflict: boolean };

/** Appends problems after the import's last one. */
export async function insertProblems(
  em: EntityManager,
  importId: string,
  phase: ProblemPhase,
  problems: RecordedProblem[],
): Promise<void> {
  if (problems.length === 0) return;
  await execute(
    em,
    sql`INSERT INTO import_problems (import_id, position, phase, line, "column", reason, store_conflict)
        SELECT ${importId},
               (SELECT coalesce(max(position), 0) FROM import_problems WHERE import_id = ${importId}) + n.ord,
               ${phase}, n.line, n.col, n.reason, n.store_conflict
          FROM unnest(${problems.map((p) => p.line)}::int[], ${problems.map((p) => p.column)}::text[],
                      ${problems.map((p) => p.reason)}::text[], ${problems.map((p) => p.storeConflict)}::boolean[])
               WITH ORDINALITY AS n(line, col, reason, store_conflict, ord)`,
    // Planned per call: a generic plan settled while import_problems was small would scan it whole per batch.
    { planEachCall: true },
  );
}

/** The lines after `afterLine` where the dry run found a problem in the file itself (not one the store made). */
export async function fileProblemLines(em: EntityManager, importId: string, afterLine: number): Promise<Set<number>> {
  const rows = await queryRows<{ line: number }>(
    em,
    sql`SELECT DISTINCT line FROM import_problems
         WHERE import_id = ${importId} AND phase = 'dry_run' AND NOT store_conflict AND line > ${afterLine}`,
    { planEachCall: true },
  );
  return new Set(rows.map((row) => row.line));
}

export async function markValidated(
  em: EntityManager,
  importId: string,
  counts: { totalRows: number; totalProducts: number; badRows: number; resumeByOffset: boolean },
): Promise<void> {
  await execute(
    em,
    sql`UPDATE imports SET status = 'validated', total_rows = ${counts.totalRows},
               total_products = ${counts.totalProducts},
               bad_rows = ${counts.badRows}, resume_by_offset = ${counts.resumeByOffset}, updated_at = now()
         WHERE id = ${importId} AND status = 'validating'`,
  );
}

/** From validated to importing; false when it was not validated (already started, or still in its dry run). */
export async function markImporting(em: EntityManager, importId: string): Promise<boolean> {
  return (
    (await execute(
      em,
      sql`UPDATE imports SET status = 'importing', started_at = now(), updated_at = now()
           WHERE id = ${importId} AND status = 'validated'`,
    )) === 1
  );
}

export interface BatchCounts {
  fromLine: number;
  toLine: number;
  /** The file's byte just after the batch, or null when a read cannot start there. */
  toByte: number | null;
  rows: number;
  failed: number;
  created: number;
  updated: number;
  unchanged: number;
}

/** Records a written batch; false when the import had moved past fromLine meanwhile (another run wrote it). */
export async function recordBatch(em: EntityManager, importId: string, batch: BatchCounts): Promise<boolean> {
  return (
    (await execute(
      em,
      sql`UPDATE imports
             SET committed_line = ${batch.toLine}, committed_byte = ${batch.toByte},
                 rows_done = rows_done + ${batch.rows},
                 rows_failed = rows_failed + ${batch.failed},
                 products_created = products_created + ${batch.created},
                 products_updated = products_updated + ${batch.updated},
                 products_unchanged = products_unchanged + ${batch.unchanged}, updated_at = now()
           WHERE id = ${importId} AND committed_line = ${batch.fromLine} AND status = 'importing'`,
    )) === 1
  );
}

export async function markFinished(
  em: EntityManager,
  importId: string,
  status: 'completed' | 'failed',
  failure: string | null,
): Promise<boolean> {
  return (
    (await execute(
      em,
      sql`UPDATE imports SET status = ${status}, failure = ${failure}, finished_at = now(), updated_at = now()
           WHERE id = ${importId} AND status NOT IN ('completed', 'failed', 'cancelled')`,
    )) === 1
  );
}

/** Cancelled, unless it had finished (or was cancelled already): false then, or when the store has no such import. */
export async function markCancelled(em: EntityManager, storeId: string, importId: string): Promise<boolean> {
  return (
    (await execute(
      em,
      sql`UPDATE imports SET status = 'cancelled', finished_at = now(), updated_at = now()
           WHERE id = ${importId} AND store_id = ${storeId} AND status IN ('validating', 'validated', 'importing')`,
    )) === 1
  );
}
