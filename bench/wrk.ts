import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The benchmarks' load generator: wrk, from Debian's packages. It shares the machine's two cores with the API and
 * PostgreSQL, and costs 0.03-0.06 ms of CPU per request there where an HTTP client in Node (autocannon) cost
 * 0.06-0.09 ms, taken from the service it measures.
 */

export interface WrkRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface WrkResult {
  requests: number;
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds, to a tenth. */
  p50: number;
  p99: number;
  /** Answers with a status of 400 or above. */
  non2xx: number;
  /** Connections refused, reset or timed out. */
  errors: number;
}

/**
 * Cycles through the requests written to the file named by its argument (each as "<bytes>\n<raw request>"), and
 * prints its figures as one JSON line. One thread, so the requests go out in the order they were written.
 */
const SCRIPT = `
local requests = {}
local turn = 0
function init(args)
  local file = assert(io.open(args[1], 'rb'))
  local data = file:read('*a')
  file:close()
  local at = 1
  while at <= #data do
    local newline = data:find('\\n', at, true)
    local size = tonumber(data:sub(at, newline - 1))
    requests[#requests + 1] = data:sub(newline + 1, newline + size)
    at = newline + size + 1
  end
end
function request()
  turn = turn % #requests + 1
  return requests[turn]
end
function done(summary, latency)
  local e = summary.errors
  io.write(string.format('WRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"non2xx":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.status,
    e.connect + e.read + e.write + e.timeout))
end
`;

let wrkPath: string | undefined;

/** wrk on PATH, or installed with apt-get on a machine that has none yet (printing what it does). */
export function ensureWrk(log: (line: string) => void): string {
  if (wrkPath) return wrkPath;
  const found = () => spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).stdout.trim();
  if (!found()) {
    log(`installing wrk from Debian's packages (apt-get install wrk)…`);
    const [command, ...prefix] = process.getuid?.() === 0 ? ['apt-get'] : ['sudo', 'apt-get'];
    const install = (...args: string[]) =>
      spawnSync(command, [...prefix, ...args], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    if (install('install', '-y', '-q', 'wrk').status !== 0) {
      install('update', '-q');
      install('install', '-y', '-q', 'wrk');
    }
    if (!found())
      throw new Error('wrk is not installed and apt-get could not install it; install wrk 4 and put it on PATH');
  }
  wrkPath = found();
  // wrk -v prints its version first and exits with 1.
  log(`load generator: ${spawnSync(wrkPath, ['-v'], { encoding: 'utf8' }).stdout.split('\n')[0].trim()}`);
  return wrkPath;
}

function rawRequest(host: string, { method, path, headers, body }: WrkRequest): string {
  const lines = [
    `${method} ${path} HTTP/1.1`,
    `Host: ${host}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`;
}

export type WrkRun = (connections: number, seconds: number) => Promise<WrkResult>;

/**
 * Writes the requests and wrk's script, then hands `use` a run of wrk at `connections` for `seconds` over them, sent in
 * turn (and again from the first once all went). Writing them before the run keeps that work out of what the run
 * measures: the bench's CPU count starts inside `use`.
 */
export async function withWrkRun<T>(
  wrk: string,
  baseUrl: string,
  requests: WrkRequest[],
  use: (run: WrkRun) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  try {
    const host = new URL(baseUrl).host;
    writeFileSync(join(dir, 'script.lua'), SCRIPT);
    writeFileSync(
      join(dir, 'requests'),
      requests
        .map((r) => rawRequest(host, r))
        .map((raw) => `${Buffer.byteLength(raw)}\n${raw}`)
        .join(''),
    );
    return await use((connections, seconds) => runWrk(wrk, dir, baseUrl, connections, seconds));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runWrk(
  wrk: string,
  dir: string,
  baseUrl: string,
  connections: number,
  seconds: number,
): Promise<WrkResult> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(wrk, [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '-s',
      join(dir, 'script.lua'),
      baseUrl,
      '--',
      join(dir, 'requests'),
    ]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    // 'close', unlike 'exit', comes once wrk's output has all been read.
    child.once('close', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`wrk exited with ${code}: ${stderr || stdout}`)),
    );
  });
  const line = output.split('\n').find((l) => l.startsWith('WRK_RESULT '));
  if (!line) throw new Error(`wrk printed no result: ${output}`);
  const r = JSON.parse(line.slice('WRK_RESULT '.length)) as {
    requests: number;
    durationUs: number;
    p50Us: number;
    p99Us: number;
    non2xx: number;
    errors: number;
  };
  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    requests: r.requests,
    requestsPerSecond: Math.round(r.requests / (r.durationUs / 1e6)),
    p50: ms(r.p50Us),
    p99: ms(r.p99Us),
    non2xx: r.non2xx,
    errors: r.errors,
  };
}
