import { findOrBuildTemporalCli } from './cli';
import { findOrBuildStripeMock } from './stripe-mock';

/**
 * Prints the path of a usable Temporal CLI on stdout (progress goes to stderr), building it if needed; with the
 * argument `stripe-mock`, builds Stripe's mock server (and its fixtures) for the tests instead.
 */
const tool = process.argv[2] ?? 'temporal';
const find =
  tool === 'stripe-mock'
    ? async (log: (line: string) => void) => (await findOrBuildStripeMock(log)).binary
    : findOrBuildTemporalCli;
find((line) => process.stderr.write(`[${tool}] ${line}\n`)).then(
  (path) => process.stdout.write(`${path}\n`),
  (error: Error) => {
    process.stderr.write(`[${tool}] ${error.message}\n`);
    process.exit(1);
  },
);
