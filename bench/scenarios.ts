import { startCpuCount, type CpuPerRequest } from './cpu-usage';
import { ensureWrk, withWrkRun, type WrkRequest } from './wrk';

export interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  /** A fixed path, or one chosen per request (for example a random product). */
  path: string | (() => string);
  headers?: Record<string, string> | (() => Record<string, string>);
  body?: () => string;
  /** Which of the bench's APIs serves it: the one that keeps catalogue answers, or (default) the one that does not. */
  api?: 'database' | 'cached';
  /** The products or cart items the fixed request answers with, where the bench counted them. */
  rows?: number;
  /** Work that runs beside the requests, started before them; what it returns stops it. */
  alongside?: () => () => Promise<void>;
}

export interface Measurement {
  scenario: string;
  store: string;
  rows: number | null;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  cpu: CpuPerRequest;
  /** Kilobytes of WAL PostgreSQL wrote per request, null where the bench cannot ask the server. */
  walKb: number | null;
}

/** Whose CPU time a measurement counts: the API process when the bench started it, and a local PostgreSQL. */
export interface CpuCounted {
  apiPid?: number;
  postgres: boolean;
  /**
   * Where the server's WAL stands, in bytes. Right after a checkpoint starts, the first change to each page writes the
   * whole page to the WAL, so a write scenario's WAL per request shows whether a round ran in that stretch.
   */
  walPosition?: () => Promise<number>;
}

const MOST_REQUESTS_PER_SECOND = 8_000;

/**
 * The requests a run sends in turn: one for a fixed request, and for one chosen per request (a random product, the
 * next shopper's cart) more than a cart add scenario sends in `seconds`, so no shopper comes back once it left. A
 * faster scenario goes round its list of random choices again; a longer list costs wrk time to read.
 */
function requestsFor(scenario: Scenario, seconds: number): WrkRequest[] {
  const pick = <T>(value: T | (() => T)) => (typeof value === 'function' ? (value as () => T)() : value);
  const fixed = typeof scenario.path === 'string' && typeof scenario.headers !== 'function' && !scenario.body;
  return Array.from({ length: fixed ? 1 : seconds * MOST_REQUESTS_PER_SECOND }, () => ({
    method: scenario.method ?? 'GET',
    path: pick(scenario.path),
    headers: { ...pick(scenario.headers ?? {}), ...(scenario.body ? { 'content-type': 'application/json' } : {}) },
    body: scenario.body?.(),
  }));
}

/** Runs one scenario with wrk and keeps the figures the issue asks for, with the CPU time each request cost. */
export async function measure(
  baseUrl: string,
  store: string,
  scenario: Scenario,
  connections: number,
  duration: number,
  counted: CpuCounted,
): Promise<Measurement> {
  const wrk = ensureWrk((line) => console.log(`[bench] ${line}`));
  return withWrkRun(wrk, baseUrl, requestsFor(scenario, duration), async (run) => {
    const walBefore = await counted.walPosition?.();
    const stopAlongside = scenario.alongside?.();
    const stopCpuCount = startCpuCount(counted.apiPid, counted.postgres);
    const result = await run(connections, duration);
    const cpu = stopCpuCount(result.requests);
    await stopAlongside?.();
    const walAfter = await counted.walPosition?.();
    const walKb =
      walBefore === undefined || walAfter === undefined
        ? null
        : (walAfter - walBefore) / 1024 / Math.max(1, result.requests);
    return {
      scenario: scenario.name,
      store,
      rows: scenario.rows ?? null,
      requestsPerSecond: result.requestsPerSecond,
      p50: result.p50,
      p99: result.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      cpu,
      walKb,
    };
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const medianOrNull = (values: Array<number | null>) => (values.includes(null) ? null : median(values as number[]));

/**
 * One figure per scenario and store from several rounds: the median of each figure, and every non-2xx answer and
 * error. A pause of this machine that doubles one round's p99 then shows in no figure, as it would not in a rerun.
 */
export function medianOfRounds(rounds: Measurement[]): Measurement {
  return {
    scenario: rounds[0].scenario,
    store: rounds[0].store,
    rows: rounds[0].rows,
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    cpu: {
      apiMs: medianOrNull(rounds.map((r) => r.cpu.apiMs)),
      postgresMs: medianOrNull(rounds.map((r) => r.cpu.postgresMs)),
      postgresServerMs: medianOrNull(rounds.map((r) => r.cpu.postgresServerMs)),
      loadGeneratorMs: median(rounds.map((r) => r.cpu.loadGeneratorMs)),
    },
    walKb: medianOrNull(rounds.map((r) => r.walKb)),
  };
}

const figure = (value: number | null, width = 6) => (value === null ? '-' : value.toFixed(2)).padStart(width);

/**
 * The figures as a table, with the rows each answer holds (a half-full page costs less than a full one, so two stores'
 * p99 compare only at the same rows), the 100,000-product p99 relative to the 1,000-product one, and the CPU
 * milliseconds each request cost the API, PostgreSQL and the load generator, and the WAL it made PostgreSQL write ("-"
 * where not counted).
 */
export function report(rows: Measurement[]): string {
  const lines = [
    'scenario                            store   rows  req/s    p50 ms  p99 ms  non-2xx  errors  p99 vs 1k' +
      '  CPU ms/req: api    pg  of it server  load  WAL kB/req',
  ];
  for (const row of rows) {
    const small = rows.find((r) => r.scenario === row.scenario && r.store === '1k');
    const ratio = small && row.store !== '1k' && small.p99 > 0 ? `${Math.round((row.p99 / small.p99) * 100)}%` : '';
    lines.push(
      `${row.scenario.padEnd(36)}${row.store.padEnd(8)}${(row.rows === null ? '-' : String(row.rows)).padStart(4)}  ` +
        `${String(row.requestsPerSecond).padStart(5)}  ${String(row.p50).padStart(8)}${String(row.p99).padStart(8)}` +
        `${String(row.non2xx).padStart(9)}${String(row.errors).padStart(8)}  ${ratio.padEnd(9)}  ${' '.repeat(11)}` +
        `${figure(row.cpu.apiMs)}${figure(row.cpu.postgresMs)}${figure(row.cpu.postgresServerMs, 14)}` +
        `${figure(row.cpu.loadGeneratorMs)}${figure(row.walKb, 12)}`,
    );
  }
  return lines.join('\n');
}
