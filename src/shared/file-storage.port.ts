import type { Readable } from 'node:stream';

/** An object as a listing names it: its key and size in bytes. */
export interface StoredFile {
  key: string;
  size: number;
}

/**
 * Where export files and import uploads live, so the worker that writes a file and the API process that serves it
 * need not share a disk: S3-compatible object storage, or one folder on a single machine (src/files implements both).
 * Keys are paths of `/`-separated segments.
 */
export interface FileStorage {
  /** Writes the object whole from the stream and answers its size; when the stream fails, nothing is kept. */
  put(key: string, body: AsyncIterable<Buffer | string>): Promise<number>;
  /**
   * The object as a stream from its byte `fromByte` on (0: whole), with its whole size; undefined when there is no
   * such object.
   */
  open(key: string, fromByte?: number): Promise<{ stream: Readable; size: number } | undefined>;
  /** The objects directly under `folder` (a key prefix ending in `/`). */
  list(folder: string): Promise<StoredFile[]>;
  /** Removes the objects; a key with no object is no error (a retried delete). */
  remove(keys: string[]): Promise<void>;
}
