/**
 * The scale-out check (issue 31): two API and two worker processes on a Temporal cluster on PostgreSQL (the server as
 * production runs it, each service a process), under a steady load of checkouts, admin refunds and webhook
 * deliveries, while one history process, one worker and one API are SIGKILLed and restarted and PostgreSQL restarts.
 * Every fourth checkout is paid partly by a gift card of its own, some orders paid by card are fulfilled, returned by
 * their guest and refunded through the return's workflow, and others lose a unit by an order edit whose surplus is
 * refunded (issue 49: the new money movements under the same kills).
 * Then every accepted checkout must be one confirmed order with one capture, each gift card redeemed exactly once for
 * its order (or not at all, or reversed, without one) with its balance the sum of its ledger, each refund one
 * provider refund of its amount, each return resolved and each edit committed with one refund, stock must add up
 * (returned sellable units and edited-out units back on hand), every event must have reached the endpoint with its
 * one webhook-id, and nothing may have answered 500. It prints the counts and exits non-zero on any loss, duplicate
 * or 500.
 *
 *   npm run check:scale-out            (SCALE_OUT_SECONDS of load, default 60; ~3 minutes in all)
 *
 * PostgreSQL is a server of its own (initdb on a free port), so restarting it disturbs nothing else on the machine.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { openOrm, poolOf } from '../src/db/orm';
import { entities } from '../src/entities';
import { migrate } from '../src/db/migrate';
import { queryRows } from '../src/db/sql';
import { newSecretsKey } from '../src/secrets/secret-box';
import { bundleWorkflows } from '../src/worker/workflow-bundle';
import { editFaultsOf, giftCardFaultsOf, refundFaultsOf, returnFaultsOf } from './scale-out-faults';
import { findOrBuildTemporalServer, TemporalCluster } from '../temporal/cluster';
import { startPrivatePostgres } from '../test/support/private-postgres';
import { freePort } from '../test/support/ports';
import { exitCode, launch, waitFor, within, type Launched } from '../test/support/processes';
import { startReceiver, type WebhookReceiver } from '../test/support/webhook-receiver';
import {
  chargesOf,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  stockOf,
  type CheckoutStore,
} from '../test/support/checkout-factories';

const LOAD_SECONDS = Number(process.env.SCALE_OUT_SECONDS ?? 60);
const SHOPPERS = 3;
const INITIAL_STOCK = 100_000;
const log = (line: string) => console.log(`[scale-out] ${new Date().toISOString().slice(11, 19)} ${line}`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The longest one HTTP request or one database call of the check may take before it counts as failed. */
const CALL_LIMIT_MS = 30_000;
/** How long one request is retried while the answer is 503, a connection error or no answer: then it fails. */
const RETRY_LIMIT_MS = 120_000;
const SEND_LIMIT_MS = RETRY_LIMIT_MS + CALL_LIMIT_MS + 5_000;
/** What the gift card of a split payment pays (minor units; a cart costs at least 2,500 plus shipping). */
const GIFT_CARD_AMOUNT = 1000;
/** The webhook endpoints of the check: one subscribed to every event, one to the payment events only. */
const SUBSCRIPTIONS = [['*'], ['order.paid', 'order.refunded']];

interface Subscriber {
  receiver: WebhookReceiver;
  events: string[];
}

const subscribes = ({ events }: Subscriber, type: string) => events.includes('*') || events.includes(type);

/** What the check awaits now, and since when: the watchdog prints it, so that a hang is never silent. */
const awaiting = new Set<{ what: string; since: number }>();

/** One await of the check, bounded: past limitMs it fails, naming what it waited for. */
async function step<T>(what: string, limitMs: number, work: () => Promise<T>): Promise<T> {
  const entry = { what, since: Date.now() };
  awaiting.add(entry);
  try {
    return await within(work(), limitMs, what);
  } finally {
    awaiting.delete(entry);
  }
}

/** What the check is waiting for and for how long, with the state of its pool and of its open handles. */
function waitingReport(state: () => string): string {
  const now = Date.now();
  const waits = [...awaiting].map(({ what, since }) => `${what} (${Math.round((now - since) / 1000)} s)`);
  const handles = new Map<string, number>();
  for (const resource of process.getActiveResourcesInfo()) handles.set(resource, (handles.get(resource) ?? 0) + 1);
  const open = [...handles].map(([resource, n]) => `${resource}×${n}`).join(' ');
  return `waiting for: ${waits.join('; ') || 'nothing'} | ${state()} | handles ${open}`;
}

interface Counts {
  submitted: number;
  accepted: string[];
  refused: number;
  refundsAccepted: number;
  statuses: Map<number, number>;
  networkErrors: number;
  /** Requests no API answered within CALL_LIMIT_MS (then retried with the same Idempotency-Key). */
  unanswered: string[];
  /** What answered 500, for the report. */
  failures: string[];
}

/** An order as submit answers it (201), with what a guest needs to ask for a return. */
interface PlacedOrder {
  id: string;
  number: number;
  email: string;
  lines: { id: string; quantity: number }[];
}

interface Answer {
  status: number;
  body: (Partial<PlacedOrder> & { error?: { code: string } }) | undefined;
}

/** Answers a client retries with the same Idempotency-Key: unavailable, or the first attempt still running. */
const retryable = ({ status, body }: Answer) =>
  status === 503 || (status === 409 && body?.error?.code === 'idempotency_key_in_use');

/** Sends one request until it gets an answer it need not retry, as a client does with its Idempotency-Key. */
async function send(counts: Counts, url: () => string, init: RequestInit): Promise<Answer> {
  for (const deadline = Date.now() + RETRY_LIMIT_MS; Date.now() < deadline;) {
    const target = url();
    try {
      const response = await fetch(target, { ...init, signal: AbortSignal.timeout(CALL_LIMIT_MS) });
      counts.statuses.set(response.status, (counts.statuses.get(response.status) ?? 0) + 1);
      const body = (await response.json().catch(() => undefined)) as Answer['body'];
      const answer: Answer = { status: response.status, body };
      if (answer.status >= 500 && answer.status !== 503) {
        counts.failures.push(
          `${init.method} ${new URL(target).pathname} ${answer.status} ${JSON.stringify(answer.body)}`,
        );
      }
      if (!retryable(answer)) return answer;
    } catch (error) {
      if ((error as Error).name !== 'TimeoutError') counts.networkErrors += 1;
      else {
        counts.unanswered.push(`${init.method} ${target}`);
        log(
          `no answer within ${CALL_LIMIT_MS / 1000} s to ${init.method} ${target}; retrying with its Idempotency-Key`,
        );
      }
    }
    await pause(500);
  }
  throw new Error(`no answer but 503 or errors for ${RETRY_LIMIT_MS / 1000} s to ${init.method} ${url()}`);
}

/** The check's own database calls, each bounded and retried across PostgreSQL's restart. */
async function retried<T>(what: string, work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await step(what, CALL_LIMIT_MS, work);
    } catch (error) {
      if (attempt > 60) throw error;
      log(`${what} failed (${(error as Error).message}); retrying`);
      await pause(500);
    }
  }
}

interface Service {
  name: string;
  script: string;
  env: Record<string, string>;
  launched?: Launched;
  /** The output of the processes it replaced. */
  earlierOutput: string;
}

const outputOf = (service: Service) => service.earlierOutput + (service.launched?.output() ?? '');

async function startService(service: Service, ready: string): Promise<void> {
  service.earlierOutput = outputOf(service);
  service.launched = launch(service.script, service.env);
  const launched = service.launched;
  const what = `${service.name} to start`;
  await step(what, 310_000, () => waitFor(() => launched.output().includes(ready), what, 300_000));
}

async function writeBundle(runDir: string): Promise<string> {
  const path = join(runDir, 'workflow-bundle.js');
  writeFileSync(path, await bundleWorkflows(false));
  return path;
}

async function main(): Promise<void> {
  const runDir = join(__dirname, '..', '.data', 'scale-out', String(process.pid));
  const tools = await findOrBuildTemporalServer(log);
  const postgres = startPrivatePostgres(await freePort());
  log(`PostgreSQL of its own at ${postgres.url}`);
  const databaseUrl = `${postgres.url}/commerce`;
  // Temporal keeps membership ports (portBase - 300…) as smallint: the base stays below 32,767.
  const portBase = 20_000 + Math.floor(Math.random() * 12_000);
  let cluster: TemporalCluster | undefined;
  const services: Service[] = [];
  const subscribers: Subscriber[] = [];
  for (const events of SUBSCRIPTIONS) subscribers.push({ receiver: await startReceiver(), events });
  let orm: MikroORM | undefined;
  const poolState = () => {
    const pool = orm && poolOf(orm);
    return pool
      ? `pool used ${pool.numUsed()}, free ${pool.numFree()}, pending acquires ${pool.numPendingAcquires()}, ` +
          `creates ${pool.numPendingCreates()}`
      : 'no pool';
  };
  // Every 20 s what the check still awaits, so that a hang is never silent.
  const watchdog = setInterval(() => log(`still ${waitingReport(poolState)}`), 20_000);
  // The test command's time limit (SIGTERM) or Ctrl-C: say what was awaited, and leave no process or server behind.
  const abandon = (signal: string) => {
    log(`${signal} while ${waitingReport(poolState)}; killing every process of the check`);
    for (const service of services) service.launched?.child.kill('SIGKILL');
    cluster?.abandon();
    postgres.stop();
    process.exit(1);
  };
  process.once('SIGTERM', abandon).once('SIGINT', abandon);
  try {
    cluster = await step('the Temporal cluster to start', 300_000, () =>
      TemporalCluster.start(
        tools,
        {
          postgresUrl: postgres.url,
          database: 'temporal',
          visibilityDatabase: 'temporal_visibility',
          portBase,
          logDir: runDir,
        },
        log,
      ),
    );
    log(`Temporal cluster at ${cluster.address}: frontend, history, matching, worker processes`);
    await step('the migrations', 120_000, () => migrate(databaseUrl, log));
    orm = await step('a pool', CALL_LIMIT_MS, () => openOrm(databaseUrl, entities, 4));
    const env = {
      DATABASE_URL: databaseUrl,
      TEMPORAL_ADDRESS: cluster.address,
      TEMPORAL_TASK_QUEUE: 'commerce',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RELAY_ENABLED: 'true',
      WEBHOOK_RETRY_SCHEDULE: '1,1,2,2,5,5,10,10,10',
      RATE_LIMIT_PUBLIC: '100000,100000',
      RATE_LIMIT_PRIVATE: '100000,100000',
      ORDER_ACTION_WAIT_SECONDS: '10',
      // Webhook endpoints' signing secrets are sealed under it; every process of the check shares one.
      SECRETS_KEY: newSecretsKey('scaleout'),
      // The check moves no files (no export, no import): one folder on this machine stands in for the bucket.
      FILE_STORAGE: 'folder',
      FILES_DIR: join(runDir, 'files'),
      // Bundled once for all: a worker under tsx would run webpack over the workflows at each start and restart.
      WORKER_WORKFLOW_BUNDLE: await step('the workflows bundled', 300_000, () => writeBundle(runDir)),
    };
    const apiPorts = [await freePort(), await freePort()];
    for (const [i, port] of apiPorts.entries())
      services.push({
        name: `api-${i + 1}`,
        script: 'src/server.ts',
        env: { ...env, PORT: String(port) },
        earlierOutput: '',
      });
    for (const i of [1, 2]) services.push({ name: `worker-${i}`, script: 'src/worker.ts', env, earlierOutput: '' });
    for (const service of services)
      await startService(service, service.script === 'src/server.ts' ? 'API listening' : 'worker running');
    log('two API and two worker processes running');

    const store = await makeCheckoutStore(orm.em.fork());
    const product = await makeStockedProduct(orm.em.fork(), store, INITIAL_STOCK);
    const api = (i: number) => `http://127.0.0.1:${apiPorts[i % 2]}`;
    for (const { receiver, events } of subscribers) {
      const hook = await send(
        { statuses: new Map(), failures: [] as string[], unanswered: [] as string[] } as Counts,
        () => `${api(0)}/v3/private/webhooks`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${store.secretKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ url: receiver.url, events }),
        },
      );
      if (hook.status !== 201) throw new Error(`registering the webhook endpoint answered ${hook.status}`);
    }

    const counts: Counts = {
      submitted: 0,
      accepted: [],
      refused: 0,
      refundsAccepted: 0,
      statuses: new Map(),
      networkErrors: 0,
      unanswered: [],
      failures: [],
    };
    const quantities = new Map<string, number>();
    /** The gift card each split-payment cart had applied, by cart. */
    const giftCards = new Map<string, string>();
    const privateHeaders = (key: string) => ({
      authorization: `Bearer ${store.secretKey}`,
      'content-type': 'application/json',
      'idempotency-key': key,
    });
    /** Each answer to a step of a gift card, a return or an edit that was not the one expected. */
    const stepSurprises: string[] = [];
    /** Whether the answer is the one expected; if not, the surprise is kept for the report. */
    const expected = (what: string, answer: Answer, status: number) => {
      if (answer.status !== status) stepSurprises.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.status === status;
    };
    /** Issues a gift card and applies it to the cart, as staff and the shopper would; if not, the cart goes without. */
    const applyGiftCard = async (turn: number, cart: { cartId: string; token: string }) => {
      const issued = await step('a gift card', SEND_LIMIT_MS, () =>
        send(counts, () => `${api(turn)}/v3/private/gift-cards`, {
          method: 'POST',
          headers: privateHeaders(randomUUID()),
          body: JSON.stringify({ currency: 'USD', amount: GIFT_CARD_AMOUNT }),
        }),
      );
      const card = issued.body as { id?: string; code?: string } | undefined;
      if (!expected('issuing a gift card', issued, 201) || !card?.code) return;
      const applied = await step('applying a gift card', SEND_LIMIT_MS, () =>
        send(counts, () => `${api(turn + 1)}/v3/public/${store.publishableKey}/cart/gift-cards`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-cart-token': cart.token, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ code: card.code }),
        }),
      );
      if (!expected(`applying a gift card to ${cart.cartId}`, applied, 200)) return;
      giftCards.set(cart.cartId, card.id as string);
    };
    /** The returns the check asked for. */
    const returnIds: string[] = [];
    /** The carts whose order was fulfilled (to be returned): completed, where the others stay confirmed. */
    const fulfilledCarts = new Set<string>();
    const journeys: Promise<void>[] = [];
    const staffStep = (what: string, path: string, body: object) =>
      step(what, SEND_LIMIT_MS, () =>
        send(counts, () => `${api(counts.submitted)}/v3/private/${path}`, {
          method: 'POST',
          headers: privateHeaders(randomUUID()),
          body: JSON.stringify(body),
        }),
      );
    /** Staff fulfil the order, its guest asks to return its first line, staff approve, receive and refund it. */
    const returnJourney = async (cartId: string, order: PlacedOrder) => {
      if (!expected(`fulfilling ${order.id}`, await staffStep('a fulfilment', `orders/${order.id}/fulfil`, {}), 200))
        return;
      fulfilledCarts.add(cartId);
      const line = order.lines[0];
      const requested = await step('a return request', SEND_LIMIT_MS, () =>
        send(counts, () => `${api(counts.submitted + 1)}/v3/public/${store.publishableKey}/returns`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            orderNumber: order.number,
            email: order.email,
            lines: [{ lineId: line.id, quantity: line.quantity }],
            reason: 'no_longer_needed',
          }),
        }),
      );
      if (!expected(`asking to return ${order.id}`, requested, 201) || !requested.body?.id) return;
      const returnId = requested.body.id;
      returnIds.push(returnId);
      // Of two or more units, one arrives damaged: written off, not put back on sale.
      const damaged = line.quantity > 1 ? 1 : 0;
      const arrived = [
        { lineId: line.id, quantity: line.quantity - damaged, condition: 'sellable' },
        ...(damaged ? [{ lineId: line.id, quantity: damaged, condition: 'damaged' }] : []),
      ];
      const steps = [
        ['approve', {}],
        ['receive', { lines: arrived }],
        ['resolve', { method: 'refund' }],
      ] as const;
      for (const [action, body] of steps) {
        const answer = await staffStep(`a return's ${action}`, `returns/${returnId}/${action}`, body);
        if (!expected(`${action} of ${returnId}`, answer, 200)) return;
      }
    };
    /** The order edits the check committed. */
    const editIds: string[] = [];
    /** Staff lower the order's first line by one unit and commit: the surplus goes back to the card. */
    const editJourney = async (order: PlacedOrder) => {
      const line = order.lines[0];
      const opened = await staffStep('an order edit', `orders/${order.id}/edits`, {});
      if (!expected(`opening an edit of ${order.id}`, opened, 201) || !opened.body?.id) return;
      const editId = opened.body.id;
      const change = { type: 'set_quantity', lineId: line.id, quantity: line.quantity - 1 };
      if (!expected(`changing ${editId}`, await staffStep('an edit', `order-edits/${editId}/operations`, change), 200))
        return;
      const committed = await staffStep("an edit's commit", `order-edits/${editId}/commit`, {});
      if (expected(`committing ${editId}`, committed, 200)) editIds.push(editId);
    };
    let stopping = false;
    const shopper = async (n: number) => {
      for (let turn = n; !stopping; turn += SHOPPERS) {
        const quantity = 1 + (turn % 3);
        const cart = await retried(`shopper ${n}: a cart`, () =>
          makeReadyCart(orm!.em.fork(), store, [{ ...product, quantity }]),
        );
        if (turn % 4 === 1) await applyGiftCard(turn, cart);
        const key = randomUUID();
        counts.submitted += 1;
        quantities.set(cart.cartId, quantity);
        const answer = await step(`shopper ${n}: a checkout`, SEND_LIMIT_MS, () =>
          send(counts, () => `${api(turn)}/v3/public/${store.publishableKey}/cart/checkout/submit`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-cart-token': cart.token, 'idempotency-key': key },
            body: JSON.stringify({ paymentMethod: 'card', paymentToken: 'tok_visa' }),
          }),
        );
        if (answer.status >= 300) {
          counts.refused += 1;
          continue;
        }
        counts.accepted.push(cart.cartId);
        const orderId = answer.body?.id;
        if (orderId && turn % 3 === 0) await refund(store, orderId);
        else if (answer.status === 201 && turn % 3 === 2 && !giftCards.has(cart.cartId))
          journeys.push(returnJourney(cart.cartId, answer.body as PlacedOrder));
        else if (answer.status === 201 && quantity > 1 && !giftCards.has(cart.cartId))
          journeys.push(editJourney(answer.body as PlacedOrder));
      }
    };
    const refund = async (shop: CheckoutStore, orderId: string) => {
      const key = randomUUID();
      const answer = await step('a refund', SEND_LIMIT_MS, () =>
        send(counts, () => `${api(counts.submitted)}/v3/private/orders/${orderId}/refund`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${shop.secretKey}`,
            'content-type': 'application/json',
            'idempotency-key': key,
          },
          body: '{}',
        }),
      );
      if (answer.status === 200) counts.refundsAccepted += 1;
    };

    const load = Array.from({ length: SHOPPERS }, (_, n) => shopper(n));
    const chaos = async () => {
      const interval = (LOAD_SECONDS * 1000) / 5;
      await pause(interval);
      log('SIGKILL the history service; restarting it');
      await step('the history process to exit', CALL_LIMIT_MS, () => cluster!.kill('history'));
      await pause(2_000);
      cluster!.startService('history');
      await pause(interval);
      log('SIGKILL worker-1; restarting it');
      const worker = services.find((s) => s.name === 'worker-1')!;
      worker.launched!.child.kill('SIGKILL');
      await step('worker-1 to exit', CALL_LIMIT_MS, () => exitCode(worker.launched!.child));
      await startService(worker, 'worker running');
      await pause(interval);
      log('SIGKILL api-1; restarting it');
      const apiOne = services.find((s) => s.name === 'api-1')!;
      apiOne.launched!.child.kill('SIGKILL');
      await step('api-1 to exit', CALL_LIMIT_MS, () => exitCode(apiOne.launched!.child));
      await startService(apiOne, 'API listening');
      await pause(interval);
      log('restarting PostgreSQL (pg_ctl restart -m fast)');
      postgres.restart();
    };
    await chaos();
    await pause((LOAD_SECONDS * 1000) / 5);
    stopping = true;
    await step('the shoppers to stop', 180_000, () => Promise.all(load));
    await step('the returns to end', 300_000, () => Promise.all(journeys));
    log(`load stopped: ${counts.submitted} checkouts submitted; waiting for the work to settle`);
    // A connection of the pool from before PostgreSQL's restart can leave a query (and closing the pool) unanswered:
    // the settling is read through a fresh pool, and the old one is let go without waiting on it.
    const poolFromBeforeRestart = orm;
    orm = await step('a fresh pool', CALL_LIMIT_MS, () => openOrm(databaseUrl, entities, 4));
    void poolFromBeforeRestart.close(true).catch(() => undefined);

    const em = () => orm!.em.fork();
    const events = async () =>
      retried('the events', () =>
        queryRows<{ id: string; type: string }>(em(), 'SELECT id, type FROM events WHERE store_id = ?', [
          store.storeId,
        ]),
      );
    /** Each event not yet delivered to an endpoint subscribed to it, once per such endpoint. */
    const undeliveredOf = (all: { id: string; type: string }[]) =>
      subscribers.flatMap((subscriber) =>
        all.filter((e) => subscribes(subscriber, e.type) && subscriber.receiver.successesOf(e.id).length === 0),
      );
    const settled = async () => {
      const pending = await retried('the carts not completed', () =>
        queryRows<{ n: number }>(
          em(),
          `SELECT count(*)::int AS n FROM carts WHERE id = ANY(?::text[]) AND status <> 'completed'`,
          [`{${counts.accepted.join(',')}}`],
        ),
      );
      const undelivered = undeliveredOf(await events());
      return pending[0].n === 0 && undelivered.length === 0;
    };
    await waitFor(settled, 'every order to complete and every event to be delivered', 180_000).catch((error: Error) =>
      log(error.message),
    );
    log('settled; counting');

    const orders = await retried('the orders', () =>
      queryRows<{ cart_id: string; status: string; payment_id: string | null }>(
        em(),
        `SELECT o.cart_id, o.status, p.id AS payment_id FROM orders o LEFT JOIN payments p ON p.order_id = o.id ` +
          `WHERE o.store_id = ?`,
        [store.storeId],
      ),
    );
    const ordersByCart = new Map<string, number>();
    for (const order of orders) ordersByCart.set(order.cart_id, (ordersByCart.get(order.cart_id) ?? 0) + 1);
    const lostCarts = counts.accepted.filter((cartId) => !ordersByCart.has(cartId));
    const lost = lostCarts.length;
    const duplicated = [...ordersByCart.values()].filter((n) => n > 1).length;
    // A refund leaves the order confirmed (its payment refunded), a fulfilment completes it.
    const notConfirmed = orders.filter(
      (order) => order.status !== (fulfilledCarts.has(order.cart_id) ? 'completed' : 'confirmed'),
    ).length;
    let doubleCaptures = 0;
    for (const { payment_id: paymentId } of orders) {
      const captures = paymentId ? await retried("a payment's captures", () => chargesOf(em(), paymentId)) : 0;
      if (captures !== 1) doubleCaptures += 1;
    }
    const giftCardFaults = await retried('the gift cards', () => giftCardFaultsOf(em(), giftCards, ordersByCart));
    const sold = [...ordersByCart.keys()].reduce((sum, cartId) => sum + (quantities.get(cartId) ?? NaN), 0);
    // Orders of carts whose submit was never answered as accepted (counted apart: never to offset a lost one).
    const acceptedCarts = new Set(counts.accepted);
    const unannounced = [...ordersByCart.keys()].filter((cartId) => !acceptedCarts.has(cartId)).length;
    const cardOnlyCarts = [...ordersByCart.keys()].filter((cartId) => !giftCards.has(cartId));
    const refundFaults = await retried('the refunds', () => refundFaultsOf(em(), store.storeId, cardOnlyCarts));
    const returned = await retried('the returns', () => returnFaultsOf(em(), returnIds));
    const edited = await retried('the edits', () => editFaultsOf(em(), editIds, product.variantId));
    const stock = await retried('the stock', () => stockOf(em(), product.variantId));
    const restocked = returned.restocked + edited.restocked;
    const stockAddsUp = stock.onHand === INITIAL_STOCK - sold + restocked && stock.reserved === 0;
    const allEvents = await events();
    const undelivered = undeliveredOf(allEvents).length;
    const received = subscribers.flatMap(({ receiver }) => receiver.received);
    const wrongIds = received.filter((r) => r.headers['webhook-id'] !== r.json.id).length;
    const unsubscribed = subscribers.flatMap((subscriber) =>
      subscriber.receiver.received.filter((r) => !subscribes(subscriber, r.json.type)),
    ).length;
    const errors500 = counts.statuses.get(500) ?? 0;
    const statusList = [...counts.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    const subscribed = SUBSCRIPTIONS.map((e) => e.join(' ')).join('; ');
    const failures = counts.failures.map((f) => `\n    ${f}`).join('');
    console.log(
      [
        '',
        `Scale-out check: ${LOAD_SECONDS} s of load on 2 API + 2 worker processes, ` +
          `Temporal ${cluster.address} on PostgreSQL`,
        `  checkouts submitted ${counts.submitted}, accepted ${counts.accepted.length}, refused ${counts.refused}; ` +
          `orders ${orders.length} (${unannounced} not announced as accepted)`,
        `  lost ${lost}, duplicated ${duplicated}, not confirmed (or completed, when fulfilled) ${notConfirmed}, ` +
          `payments not captured exactly once ${doubleCaptures}`,
        `  split payments by gift card ${giftCards.size}: redeemed other than once for their order, ` +
          `or a balance not the sum of its ledger ${giftCardFaults.length}${giftCardFaults.join('')}`,
        `  refunds accepted ${counts.refundsAccepted}; orders paid by card whose refunds are not one provider refund ` +
          `each of its amount, or more than captured ${refundFaults.length}${refundFaults.join('')}`,
        `  returns asked ${returnIds.length}: not resolved with one refund of their value ${returned.faults.length}` +
          returned.faults.join(''),
        `  order edits committed ${editIds.length} (a unit less, its surplus refunded): not committed with one ` +
          `refund ${edited.faults.length}${edited.faults.join('')}`,
        `  steps of gift cards, returns and edits answered other than expected ${stepSurprises.length}` +
          stepSurprises.map((s) => `\n    ${s}`).join(''),
        `  stock on hand ${stock.onHand} of ${INITIAL_STOCK} - ${sold} sold + ${restocked} returned or edited out, ` +
          `reserved ${stock.reserved}: ${stockAddsUp ? 'adds up' : 'DOES NOT ADD UP'}`,
        `  events ${allEvents.length} to ${subscribers.length} endpoints (${subscribed}), ` +
          `undelivered ${undelivered}, deliveries received ${received.length}, ` +
          `with a webhook-id not the event's ${wrongIds}, ` +
          `of a type not subscribed ${unsubscribed}`,
        `  answers ${statusList}; connection errors retried ${counts.networkErrors}; ` +
          `unanswered within ${CALL_LIMIT_MS / 1000} s ${counts.unanswered.length}; 500s ${errors500}${failures}`,
      ].join('\n'),
    );
    const failed =
      lost +
        duplicated +
        notConfirmed +
        doubleCaptures +
        giftCardFaults.length +
        refundFaults.length +
        returned.faults.length +
        edited.faults.length +
        stepSurprises.length +
        undelivered +
        wrongIds +
        unsubscribed +
        errors500 +
        unannounced >
        0 ||
      !stockAddsUp ||
      counts.accepted.length === 0 ||
      returnIds.length === 0 ||
      editIds.length === 0;
    // What the processes logged of each request that answered 500 and of each accepted checkout that made no order.
    const requestIds = counts.failures.flatMap((f) => /"requestId":"(req_[a-z0-9]+)"/.exec(f)?.[1] ?? []);
    for (const needle of [...requestIds, ...lostCarts]) {
      const lines = services.flatMap((service) =>
        outputOf(service)
          .split('\n')
          .filter((line) => line.includes(needle) && !line.includes('"msg":"request"'))
          .map((line) => `    ${service.name}: ${line.slice(0, 1200)}`),
      );
      console.log(`  the log of ${needle}:\n${lines.join('\n')}`);
    }
    console.log(failed ? 'SCALE-OUT CHECK FAILED' : 'scale-out check passed: zero lost, zero duplicated, no 500');
    process.exitCode = failed ? 1 : 0;
  } finally {
    for (const { name, launched } of services) {
      launched?.child.kill('SIGTERM');
      if (launched)
        await step(`${name} to stop`, 60_000, () => exitCode(launched.child)).catch((error: Error) => {
          log(`${error.message}: SIGKILL`);
          launched.child.kill('SIGKILL');
        });
    }
    await step('closing the pool', 10_000, () => orm?.close(true) ?? Promise.resolve()).catch((error: Error) =>
      log(error.message),
    );
    await step('the Temporal cluster to stop', 60_000, async () => cluster?.stop());
    for (const { receiver } of subscribers) await step('a webhook receiver to close', 10_000, () => receiver.close());
    postgres.stop();
    clearInterval(watchdog);
  }
}

// Exits with the verdict (process.exitCode) once judged: a connection left from before PostgreSQL's restart must not
// keep the process waiting.
main().then(
  () => process.exit(),
  (error: Error) => {
    console.error(`[scale-out] failed: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
