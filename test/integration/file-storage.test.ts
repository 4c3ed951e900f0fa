import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../src/config';
import { openFileStorage, type ClosableFileStorage } from '../../src/files/file-storage';
import { appendRecords, exportFolder, openExportFile } from '../../src/exports/export-files';
import { bucketObjects } from '../support/object-storage';

async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

async function* failing() {
  yield Buffer.alloc(6 * 1024 * 1024, 'x');
  throw new Error('the client went away');
}

async function textOf(stream: AsyncIterable<Buffer>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

const backends: [string, () => ClosableFileStorage][] = [
  ['S3 (versitygw)', () => openFileStorage(loadConfig())],
  [
    'a folder',
    () => openFileStorage(loadConfig({ FILE_STORAGE: 'folder', FILES_DIR: mkdtempSync(join(tmpdir(), 'files-')) })),
  ],
];

describe.each(backends)('when files are kept in %s', (_name, open) => {
  let files: ClosableFileStorage;
  let folder: string;
  beforeAll(() => {
    files = open();
  });
  beforeEach(() => {
    folder = `test/${randomUUID()}/`;
  });
  afterAll(() => files.close());

  it('then a file put from a stream reads back whole, with its size, and is listed in its folder', async () => {
    expect(await files.put(`${folder}a.txt`, chunks('hello ', 'world'))).toBe(11);
    expect(await files.put(`${folder}empty`, chunks())).toBe(0);
    expect(await files.put(`${folder}deeper/b.txt`, chunks('b'))).toBe(1);
    const file = await files.open(`${folder}a.txt`);
    expect(file?.size).toBe(11);
    expect(await textOf(file?.stream ?? chunks())).toBe('hello world');
    expect((await files.list(folder)).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: `${folder}a.txt`, size: 11 },
      { key: `${folder}empty`, size: 0 },
    ]);
  });

  it('then a file opened from a byte on reads from there, with its whole size', async () => {
    await files.put(`${folder}from.txt`, chunks('hello ', 'world'));
    const file = await files.open(`${folder}from.txt`, 6);
    expect(file?.size).toBe(11);
    expect(await textOf(file?.stream ?? chunks())).toBe('world');
    const atEnd = await files.open(`${folder}from.txt`, 11);
    expect(atEnd?.size).toBe(11);
    expect(await textOf(atEnd?.stream ?? chunks('not empty'))).toBe('');
  });

  it('then a file that is not there opens as nothing and an empty folder lists nothing', async () => {
    expect(await files.open(`${folder}missing`)).toBeUndefined();
    expect(await files.list(folder)).toEqual([]);
  });

  it('then a put whose stream fails past the first part keeps nothing, and the error is the stream’s', async () => {
    await expect(files.put(`${folder}broken`, failing())).rejects.toThrow('the client went away');
    expect(await files.open(`${folder}broken`)).toBeUndefined();
    expect(await files.list(folder)).toEqual([]);
  });

  it('then a file put again replaces the earlier one', async () => {
    await files.put(`${folder}a`, chunks('first, longer'));
    await files.put(`${folder}a`, chunks('second'));
    expect(await textOf((await files.open(`${folder}a`))?.stream ?? chunks())).toBe('second');
  });
});

describe('when an export is written in chunks to S3', () => {
  const files = openFileStorage(loadConfig());
  afterAll(() => files.close());
  async function* rows(...ids: number[]) {
    for (const id of ids) yield { id };
  }

  it('then its parts follow each other, a retried chunk replaces its part, and a stray part is left out', async () => {
    const folder = exportFolder('sto_test', `exp_${randomUUID()}`, 'jsonl');
    const first = await appendRecords(files, folder, 'jsonl', 0, rows(1, 2));
    // An attempt whose result was lost wrote a longer second part; the retry writes it again from the same byte.
    await appendRecords(files, folder, 'jsonl', first, rows(3, 4, 5));
    const second = await appendRecords(files, folder, 'jsonl', first, rows(3));
    await appendRecords(files, folder, 'jsonl', second + 100, rows(99));
    const third = await appendRecords(files, folder, 'jsonl', second, rows(4));
    expect((await bucketObjects(folder)).length).toBe(4);

    const file = await openExportFile(files, folder, third);
    expect(file?.size).toBe(third);
    expect(await textOf(file?.stream ?? chunks())).toBe('{"id":1}\n{"id":2}\n{"id":3}\n{"id":4}\n');
    expect(await openExportFile(files, folder, third + 1)).toBeUndefined();
  });

  it('then a CSV file has its header once, in its first part', async () => {
    const folder = exportFolder('sto_test', `exp_${randomUUID()}`, 'csv');
    const first = await appendRecords(files, folder, 'csv', 0, rows(1));
    const size = await appendRecords(files, folder, 'csv', first, rows(2));
    expect(await textOf((await openExportFile(files, folder, size))?.stream ?? chunks())).toBe('id\n1\n2\n');
  });

  it('then a file whose middle part is missing cannot be opened', async () => {
    const folder = exportFolder('sto_test', `exp_${randomUUID()}`, 'jsonl');
    const first = await appendRecords(files, folder, 'jsonl', 0, rows(1));
    const size = await appendRecords(files, folder, 'jsonl', first + 1, rows(2));
    expect(await openExportFile(files, folder, size)).toBeUndefined();
  });
});
