import { mkdirSync, writeFileSync } from 'node:fs';
import { Client } from 'pg';
import { join } from 'node:path';
import { bundleWorkflowCode } from '@temporalio/worker';
import { migrate } from '../../src/db/migrate';
import { findOrBuildTemporalCli } from '../../temporal/cli';
import { startDevServerOnFreePorts, type DevServer } from '../../temporal/dev-server';
import { freePort } from './ports';
import { newSecretsKey } from '../../src/secrets/secret-box';
import { findOrBuildStripeMock } from '../../temporal/stripe-mock';
import { startStripeMock, type RunningStripeMock } from './stripe-mock';

declare global {
  var __temporalDevServer: DevServer | undefined;
  var __stripeMock: RunningStripeMock | undefined;
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

  const { code } = await bundleWorkflowCode({
    workflowsPath: require.resolve('../../workflows'),
    logger: { info() {}, warn() {}, error: console.error, debug() {}, trace() {}, log() {} },
  });
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
