/**
 * Webhook delivery under load: raises BENCH_EVENTS events (default 10,000) at BENCH_RATE events/s (default 10) for three
 * endpoints on loopback, one of which fails the first attempt of every event (half its attempts), and prints
 * the time from commit to first delivery attempt (p50/p99), deliveries per second and what was not delivered.
 * Runs everything it needs: a throw-away database, a Temporal dev server, the worker with its outbox relay.
 */
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { migrate } from '../src/db/migrate';
import { dropDatabase } from '../src/db/database';
import { openOrm } from '../src/db/orm';
import { inTransaction, queryOne } from '../src/db/sql';
import { recordEvent } from '../src/events/outbox';
import { createStore } from '../src/stores/stores.service';
import { createEndpoint } from '../src/webhooks/endpoints.service';
import { keyringOf } from '../src/secrets/keyring';
import { newSecretsKey } from '../src/secrets/secret-box';
import { createWorker } from '../src/worker/create-worker';
import { startWebhookRelay } from '../src/worker/webhook-relay';
import { findOrBuildTemporalCli } from '../temporal/cli';
import { startDevServer } from '../temporal/dev-server';
import { freePort } from '../test/support/ports';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const TICK_MS = 100;
const STALL_LIMIT_MS = 60_000;
const log = (line: string) => process.stdout.write(`[bench] ${line}\n`);

interface Receiver {
  name: string;
  url: string;
  firstAttemptAt: Map<string, number>;
  delivered: Set<string>;
  attempts: number;
  server: http.Server;
}

/** A loopback receiver that keeps only what the figures need; `failFirst` answers 500 to each event's first attempt. */
async function startReceiver(name: string, failFirst: boolean): Promise<Receiver> {
  const receiver = {
    name,
    url: '',
    firstAttemptAt: new Map<string, number>(),
    delivered: new Set<string>(),
    attempts: 0,
  } as Receiver;
  receiver.server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = req.headers['webhook-id'] as string;
      receiver.attempts += 1;
      const first = !receiver.firstAttemptAt.has(id);
      if (first) receiver.firstAttemptAt.set(id, Date.now());
      const fail = failFirst && first;
      if (!fail) receiver.delivered.add(id);
      res.writeHead(fail ? 500 : 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hooks`;
  return receiver;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main(): Promise<void> {
  const root = join(__dirname, '..');
  const cli = await findOrBuildTemporalCli(log);
  const temporalServer = await startDevServer({
    cli,
    port: await freePort(),
    uiPort: await freePort(),
    logFile: join(root, '.data', 'bench', `temporal-${process.pid}.log`),
    headless: true,
  });
  const base = new URL(process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres');
  base.pathname = `/commerce_bench_webhooks_${process.pid}`;
  await migrate(base.toString());
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: base.toString(),
    TEMPORAL_ADDRESS: temporalServer.address,
    TEMPORAL_TASK_QUEUE: 'bench-webhooks',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_RETRY_SCHEDULE: '1,1,1,1,1,1,1,1',
    WEBHOOK_RELAY_ENABLED: 'true',
    SECRETS_KEY: process.env.SECRETS_KEY ?? newSecretsKey('bench'),
  });
  const logger = createLogger('warn', 'bench');
  const orm = await openOrm(config.databaseUrl, 20);
  const receivers = [
    await startReceiver('ok-1', false),
    await startReceiver('ok-2', false),
    await startReceiver('half-failing', true),
  ];
  const { store } = await createStore(orm.em.fork(), { name: 'Webhook bench', plan: 'growth', currencies: ['USD'] });
  for (const r of receivers) {
    await createEndpoint(orm.em.fork(), keyringOf(config), true, store.id, { url: r.url, events: ['*'] });
  }

  const nativeConnection = await NativeConnection.connect({ address: config.temporalAddress });
  const clientConnection = await Connection.connect({ address: config.temporalAddress });
  const worker = await createWorker(
    { orm, config, logger },
    { connection: nativeConnection, namespace: config.temporalNamespace, taskQueue: config.temporalTaskQueue },
  );
  const workerRun = worker.run();
  const relay = startWebhookRelay(
    config,
    orm,
    new Client({ connection: clientConnection, namespace: config.temporalNamespace }),
    logger,
  );
  log(`worker and relay running; raising ${EVENTS} events at ${RATE}/s for ${receivers.length} endpoints`);

  const loadAtStart = loadavg()[0];
  const committedAt = new Map<string, number>();
  const perTick = Math.max(1, Math.round((RATE * TICK_MS) / 1000));
  const started = Date.now();
  for (let tick = 0; committedAt.size < EVENTS; tick += 1) {
    const wait = started + tick * TICK_MS - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const count = Math.min(perTick, EVENTS - committedAt.size);
    const ids = await inTransaction(orm.em.fork(), async (tx) => {
      const out: string[] = [];
      for (let i = 0; i < count; i += 1)
        out.push(
          (
            await recordEvent(tx, store.id, 'order.paid', {
              id: `ord_bench${committedAt.size + i}`,
              status: 'confirmed',
            })
          ).id,
        );
      return out;
    });
    const now = Date.now();
    for (const id of ids) committedAt.set(id, now);
  }
  log(`raised ${EVENTS} events in ${((Date.now() - started) / 1000).toFixed(1)} s; waiting for deliveries`);

  const expected = EVENTS * receivers.length;
  const deliveredCount = () => receivers.reduce((n, r) => n + r.delivered.size, 0);
  let lastProgress = Date.now();
  let lastCount = -1;
  let lastDeliveryAt = Date.now();
  while (deliveredCount() < expected && Date.now() - lastProgress < STALL_LIMIT_MS) {
    await new Promise((r) => setTimeout(r, 1000));
    const waiting = await queryOne<{ n: number }>(
      orm.em.fork(),
      'SELECT count(*)::int AS n FROM events WHERE relayed_at IS NULL',
    );
    log(
      `${((Date.now() - started) / 1000).toFixed(0)} s: ${waiting?.n} events not yet relayed, ${deliveredCount()} of ${expected} delivered`,
    );
    const count = deliveredCount();
    if (count !== lastCount) {
      lastProgress = Date.now();
      lastDeliveryAt = Date.now();
      lastCount = count;
    }
  }

  const latencies = receivers
    .flatMap((r) => [...r.firstAttemptAt].map(([id, at]) => at - (committedAt.get(id) ?? at)))
    .sort((a, b) => a - b);
  const undelivered = expected - deliveredCount();
  const unsettled = await queryOne<{ n: number }>(
    orm.em.fork(),
    "SELECT count(*)::int AS n FROM webhook_deliveries WHERE status <> 'succeeded'",
  );
  const seconds = (lastDeliveryAt - started) / 1000;
  console.log(
    `webhooks bench: ${EVENTS} events x ${receivers.length} endpoints = ${expected} deliveries (one endpoint fails the first attempt of every event)`,
  );
  console.log(
    `commit -> first attempt: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies[latencies.length - 1]} ms (${latencies.length} samples)`,
  );
  console.log(
    `deliveries/s: ${(deliveredCount() / seconds).toFixed(1)} (${deliveredCount()} successful deliveries in ${seconds.toFixed(1)} s; ${receivers.reduce((n, r) => n + r.attempts, 0)} attempts)`,
  );
  console.log(`undelivered: ${undelivered} (delivery rows not succeeded: ${unsettled?.n ?? 'n/a'})`);
  console.log(
    `machine: ${cpus().length} cores, load average at start ${loadAtStart.toFixed(2)}, at end ${loadavg()[0].toFixed(2)}`,
  );

  await relay?.stop();
  worker.shutdown();
  await workerRun;
  await Promise.all([nativeConnection.close(), clientConnection.close(), orm.close(true)]);
  await Promise.all(receivers.map((r) => new Promise((resolve) => r.server.close(resolve))));
  await temporalServer.stop();
  await dropDatabase(base.toString());
  process.exit(undelivered === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
