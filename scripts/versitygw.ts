import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { BucketAlreadyOwnedByYou, CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { findOrBuildGoTool } from './go-tools';

/** Pinned: an S3 gateway over a local folder, for development and the tests (object storage without a cloud). */
export const VERSITYGW_MODULE = 'github.com/versity/versitygw/cmd/versitygw@v1.8.0';

export function findOrBuildVersitygw(log: (line: string) => void): Promise<string> {
  return findOrBuildGoTool(
    {
      name: 'versitygw',
      module: VERSITYGW_MODULE,
      envVar: 'VERSITYGW',
      otherwise: 'Install versitygw and put it on PATH, or set VERSITYGW to its path.',
    },
    log,
  );
}

export interface ObjectStorageSettings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface RunningVersitygw {
  settings: ObjectStorageSettings;
  pid: number;
  stop(): Promise<void>;
}

/** What the service reads (src/config.ts) to use this server's bucket. */
export const objectStorageEnv = (settings: ObjectStorageSettings) => ({
  FILE_STORAGE: 's3',
  S3_ENDPOINT: settings.endpoint,
  S3_BUCKET: settings.bucket,
  S3_REGION: settings.region,
  S3_ACCESS_KEY_ID: settings.accessKeyId,
  S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
});

async function answers(endpoint: string): Promise<boolean> {
  try {
    await fetch(endpoint, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** Creates the bucket unless it is there already (a restarted server over the same folder keeps it). */
async function ensureBucket(settings: ObjectStorageSettings): Promise<void> {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    if (!(error instanceof BucketAlreadyOwnedByYou)) throw error;
  } finally {
    client.destroy();
  }
}

/**
 * versitygw serving `dataDir` (one folder per bucket) on 127.0.0.1:`port` with one root user, its output in
 * `logFile`; answers once the bucket exists.
 */
export async function startVersitygw(options: {
  binary: string;
  port: number;
  dataDir: string;
  logFile: string;
  settings: Omit<ObjectStorageSettings, 'endpoint'>;
}): Promise<RunningVersitygw> {
  mkdirSync(options.dataDir, { recursive: true });
  const settings = { ...options.settings, endpoint: `http://127.0.0.1:${options.port}` };
  const child = spawn(options.binary, ['--quiet', '--port', `127.0.0.1:${options.port}`, 'posix', options.dataDir], {
    env: { ...process.env, ROOT_ACCESS_KEY: settings.accessKeyId, ROOT_SECRET_KEY: settings.secretAccessKey },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`versitygw exited (${code}); see ${options.logFile}`))),
  );
  exited.catch(() => undefined);
  for (let attempt = 0; !(await answers(settings.endpoint)); attempt += 1) {
    if (child.exitCode !== null) await exited;
    if (attempt >= 100) throw new Error(`versitygw did not answer on ${settings.endpoint} within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await ensureBucket(settings);
  return {
    settings,
    pid: child.pid as number,
    stop: () =>
      new Promise((resolve) =>
        child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')),
      ),
  };
}
