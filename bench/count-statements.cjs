/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload, loaded by node --require */
/**
 * Preloaded (NODE_OPTIONS=--require) into a process a benchmark starts: counts the SQL statements the process sends
 * through node-postgres and writes the count to $STATEMENT_COUNT_DIR/<pid> a few times a second, so the benchmark can
 * divide statements by checkouts per process without a PostgreSQL extension (pg_stat_statements needs a restart).
 */
const { rename, writeFile } = require('node:fs/promises');
const { join } = require('node:path');
const { isMainThread } = require('node:worker_threads');

// NODE_OPTIONS reaches worker threads too (the Temporal worker runs workflows in one), which share the pid's file.
if (isMainThread) countStatements();

function countStatements() {
  const { Client } = require('pg');
  let statements = 0;
  const query = Client.prototype.query;
  Client.prototype.query = function countedQuery(...args) {
    statements += 1;
    return query.apply(this, args);
  };
  const file = join(process.env.STATEMENT_COUNT_DIR, String(process.pid));
  // Written aside and renamed, so the benchmark never reads a file half written.
  // Only when it changed, and off the event loop (libuv's threads): a synchronous write and rename held the measured
  // process's loop for 0.6 ms each (up to a third of a loaded worker's samples) and cost it 0.15 ms of CPU.
  let written = -1;
  let writing = false;
  setInterval(() => {
    if (statements === written || writing) return;
    written = statements;
    writing = true;
    writeFile(`${file}.next`, String(statements))
      .then(() => rename(`${file}.next`, file))
      .catch(() => undefined)
      .finally(() => (writing = false));
  }, 100).unref();
}
