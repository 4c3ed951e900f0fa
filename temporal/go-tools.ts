import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

/** A command-line tool we build from Go sources when it is not installed (the Temporal CLI, stripe-mock). */
export interface GoTool {
  /** The binary's name (on PATH and in the cache). */
  binary: string;
  /** What `go install` takes: module path and pinned version. */
  module: string;
  /** The environment variable that may point at an installed binary. */
  envVar: string;
  /** What to tell someone who has neither the tool nor Go. */
  withoutGo: string;
}

/** Outside the clone, so a fresh clone (CI) reuses the binary built by an earlier run. */
export function cliCacheDir(): string {
  return (
    process.env.TEMPORAL_CLI_CACHE ??
    join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'commerce-service', 'bin')
  );
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

export function findGo(): string | undefined {
  return onPath('go') ?? (existsSync('/usr/local/go/bin/go') ? '/usr/local/go/bin/go' : undefined);
}

/** Runs `go install -v`, printing a progress line every 50 compiled packages instead of hundreds of lines. */
function goInstall(
  go: string,
  module: string,
  log: (line: string) => void,
): Promise<{ code: number | null; tail: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(go, ['install', '-v', module], {
      env: { ...process.env, GOBIN: cliCacheDir() },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    const tail: string[] = [];
    let packages = 0;
    let buffered = '';
    child.stderr.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        tail.push(line);
        if (tail.length > 20) tail.shift();
        if (line.startsWith('go: downloading')) continue;
        packages += 1;
        if (packages % 50 === 0) log(`  … ${packages} packages compiled`);
      }
    });
    child.on('close', (code) => resolve({ code, tail }));
  });
}

/** Finds the tool (its environment variable, the cache, PATH) or builds it with Go into the cache. */
export async function findOrBuildGoTool(tool: GoTool, log: (line: string) => void): Promise<string> {
  const explicit = process.env[tool.envVar];
  if (explicit && existsSync(explicit)) return explicit;
  const cached = join(cliCacheDir(), tool.binary);
  if (existsSync(cached)) return cached;
  const fromPath = onPath(tool.binary);
  if (fromPath) return fromPath;
  const go = findGo();
  if (!go) throw new Error(`${tool.binary} was not found and Go is not installed to build it. ${tool.withoutGo}`);
  mkdirSync(cliCacheDir(), { recursive: true });
  log(`building ${tool.binary}: ${go} install ${tool.module} into ${cliCacheDir()} (first run only; a few minutes)…`);
  const { code, tail } = await goInstall(go, tool.module, log);
  if (code !== 0 || !existsSync(cached)) {
    throw new Error(`Building ${tool.binary} failed (exit ${code}):\n${tail.join('\n')}\n${tool.withoutGo}`);
  }
  log(`built ${cached}`);
  return cached;
}
