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
import { makeProduct } from '../support/factories';
import { makeCustomer } from '../support/customers';
import { issueGiftCard } from '../../src/balances/gift-cards.admin.service';
import { codeHashOf } from '../../src/balances/gift-card-codes';
import { generatedCsv, uploadImport, waitForImport } from '../support/imports';

let h: Harness;
let store: CheckoutStore;

beforeAll(async () => {
  // A database of the file's own: the kinds below hold table locks, which must not stall other files.
  h = await startHarness({ worker: true, ownDatabase: true, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
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

/** A second API on the file's database and queue, to be killed mid-request. */
const launchDoomedApi = async () =>
  launchApi(await freePort(), {
    DATABASE_URL: h.config.databaseUrl,
    TEMPORAL_TASK_QUEUE: h.config.temporalTaskQueue,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  });

const post = (baseUrl: string, path: string, body: unknown, key: string) =>
  request(baseUrl, 'POST', `/v3/private${path}`, {
    headers: { authorization: `Bearer ${store.secretKey}`, 'idempotency-key': key },
    body,
  });

/**
 * Sends the kind's request to a second API and kills it (SIGKILL) while the request runs, held there by a lock on
 * what it writes; answers what the retry needs.
 */
async function killAmid(kind: Kind) {
  const { path, body, lock, lockValues, effects } = await kind.prepare();
  const doomed = await launchDoomedApi();
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
  return { path, body, key, effects };
}

describe.each(KINDS)(
  'when the API dies (SIGKILL) amid $operationId and the client retries with the same key',
  (kind) => {
    it('then another API takes the key over at once and the operation happens exactly once', async () => {
      const { path, body, key, effects } = await killAmid(kind);
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

describe('when the API dies (SIGKILL) amid a cancel and the order is cancelled by the time the client retries', () => {
  it("then the retry with the same key answers the cancel's outcome, not 409, and another key gets 409", async () => {
    // The order's workflow takes the cancel without the dead API; the retry finds the order closed.
    const cancel = KINDS.find((kind) => kind.operationId === 'adminCancelOrder') as Kind;
    const { path, body, key, effects } = await killAmid(cancel);
    await waitFor(async () => (await effects()) >= 1, "the order's workflow to take the cancel");

    const retry = await post(h.baseUrl, path, body, key);
    expectContract(cancel.operationId, retry, 200);
    expect(retry.body).toMatchObject({ status: 'cancelled', allowedActions: [] });
    const another = await post(h.baseUrl, path, body, randomUUID());
    expectContract(cancel.operationId, another, 409);
    expect(another.body.error.code).toBe('invalid_state_transition');
    expect(await effects()).toBe(1);
  }, 90_000);
});

/** A create or a relative change, and what counts how many times it happened. */
interface CommittedKind {
  operationId: string;
  status: number;
  /** The table whose write the trap holds at its commit. */
  table: string;
  prepare: () => Promise<{
    path: string;
    body: unknown;
    effects: () => Promise<number>;
    /** What the retry's answer must hold beyond its contract. */
    checkAnswer?: (body: Record<string, unknown>) => Promise<void>;
  }>;
}

const TRAP_LOCK = 4242;
const COMMITTED_KINDS: CommittedKind[] = [
  {
    operationId: 'adminCreateProduct',
    status: 201,
    table: 'products',
    prepare: async () => {
      const title = `Trapped Mug ${randomUUID()}`;
      const sku = `TRAP-${randomUUID().slice(0, 8)}`;
      return {
        path: '/products',
        body: { title, variants: [{ sku, prices: [{ currency: 'USD', amount: 1200 }], stock: 5 }] },
        effects: () => count('SELECT 1 FROM products WHERE store_id = ? AND title = ?', [store.storeId, title]),
      };
    },
  },
  {
    operationId: 'adminCreateCategory',
    status: 201,
    table: 'categories',
    prepare: async () => {
      const name = `Trapped ${randomUUID()}`;
      return {
        path: '/categories',
        body: { name },
        effects: () => count('SELECT 1 FROM categories WHERE store_id = ? AND name = ?', [store.storeId, name]),
      };
    },
  },
  {
    operationId: 'adminCreateDiscount',
    status: 201,
    table: 'discounts',
    prepare: async () => {
      const code = `TRAP${randomUUID().slice(0, 8).toUpperCase()}`;
      return {
        path: '/discounts',
        body: { code, type: 'percentage', value: 10 },
        effects: () => count('SELECT 1 FROM discounts WHERE store_id = ? AND code = ?', [store.storeId, code]),
      };
    },
  },
  {
    operationId: 'adminCreateWebhook',
    status: 201,
    table: 'webhook_endpoints',
    prepare: async () => {
      // Never called: the endpoint only has to be made (private targets are allowed in this file).
      const url = `http://127.0.0.1:9/${randomUUID()}`;
      return {
        path: '/webhooks',
        body: { url, events: ['order.paid'] },
        effects: () => count('SELECT 1 FROM webhook_endpoints WHERE store_id = ? AND url = ?', [store.storeId, url]),
      };
    },
  },
  {
    operationId: 'adminBulkAdjustPrices',
    status: 200,
    table: 'variant_prices',
    prepare: async () => {
      const product = await makeProduct(em(), store.storeId, { variants: [{ prices: { USD: 1000 } }] });
      const variantId = product.variantIds[0];
      const price = async () =>
        Number(
          (
            await queryOne<{ amount: string }>(
              em(),
              `SELECT amount FROM variant_prices WHERE variant_id = ? AND currency = 'USD'`,
              [variantId],
            )
          )?.amount,
        );
      return {
        path: '/products/bulk-price-adjustments',
        body: { items: [{ productId: product.id, variantId, currency: 'USD', amount: 250 }] },
        effects: async () => ((await price()) - 1000) / 250,
      };
    },
  },
  {
    operationId: 'adminAdjustGiftCard',
    status: 200,
    table: 'balance_ledger',
    prepare: async () => {
      const card = await issueGiftCard(em(), store.store, { currency: 'USD', amount: 1000 }, 'test');
      return {
        path: `/gift-cards/${card.id}/adjustments`,
        body: { amount: 250, reason: 'goodwill' },
        effects: () => count(`SELECT 1 FROM balance_ledger WHERE gift_card_id = ? AND kind = 'adjust'`, [card.id]),
      };
    },
  },
  {
    operationId: 'adminIssueGiftCard',
    status: 201,
    table: 'gift_cards',
    prepare: async () => {
      const note = `Trapped ${randomUUID()}`;
      return {
        path: '/gift-cards',
        body: { currency: 'USD', amount: 2500, note },
        effects: () => count('SELECT 1 FROM gift_cards WHERE store_id = ? AND note = ?', [store.storeId, note]),
        // The code the dead attempt never showed, shown by the retry: the one the card was issued with.
        checkAnswer: async (answer) => {
          const hash = codeHashOf(store.storeId, answer.code as string);
          expect(await count('SELECT 1 FROM gift_cards WHERE id = ? AND code_hash = ?', [answer.id, hash])).toBe(1);
        },
      };
    },
  },
  {
    operationId: 'adminChangeCustomerStoreCredit',
    status: 200,
    table: 'balance_ledger',
    prepare: async () => {
      const customerId = await makeCustomer(em(), store.storeId, `credit-${randomUUID().slice(0, 8)}@example.com`);
      return {
        path: `/customers/${customerId}/store-credit`,
        body: { currency: 'USD', amount: 500, reason: 'goodwill' },
        effects: () =>
          count(
            `SELECT 1 FROM balance_ledger l JOIN store_credit_accounts a ON a.id = l.store_credit_account_id
              WHERE a.customer_id = ? AND l.kind = 'adjust'`,
            [customerId],
          ),
      };
    },
  },
];

/**
 * Holds every write to the table at its commit (a deferred constraint trigger waiting on an advisory lock the test
 * holds), so the API can be killed after it sent COMMIT and before it recorded its answer: the commit then completes
 * without it, as when a process dies in that gap.
 */
async function commitTrap(table: string) {
  const trap = new Client({ connectionString: h.config.databaseUrl });
  await trap.connect();
  await trap.query(`CREATE OR REPLACE FUNCTION test_commit_trap() RETURNS trigger LANGUAGE plpgsql AS $$
                      BEGIN PERFORM pg_advisory_xact_lock_shared(${TRAP_LOCK}); RETURN NULL; END $$`);
  await trap.query(`CREATE CONSTRAINT TRIGGER test_commit_trap AFTER INSERT OR UPDATE ON ${table}
                      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_commit_trap()`);
  await trap.query('SELECT pg_advisory_lock($1)', [TRAP_LOCK]);
  const held = async () =>
    Number(
      (
        await trap.query(
          `SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND NOT granted`,
          [TRAP_LOCK],
        )
      ).rows[0].n,
    ) > 0;
  return {
    held,
    async release() {
      await trap.query('SELECT pg_advisory_unlock($1)', [TRAP_LOCK]);
      await trap.query(`DROP TRIGGER test_commit_trap ON ${table}`);
      await trap.end();
    },
  };
}

describe.each(COMMITTED_KINDS)(
  'when the API dies (SIGKILL) amid $operationId after its commit, before its answer is recorded',
  (kind) => {
    it('then the retry with the same key answers what was made, and it happened once', async () => {
      const { path, body, effects, checkAnswer } = await kind.prepare();
      const doomed = await launchDoomedApi();
      const trap = await commitTrap(kind.table);
      const key = randomUUID();
      try {
        const first = post(doomed.url, path, body, key).catch((error: Error) => error);
        await waitFor(trap.held, 'the first attempt to reach its commit');
        doomed.child.kill('SIGKILL');
        await exitCode(doomed.child);
        expect(await first).not.toHaveProperty('status');
      } finally {
        await trap.release();
      }
      await waitFor(async () => (await effects()) >= 1, "the dead attempt's commit to land");
      expect(await keyState(path, key)).toBe('running');

      const retry = await post(h.baseUrl, path, body, key);
      expectContract(kind.operationId, retry, kind.status);
      expect(await effects()).toBe(1);
      await checkAnswer?.(retry.body);
    }, 90_000);
  },
);

describe('when the API dies (SIGKILL) after it sent an import its start, before it answered', () => {
  it('then the retry with the same key answers 202 with the import under way, and the import runs once', async () => {
    const { text } = generatedCsv(5, `start-${randomUUID().slice(0, 6)}`);
    const uploaded = await uploadImport(h.baseUrl, store.secretKey, text);
    const id = uploaded.body.id as string;
    expect((await waitForImport(h.baseUrl, store.secretKey, id, ['validated'])).body.status).toBe('validated');
    const doomed = await launchDoomedApi();
    // The answer reads the import's problems after the start is sent: held there, the kill lands after the start.
    const holder = new Client({ connectionString: h.config.databaseUrl });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE import_problems IN ACCESS EXCLUSIVE MODE');
    const path = `/imports/${id}/start`;
    const key = randomUUID();
    const first = post(doomed.url, path, undefined, key).catch((error: Error) => error);
    const status = async () =>
      (await queryOne<{ status: string }>(em(), 'SELECT status FROM imports WHERE id = ?', [id]))?.status;
    await waitFor(async () => (await status()) !== 'validated', 'the start to reach the import');
    doomed.child.kill('SIGKILL');
    await exitCode(doomed.child);
    expect(await first).not.toHaveProperty('status');
    await holder.query('ROLLBACK');
    await holder.end();

    const retry = await post(h.baseUrl, path, undefined, key);
    expectContract('adminStartImport', retry, 202);
    const done = await waitForImport(h.baseUrl, store.secretKey, id, ['completed', 'failed']);
    expect(done.body).toMatchObject({ status: 'completed', productsCreated: 5 });
  }, 90_000);
});

describe('when the API dies (SIGKILL) after it recorded an uploaded import, before it answered', () => {
  it('then the retry with the same key answers that import, and its dry run runs once', async () => {
    const since = new Date();
    const { text } = generatedCsv(3, `upload-${randomUUID().slice(0, 6)}`);
    const upload = (baseUrl: string, key: string) =>
      request(baseUrl, 'POST', '/v3/private/imports', {
        headers: { authorization: `Bearer ${store.secretKey}`, 'content-type': 'text/csv', 'idempotency-key': key },
        rawBody: text,
      });
    const imports = () =>
      count('SELECT 1 FROM imports WHERE store_id = ? AND created_at >= ?', [store.storeId, since.toISOString()]);
    const doomed = await launchDoomedApi();
    const trap = await commitTrap('imports');
    const key = randomUUID();
    try {
      const first = upload(doomed.url, key).catch((error: Error) => error);
      await waitFor(trap.held, 'the first attempt to reach its commit');
      doomed.child.kill('SIGKILL');
      await exitCode(doomed.child);
      expect(await first).not.toHaveProperty('status');
    } finally {
      await trap.release();
    }
    await waitFor(async () => (await imports()) >= 1, "the dead attempt's commit to land");

    const retry = await upload(h.baseUrl, key);
    expectContract('adminCreateImport', retry, 202);
    expect(await imports()).toBe(1);
    const validated = await waitForImport(h.baseUrl, store.secretKey, retry.body.id, ['validated', 'failed']);
    expect(validated.body).toMatchObject({ status: 'validated', totalRows: 3 });
  }, 90_000);
});
