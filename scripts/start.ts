import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Connection } from '@temporalio/client';
import { loadConfig } from '../src/config';
import { API_NODE_FLAGS } from '../src/api-node-flags';
import { migrate } from '../src/db/migrate';
import { openFileStorage } from '../src/files/file-storage';
import { openOrm } from '../src/db/orm';
import { entities } from '../src/entities';
import { DEMO_OWNER_EMAIL, seedDemoStore, type DemoKeys } from '../src/cli/seed-demo';
import { operatorSignInLink } from '../src/staff/staff.service';
import { findOrBuildTemporalCli } from '../temporal/cli';
import { registerSearchAttributes, startDevServer, type DevServer } from '../temporal/dev-server';
import { ensureDevelopmentSecretsKey } from '../src/secrets/development-key';
import { findOrBuildVersitygw, objectStorageEnv, startVersitygw, type RunningVersitygw } from './versitygw';

const root = join(__dirname, '..');
const log = (line: string) => console.log(`\x1b[1m[start]\x1b[0m ${line}`);

async function temporalAnswers(address: string): Promise<boolean> {
  try {
    const connection = await Connection.connect({ address, connectTimeout: 1000 });
    await connection.close();
    return true;
  } catch {
    return false;
  }
}

/** Uses TEMPORAL_ADDRESS when given, a dev server already running on 7233, or starts one that keeps its data. */
async function prepareTemporal(address: string, external: boolean): Promise<DevServer | undefined> {
  if (external) {
    log(`using the Temporal cluster at ${address}`);
    return undefined;
  }
  const cli = await findOrBuildTemporalCli(log);
  if (await temporalAnswers(address)) {
    log(`a Temporal server already answers on ${address}; using it`);
    registerSearchAttributes(cli, address, 'default');
    return undefined;
  }
  log('starting the Temporal dev server (data in .data/temporal/dev.sqlite, UI on :8233)…');
  const [, port] = address.split(':');
  return startDevServer({
    cli,
    port: Number(port),
    uiPort: 8233,
    dbFile: join(root, '.data', 'temporal', 'dev.sqlite'),
    logFile: join(root, '.data', 'temporal', 'server.log'),
  });
}

/** Where development keeps export files and import uploads: versitygw, an S3 server over .data/s3, on this port. */
const DEVELOPMENT_S3_PORT = 7070;

/**
 * Object storage as production has it, unless the environment chose the files' storage itself (FILE_STORAGE, or an
 * S3 bucket of its own): versitygw over .data/s3, whose bucket and files outlive a restart.
 */
async function prepareObjectStorage(): Promise<RunningVersitygw | undefined> {
  if (process.env.FILE_STORAGE || process.env.S3_BUCKET) {
    log(`files in ${process.env.FILE_STORAGE === 'folder' ? 'a folder' : `the bucket ${process.env.S3_BUCKET}`}`);
    return undefined;
  }
  const storage = await startVersitygw({
    binary: await findOrBuildVersitygw(log),
    port: DEVELOPMENT_S3_PORT,
    dataDir: join(root, '.data', 's3'),
    logFile: join(root, '.data', 'versitygw.log'),
    // Development only, on the loopback interface: production's keys come from its own secrets.
    settings: { bucket: 'commerce', region: 'us-east-1', accessKeyId: 'commerce', secretAccessKey: 'commerce-dev' },
  });
  Object.assign(process.env, objectStorageEnv(storage.settings));
  log(`object storage (versitygw, S3) on ${storage.settings.endpoint}, bucket commerce, data in .data/s3`);
  return storage;
}

/**
 * node with tsx as a loader, not the tsx CLI: its signal relay SIGKILLs a child that is slow to acknowledge SIGTERM.
 */
function run(name: string, script: string, nodeFlags: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', join(root, script)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  return child;
}

async function waitForApi(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the API did not become ready within 2 minutes; see the [api] lines above');
}

function printBanner(base: string, keys: DemoKeys, uiUrl: string, ownerLink: string): void {
  console.log(`
  Commerce service is running.

  Public (storefront) API  ${base}/v3/public/${keys.publishableKey}
  Private (admin) API      ${base}/v3/private   (Authorization: Bearer <secret key>)
  Publishable key          ${keys.publishableKey}
  Secret key               ${keys.secretKey}
  Demo store               ${keys.storeId}
  API reference            ${base}/docs
  Demo shop (widget)       ${base}/widget/demo
  Temporal UI              ${uiUrl}
  Dashboard                ${base}/admin/
  Owner sign-in link       ${ownerLink}
                           (works once, for 15 minutes; later, enter ${DEMO_OWNER_EMAIL} at ${base}/admin/
                           and open the link e-mailed to the mail folder, .data/mail, or to SMTP_URL)

  Try:
    curl ${base}/v3/public/${keys.publishableKey}/store
    curl -H 'X-Cart-Token: demo-visitor-0000000001' ${base}/v3/public/${keys.publishableKey}/cart
    curl -H 'Authorization: Bearer ${keys.secretKey}' ${base}/v3/private/keys

  Ctrl-C stops everything this command started.
`);
}

async function main(): Promise<void> {
  ensureDevelopmentSecretsKey(join(root, '.data', 'secrets-key'), log);
  const config = loadConfig();
  const externalTemporal = Boolean(process.env.TEMPORAL_ADDRESS);
  await migrate(config.databaseUrl, log);
  const devServer = await prepareTemporal(config.temporalAddress, externalTemporal);
  const objectStorage = await prepareObjectStorage();
  const orm = await openOrm(config.databaseUrl, entities, 2);
  // The configuration again: prepareObjectStorage set the S3 variables of the storage it started.
  const files = openFileStorage(loadConfig());
  const keys = await seedDemoStore(orm.em.fork(), join(root, '.data', 'demo-store.json'), log, { files, config });
  files.close();
  const ownerLink = await operatorSignInLink(orm.em.fork(), config, keys.storeId, DEMO_OWNER_EMAIL);
  await orm.close();

  process.env.WIDGET_DEMO_PUBLISHABLE_KEY ??= keys.publishableKey;
  const children = [run('worker', 'src/worker.ts'), run('api', 'src/server.ts', API_NODE_FLAGS)];
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log('stopping worker, API, Temporal dev server and object storage…');
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) =>
            child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM')),
          ),
      ),
    );
    await Promise.all([devServer?.stop(), objectStorage?.stop()]);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  for (const child of children)
    child.once('exit', (code) => !stopping && (log(`a process exited (code ${code}); stopping`), void stop(1)));

  await waitForApi(config.publicBaseUrl);
  printBanner(config.publicBaseUrl, keys, devServer?.uiUrl ?? config.temporalUiUrl, ownerLink);
}

main().catch((error: Error) => {
  console.error(`[start] ${error.message}`);
  process.exit(1);
});
