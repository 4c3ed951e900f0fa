import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { findOrBuildGoTool } from './go-tools';

/** Pinned: builds with `go install` from the module proxy. */
export const OASDIFF_MODULE = 'github.com/oasdiff/oasdiff@v1.11.7';

const root = join(__dirname, '..');
const baseline = join(root, 'docs', 'api-baseline');

export interface BreakingChanges {
  /** oasdiff's findings, empty when the revision breaks no client of the baseline. */
  report: string;
  breaking: boolean;
}

export function findOrBuildOasdiff(log: (line: string) => void): Promise<string> {
  return findOrBuildGoTool(
    {
      name: 'oasdiff',
      module: OASDIFF_MODULE,
      envVar: 'OASDIFF',
      otherwise: 'Install oasdiff and put it on PATH, or set OASDIFF to its path.',
    },
    log,
  );
}

/**
 * Compares a spec with the last released one (docs/api-baseline/openapi.json, committed because a fresh clone has
 * no tags). Errors and warnings both count; a new value of a response enumeration is allowed by the versioning
 * policy (severity-levels.txt), and a break that was decided on is listed in accepted-breaks.txt.
 */
export async function breakingChanges(
  revision: string,
  log: (line: string) => void = () => undefined,
): Promise<BreakingChanges> {
  const oasdiff = await findOrBuildOasdiff(log);
  const args = [
    'breaking',
    join(baseline, 'openapi.json'),
    revision,
    '--fail-on',
    'WARN',
    '--format',
    'text',
    '--color',
    'never',
    '--severity-levels',
    join(baseline, 'severity-levels.txt'),
    '--err-ignore',
    join(baseline, 'accepted-breaks.txt'),
    '--warn-ignore',
    join(baseline, 'accepted-breaks.txt'),
  ];
  return new Promise((resolve, reject) => {
    execFile(oasdiff, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (error as { code?: number }).code : 0;
      if (code !== 0 && code !== 1) reject(new Error(`oasdiff failed (exit ${String(code)}): ${stderr || stdout}`));
      else resolve({ report: stdout.trim(), breaking: code === 1 });
    });
  });
}

if (require.main === module) {
  breakingChanges(join(root, 'openapi.json'), (line) => process.stderr.write(`[oasdiff] ${line}\n`)).then(
    ({ report, breaking }) => {
      if (breaking) {
        process.stdout.write(
          `${report}\nopenapi.json breaks clients of the last released spec (docs/api-changelog.md says what to do).\n`,
        );
        process.exit(1);
      }
      process.stdout.write(
        'openapi.json breaks no client of the last released spec (docs/api-baseline/openapi.json).\n',
      );
    },
    (error: Error) => {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    },
  );
}
