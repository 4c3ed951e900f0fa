import { findOrBuildTemporalCli } from './cli';
import { findOrBuildStripeMock } from './stripe-mock';
import { findOrBuildTemporalServer } from './cluster';
import { findOrBuildVersitygw } from '../scripts/versitygw';
import { findOrBuildHelm } from '../scripts/helm';

/**
 * Prints the path of a usable Temporal CLI on stdout (progress goes to stderr), building it if needed; with the
 * argument `stripe-mock`, builds Stripe's mock server (and its fixtures) for the tests instead, and with
 * `temporal-server` the Temporal server and its SQL tool of the scale-out check (printing the server's path), and with
 * `versitygw` the S3 server that development and the tests keep files in, and with `helm` the chart's linter.
 */
const tool = process.argv[2] ?? 'temporal';
const finders: Record<string, (log: (line: string) => void) => Promise<string>> = {
  temporal: findOrBuildTemporalCli,
  'stripe-mock': async (log) => (await findOrBuildStripeMock(log)).binary,
  'temporal-server': async (log) => (await findOrBuildTemporalServer(log)).server,
  versitygw: findOrBuildVersitygw,
  helm: findOrBuildHelm,
};
const find = finders[tool];
if (!find) throw new Error(`unknown tool ${tool}: temporal, stripe-mock, temporal-server, versitygw or helm`);
find((line) => process.stderr.write(`[${tool}] ${line}\n`)).then(
  (path) => process.stdout.write(`${path}\n`),
  (error: Error) => {
    process.stderr.write(`[${tool}] ${error.message}\n`);
    process.exit(1);
  },
);
