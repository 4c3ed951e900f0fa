import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

const RESTART_DELAY_MS = 1_000;

/**
 * Runs `count` API processes on one port; node:cluster hands each new connection to them in turn. One Node process
 * runs its JavaScript on one core, which limits an API that has cores of its own (PostgreSQL elsewhere); where
 * PostgreSQL shares two cores with it, two processes measured a worse p99 than one (see bench:storefront). The
 * processes share what must be shared through PostgreSQL already (rate limits, idempotency keys, key rotation notices),
 * so they need nothing from this one.
 *
 * A process that dies after it listened is replaced a second later; one that dies before it ever listened stops the
 * API (a start that fails fails the same way in every copy). SIGTERM and SIGINT reach every process, each drains
 * its requests, and this one exits when all have stopped: 0 when every one exited 0.
 */
export function superviseApiProcesses(count: number, logger: Logger): void {
  const listened = new WeakSet<Worker>();
  let stopping = false;
  let failed = false;

  const start = () =>
    cluster.fork().on('listening', function (this: Worker) {
      listened.add(this);
    });
  const running = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
  const exitOnceAllStopped = () => running().length === 0 && process.exit(failed ? 1 : 0);
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of running()) worker.process.kill(signal);
    exitOnceAllStopped();
  };

  cluster.on('exit', (worker, code, signal) => {
    if (!stopping && listened.has(worker)) {
      logger.error({ pid: worker.process.pid, code, signal }, 'an API process exited; starting another');
      setTimeout(() => stopping || start(), RESTART_DELAY_MS);
      return;
    }
    failed ||= code !== 0;
    if (!stopping) {
      logger.fatal({ pid: worker.process.pid, code, signal }, 'an API process failed to start; stopping the others');
      stop('SIGTERM');
    }
    exitOnceAllStopped();
  });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < count; i += 1) start();
  logger.info({ processes: count }, 'API processes started');
}
