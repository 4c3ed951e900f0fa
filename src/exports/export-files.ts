import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat, truncate, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { ExportFormat } from './export-sources';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
};

/** Where an export's file lives: one folder per store under EXPORTS_DIR. */
export function exportFilePath(exportsDir: string, storeId: string, exportId: string, format: ExportFormat): string {
  return join(resolve(exportsDir), storeId, `${exportId}.${format}`);
}

/**
 * A CSV row is the record's fields in their order: text, numbers and booleans as they are, nested objects and
 * lists (a product's variants, an order's lines, payments and refunds) as JSON, so no information is lost.
 */
const csvOptions = (header: boolean) => ({
  header,
  cast: {
    boolean: (value: boolean) => String(value),
    object: (value: object) => JSON.stringify(value),
  },
});

/**
 * Appends records to the file from byte `from` on, cutting off first whatever a crashed attempt wrote beyond it,
 * so a retried chunk writes its rows once. Streamed with back-pressure: memory holds one page of records.
 * Answers the file's size after the write.
 */
export async function appendRecords(
  file: string,
  format: ExportFormat,
  from: number,
  records: AsyncIterable<object>,
): Promise<number> {
  await mkdir(join(file, '..'), { recursive: true });
  if (from === 0) await writeFile(file, '');
  else await truncate(file, from);
  const source = Readable.from(records);
  const out = createWriteStream(file, { flags: 'a' });
  if (format === 'csv') await pipeline(source, stringify(csvOptions(from === 0)), out);
  else
    await pipeline(
      source,
      async function* (items: AsyncIterable<object>) {
        for await (const item of items) yield `${JSON.stringify(item)}\n`;
      },
      out,
    );
  return (await stat(file)).size;
}

/** The file and its size, or undefined when this server does not have it (EXPORTS_DIR not shared with the worker). */
export async function openExportFile(file: string) {
  const size = await stat(file).then(
    (info) => info.size,
    () => undefined,
  );
  return size === undefined ? undefined : { stream: createReadStream(file), size };
}
