import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client as PgClient } from 'pg';
import { Connection } from '@temporalio/client';
import { msToTs } from '@temporalio/common';
import { ensureDatabase } from '../src/db/database';
import { cliCacheDir, findGo, goInstall } from '../scripts/go-tools';
import { waitUntilServing } from './dev-server';
import { SEARCH_ATTRIBUTES } from './search-attributes';

/** The server version of the dev server's CLI and of docker-compose.yml's images. */
export const TEMPORAL_SERVER_VERSION = 'v1.29.1';
const SERVER_MODULE = 'go.temporal.io/server';
const ROOT = join(__dirname, '..');
/** temporal.api.enums.v1.IndexedValueType, for the types temporal/search-attributes.ts uses. */
const INDEXED_VALUE_TYPES = { Text: 1, Keyword: 2, Int: 3, Datetime: 6, KeywordList: 7 } as const;

/** The server's services, each run as a process of its own as a cluster runs them on separate hosts. */
export const CLUSTER_SERVICES = ['frontend', 'history', 'matching', 'worker'] as const;
export type ClusterService = (typeof CLUSTER_SERVICES)[number];

export interface ServerTools {
  server: string;
  sqlTool: string;
  /** The server module's schema/postgresql/v12, holding temporal/ and visibility/ versioned schemas. */
  schemaDir: string;
}

export interface ClusterOptions {
  /** The PostgreSQL server (its path is ignored): the databases below are created there. */
  postgresUrl: string;
  database: string;
  visibilityDatabase: string;
  /**
   * The frontend's gRPC port; the others follow it (temporal/cluster/cluster.yaml). Below 32,767: membership ports are
   * smallint.
   */
  portBase: number;
  logDir: string;
  namespace?: string;
  /** Serve each service's Prometheus metrics on portBase + 20, 21, 22, 23. */
  metrics?: boolean;
}

function schemaDir(go: string | undefined): string {
  if (process.env.TEMPORAL_SCHEMA_DIR) return process.env.TEMPORAL_SCHEMA_DIR;
  if (!go)
    throw new Error(
      'Go is needed to find the Temporal server schema; or set TEMPORAL_SCHEMA_DIR to its schema/postgresql/v12',
    );
  const download = spawnSync(go, ['mod', 'download', '-json', `${SERVER_MODULE}@${TEMPORAL_SERVER_VERSION}`], {
    cwd: tmpdir(),
    encoding: 'utf8',
  });
  if (download.status !== 0)
    throw new Error(`go mod download ${SERVER_MODULE} failed: ${download.stderr || download.stdout}`);
  return join((JSON.parse(download.stdout) as { Dir: string }).Dir, 'schema', 'postgresql', 'v12');
}

/** The Temporal server and its SQL schema tool from the cache outside the clone, built there with Go the first time. */
export async function findOrBuildTemporalServer(log: (line: string) => void): Promise<ServerTools> {
  const bin = join(cliCacheDir(), `temporal-server-${TEMPORAL_SERVER_VERSION}`);
  const server = join(bin, 'server');
  const sqlTool = join(bin, 'sql');
  const go = findGo();
  if (!existsSync(server) || !existsSync(sqlTool)) {
    if (!go) throw new Error(`The Temporal server is not in ${bin} and Go is not installed to build it.`);
    mkdirSync(bin, { recursive: true });
    const modules = [
      `${SERVER_MODULE}/cmd/server@${TEMPORAL_SERVER_VERSION}`,
      `${SERVER_MODULE}/cmd/tools/sql@${TEMPORAL_SERVER_VERSION}`,
    ];
    log(`building the Temporal server and its SQL tool into ${bin} (first run only; several minutes)…`);
    const { code, tail } = await goInstall(go, modules, bin, log);
    if (code !== 0 || !existsSync(server) || !existsSync(sqlTool))
      throw new Error(`Building the Temporal server failed (exit ${code}):\n${tail.join('\n')}`);
  }
  return { server, sqlTool, schemaDir: schemaDir(go) };
}

function withDatabase(postgresUrl: string, database: string): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function hasSchema(databaseUrl: string): Promise<boolean> {
  const client = new PgClient({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(`SELECT to_regclass('schema_version') IS NOT NULL AS present`)).rows[0].present === true;
  } finally {
    await client.end();
  }
}

function runSqlTool(tools: ServerTools, databaseUrl: string, args: string[]): void {
  const url = new URL(databaseUrl);
  const env = {
    ...process.env,
    SQL_PLUGIN: 'postgres12',
    SQL_HOST: url.hostname,
    SQL_PORT: url.port || '5432',
    SQL_USER: decodeURIComponent(url.username),
    SQL_PASSWORD: decodeURIComponent(url.password),
    SQL_DATABASE: url.pathname.slice(1),
  };
  const result = spawnSync(tools.sqlTool, args, { env, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`temporal-sql-tool ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

/**
 * Creates both databases if missing and brings their schemas to the server's version (the SQL tool, as in production).
 */
export async function prepareClusterDatabases(
  tools: ServerTools,
  options: ClusterOptions,
  log: (line: string) => void,
): Promise<void> {
  for (const [database, schema] of [
    [options.database, 'temporal'],
    [options.visibilityDatabase, 'visibility'],
  ]) {
    const url = withDatabase(options.postgresUrl, database);
    if (await ensureDatabase(url)) log(`created database ${database}`);
    if (!(await hasSchema(url))) runSqlTool(tools, url, ['setup-schema', '-v', '0.0']);
    runSqlTool(tools, url, ['update-schema', '-d', join(tools.schemaDir, schema, 'versioned')]);
  }
}

/** The environment temporal/cluster/cluster.yaml reads. */
function serviceEnvironment(options: ClusterOptions, service: ClusterService): NodeJS.ProcessEnv {
  const url = new URL(options.postgresUrl);
  const metricsPort = options.portBase + 20 + CLUSTER_SERVICES.indexOf(service);
  return {
    ...process.env,
    TEMPORAL_DB_HOST: url.hostname,
    TEMPORAL_DB_PORT: url.port || '5432',
    TEMPORAL_DB_USER: decodeURIComponent(url.username),
    TEMPORAL_DB_PASSWORD: decodeURIComponent(url.password),
    TEMPORAL_DB: options.database,
    TEMPORAL_VISIBILITY_DB: options.visibilityDatabase,
    TEMPORAL_PORT_BASE: String(options.portBase),
    TEMPORAL_BIND_IP: '127.0.0.1',
    TEMPORAL_DYNAMIC_CONFIG: join(ROOT, 'temporal', 'cluster', 'dynamicconfig.yaml'),
    TEMPORAL_METRICS_ADDRESS: options.metrics ? `127.0.0.1:${metricsPort}` : '',
  };
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolve) => (exited(child) ? resolve() : child.once('exit', () => resolve())));

/**
 * A Temporal cluster on PostgreSQL whose four services run as separate processes, each of which can be killed and
 * restarted.
 */
export class TemporalCluster {
  readonly address: string;
  private readonly processes = new Map<ClusterService, ChildProcess>();

  private constructor(
    private readonly tools: ServerTools,
    private readonly options: ClusterOptions,
  ) {
    this.address = `127.0.0.1:${options.portBase}`;
  }

  static async start(
    tools: ServerTools,
    options: ClusterOptions,
    log: (line: string) => void,
  ): Promise<TemporalCluster> {
    await prepareClusterDatabases(tools, options, log);
    const cluster = new TemporalCluster(tools, options);
    try {
      // The first to start writes the cluster's metadata to a new database; several at once collide on it.
      await waitUntilServing(cluster.address, cluster.startService('frontend'), 120_000);
      for (const service of CLUSTER_SERVICES.filter((s) => s !== 'frontend')) cluster.startService(service);
      await cluster.registerNamespace(options.namespace ?? 'default');
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  process(service: ClusterService): ChildProcess {
    const child = this.processes.get(service);
    if (!child) throw new Error(`the ${service} service is not running`);
    return child;
  }

  startService(service: ClusterService): ChildProcess {
    const args = [
      '--root',
      ROOT,
      '--config',
      'temporal/cluster',
      '--env',
      'cluster',
      '--allow-no-auth',
      'start',
      '--service',
      service,
    ];
    mkdirSync(this.options.logDir, { recursive: true });
    const logFile = createWriteStream(join(this.options.logDir, `${service}.log`), { flags: 'a' });
    const child = spawn(this.tools.server, args, {
      cwd: ROOT,
      env: serviceEnvironment(this.options, service),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(logFile, { end: false });
    child.stderr?.pipe(logFile, { end: false });
    child.once('exit', () => logFile.end());
    this.processes.set(service, child);
    return child;
  }

  /** Kills one service's process (SIGKILL by default: no goodbye to the membership ring) and waits for it to exit. */
  async kill(service: ClusterService, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.process(service);
    child.kill(signal);
    await exitOf(child);
  }

  /** SIGKILLs every process at once, for a caller that must exit now. */
  abandon(): void {
    for (const child of this.processes.values()) child.kill('SIGKILL');
  }

  async stop(): Promise<void> {
    const running = [...this.processes.values()].filter((child) => !exited(child));
    for (const child of running) child.kill('SIGTERM');
    const forced = setTimeout(() => running.forEach((child) => child.kill('SIGKILL')), 10_000);
    await Promise.all(running.map(exitOf));
    clearTimeout(forced);
  }

  /** The namespace with the project's search attributes, usable once the frontend's namespace cache has it. */
  private async registerNamespace(namespace: string): Promise<void> {
    const connection = await Connection.connect({ address: this.address });
    try {
      const { workflowService, operatorService } = connection;
      const known = await workflowService.describeNamespace({ namespace }).then(
        () => true,
        () => false,
      );
      if (!known)
        await workflowService.registerNamespace({ namespace, workflowExecutionRetentionPeriod: msToTs('3 days') });
      await untilNamespaceServes(connection, namespace);
      const { customAttributes } = await operatorService.listSearchAttributes({ namespace });
      const missing = Object.entries(SEARCH_ATTRIBUTES).filter(([name]) => !customAttributes?.[name]);
      if (missing.length) {
        const searchAttributes = Object.fromEntries(missing.map(([name, type]) => [name, INDEXED_VALUE_TYPES[type]]));
        await operatorService.addSearchAttributes({ namespace, searchAttributes });
      }
    } finally {
      await connection.close();
    }
  }
}

/** A new namespace reaches the frontend's cache some seconds after it was registered. */
async function untilNamespaceServes(connection: Connection, namespace: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await connection.workflowService.listWorkflowExecutions({ namespace, pageSize: 1 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
