import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { startHarness, type Harness } from '../support/harness';
import { freePort } from '../support/ports';
import { exitCode, launchApi, waitFor } from '../support/processes';
import { expectContract } from '../support/contract';
import { request } from '../support/http';
import { makeCheckoutStore, makeOneUnitCart, submit, type CheckoutStore } from '../support/checkout-factories';
import { idempotencyScope } from '../../src/idempotency/idempotency.middleware';
import { queryOne } from '../../src/db/sql';

let h: Harness;
let store: CheckoutStore;

beforeAll(async () => {
  // A database of the file's own: the kinds below hold table locks, which must not stall other files.
  h = await startHarness({ worker: true, ownDatabase: true });
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(() => h.close());

const em = () => h.orm.em.fork();
const count = async (sql: string, values: unknown[]) =>
  Number((await queryOne<{ n: string }>(em(), `SELECT count(*) AS n FROM (${sql}) counted`, values))?.n);

/** An order placed through a checkout, paid by card or awaiting a bank transfer. */
async function placedOrder(paymentMethod: 'card' | 'bank_transfer'): Promise<string> {
  const cart = await makeOneUnitCart(em(), store);
  const body = paymentMethod === 'card' ? { paymentMethod, paymentToken: 'tok_visa' } : { paymentMethod };
  const placed = await submit(h.baseUrl, store, cart.token, body);
  expect(placed.status).toBe(201);
  return placed.body.id;
}

const eventsOfOrder = (type: string, orderId: string) =>
  count(`SELECT 1 FROM events WHERE type = ? AND payload->'data'->'object'->>'id' = ?`, [type, orderId]);

/** One kind of operation: its request, what holds it mid-flight, and how many times its effect happened. */
interface Kind {
  operationId: string;
  status: number;
  prepare: () => Promise<{
    path: string;
    body: unknown;
    lock: string;
    lockValues: unknown[];
    effects: () => Promise<number>;
  }>;
}

const lockOrder = 'SELECT 1 FROM orders WHERE id = $1 FOR UPDATE';
const orderAction = (
  operationId: string,
  action: string,
  paymentMethod: 'card' | 'bank_transfer',
  body: unknown,
  effects: (orderId: string) => Promise<number>,
): Kind => ({
  operationId,
  status: 200,
  prepare: async () => {
    const orderId = await placedOrder(paymentMethod);
    return {
      path: `/orders/${orderId}/${action}`,
      body,
      lock: lockOrder,
      lockValues: [orderId],
      effects: () => effects(orderId),
    };
  },
});

const KINDS: Kind[] = [
  orderAction('adminFulfilOrder', 'fulfil', 'card', {}, (id) =>
    count('SELECT 1 FROM fulfilments WHERE order_id = ?', [id]),
  ),
  orderAction('adminRefundOrder', 'refund', 'card', {}, (id) =>
    count('SELECT 1 FROM refunds WHERE order_id = ?', [id]),
  ),
  orderAction('adminCancelOrder', 'cancel', 'bank_transfer', { reason: 'asked' }, (id) =>
    eventsOfOrder('order.cancelled', id),
  ),
  orderAction('adminMarkOrderPaid', 'mark-paid', 'bank_transfer', undefined, (id) => eventsOfOrder('order.paid', id)),
  {
    operationId: 'adminExportOrders',
    status: 202,
    prepare: async () => {
      const before = await count('SELECT 1 FROM exports WHERE store_id = ?', [store.storeId]);
      return {
        path: '/order-exports',
        body: { format: 'csv' },
        lock: 'LOCK TABLE exports IN SHARE ROW EXCLUSIVE MODE',
        lockValues: [],
        effects: async () => (await count('SELECT 1 FROM exports WHERE store_id = ?', [store.storeId])) - before,
      };
    },
  },
  {
    operationId: 'adminBulkSetStatus',
    status: 200,
    prepare: async () => {
      const { productId } = (await makeOneUnitCart(em(), store).then(async (cart) =>
        queryOne<{ productId: string }>(em(), 'SELECT product_id AS "productId" FROM cart_lines WHERE cart_id = ?', [
          cart.cartId,
        ]),
      )) as { productId: string };
      return {
        path: '/products/bulk-status',
        body: { items: [{ productId, status: 'archived' }] },
        lock: 'SELECT 1 FROM products WHERE id = $1 FOR UPDATE',
        lockValues: [productId],
        effects: () =>
          count(`SELECT 1 FROM events WHERE type = 'product.updated' AND payload->'data'->'object'->>'id' = ?`, [
            productId,
          ]),
      };
    },
  },
  {
    operationId: 'adminInviteStaff',
    status: 201,
    prepare: async () => {
      const email = `invited-${randomUUID().slice(0, 8)}@example.com`;
      return {
        path: '/staff',
        body: { email, name: 'Sam', role: 'staff', permissions: ['orders'] },
        lock: 'LOCK TABLE staff_members IN SHARE ROW EXCLUSIVE MODE',
        lockValues: [],
        effects: () => count('SELECT 1 FROM staff_members WHERE email = ?', [email]),
      };
    },
  },
];

const keyState = async (path: string, key: string) =>
  (
    await queryOne<{ state: string }>(em(), 'SELECT state FROM idempotency_keys WHERE scope_hash = ?', [
      idempotencyScope(store.secretKey, undefined, 'POST', `/v3/private${path}`, key),
    ])
  )?.state;

const post = (baseUrl: string, path: string, body: unknown, key: string) =>
  request(baseUrl, 'POST', `/v3/private${path}`, {
    headers: { authorization: `Bearer ${store.secretKey}`, 'idempotency-key': key },
    body,
  });

describe.each(KINDS)(
  'when the API dies (SIGKILL) amid $operationId and the client retries with the same key',
  (kind) => {
    it('then another API takes the key over at once and the operation happens exactly once', async () => {
      const { path, body, lock, lockValues, effects } = await kind.prepare();
      const doomed = await launchApi(await freePort(), {
        DATABASE_URL: h.config.databaseUrl,
        TEMPORAL_TASK_QUEUE: h.config.temporalTaskQueue,
      });
      // What the operation writes is locked, so the doomed API's request is still running when the kill lands.
      const holder = new Client({ connectionString: h.config.databaseUrl });
      await holder.connect();
      await holder.query('BEGIN');
      await holder.query(lock, lockValues);
      const key = randomUUID();
      const first = post(doomed.url, path, body, key).catch((error: Error) => error);
      await waitFor(async () => (await keyState(path, key)) === 'running', 'the key to be claimed');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      doomed.child.kill('SIGKILL');
      await exitCode(doomed.child);
      expect(await first).not.toHaveProperty('status');
      await holder.query('ROLLBACK');
      await holder.end();

      const started = Date.now();
      const retry = await post(h.baseUrl, path, body, key);
      expect(Date.now() - started).toBeLessThan(15_000);
      expectContract(kind.operationId, retry, kind.status);
      expect(retry.headers.get('idempotent-replayed')).toBeNull();
      await waitFor(async () => (await effects()) >= 1, 'the operation to take effect');
      expect(await effects()).toBe(1);
      const replay = await post(h.baseUrl, path, body, key);
      expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([kind.status, 'true']);
    }, 90_000);
  },
);
