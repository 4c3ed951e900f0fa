import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FileStorage, StoredFile } from '../shared/file-storage.port';
import type { ExportFormat } from './export-sources';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
};

/** The export's file, one store's folder of the file storage: one object per chunk, named by its first byte. */
export const exportFolder = (storeId: string, exportId: string, format: ExportFormat) =>
  `exports/${storeId}/${exportId}.${format}/`;

/** Zero-padded, so a listing sorts the parts as they follow each other. */
const partKey = (folder: string, from: number) => `${folder}${String(from).padStart(16, '0')}`;

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

async function* jsonLines(items: AsyncIterable<object>) {
  for await (const item of items) yield `${JSON.stringify(item)}\n`;
}

/**
 * Writes the records as the part of the file that starts at byte `from`: a retried chunk writes the same part again,
 * so its rows are there once, and whatever a crashed attempt wrote is replaced. Streamed with back-pressure: memory
 * holds one page of records (and one upload part). Answers the file's size after the write.
 */
export async function appendRecords(
  files: FileStorage,
  folder: string,
  format: ExportFormat,
  from: number,
  records: AsyncIterable<object>,
): Promise<number> {
  const source = Readable.from(records);
  const bytes = format === 'csv' ? source.compose(stringify(csvOptions(from === 0))) : source.compose(jsonLines);
  return from + (await files.put(partKey(folder, from), bytes));
}

/**
 * The parts from byte 0 to `size`, each starting where the one before ended; undefined when one is missing (a part
 * written at another start by an attempt whose result was lost is not on this chain, and is left out).
 */
function chainOf(parts: StoredFile[], folder: string, size: number): StoredFile[] | undefined {
  const byStart = new Map(parts.map((part) => [part.key, part]));
  const chain: StoredFile[] = [];
  let at = 0;
  do {
    const part = byStart.get(partKey(folder, at));
    if (!part || (part.size === 0 && at < size)) return undefined;
    chain.push(part);
    at += part.size;
  } while (at < size);
  return at === size ? chain : undefined;
}

/** The whole file as one stream of its parts, or undefined when the storage does not have all of it. */
export async function openExportFile(files: FileStorage, folder: string, size: number) {
  const chain = chainOf(await files.list(folder), folder, size);
  if (!chain) return undefined;
  async function* concatenated() {
    for (const part of chain as StoredFile[]) {
      const file = await files.open(part.key);
      if (!file) throw new Error(`the export part ${part.key} disappeared while it was read`);
      yield* file.stream;
    }
  }
  return { stream: Readable.from(concatenated()), size };
}
