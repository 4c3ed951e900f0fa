import { findOrBuildGoTool } from '../scripts/go-tools';

/** The Temporal CLI version we build; later tags carry replace directives and cannot be go-installed. */
export const TEMPORAL_CLI_MODULE = 'github.com/temporalio/cli/cmd/temporal@v1.5.1';

/** Finds `temporal` (TEMPORAL_CLI, the cache, PATH) or builds it with Go into the cache. */
export function findOrBuildTemporalCli(log: (line: string) => void): Promise<string> {
  return findOrBuildGoTool(
    {
      name: 'temporal',
      module: TEMPORAL_CLI_MODULE,
      envVar: 'TEMPORAL_CLI',
      otherwise:
        'Install the Temporal CLI yourself and put it on PATH (or set TEMPORAL_CLI to its path), ' +
        'or point TEMPORAL_ADDRESS at a running Temporal cluster.',
    },
    log,
  );
}
