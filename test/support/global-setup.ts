import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { Client } from 'pg';
import { join } from 'node:path';
import { migrate } from '../../src/db/migrate';
import { bundleWorkflows } from '../../src/worker/workflow-bundle';
import { findOrBuildTemporalCli } from '../../temporal/cli';
import { startDevServerOnFreePorts, type DevServer } from '../../temporal/dev-server';
import { freePort } from './ports';
import { newSecretsKey } from '../../src/secrets/secret-box';
import { findOrBuildStripeMock } from '../../temporal/stripe-mock';
import { startStripeMock, type RunningStripeMock } from './stripe-mock';
import { findOrBuildVersitygw, objectStorageEnv, startVersitygw, type RunningVersitygw } from '../../scripts/versitygw';

declare global {
  var __temporalDevServer: DevServer | undefined;
  var __stripeMock: RunningStripeMock | undefined;
  var __versitygw: RunningVersitygw | undefined;
}

async function copyDatabase(databaseUrl: string, copy: string): Promise<void> {
  const url = new URL(databaseUrl);
  const source = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${copy}" TEMPLATE "${source}"`);
  } finally {
    await admin.end();
  }
}

const log = (line: string) => process.stdout.write(`[test setup] ${line}\n`);

/** A real S3 server over a temporary folder (TEST_FILES_DIR), with a bucket and root keys of this run's own. */
async function startObjectStorage(): Promise<void> {
  process.env.TEST_FILES_DIR = mkdtempSync(join(tmpdir(), 'commerce-test-files-'));
  globalThis.__versitygw = await startVersitygw({
    binary: await findOrBuildVersitygw(log),
    port: await freePort(),
    dataDir: join(process.env.TEST_FILES_DIR, 'buckets'),
    logFile: join(process.env.TEST_FILES_DIR, 'versitygw.log'),
    settings: {
      bucket: 'commerce-test',
      region: 'us-east-1',
      accessKeyId: `test-${randomBytes(6).toString('hex')}`,
      secretAccessKey: randomBytes(24).toString('base64url'),
    },
  });
  Object.assign(process.env, objectStorageEnv(globalThis.__versitygw.settings));
  log(`versitygw (S3) on ${globalThis.__versitygw.settings.endpoint}, bucket commerce-test`);
}

/** Once per run: a fresh database of its own, a Temporal dev server on free ports, the workflow bundle. */
export default async function globalSetup(): Promise<void> {
  const root = join(__dirname, '..', '..');
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  base.pathname = `/commerce_test_${runId}`;
  process.env.DATABASE_URL = base.toString();
  // Stored secrets (payment provider keys, webhook signing secrets) are sealed with this run's own master key.
  process.env.SECRETS_KEY = newSecretsKey('test');
  await migrate(process.env.DATABASE_URL, log);
  // Copied by the files that need a database of their own (file-database.ts); nothing connects to it.
  process.env.TEST_TEMPLATE_DATABASE = `commerce_test_${runId}_template`;
  await copyDatabase(process.env.DATABASE_URL, process.env.TEST_TEMPLATE_DATABASE);

  const cli = await findOrBuildTemporalCli(log);
  process.env.TEMPORAL_CLI = cli;
  if (process.env.TEST_TEMPORAL_ADDRESS) {
    // A running cluster (`npm run cluster`): the suite against the Temporal server as production runs it.
    process.env.TEMPORAL_ADDRESS = process.env.TEST_TEMPORAL_ADDRESS;
    log(`temporal cluster at ${process.env.TEMPORAL_ADDRESS}, database ${base.pathname.slice(1)}`);
  } else {
    process.env.TEST_TEMPORAL_LOG = join(root, '.data', 'test', `temporal-${runId}.log`);
    const server = await startDevServerOnFreePorts(
      {
        cli,
        logFile: process.env.TEST_TEMPORAL_LOG,
        headless: true,
      },
      freePort,
    );
    globalThis.__temporalDevServer = server;
    process.env.TEMPORAL_ADDRESS = server.address;
    log(`temporal dev server on ${server.address}, database ${base.pathname.slice(1)}`);
  }
  // Stripe's own mock server: tests of the Stripe provider point the SDK at it (or at a stand-in in front of it).
  globalThis.__stripeMock = await startStripeMock(await findOrBuildStripeMock(log));
  process.env.TEST_STRIPE_MOCK_URL = globalThis.__stripeMock.url;
  // Export files and import uploads go to object storage, as in production.
  await startObjectStorage();

  const code = await bundleWorkflows(false);
  const bundlePath = join(root, '.data', 'test', `workflow-bundle-${runId}.js`);
  mkdirSync(join(root, '.data', 'test'), { recursive: true });
  writeFileSync(bundlePath, code);
  process.env.TEST_WORKFLOW_BUNDLE = bundlePath;
  process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';
  process.env.RATE_LIMIT_PUBLIC = process.env.RATE_LIMIT_PUBLIC ?? '100000,100000';
  process.env.RATE_LIMIT_PRIVATE = process.env.RATE_LIMIT_PRIVATE ?? '100000,100000';
  process.env.CURSOR_SECRET = 'test-cursor-secret';
  // Test files share one database: only the webhook tests, which ask for it, relay the outbox to their own worker.
  process.env.WEBHOOK_RELAY_ENABLED = process.env.WEBHOOK_RELAY_ENABLED ?? 'false';
}
