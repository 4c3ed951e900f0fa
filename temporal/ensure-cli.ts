import { findOrBuildTemporalCli } from './cli';

/** Prints the path of a usable Temporal CLI on stdout (progress goes to stderr), building it if needed. */
findOrBuildTemporalCli((line) => process.stderr.write(`[temporal] ${line}\n`)).then(
  (path) => process.stdout.write(`${path}\n`),
  (error: Error) => {
    process.stderr.write(`[temporal] ${error.message}\n`);
    process.exit(1);
  },
);
