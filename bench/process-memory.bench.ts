/**
 * The API's memory and start-up time, compiled (dist/server.js, `npm run build`) against TypeScript through tsx:
 *
 *   npm run bench:memory
 *
 * For each way of running it, it starts one API process (API_PROCESSES=1, the catalogue cache at its default size),
 * times spawn to the first /healthz answer, reads its resident set size once idle (12 s: the API gives back its
 * start-up young generation after ~10), then runs the
 * storefront bench's scenarios on a seeded 1,000-product store for BENCH_DURATION seconds each (default 5) at
 * BENCH_CONNECTIONS (default 50) and prints the peak and the final RSS. Targets (issue 31): ≤ 120 MiB idle, ≤ 180 MiB
 * under load. It prints the API's CPU time per request beside them (from /proc, so it holds on a busy machine where
 * req/s does not): what a memory setting costs in throughput. Database: BENCH_DATABASE_URL (default commerce_bench);
 * `npm run build` runs first if dist/ is missing. BENCH_MODES=compiled measures the compiled API only;
 * BENCH_NODE_FLAGS="--max-semi-space-size=16 …" starts it with other Node flags than API_NODE_FLAGS, and the API's
 * own variables (CATALOGUE_CACHE_MB, MALLOC_ARENA_MAX…) pass through, to compare configurations.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { openOrm } from '../src/db/orm';
import { entities } from '../src/entities';
import { migrate } from '../src/db/migrate';
import { dropBenchStore, seedBenchStore } from './seed-catalogue';
import { startApi, stopApi } from './api-process';
import { API_NODE_FLAGS, PRODUCTION_MALLOC_ARENA_MAX } from '../src/api-node-flags';
import { scenariosFor } from './storefront-scenarios';
import { measure } from './scenarios';
import { processTreeCpuMs, residentBytes } from './cpu-usage';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const modes = (process.env.BENCH_MODES ?? 'compiled,tsx').split(',').map((mode) => mode.trim());
const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean);
const IDLE_SECONDS = 12;
const MIB = 1024 * 1024;
const log = (line: string) => console.log(`[bench] ${line}`);

/** The highest RSS seen from now until the returned function is called, sampled every 100 ms. */
function peakResident(pid: number): () => number {
  let peak = residentBytes(pid);
  const timer = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, residentBytes(pid));
  };
}

interface Figures {
  mode: string;
  startMs: number;
  idle: number;
  peak: number;
  after: number;
  requests: number;
  cpuMsPerRequest: number;
  /** Where the RSS after the load lies, from the API's own /metrics. */
  heap: string;
}

/** The V8 heap's spaces and the memory outside it, from the API's /metrics, in MiB. */
async function heapBreakdown(url: string): Promise<string> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const mib = (pattern: RegExp) => {
    const value = pattern.exec(text)?.[1];
    return value === undefined ? '?' : (Number(value) / MIB).toFixed(0);
  };
  const spaces = ['new', 'old', 'code', 'large_object'].map((space) => {
    const size = new RegExp(`^commerce_api_nodejs_heap_space_size_total_bytes\\{space="${space}"\\} (\\S+)`, 'm');
    return `${space} ${mib(size)}`;
  });
  return (
    `V8 heap ${mib(/^commerce_api_nodejs_heap_size_total_bytes (\S+)/m)} (${spaces.join(', ')}), ` +
    `external ${mib(/^commerce_api_nodejs_external_memory_bytes (\S+)/m)}`
  );
}

type Prepare = (url: string) => ReturnType<typeof scenariosFor>;

async function measureMode(databaseUrl: string, compiled: boolean, prepare: Prepare): Promise<Figures> {
  const api = await startApi(databaseUrl, {}, { compiled, nodeFlags });
  try {
    const pid = api.child.pid as number;
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idle = residentBytes(pid);
    const scenarios = await prepare(api.url);
    const stopPeak = peakResident(pid);
    const cpuMsBefore = processTreeCpuMs(pid) ?? 0;
    let requests = 0;
    for (const scenario of scenarios) {
      const m = await measure(api.url, '1k', scenario, connections, duration, { postgres: false });
      requests += m.requestsPerSecond * duration;
      if (m.non2xx || m.errors) log(`${scenario.name}: ${m.non2xx} non-2xx, ${m.errors} errors`);
    }
    const peak = stopPeak();
    const cpuMsPerRequest = ((processTreeCpuMs(pid) ?? 0) - cpuMsBefore) / Math.max(1, requests);
    const mode = compiled ? 'compiled (node dist/server.js)' : 'tsx (node --import tsx src/server.ts)';
    const after = residentBytes(pid);
    const heap = await heapBreakdown(api.url);
    return { mode, startMs: api.startMs, idle, peak, after, requests, cpuMsPerRequest, heap };
  } finally {
    await stopApi(api);
  }
}

/** The variables that change the API's memory, as this run started it with them. */
const tunedVariables = () =>
  [
    `MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? PRODUCTION_MALLOC_ARENA_MAX}`,
    ...['CATALOGUE_CACHE_MB', 'UV_THREADPOOL_SIZE'].map((name) => `${name}=${process.env[name] ?? '(default)'}`),
  ].join(' ');

async function main(): Promise<void> {
  const root = join(__dirname, '..');
  if (!existsSync(join(root, 'dist', 'server.js'))) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/commerce_bench';
  await migrate(databaseUrl, log);
  const orm = await openOrm(databaseUrl, entities, 2);
  const store = await seedBenchStore(orm.em.fork(), 'memory', 1_000);
  try {
    const prepare = (url: string) => scenariosFor(orm.em, url, store, 1_000, false, connections);
    const results: Figures[] = [];
    for (const mode of modes) results.push(await measureMode(databaseUrl, mode === 'compiled', prepare));
    const mib = (bytes: number) => (bytes / MIB).toFixed(0).padStart(9);
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `\nAPI process memory and start-up: ${connections} connections, ${duration} s per scenario, load average ${load}`,
    );
    console.log(`Node flags: ${(nodeFlags ?? API_NODE_FLAGS).join(' ')}; ${tunedVariables()}`);
    console.log(
      'mode                                    start ms  idle MiB  peak MiB  after MiB  requests  API CPU ms/req',
    );
    for (const r of results) {
      const requests = String(Math.round(r.requests)).padStart(8);
      console.log(
        `${r.mode.padEnd(40)}${r.startMs.toFixed(0).padStart(8)}${mib(r.idle)} ${mib(r.peak)} ${mib(r.after)}  ` +
          `${requests}${r.cpuMsPerRequest.toFixed(3).padStart(16)}`,
      );
    }
    for (const r of results) console.log(`${r.mode}, after the load, MiB: ${r.heap}`);
    console.log('targets: idle ≤ 120 MiB, under load ≤ 180 MiB');
  } finally {
    await dropBenchStore(orm.em.fork(), store.storeId).catch((error) =>
      log(`could not drop ${store.storeId}: ${String(error)}`),
    );
    await orm.close(true);
  }
}

main().catch((error) => {
  console.error(`[bench] failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
