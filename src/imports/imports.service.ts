import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, invalidStateTransition, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { isoTimestamp, isoTimestampOrNull } from '../shared/timestamps';
import { inTransaction } from '../db/sql';
import { recordEvent } from '../events/outbox';
import { findStore } from '../stores/stores.service';
import type { Store } from '../stores/store.entity';
import type { FileStorage } from '../shared/file-storage.port';
import type { ImportedProduct, RowProblem } from '../catalogue/products/products.import.types';
import {
  applyImportedProducts,
  CategoryPaths,
  storeConflicts,
  variantsBySku,
} from '../catalogue/products/products.import.service';
import { csvHeader, csvProducts, type CsvResume } from './csv-products';
import { jsonlProducts } from './jsonl-products';
import type { ShapeCheck } from './product-checks';
import type { ParsedProduct } from './parsed-product';
import {
  claimImportStart,
  countProblems,
  deleteProblems,
  fileProblemLines,
  findImport,
  insertImport,
  insertProblems,
  listProblems,
  markFinished,
  markImporting,
  markValidated,
  markCancelled,
  recordBatch,
  setFileBytes,
  type ImportFormat,
  type ImportRow,
} from './imports.repository';

/** Products a dry run checks against the store, and a real run writes, per transaction: at least this many rows. */
export const BATCH_ROWS = 1000;
/** Rows one step of the real run writes before it returns to its workflow with its progress. */
export const IMPORT_STEP_ROWS = 5000;
/** Problems an import's answer lists; the count says how many there are in all. */
export const LISTED_PROBLEMS = 1000;

/** How far an import has come: what GET /imports/{id} shows and the workflow keeps. */
export interface ImportProgress {
  status: ImportRow['status'];
  totalRows: number;
  rowsDone: number;
  rowsFailed: number;
  /** Rows per second of the real run so far, and the seconds it should still take at that rate. */
  rowsPerSecond: number | null;
  estimatedSecondsLeft: number | null;
}

export function presentImport(
  row: ImportRow,
  problems: Awaited<ReturnType<typeof listProblems>>,
  problemCount: number,
  progress?: Partial<ImportProgress>,
) {
  const seconds = row.started_at
    ? (Date.parse(String(row.finished_at ?? new Date().toISOString())) - Date.parse(String(row.started_at))) / 1000
    : 0;
  const rate = seconds > 0 ? Math.round((row.rows_done / seconds) * 10) / 10 : null;
  const left = row.status === 'importing' && rate ? Math.ceil((row.total_rows - row.rows_done) / rate) : null;
  return {
    id: row.id,
    format: row.format,
    status: progress?.status ?? row.status,
    fileBytes: Number(row.file_bytes),
    totalRows: row.total_rows,
    totalProducts: row.total_products,
    badRows: row.bad_rows,
    rowsDone: progress?.rowsDone ?? row.rows_done,
    rowsFailed: progress?.rowsFailed ?? row.rows_failed,
    rowsPerSecond: progress?.rowsPerSecond ?? rate,
    estimatedSecondsLeft: progress?.estimatedSecondsLeft ?? left,
    productsCreated: row.products_created,
    productsUpdated: row.products_updated,
    productsUnchanged: row.products_unchanged,
    failure: row.failure,
    problemCount,
    problems: problems.map((p) => ({ line: p.line, column: p.column, reason: p.reason, phase: p.phase })),
    createdAt: isoTimestamp(row.created_at),
    startedAt: isoTimestampOrNull(row.started_at),
    finishedAt: isoTimestampOrNull(row.finished_at),
  };
}

export type ImportView = ReturnType<typeof presentImport>;

/** The import's counts without its list of problems (events, the command line; GET /imports/{id} lists them). */
export const importSummary = (view: ImportView) =>
  Object.fromEntries(Object.entries(view).filter(([key]) => key !== 'problems'));

export async function getImport(
  em: EntityManager,
  storeId: string,
  importId: string,
  progress?: Partial<ImportProgress>,
): Promise<ImportView> {
  const row = await findImport(em, importId, storeId);
  if (!row) throw notFound('import', importId);
  return presentImport(
    row,
    await listProblems(em, importId, LISTED_PROBLEMS),
    await countProblems(em, importId),
    progress,
  );
}

/** Where an import's uploaded file lives in the file storage. */
export const importFileKey = (storeId: string, importId: string, format: ImportFormat) =>
  `imports/${storeId}/${importId}.${format}`;

/** The body as it arrives, refused (413) once it passes maxBytes. */
async function* atMost(body: AsyncIterable<Buffer>, maxBytes: number): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of body) {
    total += chunk.length;
    if (total > maxBytes)
      throw new DomainError(
        'payload_too_large',
        `An import file may have at most ${Math.floor(maxBytes / 1048576)} MiB.`,
      );
    yield chunk;
  }
}

/**
 * Streams an uploaded file to the file storage as it arrives, so neither the API nor the worker holds it whole, and
 * records the import once it is stored. Larger than maxBytes: 413, and nothing is kept.
 */
export async function storeUpload(
  em: EntityManager,
  files: FileStorage,
  storeId: string,
  format: ImportFormat,
  body: AsyncIterable<Buffer>,
  maxBytes: number,
  id: string = newId('imp'),
): Promise<string> {
  const bytes = await files.put(importFileKey(storeId, id, format), atMost(body, maxBytes));
  await inTransaction(em, async (tx) => {
    await insertImport(tx, id, storeId, format);
    await setFileBytes(tx, id, bytes);
  });
  return id;
}

/** The status of the store's import, or undefined when it has none of this id. */
export async function importStatusIfAny(em: EntityManager, storeId: string, importId: string) {
  return (await findImport(em, importId, storeId))?.status;
}

/** The stored file as a stream from byte `fromByte` on (a worker reads it anew for each step). */
async function fileOf(files: FileStorage, row: ImportRow, fromByte = 0) {
  const file = await files.open(importFileKey(row.store_id, row.id, row.format), fromByte);
  if (!file) throw new Error(`the file of import ${row.id} is missing from the file storage`);
  return file.stream;
}

/**
 * Where a step of the real run starts reading: just after the last committed batch when the dry run marked the
 * file's own problems and that batch ended on a product (a CSV file), else the file's beginning.
 */
async function resumeOf(files: FileStorage, row: ImportRow): Promise<CsvResume | undefined> {
  if (row.format !== 'csv' || !row.resume_by_offset || row.committed_line === 0 || row.committed_byte === null)
    return undefined;
  return {
    header: await csvHeader(await fileOf(files, row)),
    afterLine: row.committed_line,
    fromByte: Number(row.committed_byte),
  };
}

async function productsOf(
  files: FileStorage,
  row: ImportRow,
  store: Store,
  checkShape: ShapeCheck,
  resume?: CsvResume,
): Promise<AsyncGenerator<ParsedProduct>> {
  const rules = { defaultCurrency: store.defaultCurrency, currencies: store.currencies, checkShape };
  const file = await fileOf(files, row, resume?.fromByte);
  return row.format === 'csv' ? csvProducts(file, rules, resume) : jsonlProducts(file, rules);
}

/** Batches of parsed products of at least BATCH_ROWS rows (the last may be smaller), after line `after`. */
async function* batchesOf(products: AsyncGenerator<ParsedProduct>, after: number): AsyncGenerator<ParsedProduct[]> {
  let batch: ParsedProduct[] = [];
  let rows = 0;
  for await (const parsed of products) {
    if (parsed.lastLine <= after) continue;
    batch.push(parsed);
    rows += parsed.rows;
    if (rows >= BATCH_ROWS) {
      yield batch;
      batch = [];
      rows = 0;
    }
  }
  if (batch.length) yield batch;
}

/**
 * The source's items, asking for the next one as soon as the current one is handed out, so the file's next batch is
 * read and checked while the caller's statements for this one wait on PostgreSQL.
 */
async function* readAhead<T>(source: AsyncGenerator<T>): AsyncGenerator<T> {
  let next = source.next();
  try {
    for (;;) {
      const current = await next;
      if (current.done) return;
      next = source.next();
      yield current.value;
    }
  } finally {
    // Stopped early (the step's budget, an error): the batch read ahead is dropped and the file closed.
    next.catch(() => undefined);
    await source.return(undefined);
  }
}

async function loadImport(em: EntityManager, importId: string): Promise<{ row: ImportRow; store: Store }> {
  const row = await findImport(em, importId);
  if (!row) throw notFound('import', importId);
  return { row, store: await findStore(em, row.store_id) };
}

const distinctLines = (problems: RowProblem[]) => new Set(problems.map((p) => p.line)).size;

/**
 * The dry run: reads the whole file and checks every row (against the store too: a SKU of another product), and
 * records each bad row's line, column and reason. Writes nothing to the catalogue. Run again, it starts over.
 */
export async function dryRunImport(
  em: EntityManager,
  files: FileStorage,
  importId: string,
  checkShape: ShapeCheck,
  heartbeat: (rows: number) => void,
): Promise<ImportProgress> {
  const { row, store } = await loadImport(em, importId);
  await deleteProblems(em, importId, 'dry_run');
  let totalRows = 0;
  let totalProducts = 0;
  let badRows = 0;
  for await (const batch of readAhead(batchesOf(await productsOf(files, row, store, checkShape), 0))) {
    const valid = batch.flatMap((p) => (p.product ? [p.product] : []));
    const bySku = await variantsBySku(em, store.id, valid);
    const problems = batch.flatMap((p) =>
      p.product
        ? storeConflicts(p.product, bySku).map((problem) => ({ ...problem, storeConflict: true }))
        : p.problems.map((problem) => ({ ...problem, storeConflict: false })),
    );
    await insertProblems(em, importId, 'dry_run', problems);
    totalRows += batch.reduce((n, p) => n + p.rows, 0);
    totalProducts += batch.filter((p) => p.handle).length;
    badRows += distinctLines(problems);
    heartbeat(totalRows);
  }
  await markValidated(em, importId, { totalRows, totalProducts, badRows, resumeByOffset: row.format === 'csv' });
  return {
    status: 'validated',
    totalRows,
    rowsDone: 0,
    rowsFailed: 0,
    rowsPerSecond: null,
    estimatedSecondsLeft: null,
  };
}

/** Only an import whose dry run is over and that has not started may be started (409 otherwise). */
/**
 * Whether the request may send the import's start: 'start' when the import is validated and this request claims it,
 * 'started' when an earlier attempt under the same idempotency scope already started it (its process died before it
 * answered), and 409 otherwise.
 */
export async function claimStart(
  em: EntityManager,
  storeId: string,
  importId: string,
  idempotencyScope: string | undefined,
): Promise<'start' | 'started'> {
  if (await claimImportStart(em, storeId, importId, idempotencyScope ?? null)) return 'start';
  const row = await findImport(em, importId, storeId);
  if (!row) throw notFound('import', importId);
  if (idempotencyScope !== undefined && row.start_scope_hash === idempotencyScope) return 'started';
  throw invalidStateTransition('start the import', row.status, [], 'import');
}

/**
 * Cancels an import that has not finished: its row says `cancelled` at once, and every later write of its workflow's
 * activities (the dry run's result, a batch, the finish) leaves it so; batches committed before stay written.
 * 409 once it has completed, failed or been cancelled.
 */
export async function cancelImport(em: EntityManager, storeId: string, importId: string): Promise<ImportView> {
  if (!(await markCancelled(em, storeId, importId))) {
    const row = await findImport(em, importId, storeId);
    if (!row) throw notFound('import', importId);
    throw invalidStateTransition('cancel the import', row.status, [], 'import');
  }
  return getImport(em, storeId, importId);
}

/**
 * Part of the real run: writes the next batches after the last committed one, each in one transaction with the
 * record of its commit, until about `budgetRows` rows are done or the file ends. A run that resumes after a crash
 * starts after the last committed batch; a product already written is found by its handle and left as it is.
 */
export async function importNextRows(
  em: EntityManager,
  files: FileStorage,
  importId: string,
  checkShape: ShapeCheck,
  budgetRows: number,
  heartbeat: (rowsDone: number) => void,
): Promise<{ done: boolean; progress: ImportProgress }> {
  const { row, store } = await loadImport(em, importId);
  if (row.status === 'validated') await markImporting(em, importId);
  else if (row.status !== 'importing') throw invalidStateTransition('import rows', row.status, [], 'import');
  const categories = new CategoryPaths(store.id);
  let committed = row.committed_line;
  let rowsDone = row.rows_done;
  let rowsFailed = row.rows_failed;
  let processed = 0;
  const resume = await resumeOf(files, row);
  // A read that starts mid-file cannot see a handle or SKU that rows before it used: the dry run's file problems say.
  const badLines = row.resume_by_offset ? await fileProblemLines(em, importId, committed) : new Set<number>();
  const refusedByFile = (p: ParsedProduct) => {
    for (let line = p.firstLine; line <= p.lastLine; line += 1) if (badLines.has(line)) return true;
    return false;
  };
  const products = await productsOf(files, row, store, checkShape, resume);
  for await (const batch of readAhead(batchesOf(products, committed))) {
    const accepted = batch.map((p) => (p.product && !refusedByFile(p) ? p.product : undefined));
    const valid: ImportedProduct[] = accepted.flatMap((product) => (product ? [product] : []));
    const last = batch[batch.length - 1];
    const toLine = last.lastLine;
    const rows = batch.reduce((n, p) => n + p.rows, 0);
    const counts = await inTransaction(em, async (tx) => {
      const written = await applyImportedProducts(tx, store, valid, categories);
      const refused = batch.filter((p, i) => !accepted[i] || written.refused.has(p.handle));
      const storeProblems = [...written.refused.values()].flat().map((p) => ({ ...p, storeConflict: true }));
      await insertProblems(tx, importId, 'import', storeProblems);
      const failed = refused.reduce((n, p) => n + p.rows, 0);
      const batchCounts = { fromLine: committed, toLine, toByte: last.endByte ?? null, rows, failed, ...written };
      if (!(await recordBatch(tx, importId, batchCounts)))
        throw new Error(`import ${importId} moved past line ${committed} in another run; starting again from there`);
      return batchCounts;
    }).catch((error: unknown) => {
      categories.forget();
      throw error;
    });
    committed = toLine;
    rowsDone += rows;
    rowsFailed += counts.failed;
    processed += rows;
    heartbeat(rowsDone);
    if (processed >= budgetRows) return { done: false, progress: progressOf(row, rowsDone, rowsFailed) };
  }
  return { done: true, progress: progressOf(row, rowsDone, rowsFailed) };
}

const progressOf = (row: ImportRow, rowsDone: number, rowsFailed: number): ImportProgress => ({
  status: 'importing',
  totalRows: row.total_rows,
  rowsDone,
  rowsFailed,
  rowsPerSecond: null,
  estimatedSecondsLeft: null,
});

/** Ends the import, with its `import.completed` or `import.failed` event in the same transaction. */
export async function finishImport(em: EntityManager, importId: string, failure: string | null): Promise<ImportView> {
  return inTransaction(em, async (tx) => {
    const row = await findImport(tx, importId, undefined, true);
    if (!row) throw notFound('import', importId);
    const status = failure === null ? 'completed' : 'failed';
    const changed = await markFinished(tx, importId, status, failure);
    const view = await getImport(tx, row.store_id, importId);
    const summary = importSummary(view);
    if (changed)
      await recordEvent(tx, row.store_id, status === 'completed' ? 'import.completed' : 'import.failed', summary);
    return view;
  });
}
