/**
 * Webhook delivery under load, by default issue 32's target: raises BENCH_EVENTS events (default 3,000) at
 * BENCH_RATE events/s (default 50, so 60 s) for BENCH_ENDPOINTS healthy endpoints on loopback (default 9) and one
 * more that fails the first attempt of every event (500 deliveries/s to 10 endpoints), and, unless
 * BENCH_SLOW_AND_REFUSING=0, one that answers after 5 s and one that refuses connections, which must not hold the
 * others back. Prints the time from commit to first delivery attempt (p50/p99) on the healthy endpoints, deliveries
 * per second, what was not delivered, and what one delivery cost: CPU ms in the worker, Temporal and PostgreSQL, SQL
 * statements, WAL, and Temporal history events per delivery.
 * Runs everything it needs: a throw-away database, a Temporal dev server, the worker process with its outbox relay.
 */
import http from 'node:http';
import { BENCH_SECRETS_KEY } from './api-process';
import { cpus, loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { Client, Connection } from '@temporalio/client';
import { loadConfig } from '../src/config';
import { openOrm } from '../src/db/orm';
import { entities } from '../src/entities';
import { inTransaction, queryOne } from '../src/db/sql';
import { recordEvent } from '../src/events/outbox';
import { createStore } from '../src/stores/stores.service';
import { createEndpoint } from '../src/webhooks/endpoints.service';
import { keyringOf } from '../src/secrets/keyring';
import { newId } from '../src/shared/ids';
import { freePort } from '../test/support/ports';
import { startBenchGround } from './durable-stack';
import { launch, waitFor } from '../test/support/processes';
import { describeCosts, historyCounts, startUnitCosts, statementCounting } from './durable-costs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 3_000);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const HEALTHY_ENDPOINTS = Number(process.env.BENCH_ENDPOINTS ?? 9);
const SLOW_AND_REFUSING = process.env.BENCH_SLOW_AND_REFUSING !== '0';
const SLOW_ANSWER_MS = 5_000;
const TICK_MS = 100;
const STALL_LIMIT_MS = 60_000;
const log = (line: string) => process.stdout.write(`[bench] ${line}\n`);

type Behaviour = 'healthy' | 'fails-first' | 'slow';

interface Receiver {
  name: string;
  url: string;
  /**
   * Whether the run waits for all its deliveries and counts them in deliveries/s: not for the slow endpoint (5 s per
   * answer, so it trails the run by design) nor the refusing one; their figures are printed apart.
   */
  expected: boolean;
  firstAttemptAt: Map<string, number>;
  delivered: Set<string>;
  attempts: number;
  server?: http.Server;
}

/** A loopback receiver that keeps only what the figures need. */
async function startReceiver(name: string, behaviour: Behaviour): Promise<Receiver> {
  const receiver: Receiver = {
    name,
    url: '',
    expected: behaviour !== 'slow',
    firstAttemptAt: new Map(),
    delivered: new Set(),
    attempts: 0,
  };
  receiver.server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = req.headers['webhook-id'] as string;
      receiver.attempts += 1;
      const first = !receiver.firstAttemptAt.has(id);
      if (first) receiver.firstAttemptAt.set(id, Date.now());
      const fail = behaviour === 'fails-first' && first;
      const answer = () => {
        if (!fail) receiver.delivered.add(id);
        res.writeHead(fail ? 500 : 200).end();
      };
      if (behaviour === 'slow') setTimeout(answer, SLOW_ANSWER_MS);
      else answer();
    });
  });
  await new Promise<void>((resolve) => receiver.server!.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hooks`;
  return receiver;
}

/** An endpoint whose port nobody listens on: every attempt is refused, and it must not hold the others back. */
async function refusingReceiver(): Promise<Receiver> {
  return {
    name: 'refusing',
    url: `http://127.0.0.1:${await freePort()}/hooks`,
    expected: false,
    firstAttemptAt: new Map(),
    delivered: new Set(),
    attempts: 0,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main(): Promise<void> {
  const ground = await startBenchGround('bench_webhooks', log);
  const temporalServer = ground.server;
  const databaseUrl = ground.databaseUrl;
  const counting = statementCounting();
  const env = {
    DATABASE_URL: databaseUrl,
    TEMPORAL_ADDRESS: temporalServer.address,
    TEMPORAL_TASK_QUEUE: 'bench-webhooks',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_RETRY_SCHEDULE: '1,1,1,1,1,1,1,1',
    WEBHOOK_RELAY_ENABLED: 'true',
    SECRETS_KEY: BENCH_SECRETS_KEY,
    FILE_STORAGE: 'folder',
  };
  const config = loadConfig({ ...process.env, ...env });
  const orm = await openOrm(config.databaseUrl, entities, 20);
  const receivers = [
    ...(await Promise.all(
      Array.from({ length: HEALTHY_ENDPOINTS }, (_, i) => startReceiver(`ok-${i + 1}`, 'healthy')),
    )),
    await startReceiver('fails-first', 'fails-first'),
    ...(SLOW_AND_REFUSING ? [await startReceiver('slow', 'slow'), await refusingReceiver()] : []),
  ];
  const { store } = await createStore(orm.em.fork(), { name: 'Webhook bench', plan: 'growth', currencies: ['USD'] });
  const endpointIds: string[] = [];
  for (const r of receivers) {
    const endpoint = await createEndpoint(
      orm.em.fork(),
      keyringOf(config),
      true,
      store.id,
      { url: r.url, events: ['*'] },
      newId('whe'),
    );
    endpointIds.push(endpoint.id);
  }
  const worker = launch('src/worker.ts', { ...env, ...counting.env, LOG_LEVEL: 'info' });
  await waitFor(() => /worker running/.test(worker.output()) || worker.child.exitCode !== null, 'the worker', 120_000);
  const client = new Client({ connection: await Connection.connect({ address: config.temporalAddress }) });
  log(`worker and relay running; raising ${EVENTS} events at ${RATE}/s for ${receivers.length} endpoints`);

  const loadAtStart = loadavg()[0];
  const stopCosts = await startUnitCosts(
    [{ name: 'worker', pid: worker.child.pid! }, ...temporalServer.pids.map((pid) => ({ name: 'temporal', pid }))],
    config.databaseUrl,
    counting.read,
  );
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

  const counted = receivers.filter((r) => r.expected);
  const expected = EVENTS * counted.length;
  const deliveredCount = () => counted.reduce((n, r) => n + r.delivered.size, 0);
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
      `${((Date.now() - started) / 1000).toFixed(0)} s: ${waiting?.n} events not yet relayed, ` +
        `${deliveredCount()} of ${expected} delivered`,
    );
    const count = deliveredCount();
    if (count !== lastCount) {
      lastProgress = Date.now();
      lastDeliveryAt = Date.now();
      lastCount = count;
    }
  }
  const costs = await stopCosts(deliveredCount());

  const latencyOf = (r: Receiver) => [...r.firstAttemptAt].map(([id, at]) => at - (committedAt.get(id) ?? at));
  const latencies = receivers
    .filter((r) => r.name.startsWith('ok-'))
    .flatMap(latencyOf)
    .sort((a, b) => a - b);
  const undelivered = expected - deliveredCount();
  const unsettled = await queryOne<{ n: number }>(
    orm.em.fork(),
    "SELECT count(*)::int AS n FROM webhook_deliveries WHERE status <> 'succeeded' AND endpoint_id IN (?)",
    [endpointIds.filter((_, i) => receivers[i].expected)],
  );
  const seconds = (lastDeliveryAt - started) / 1000;
  console.log(
    `webhooks bench: ${EVENTS} events x ${counted.length} endpoints = ${expected} deliveries ` +
      `(${HEALTHY_ENDPOINTS} healthy, one fails the first attempt of every event` +
      `${SLOW_AND_REFUSING ? `, one answers after ${SLOW_ANSWER_MS / 1000} s, and one more refuses connections` : ''})`,
  );
  console.log(
    `commit -> first attempt (healthy endpoints): p50 ${percentile(latencies, 50)} ms, ` +
      `p99 ${percentile(latencies, 99)} ms, max ${latencies[latencies.length - 1]} ms (${latencies.length} samples)`,
  );
  console.log(
    `deliveries/s: ${(deliveredCount() / seconds).toFixed(1)} (${deliveredCount()} successful deliveries ` +
      `in ${seconds.toFixed(1)} s; ${receivers.reduce((n, r) => n + r.attempts, 0)} attempts)`,
  );
  console.log(`undelivered: ${undelivered} (delivery rows not succeeded: ${unsettled?.n ?? 'n/a'})`);
  for (const [i, r] of receivers.entries()) {
    if (r.expected) continue;
    const log = await queryOne<{ attempts: number; succeeded: number }>(
      orm.em.fork(),
      `SELECT coalesce(sum(attempt_count), 0)::int AS attempts, count(*) FILTER (WHERE status = 'succeeded')::int
              AS succeeded FROM webhook_deliveries WHERE endpoint_id = ?`,
      [endpointIds[i]],
    );
    console.log(`${r.name} endpoint (not awaited): ${log?.attempts} attempts, ${log?.succeeded} delivered meanwhile`);
  }
  console.log('per successful delivery:');
  console.log(describeCosts(costs));
  console.log(await describeHistories(client, deliveredCount()));
  console.log(
    `machine: ${cpus().length} cores, load average at start ${loadAtStart.toFixed(2)}, ` +
      `at end ${loadavg()[0].toFixed(2)}`,
  );

  worker.child.kill('SIGTERM');
  await new Promise((resolve) => worker.child.once('exit', resolve));
  await Promise.all([client.connection.close(), orm.close(true)]);
  await Promise.all(
    receivers.map((r) => new Promise((resolve) => (r.server ? r.server.close(resolve) : resolve(null)))),
  );
  counting.remove();
  await ground.stop();
  process.exit(undelivered === 0 ? 0 : 1);
}

/** Temporal's work per delivery: every run of every endpoint's workflow, divided by the deliveries made. */
async function describeHistories(client: Client, delivered: number): Promise<string> {
  const runs: Array<{ workflowId: string; runId: string }> = [];
  for await (const run of client.workflow.list({ query: "WorkflowType = 'webhookEndpointWorkflow'" }))
    runs.push({ workflowId: run.workflowId, runId: run.runId });
  const counts = await historyCounts(client, runs);
  const per = (n: number) => (n / Math.max(1, delivered)).toFixed(2);
  return (
    `    Temporal: ${per(counts.events)} history events, ${per(counts.workflowTasks)} workflow tasks, ` +
    `${per(counts.localActivities)} local activities per delivery (${counts.workflows} endpoint workflow runs)`
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
