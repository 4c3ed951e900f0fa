import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

/** The Temporal CLI version we build; later tags carry replace directives and cannot be go-installed. */
export const TEMPORAL_CLI_MODULE = 'github.com/temporalio/cli/cmd/temporal@v1.5.1';

/** Outside the clone, so a fresh clone (CI) reuses the binary built by an earlier run. */
export function cliCacheDir(): string {
  return process.env.TEMPORAL_CLI_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'commerce-service', 'bin');
}

export function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

export function findGo(): string | undefined {
  return onPath('go') ?? (existsSync('/usr/local/go/bin/go') ? '/usr/local/go/bin/go' : undefined);
}

/** Runs `go install -v` into `bin`, printing a progress line every 50 compiled packages instead of hundreds of lines. */
export function goInstall(go: string, modules: string[], bin: string, log: (line: string) => void): Promise<{ code: number | null; tail: string[] }> {
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

/** Finds `temporal` (TEMPORAL_CLI, the cache, PATH) or builds it with Go into the cache. */
export async function findOrBuildTemporalCli(log: (line: string) => void): Promise<string> {
  const explicit = process.env.TEMPORAL_CLI;
  if (explicit && existsSync(explicit)) return explicit;
  const cached = join(cliCacheDir(), 'temporal');
  if (existsSync(cached)) return cached;
  const fromPath = onPath('temporal');
  if (fromPath) return fromPath;
  const go = findGo();
  if (!go) {
    throw new Error(
      'The Temporal CLI was not found and Go is not installed to build it. Either install the Temporal CLI ' +
        'and put it on PATH (or set TEMPORAL_CLI to its path), or point TEMPORAL_ADDRESS at a running Temporal cluster.',
    );
  }
  mkdirSync(cliCacheDir(), { recursive: true });
  log(`building the Temporal CLI: ${go} install ${TEMPORAL_CLI_MODULE} into ${cliCacheDir()} (first run only; a few minutes)…`);
  const { code, tail } = await goInstall(go, [TEMPORAL_CLI_MODULE], cliCacheDir(), log);
  if (code !== 0 || !existsSync(cached)) {
    throw new Error(
      `Building the Temporal CLI failed (exit ${code}):\n${tail.join('\n')}\n` +
        'Install the Temporal CLI yourself and set TEMPORAL_CLI, or point TEMPORAL_ADDRESS at a running cluster.',
    );
  }
  log(`built ${cached}`);
  return cached;
}
