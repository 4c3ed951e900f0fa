import { readFileSync, readdirSync } from 'node:fs';

/**
 * CPU time (user + system) spent during a measurement by the API process, the local PostgreSQL server and the load
 * generator (this process and the wrk it ran), per request. This machine's speed drifts by tens of percent within an
 * hour, so req/s and latency of two runs compare poorly; what each request costs, and who spends it, compares well.
 */
export interface CpuPerRequest {
  apiMs: number | null;
  postgresMs: number | null;
  /** Of postgresMs, the server's own processes (WAL writer, checkpointer…), not the backends that ran the queries. */
  postgresServerMs: number | null;
  loadGeneratorMs: number;
}

/** Linux's USER_HZ: /proc reports CPU time in hundredths of a second. */
export const MS_PER_TICK = 10;

/** A process's resident set size in bytes: now (VmRSS) or its peak so far (VmHWM); 0 once it has exited. */
export function residentBytes(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  try {
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

function processTicks(pid: number): number | null {
  try {
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th of the whole line.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** CPU ticks of this process's children that have exited and been waited for: wrk, once its run ends. */
function exitedChildrenTicks(): number {
  // cutime and cstime are the 16th and 17th fields of the whole line.
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return Number(fields[13]) + Number(fields[14]);
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    // A kernel without the children file: the parent alone is counted.
    return [];
  }
}

/** A process's CPU ticks with those of its children: the API's own processes when it runs several (API_PROCESSES). */
export function processTreeTicks(pid: number): number | null {
  const own = processTicks(pid);
  if (own === null) return null;
  return childrenOf(pid).reduce((sum, child) => sum + (processTicks(child) ?? 0), own);
}

/**
 * A process's CPU time in milliseconds to the nanosecond: the time its threads ran (the first figure of
 * /proc/<pid>/task/<tid>/schedstat). Ticks of 10 ms made a 5 s run of a cheap request at a few hundred req/s a
 * count of some 25 ticks, ±4 % from rounding alone; a thread that has exited is not counted, which for the API's
 * long-lived threads loses nothing. Null where the kernel keeps no schedstat.
 */
function processCpuMs(pid: number): number | null {
  try {
    return readdirSync(`/proc/${pid}/task`).reduce((sum, tid) => {
      const ns = Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      return sum + ns / 1e6;
    }, 0);
  } catch {
    return null;
  }
}

/** CPU milliseconds of a process and its children, to the nanosecond where the kernel allows, else in ticks. */
export function processTreeCpuMs(pid: number): number | null {
  const precise = [pid, ...childrenOf(pid)].map(processCpuMs);
  if (!precise.includes(null)) return (precise as number[]).reduce((sum, ms) => sum + ms, 0);
  const ticks = processTreeTicks(pid);
  return ticks === null ? null : ticks * MS_PER_TICK;
}

/**
 * What a PostgreSQL process is: a client's backend, whose title names its client ("… 127.0.0.1(40112) idle" or
 * "[local]"), or one of the server's own (postmaster, WAL writer, checkpointer, background writer…); null if not
 * PostgreSQL.
 */
type PostgresRole = 'backend' | 'server';
function postgresRole(pid: string): PostgresRole | null {
  try {
    if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return null;
    return /\(\d+\)|\[local\]/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8')) ? 'backend' : 'server';
  } catch {
    return null;
  }
}

/**
 * Every PostgreSQL process of this machine: the server, its helpers and the backends of the API's pool. What each
 * pid runs is remembered while the pid lives, so a sample reads the name of new processes only, not of every one.
 */
function postgresPids(known: Map<string, PostgresRole | null>): Array<{ pid: number; role: PostgresRole }> {
  let names: string[];
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const alive = new Set(names);
  for (const pid of known.keys()) if (!alive.has(pid)) known.delete(pid);
  for (const pid of names) if (!known.has(pid)) known.set(pid, postgresRole(pid));
  return names.flatMap((pid) => {
    const role = known.get(pid);
    return role ? [{ pid: Number(pid), role }] : [];
  });
}

const SAMPLE_EVERY_MS = 250;

/**
 * PostgreSQL's CPU time from start to stop, in all and in the server's own processes. Backends come and go (a pool
 * closes idle connections), so the processes are sampled a few times a second: one that exits loses at most its last
 * interval, and one that starts counts in full.
 */
export function countPostgres(): () => { all: number; server: number } | null {
  const last = new Map<number, number>();
  const known = new Map<string, PostgresRole | null>();
  const spent = { all: 0, server: 0 };
  let first = true;
  const count = (role: PostgresRole, ticks: number) => {
    spent.all += ticks;
    if (role === 'server') spent.server += ticks;
  };
  const sample = () => {
    for (const { pid, role } of postgresPids(known)) {
      const ticks = processTicks(pid);
      if (ticks === null) continue;
      const before = last.get(pid);
      // A pid seen with fewer ticks than before was reused by a new process, which counts in full.
      if (before !== undefined) count(role, ticks >= before ? ticks - before : ticks);
      else if (!first) count(role, ticks);
      last.set(pid, ticks);
    }
    first = false;
  };
  sample();
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  return () => {
    clearInterval(timer);
    sample();
    return last.size === 0 ? null : spent;
  };
}

/**
 * Starts counting; the returned function stops and divides by the requests served. apiPid is the API process when
 * the bench started it (a service at BENCH_URL is not counted). PostgreSQL's figure counts local server processes
 * only, so it is left out when the database is elsewhere.
 */
export function startCpuCount(
  apiPid: number | undefined,
  includePostgres: boolean,
): (requests: number) => CpuPerRequest {
  const api0 = apiPid === undefined ? null : processTreeCpuMs(apiPid);
  const stopPostgres = includePostgres ? countPostgres() : () => null;
  const self0 = process.cpuUsage();
  const children0 = exitedChildrenTicks();
  return (requests) => {
    const api1 = apiPid === undefined ? null : processTreeCpuMs(apiPid);
    const postgres = stopPostgres();
    const self = process.cpuUsage(self0);
    const children = exitedChildrenTicks() - children0;
    const perRequest = (ticks: number) => (ticks * MS_PER_TICK) / Math.max(1, requests);
    return {
      apiMs: api0 === null || api1 === null ? null : (api1 - api0) / Math.max(1, requests),
      postgresMs: postgres === null ? null : perRequest(postgres.all),
      postgresServerMs: postgres === null ? null : perRequest(postgres.server),
      loadGeneratorMs: ((self.user + self.system) / 1000 + children * MS_PER_TICK) / Math.max(1, requests),
    };
  };
}
