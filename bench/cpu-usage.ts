import { readFileSync, readdirSync } from 'node:fs';

/**
 * CPU time (user + system) spent during a measurement by the API process, the local PostgreSQL server and the load
 * generator (this process), per request. This machine's speed drifts by tens of percent within an hour, so req/s
 * and latency of two runs compare poorly; what each request costs, and who spends it, compares well.
 */
export interface CpuPerRequest {
  apiMs: number | null;
  postgresMs: number | null;
  loadGeneratorMs: number;
}

/** Linux's USER_HZ: /proc reports CPU time in hundredths of a second. */
const MS_PER_TICK = 10;

function processTicks(pid: number): number | null {
  try {
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th of the whole line.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

function isPostgres(pid: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
}

/** Every PostgreSQL process of this machine: the server, its helpers and the backends of the API's pool. */
function postgresTicks(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name) && isPostgres(name));
  } catch {
    return null;
  }
  if (pids.length === 0) return null;
  return pids.reduce((sum, pid) => sum + (processTicks(Number(pid)) ?? 0), 0);
}

/**
 * Starts counting; the returned function stops and divides by the requests served. apiPid is the API process when
 * the bench started it (a service at BENCH_URL is not counted). PostgreSQL's figure counts local server processes
 * only, so it is left out when the database is elsewhere, and a backend that exits mid-run takes its time with it.
 */
export function startCpuCount(apiPid: number | undefined, countPostgres: boolean): (requests: number) => CpuPerRequest {
  const api0 = apiPid === undefined ? null : processTicks(apiPid);
  const pg0 = countPostgres ? postgresTicks() : null;
  const self0 = process.cpuUsage();
  return (requests) => {
    const api1 = apiPid === undefined ? null : processTicks(apiPid);
    const pg1 = countPostgres ? postgresTicks() : null;
    const self = process.cpuUsage(self0);
    const perRequest = (ticks: number) => (ticks * MS_PER_TICK) / Math.max(1, requests);
    return {
      apiMs: api0 === null || api1 === null ? null : perRequest(api1 - api0),
      postgresMs: pg0 === null || pg1 === null ? null : perRequest(pg1 - pg0),
      loadGeneratorMs: (self.user + self.system) / 1000 / Math.max(1, requests),
    };
  };
}
