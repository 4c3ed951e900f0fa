import { loadConfig } from '../../src/config';
import { openFileStorage } from '../../src/files/file-storage';
import { FolderFileStorage } from '../../src/files/folder-file-storage';
import { S3FileStorage } from '../../src/files/s3-file-storage';

const opened = (env: Record<string, string>) => {
  const files = openFileStorage(loadConfig(env));
  files.close();
  return files;
};

describe('when the file storage is chosen from the environment', () => {
  it('then S3 is the default, and a folder is used only when FILE_STORAGE=folder says so', () => {
    expect(opened({ S3_BUCKET: 'files' })).toBeInstanceOf(S3FileStorage);
    expect(opened({ FILE_STORAGE: 'folder' })).toBeInstanceOf(FolderFileStorage);
    expect(loadConfig({}).filesDir).toBe('.data/files');
  });

  it('then S3 without a bucket, or with half its keys, refuses to start, naming the variable', () => {
    expect(() => opened({})).toThrow(/S3_BUCKET is required with FILE_STORAGE=s3/);
    expect(() => opened({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ FILE_STORAGE: 'disk' })).toThrow('FILE_STORAGE must be "s3" or "folder", got "disk"');
  });

  it('then a folder refuses a key that would leave it', async () => {
    await expect(opened({ FILE_STORAGE: 'folder', FILES_DIR: '/tmp/files' }).open('../etc/passwd')).rejects.toThrow(
      /leaves the files folder/,
    );
  });
});
