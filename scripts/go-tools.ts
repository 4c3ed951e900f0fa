import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

/** A command-line tool the project builds with `go install` when it is not there (the Temporal CLI, oasdiff). */
export interface GoTool {
  /** The binary's name. */
  name: string;
  /** What `go install` builds, with its pinned version. */
  module: string;
  /** An environment variable that may name the binary instead. */
  envVar: string;
  /** Said when Go is missing or the build fails: how to get the tool another way. */
  otherwise: string;
}

/** Outside the clone, so a fresh clone (CI) reuses the binaries built by an earlier run. */
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

/**
 * Runs `go install -v` into `bin`, printing a progress line every 50 compiled packages instead of hundreds of lines.
 */
export function goInstall(
  go: string,
  modules: string[],
  bin: string,
  log: (line: string) => void,
): Promise<{ code: number | null; tail: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(go, ['install', '-v', ...modules], {
      env: { ...process.env, GOBIN: bin },
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
  const cached = join(cliCacheDir(), tool.name);
  if (existsSync(cached)) return cached;
  const fromPath = onPath(tool.name);
  if (fromPath) return fromPath;
  const go = findGo();
  if (!go) throw new Error(`${tool.name} was not found and Go is not installed to build it. ${tool.otherwise}`);
  mkdirSync(cliCacheDir(), { recursive: true });
  log(`building ${tool.name}: ${go} install ${tool.module} into ${cliCacheDir()} (first run only; a few minutes)…`);
  const { code, tail } = await goInstall(go, [tool.module], cliCacheDir(), log);
  if (code !== 0 || !existsSync(cached))
    throw new Error(`Building ${tool.name} failed (exit ${code}):\n${tail.join('\n')}\n${tool.otherwise}`);
  log(`built ${cached}`);
  return cached;
}
