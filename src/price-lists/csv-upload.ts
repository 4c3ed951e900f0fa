import { CsvError, parse } from 'csv-parse/sync';
import { DomainError, validationFailed } from '../shared/errors';

/**
 * A price or membership file is read whole, in the request: it is at most this big (some 40,000 price rows) and this
 * many rows, so it is checked and written in one transaction, all or nothing, without a workflow. A catalogue's
 * prices go through the product import (docs/imports.md), which has no such bound.
 */
export const CSV_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const CSV_UPLOAD_MAX_ROWS = 10_000;
/** Problems an answer lists; the message says how many there are in all. */
const LISTED_PROBLEMS = 100;

export interface CsvLine {
  /** The file's line number of the row (the header is line 1). */
  line: number;
  cell: (column: string) => string;
}

export interface LineProblem {
  field: string;
  code: string;
  message: string;
}

export const lineProblem = (line: number, column: string, code: string, message: string): LineProblem => ({
  field: `body.line.${line}.${column}`,
  code,
  message: `line ${line}, ${column}: ${message}`,
});

/** Refuses the file with every problem found (the first ones listed), or returns when there is none. */
export function refuseProblems(problems: LineProblem[]): void {
  if (problems.length === 0) return;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  throw validationFailed(`The file is invalid: ${problems[0].message}${more}.`, problems.slice(0, LISTED_PROBLEMS));
}

async function readWhole(body: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > CSV_UPLOAD_MAX_BYTES) {
      throw new DomainError('payload_too_large', `The file is larger than ${CSV_UPLOAD_MAX_BYTES / 1024 / 1024} MiB.`);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * The rows of an uploaded CSV file under its header row (names trimmed; a cell is read trimmed, a missing one as
 * empty). A header without any of `oneOf` or without a `required` column refuses the file.
 */
export async function readCsvUpload(
  body: AsyncIterable<Buffer | string>,
  columns: { oneOf: string[]; required: string[] },
): Promise<CsvLine[]> {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With info, each record comes with where it is in the file (csv-parse's types do not follow the option).
    records = parse(await readWhole(body), {
      bom: true,
      skip_empty_lines: true,
      info: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 0;
    throw validationFailed(`The file is not CSV: ${error.message}`, [
      lineProblem(line, '(row)', 'unreadable', error.message),
    ]);
  }
  const [header, ...rows] = records;
  const names = (header?.record ?? []).map((name) => name.trim());
  const problems: LineProblem[] = [];
  if (!columns.oneOf.some((name) => names.includes(name))) {
    problems.push(
      lineProblem(1, columns.oneOf[0], 'required', `the header needs a ${columns.oneOf.join(' or ')} column`),
    );
  }
  for (const name of columns.required.filter((required) => !names.includes(required))) {
    problems.push(lineProblem(1, name, 'required', `the header needs a ${name} column`));
  }
  if (rows.length > CSV_UPLOAD_MAX_ROWS) {
    problems.push(lineProblem(1, '(file)', 'too_many_rows', `the file has more than ${CSV_UPLOAD_MAX_ROWS} rows`));
  }
  refuseProblems(problems);
  const index = new Map(names.map((name, i) => [name, i]));
  return rows.map(({ record, info }) => ({
    line: info.lines,
    cell: (column: string) => {
      const at = index.get(column);
      return at === undefined ? '' : (record[at] ?? '').trim();
    },
  }));
}
