import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server of its own (initdb, pg_ctl) on a free port, for a check that restarts PostgreSQL without
 * touching the machine's shared one. As root it runs as the `postgres` user, since PostgreSQL refuses root.
 */
export interface PrivatePostgres {
  /** postgresql://postgres@127.0.0.1:<port> (no database). */
  url: string;
  restart(): void;
  stop(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  if (!versions.length)
    throw new Error('PostgreSQL server binaries (initdb, pg_ctl) were not found under /usr/lib/postgresql');
  return join(root, versions[versions.length - 1], 'bin');
}

export function startPrivatePostgres(port: number): PrivatePostgres {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'commerce-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir });
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`;
  const pgCtl = (action: string, extra: string[] = []) =>
    run('pg_ctl', [action, '-D', data, '-w', '-l', join(dir, 'server.log'), ...extra]);
  pgCtl('start', ['-o', options]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}`,
    restart: () => pgCtl('restart', ['-m', 'fast', '-o', options]),
    stop: () => {
      pgCtl('stop', ['-m', 'fast']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
