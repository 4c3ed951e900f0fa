import { ConfigError, type Config } from '../config';
import type { FileStorage } from '../shared/file-storage.port';
import { FolderFileStorage } from './folder-file-storage';
import { S3FileStorage } from './s3-file-storage';

export type ClosableFileStorage = FileStorage & { close(): void };

/** The S3 settings FILE_STORAGE=s3 needs, refused at start with the variable's name rather than on the first file. */
function s3SettingsOf({ s3 }: Pick<Config, 's3'>) {
  if (!s3.bucket) throw new ConfigError(['S3_BUCKET is required with FILE_STORAGE=s3 (or set FILE_STORAGE=folder)']);
  if (Boolean(s3.accessKeyId) !== Boolean(s3.secretAccessKey))
    throw new ConfigError([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither (the SDK finds them)',
    ]);
  const credentials =
    s3.accessKeyId && s3.secretAccessKey
      ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
      : undefined;
  return { bucket: s3.bucket, region: s3.region, endpoint: s3.endpoint, credentials };
}

/** The storage FILE_STORAGE names; the entry points open it once and hand it to the API and the activities. */
export function openFileStorage(config: Pick<Config, 'fileStorage' | 'filesDir' | 's3'>): ClosableFileStorage {
  return config.fileStorage === 'folder'
    ? new FolderFileStorage(config.filesDir)
    : new S3FileStorage(s3SettingsOf(config));
}
