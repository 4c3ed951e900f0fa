import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StoredFile } from '../shared/file-storage.port';

/** Written under this suffix and renamed when complete, so a reader never sees half a file. */
const PARTIAL = '.partial-';

/** Files in one folder: for a single machine, where the worker and the API see the same disk (FILE_STORAGE=folder). */
export class FolderFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(`${this.root}/`)) throw new Error(`the key ${key} leaves the files folder`);
    return path;
  }

  async put(key: string, body: AsyncIterable<Buffer | string>): Promise<number> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}${PARTIAL}${randomUUID()}`;
    try {
      await pipeline(Readable.from(body), createWriteStream(partial));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return (await stat(path)).size;
  }

  async open(key: string, fromByte = 0) {
    const path = this.pathOf(key);
    const size = await stat(path).then(
      (info) => info.size,
      () => undefined,
    );
    return size === undefined ? undefined : { stream: createReadStream(path, { start: fromByte }), size };
  }

  async list(folder: string): Promise<StoredFile[]> {
    const path = this.pathOf(folder);
    const entries = await readdir(path, { withFileTypes: true }).catch(() => []);
    const files = entries.filter((entry) => entry.isFile() && !entry.name.includes(PARTIAL));
    return Promise.all(
      files.map(async (entry) => ({ key: `${folder}${entry.name}`, size: (await stat(join(path, entry.name))).size })),
    );
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  /** Nothing to release: a folder holds no connections. */
  close(): void {}
}
