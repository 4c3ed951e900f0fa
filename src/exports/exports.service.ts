import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import { inTransaction } from '../db/sql';
import { recordEvent } from '../events/outbox';
import { DomainError, invalidStateTransition, notFound } from '../shared/errors';
import { CursorCodec } from '../shared/pagination';
import { isoTimestamp, isoTimestampOrNull } from '../shared/timestamps';
import type { Store } from '../stores/store.entity';
import { findStore } from '../stores/stores.service';
import { exportWorkflowId } from '../shared/workflow-ids';
import type { ExportProgress } from './export-progress';
import type { ExportWorkflows } from './export-workflows.port';
import { signDownloadLink, verifyDownloadLink, type DownloadLink } from './download-links';
import type { FileStorage } from '../shared/file-storage.port';
import { appendRecords, CONTENT_TYPES, exportFolder, openExportFile } from './export-files';
import {
  checkExportFilters,
  readExportPage,
  type ExportFilters,
  type ExportFormat,
  type ExportKind,
} from './export-sources';
import {
  deleteExport,
  findExportRow,
  insertExport,
  markExportCancelled,
  markExportCompleted,
  markExportFailed,
  recordExportProgress,
  type ExportRow,
} from './exports.repository';

/**
 * Rows read per query, and at most per chunk (one activity), which also stops after CHUNK_MILLIS so it ends well
 * inside its time-out (EXPORT_CHUNK_ACTIVITY) on a loaded machine: a history entry per few seconds of work.
 */
const PAGE_ROWS = 500;
const CHUNK_ROWS = 20_000;
const CHUNK_MILLIS = 15_000;

function presentExport(row: ExportRow, progress: Pick<ExportProgress, 'rowsWritten' | 'byteSize'>) {
  return {
    id: row.id,
    kind: row.kind,
    format: row.format,
    filters: row.filters,
    status: row.status,
    rowsWritten: progress.rowsWritten,
    byteSize: progress.byteSize,
    failure: row.failure,
    workflowId: row.workflow_id,
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
    completedAt: isoTimestampOrNull(row.completed_at),
  };
}

export type ExportView = ReturnType<typeof presentExport> & { download: DownloadLink | null };

const fromRow = (row: ExportRow) => ({ rowsWritten: row.rows_written, byteSize: Number(row.byte_size) });

/**
 * Records the export and starts its workflow; a filter naming another store's id answers 404 first, and without
 * Temporal nothing is left behind (503). `id` comes from the request's Idempotency-Key when it has one, so a retry
 * after its first attempt's process died joins the export (and workflow) that attempt made.
 */
export async function requestExport(
  workflows: ExportWorkflows,
  em: EntityManager,
  store: Store,
  request: { id: string; kind: ExportKind; format: ExportFormat; filters: ExportFilters },
): Promise<ExportView> {
  const { id, kind, format, filters } = request;
  await checkExportFilters(em, store.id, kind, filters);
  const fresh = { id, store_id: store.id, kind, format, filters, workflow_id: exportWorkflowId(id) };
  const row = (await insertExport(em, fresh)) ?? (await exportRow(em, id));
  try {
    await workflows.start(store.id, id);
  } catch (error) {
    await deleteExport(em, id);
    throw error;
  }
  return { ...presentExport(row, fromRow(row)), download: null };
}

/**
 * The export as its workflow reports it while it runs (the row when the workflow cannot answer), with a freshly
 * signed download link once it is complete. An export of another kind is not found under this kind's path.
 */
export async function getExport(
  deps: { workflows: ExportWorkflows; config: Config },
  em: EntityManager,
  store: Store,
  kind: ExportKind,
  id: string,
): Promise<ExportView> {
  const row = await findExportRow(em, id);
  if (!row || row.store_id !== store.id || row.kind !== kind) throw notFound('export', id);
  const progress = row.status === 'running' ? await deps.workflows.progress(id) : undefined;
  return {
    ...presentExport(row, progress ?? fromRow(row)),
    download: row.status === 'completed' ? signDownloadLink(deps.config, id) : null,
  };
}

/**
 * Cancels a running export: its row says `cancelled` at once and its workflow is asked to stop; whatever the workflow
 * still writes (progress, completion) is conditional on `running`, so the export stays cancelled with no download.
 * 409 once it has completed, failed or been cancelled; 404 for an export of another kind or store.
 */
export async function cancelExport(
  workflows: ExportWorkflows,
  em: EntityManager,
  store: Store,
  kind: ExportKind,
  id: string,
): Promise<ExportView> {
  const row = await findExportRow(em, id);
  if (!row || row.store_id !== store.id || row.kind !== kind) throw notFound('export', id);
  if (!(await markExportCancelled(em, store.id, id))) {
    const now = await exportRow(em, id);
    throw invalidStateTransition('cancel the export', now.status, [], 'export');
  }
  await workflows.cancel(id);
  const cancelled = await exportRow(em, id);
  return { ...presentExport(cancelled, fromRow(cancelled)), download: null };
}

async function exportRow(em: EntityManager, exportId: string): Promise<ExportRow> {
  const row = await findExportRow(em, exportId);
  if (!row) throw notFound('export', exportId);
  return row;
}

const folderOf = (row: ExportRow) => exportFolder(row.store_id, row.id, row.format);

/** Reads the pages of one chunk as one stream of records, noting where the list stopped. */
async function* chunkRecords(
  em: EntityManager,
  config: Config,
  row: ExportRow,
  store: Store,
  from: ExportProgress,
  reached: ExportProgress,
): AsyncGenerator<object> {
  const cursors = new CursorCodec(config.cursorSecret);
  const links = { temporalUiUrl: config.temporalUiUrl, namespace: config.temporalNamespace };
  let cursor = from.cursor;
  const started = Date.now();
  while (reached.rowsWritten - from.rowsWritten < CHUNK_ROWS && Date.now() - started < CHUNK_MILLIS) {
    const page = await readExportPage(em, cursors, row.kind, {
      store,
      filters: row.filters as ExportFilters,
      cursor,
      limit: PAGE_ROWS,
      links,
      config,
    });
    yield* page.data;
    reached.rowsWritten += page.data.length;
    cursor = page.nextCursor;
    reached.cursor = cursor;
    if (!page.hasMore) {
      reached.done = true;
      return;
    }
  }
}

/** Appends the next chunk of rows to the export's file, from where the last chunk ended; answers the new position. */
export async function writeExportChunk(
  em: EntityManager,
  deps: { config: Config; files: FileStorage },
  exportId: string,
  from: ExportProgress,
): Promise<ExportProgress> {
  const row = await exportRow(em, exportId);
  const store = await findStore(em, row.store_id);
  const reached: ExportProgress = { ...from };
  reached.byteSize = await appendRecords(
    deps.files,
    folderOf(row),
    row.format,
    from.byteSize,
    chunkRecords(em, deps.config, row, store, from, reached),
  );
  await recordExportProgress(em, exportId, reached.rowsWritten, reached.byteSize);
  return reached;
}

/** Marks the export complete and raises `export.completed` in the same transaction (once, however often retried). */
export async function completeExport(em: EntityManager, exportId: string, progress: ExportProgress): Promise<void> {
  await inTransaction(em, async (tx) => {
    const row = await markExportCompleted(tx, exportId, progress.rowsWritten, progress.byteSize);
    if (row) await recordEvent(tx, row.store_id, 'export.completed', { ...presentExport(row, fromRow(row)) });
  });
}

export async function failExport(em: EntityManager, exportId: string, failure: string): Promise<void> {
  await markExportFailed(em, exportId, failure);
}

/** The file behind a signed link: refused when the link does not verify or has expired, absent unless complete. */
export async function openExportDownload(
  em: EntityManager,
  deps: { config: Config; files: FileStorage },
  exportId: string,
  expires: number,
  signature: string,
) {
  verifyDownloadLink(deps.config, exportId, expires, signature);
  const row = await findExportRow(em, exportId);
  if (!row || row.status !== 'completed') throw notFound('export', exportId);
  const file = await openExportFile(deps.files, folderOf(row), Number(row.byte_size));
  if (!file) throw new DomainError('resource_not_found', `The file of export ${exportId} is not in the file storage.`);
  return { ...file, contentType: CONTENT_TYPES[row.format], fileName: `${row.kind}-${row.id}.${row.format}` };
}
