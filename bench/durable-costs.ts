import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client as TemporalClient } from '@temporalio/client';
import { Client as PgClient } from 'pg';
import { countPostgres, MS_PER_TICK, processTreeTicks } from './cpu-usage';

/**
 * What one unit of durable work (a confirmed checkout, a delivered webhook) costs, and where: CPU per process from
 * /proc, PostgreSQL's transactions, rows written and WAL bytes from its statistics, statements counted in each
 * Node process by bench/count-statements.cjs. Throughput and latency drift with this machine's load; costs per unit
 * compare across runs and say which process and which step to work on.
 */
/** The value at percentile p of ascending figures (NaN for none). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export interface CountedProcess {
  name: string;
  pid: number;
}

export interface UnitCosts {
  cpuMs: Record<string, number>;
  postgresCpuMs: number | null;
  statements: Record<string, number>;
  transactions: number;
  rowsWritten: number;
  walBytes: number;
}

/** The preload that counts statements, and the directory it reports to: add `env` to a process the bench starts. */
export function statementCounting(): {
  env: Record<string, string>;
  read: (pid: number) => number;
  remove: () => void;
} {
  const dir = mkdtempSync(join(tmpdir(), 'statements-'));
  const preload = join(__dirname, 'count-statements.cjs');
  return {
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${preload}`.trim(), STATEMENT_COUNT_DIR: dir },
    read: (pid) => {
      // A cluster's workers count apart: the parent's figure and its children's add up.
      return readdirSync(dir)
        .filter((name) => /^\d+$/.test(name) && (name === String(pid) || isChildOf(Number(name), pid)))
        .reduce((sum, name) => sum + Number(readFileSync(join(dir, name), 'utf8') || 0), 0);
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

function isChildOf(pid: number, parent: number): boolean {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === parent;
  } catch {
    return false;
  }
}

interface DatabaseActivity {
  transactions: number;
  rowsWritten: number;
  walLsn: string;
}

async function databaseActivity(databaseUrl: string): Promise<DatabaseActivity> {
  const client = new PgClient({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Statistics are sent to the shared counters at transaction end, so a fresh snapshot sees what just finished.
    await client.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await client.query(
      `SELECT (xact_commit + xact_rollback)::float8 AS transactions,
              (tup_inserted + tup_updated + tup_deleted)::float8 AS "rowsWritten",
              pg_current_wal_lsn()::text AS "walLsn"
         FROM pg_stat_database WHERE datname = current_database()`,
    );
    return rows[0] as DatabaseActivity;
  } finally {
    await client.end();
  }
}

async function walBytesBetween(databaseUrl: string, from: string, to: string): Promise<number> {
  const client = new PgClient({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pg_wal_lsn_diff($1, $2)::float8 AS bytes', [to, from]);
    return Number(rows[0].bytes);
  } finally {
    await client.end();
  }
}

/**
 * Starts counting; the returned function stops and divides by the units done. `statements` reads the count of a
 * process (see statementCounting); processes without one are left out of that column.
 */
export async function startUnitCosts(
  processes: CountedProcess[],
  databaseUrl: string,
  statements: (pid: number) => number,
): Promise<(units: number) => Promise<UnitCosts>> {
  // Several processes may share a name (a Temporal cluster's services): each is read apart and their costs summed.
  const ticks0 = processes.map((p) => processTreeTicks(p.pid) ?? 0);
  const statements0 = processes.map((p) => statements(p.pid));
  const stopPostgres = countPostgres();
  const database0 = await databaseActivity(databaseUrl);
  return async (units) => {
    // The statement counters write every 100 ms: wait for the last of this level's to land.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const per = (value: number) => value / Math.max(1, units);
    const postgres = stopPostgres();
    const database1 = await databaseActivity(databaseUrl);
    const cpuMs: Record<string, number> = {};
    const counted: Record<string, number> = {};
    for (const [i, p] of processes.entries()) {
      cpuMs[p.name] = (cpuMs[p.name] ?? 0) + per(((processTreeTicks(p.pid) ?? 0) - ticks0[i]) * MS_PER_TICK);
      counted[p.name] = (counted[p.name] ?? 0) + per(statements(p.pid) - statements0[i]);
    }
    return {
      cpuMs,
      postgresCpuMs: postgres === null ? null : per(postgres.all * MS_PER_TICK),
      statements: counted,
      // Less the two statistics reads of this measurement itself.
      transactions: per(database1.transactions - database0.transactions - 2),
      rowsWritten: per(database1.rowsWritten - database0.rowsWritten),
      walBytes: per(await walBytesBetween(databaseUrl, database0.walLsn, database1.walLsn)),
    };
  };
}

export interface HistoryCounts {
  workflows: number;
  events: number;
  workflowTasks: number;
  activityTasks: number;
  localActivities: number;
  /** Markers of `patched()` calls, each recorded once per run (with an upsert of TemporalChangeVersion). */
  patchMarkers: number;
  timers: number;
  childWorkflows: number;
  searchAttributeUpserts: number;
}

/** Temporal's work for the sampled workflows, summed: what the server stored and the workers were handed. */
export async function historyCounts(
  client: TemporalClient,
  workflows: Array<string | { workflowId: string; runId: string }>,
): Promise<HistoryCounts> {
  const counts: HistoryCounts = {
    workflows: 0,
    events: 0,
    workflowTasks: 0,
    activityTasks: 0,
    localActivities: 0,
    patchMarkers: 0,
    timers: 0,
    childWorkflows: 0,
    searchAttributeUpserts: 0,
  };
  for (const workflow of workflows) {
    const { workflowId, runId } = typeof workflow === 'string' ? { workflowId: workflow, runId: undefined } : workflow;
    const history = await client.workflow.getHandle(workflowId, runId).fetchHistory();
    counts.workflows += 1;
    for (const event of history.events ?? []) {
      counts.events += 1;
      if (event.workflowTaskScheduledEventAttributes) counts.workflowTasks += 1;
      if (event.activityTaskScheduledEventAttributes) counts.activityTasks += 1;
      const marker = event.markerRecordedEventAttributes?.markerName;
      if (marker === 'core_patch') counts.patchMarkers += 1;
      else if (marker) counts.localActivities += 1;
      if (event.timerStartedEventAttributes) counts.timers += 1;
      if (event.startChildWorkflowExecutionInitiatedEventAttributes) counts.childWorkflows += 1;
      if (event.upsertWorkflowSearchAttributesEventAttributes) counts.searchAttributeUpserts += 1;
    }
  }
  return counts;
}

/** One line per figure for a level's table: `name value` pairs already divided per unit. */
export function describeCosts(costs: UnitCosts): string {
  const cpu = Object.entries(costs.cpuMs).map(([name, ms]) => `${name} ${ms.toFixed(2)}`);
  if (costs.postgresCpuMs !== null) cpu.push(`postgres ${costs.postgresCpuMs.toFixed(2)}`);
  const statements = Object.entries(costs.statements)
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${name} ${n.toFixed(1)}`);
  return [
    `    CPU ms: ${cpu.join(', ')}`,
    `    SQL: statements ${statements.join(', ') || 'not counted'}; transactions ${costs.transactions.toFixed(1)}, ` +
      `rows written ${costs.rowsWritten.toFixed(1)}, WAL ${(costs.walBytes / 1024).toFixed(1)} kB`,
  ].join('\n');
}
