import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorage, StoredFile } from '../shared/file-storage.port';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server (versitygw, MinIO, …); absent, AWS itself. */
  endpoint?: string;
  /** Absent, the SDK's own chain (environment, web identity, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Counts what passes through, so a streamed upload knows its size without buffering it. */
async function* counted(body: AsyncIterable<Buffer | string>, total: { bytes: number }) {
  for await (const chunk of body) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total.bytes += buffer.length;
    yield buffer;
  }
}

/** Objects in one bucket of S3 or an S3-compatible server (FILE_STORAGE=s3). */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      credentials: settings.credentials,
      // Other servers than AWS answer on the endpoint's own host, not on a bucket subdomain.
      forcePathStyle: Boolean(settings.endpoint),
      // Checksums only where S3 requires them: not every S3-compatible server reads the newer trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Multipart once the stream passes one part (5 MiB), a single PUT below; a failed stream aborts the upload. */
  async put(key: string, body: AsyncIterable<Buffer | string>): Promise<number> {
    const total = { bytes: 0 };
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: Readable.from(counted(body, total)) },
      queueSize: 1,
      leavePartsOnError: false,
    });
    await upload.done();
    return total.bytes;
  }

  async open(key: string, fromByte = 0) {
    try {
      const range = fromByte > 0 ? `bytes=${fromByte}-` : undefined;
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range }));
      const size = range ? Number(/\/(\d+)$/.exec(object.ContentRange ?? '')?.[1] ?? 0) : (object.ContentLength ?? 0);
      return { stream: object.Body as Readable, size };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      // From its end on (a read that resumes after the last byte): nothing to read, which S3 answers 416.
      if ((error as { name?: string }).name === 'InvalidRange') return this.emptyFrom(key);
      throw error;
    }
  }

  private async emptyFrom(key: string) {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { stream: Readable.from([]), size: head.ContentLength ?? 0 };
    } catch (error) {
      if ((error as { name?: string }).name === 'NotFound') return undefined;
      throw error;
    }
  }

  async list(folder: string): Promise<StoredFile[]> {
    const files: StoredFile[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: folder, Delimiter: '/', ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) files.push({ key: object.Key as string, size: object.Size ?? 0 });
      token = page.NextContinuationToken;
    } while (token);
    return files;
  }

  /** One DELETE per key: S3 answers success for a key with no object, and a few keys need no batch. */
  async remove(keys: string[]): Promise<void> {
    for (const key of keys) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}
