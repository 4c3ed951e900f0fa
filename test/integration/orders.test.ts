import { randomUUID } from 'node:crypto';
import { WorkflowNotFoundError } from '@temporalio/client';
import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { connected } from '../support/interleave';
import { idempotencyScope } from '../../src/idempotency/idempotency.middleware';
import { execute, queryRows } from '../../src/db/sql';
import {
  admin,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  stockOf,
  submit,
  submitSettled,
  type CheckoutStore,
} from '../support/checkout-factories';

let h: Harness;
let store: CheckoutStore;

beforeAll(async () => {
  h = await startHarness({ worker: true });
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(() => h.close());

/** A paid card order of two lines (2 + 1 units at 2500, shipping 500 in the pricing that applies). */
async function paidOrder() {
  const em = h.orm.em.fork();
  const a = await makeStockedProduct(em, store, 10);
  const b = await makeStockedProduct(em, store, 10);
  const cart = await makeReadyCart(em, store, [
    { ...a, quantity: 2 },
    { ...b, quantity: 1 },
  ]);
  const res = await submitSettled(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
  expectContract('submitCheckout', res, 201);
  return { order: res.body, a, b };
}

const eventTypesOf = async (orderId: string) =>
  (
    await queryRows<{ type: string }>(
      h.orm.em.fork(),
      `SELECT type FROM events WHERE payload->'data'->'object'->>'id' = ? ORDER BY created_at, id`,
      [orderId],
    )
  ).map((e) => e.type);

/** inventory.updated events of a variant, as a stock-mirroring webhook receiver sees them. */
const inventoryOf = async (variantId: string) =>
  (
    await queryRows<{ object: { onHand: number; available: number; ledgerEntry: { delta: number; reason: string } } }>(
      h.orm.em.fork(),
      `SELECT payload->'data'->'object' AS object FROM events WHERE type = 'inventory.updated' ` +
        `AND payload->'data'->'object'->>'variantId' = ? ORDER BY created_at, id`,
      [variantId],
    )
  ).map(({ object }) => ({
    onHand: object.onHand,
    available: object.available,
    delta: object.ledgerEntry.delta,
    reason: object.ledgerEntry.reason,
  }));

const post = (path: string, body: unknown = {}) =>
  admin(h.baseUrl, store).post(path, body, { headers: { 'idempotency-key': randomUUID() } });

describe('when a card checkout with tok_visa is submitted', () => {
  it('then it answers 201 with a confirmed, paid order, commits stock, writes order.created, order.paid', async () => {
    const { order, a } = await paidOrder();
    expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', fulfillmentStatus: 'unfulfilled' });
    expect(['allowedActions', 'customerId', 'timeline', 'workflow'].filter((adminOnly) => adminOnly in order)).toEqual(
      [],
    );
    expect(order.capturedAmount.amount).toBe(order.total.amount);
    expect(await stockOf(h.orm.em.fork(), a.variantId)).toEqual({ onHand: 8, reserved: 0 });
    expect(await eventTypesOf(order.id)).toEqual(['order.created', 'order.paid']);
    expect(await inventoryOf(a.variantId)).toEqual([{ onHand: 8, available: 8, delta: -2, reason: 'order' }]);

    const read = await admin(h.baseUrl, store).get(`/orders/${order.id}`);
    expectContract('adminGetOrder', read, 200);
    expect(read.body.allowedActions).toEqual(['fulfil', 'refund', 'cancel']);
    expect(read.body.workflow.id).toBe(`order-${order.id}`);
    expect(read.body.timeline.map((t: any) => t.type)).toEqual(['created', 'paid']);
    const list = await admin(h.baseUrl, store).get(`/orders?email=${encodeURIComponent(order.email)}`);
    expectContract('adminListOrders', list, 200);
    expect(list.body.data.map((o: any) => o.id)).toEqual([order.id]);
  });
});

describe('when an admin fulfils part of an order and then the rest', () => {
  it('then it is partially fulfilled, then completed, and cancel is no longer allowed', async () => {
    const { order } = await paidOrder();
    const first = await post(`/orders/${order.id}/fulfil`, {
      items: [{ lineId: order.lines[0].id, quantity: 1 }],
      tracking: { carrier: 'DHL', number: '123' },
    });
    expectContract('adminFulfilOrder', first, 200);
    expect(first.body).toMatchObject({
      status: 'confirmed',
      fulfillmentStatus: 'partially_fulfilled',
      allowedActions: ['fulfil', 'refund'],
    });
    const cancel = await post(`/orders/${order.id}/cancel`, { reason: 'too late' });
    expectContract('adminCancelOrder', cancel, 409);
    expect(cancel.body.error).toMatchObject({
      code: 'invalid_state_transition',
      details: { currentState: 'confirmed', allowedActions: ['fulfil', 'refund'] },
    });
    const rest = await post(`/orders/${order.id}/fulfil`);
    expectContract('adminFulfilOrder', rest, 200);
    expect(rest.body).toMatchObject({
      status: 'completed',
      fulfillmentStatus: 'fulfilled',
      allowedActions: ['refund'],
    });
    expect(rest.body.fulfilments).toHaveLength(2);
    expect(await eventTypesOf(order.id)).toEqual(['order.created', 'order.paid', 'order.fulfilled', 'order.fulfilled']);
    const again = await post(`/orders/${order.id}/fulfil`);
    expectContract('adminFulfilOrder', again, 409);
    expect(again.body.error.code).toBe('invalid_state_transition');
  });
});

describe('when an admin refunds part of an order, then the rest, then tries once more', () => {
  it('then the payment is partially refunded, then refunded, restock puts units back, more is refused', async () => {
    const { order, a } = await paidOrder();
    const tooMuch = await post(`/orders/${order.id}/refund`, { amount: order.total.amount + 1 });
    expectContract('adminRefundOrder', tooMuch, 422);
    expect(tooMuch.body.error.code).toBe('refund_exceeds_captured');
    const part = await post(`/orders/${order.id}/refund`, {
      items: [{ lineId: order.lines[0].id, quantity: 1 }],
      restock: true,
      reason: 'damaged',
    });
    expectContract('adminRefundOrder', part, 200);
    expect(part.body).toMatchObject({ paymentStatus: 'partially_refunded', status: 'confirmed' });
    expect(part.body.refundedAmount.amount).toBe(order.lines[0].total.amount / 2);
    expect(await stockOf(h.orm.em.fork(), a.variantId)).toEqual({ onHand: 9, reserved: 0 });
    expect((await inventoryOf(a.variantId)).map((e) => [e.onHand, e.delta])).toEqual([
      [8, -2],
      [9, 1],
    ]);
    const rest = await post(`/orders/${order.id}/refund`, {});
    expectContract('adminRefundOrder', rest, 200);
    expect(rest.body).toMatchObject({ paymentStatus: 'refunded' });
    expect(rest.body.refundedAmount.amount).toBe(order.total.amount);
    expect(await eventTypesOf(order.id)).toEqual(['order.created', 'order.paid', 'order.refunded', 'order.refunded']);
    const more = await post(`/orders/${order.id}/refund`, { amount: 1 });
    expectContract('adminRefundOrder', more, 409);
    expect(more.body.error.code).toBe('invalid_state_transition');
  });

  it('then a refund without Idempotency-Key is refused', async () => {
    const { order } = await paidOrder();
    const res = await admin(h.baseUrl, store).post(`/orders/${order.id}/refund`, {});
    expectContract('adminRefundOrder', res, 400);
    expect(res.body.error.code).toBe('idempotency_key_required');
  });
});

describe('when an admin cancels a paid order', () => {
  it('then it is cancelled, refunded in full, the stock is back, and nothing more is allowed', async () => {
    const { order, a, b } = await paidOrder();
    const res = await post(`/orders/${order.id}/cancel`, { reason: 'customer asked' });
    expectContract('adminCancelOrder', res, 200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      allowedActions: [],
      cancelReason: 'customer asked',
    });
    expect(await stockOf(h.orm.em.fork(), a.variantId)).toEqual({ onHand: 10, reserved: 0 });
    expect(await stockOf(h.orm.em.fork(), b.variantId)).toEqual({ onHand: 10, reserved: 0 });
    expect(await eventTypesOf(order.id)).toEqual(['order.created', 'order.paid', 'order.cancelled']);
    for (const action of ['fulfil', 'refund', 'cancel']) {
      const denied = await post(`/orders/${order.id}/${action}`, {});
      expect(denied.status).toBe(409);
      expect(denied.body.error).toMatchObject({
        code: 'invalid_state_transition',
        details: { currentState: 'cancelled', allowedActions: [] },
      });
    }
  });
});

describe('when a bank transfer order is placed', () => {
  it('then it is pending with stock reserved; marking it paid confirms it; doing so again is refused', async () => {
    const em = h.orm.em.fork();
    const a = await makeStockedProduct(em, store, 5);
    const cart = await makeReadyCart(em, store, [{ ...a, quantity: 2 }]);
    const res = await submitSettled(h.baseUrl, store, cart.token, { paymentMethod: 'bank_transfer' });
    expectContract('submitCheckout', res, 201);
    expect(res.body).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect((await admin(h.baseUrl, store).get(`/orders/${res.body.id}`)).body.allowedActions).toEqual(['cancel']);
    expect(await stockOf(em, a.variantId)).toEqual({ onHand: 5, reserved: 2 });
    const fulfil = await post(`/orders/${res.body.id}/fulfil`);
    expect(fulfil.status).toBe(409);
    const paid = await post(`/orders/${res.body.id}/mark-paid`);
    expectContract('adminMarkOrderPaid', paid, 200);
    expect(paid.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await stockOf(em, a.variantId)).toEqual({ onHand: 3, reserved: 0 });
    const twice = await post(`/orders/${res.body.id}/mark-paid`);
    expectContract('adminMarkOrderPaid', twice, 409);
  });

  it('then cancelling it while pending voids it and releases the reservation', async () => {
    const em = h.orm.em.fork();
    const a = await makeStockedProduct(em, store, 5);
    const cart = await makeReadyCart(em, store, [{ ...a, quantity: 2 }]);
    const res = await submit(h.baseUrl, store, cart.token, { paymentMethod: 'bank_transfer' });
    const cancelled = await post(`/orders/${res.body.id}/cancel`);
    expectContract('adminCancelOrder', cancelled, 200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'voided' });
    expect(await stockOf(em, a.variantId)).toEqual({ onHand: 5, reserved: 0 });
  });
});

describe('when an order id is unknown or belongs to another store', () => {
  it('then reads and actions answer 404', async () => {
    const other = await makeCheckoutStore(h.orm.em.fork());
    const { order } = await paidOrder();
    const read = await admin(h.baseUrl, other).get(`/orders/${order.id}`);
    expectContract('adminGetOrder', read, 404);
    const act = await admin(h.baseUrl, other).post(`/orders/${order.id}/cancel`, {});
    expect(act.status).toBe(404);
  });
});

describe('when the order workflow has not started yet, or has closed', () => {
  it('then a refund and a cancel still work, each through a new run of order-<id>', async () => {
    const { order } = await paidOrder();
    // A checkout leaves the order's workflow to its first action.
    await expect(h.temporal.client.workflow.getHandle(`order-${order.id}`).describe()).rejects.toThrow(
      WorkflowNotFoundError,
    );
    const refund = await post(`/orders/${order.id}/refund`, { amount: 100 });
    expectContract('adminRefundOrder', refund, 200);
    expect(refund.body).toMatchObject({ paymentStatus: 'partially_refunded', refundedAmount: { amount: 100 } });
    await h.temporal.client.workflow.getHandle(`order-${order.id}`).terminate('test: closed again');
    const cancel = await post(`/orders/${order.id}/cancel`, { reason: 'closed workflow' });
    expectContract('adminCancelOrder', cancel, 200);
    expect(cancel.body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: { amount: order.total.amount },
    });
  });
});

describe('when an operator searches workflows by search attribute', () => {
  it('then the order workflow is found by OrderId, StoreId and CustomerEmail with its OrderStatus', async () => {
    const { order } = await paidOrder();
    await post(`/orders/${order.id}/cancel`);
    const query =
      `OrderId = '${order.id}' AND StoreId = '${store.storeId}' AND CustomerEmail = '${order.email}' ` +
      `AND OrderStatus = 'cancelled'`;
    const found: string[] = [];
    for (let attempt = 0; attempt < 100 && found.length === 0; attempt += 1) {
      for await (const wf of h.temporal.client.workflow.list({ query })) found.push(wf.workflowId);
      if (found.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    expect(found).toContain(`order-${order.id}`);
  });
});

describe('when orders are listed', () => {
  it('then they come newest first in keyset pages, filters narrow them, and a tampered cursor is refused', async () => {
    const own = await makeCheckoutStore(h.orm.em.fork());
    const product = await makeStockedProduct(h.orm.em.fork(), own, 50);
    const ids: string[] = [];
    for (const method of ['bank_transfer', 'card', 'card']) {
      const cart = await makeReadyCart(h.orm.em.fork(), own, [{ ...product, quantity: 1 }]);
      ids.push(
        (
          await submit(h.baseUrl, own, cart.token, {
            paymentMethod: method,
            paymentToken: method === 'card' ? 'tok_visa' : undefined,
          })
        ).body.id,
      );
    }
    const client = admin(h.baseUrl, own);
    const first = await client.get('/orders?limit=2');
    expectContract('adminListOrders', first, 200);
    expect(first.body.data.map((o: any) => o.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.hasMore).toBe(true);
    const second = await client.get(`/orders?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body).toMatchObject({ hasMore: false, data: [{ id: ids[0] }] });
    const pending = await client.get('/orders?status=pending');
    expect(pending.body.data.map((o: any) => o.id)).toEqual([ids[0]]);
    const paid = await client.get('/orders?paymentStatus=paid&fulfillmentStatus=unfulfilled');
    expect(paid.body.data).toHaveLength(2);
    const byText = await client.get(`/orders?q=${ids[1]}`);
    expect(byText.body.data.map((o: any) => o.id)).toEqual([ids[1]]);
    const tampered = await client.get(
      `/orders?limit=2&cursor=${encodeURIComponent(first.body.nextCursor.slice(0, -2))}xx`,
    );
    expectContract('adminListOrders', tampered, 400);
    expect(tampered.body.error.code).toBe('invalid_cursor');
    const otherQuery = await client.get(
      `/orders?limit=2&status=pending&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    expect(otherQuery.body.error.code).toBe('invalid_cursor');
  });
});

describe('when fulfil, cancel and refund of one paid order are sent at the same moment', () => {
  it('then they run one at a time: an order is never shipped and cancelled; every request is answered', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const { order } = await paidOrder();
      const answers = await Promise.all([
        post(`/orders/${order.id}/fulfil`),
        post(`/orders/${order.id}/cancel`),
        post(`/orders/${order.id}/refund`, { amount: 100 }),
        post(`/orders/${order.id}/fulfil`),
        post(`/orders/${order.id}/cancel`),
      ]);
      expect(answers.map((a) => a.status).filter((s) => ![200, 409, 422].includes(s))).toEqual([]);
      const final = (await admin(h.baseUrl, store).get(`/orders/${order.id}`)).body;
      outcomes.push(`${final.status}/${final.fulfillmentStatus}`);
      expect(final.status === 'cancelled' && final.fulfillmentStatus !== 'unfulfilled').toBe(false);
      expect(final.refundedAmount.amount).toBeLessThanOrEqual(order.total.amount);
    }
    expect(outcomes.every((o) => o === 'completed/fulfilled' || o === 'cancelled/unfulfilled')).toBe(true);
  }, 60_000);
});

describe('when a fulfilment lists the same line twice', () => {
  it('then it answers 400 naming the repeated line and the order can still be fulfilled', async () => {
    const { order } = await paidOrder();
    const line = order.lines[0];
    const twice = await post(`/orders/${order.id}/fulfil`, {
      items: [
        { lineId: line.id, quantity: 1 },
        { lineId: line.id, quantity: 2 },
      ],
    });
    expectContract('adminFulfilOrder', twice, 400);
    expect(twice.body.error).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'body.items.1.lineId', code: 'uniqueItems' }],
    });
    const once = await post(`/orders/${order.id}/fulfil`, { items: [{ lineId: line.id, quantity: 2 }] });
    expectContract('adminFulfilOrder', once, 200);
  });
});

describe('when the database refuses an order step', () => {
  it('then the request answers 500 at once instead of retrying for ever; the order takes the next step', async () => {
    const { order } = await paidOrder();
    const constraint = `refuse_${order.id.toLowerCase()}`;
    const em = h.orm.em.fork();
    await execute(
      em,
      `ALTER TABLE fulfilments ADD CONSTRAINT ${constraint} CHECK (order_id <> '${order.id}') NOT VALID`,
    );
    try {
      const refused = await post(`/orders/${order.id}/fulfil`);
      expect([refused.status, refused.body.error.code]).toEqual([500, 'internal_error']);
    } finally {
      await execute(em, `ALTER TABLE fulfilments DROP CONSTRAINT ${constraint}`);
    }
    const cancelled = await post(`/orders/${order.id}/cancel`, { reason: 'after the refusal' });
    expectContract('adminCancelOrder', cancelled, 200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', fulfillmentStatus: 'unfulfilled' });
  }, 30_000);
});

describe('when an order allows nothing more', () => {
  it('then an action answers 409 from the database, without starting a new run of its closed workflow', async () => {
    const { order } = await paidOrder();
    expect((await post(`/orders/${order.id}/cancel`)).status).toBe(200);
    const handle = h.temporal.client.workflow.getHandle(`order-${order.id}`);
    await handle.result();
    const closedRun = (await handle.describe()).runId;
    const denied = await post(`/orders/${order.id}/fulfil`);
    expectContract('adminFulfilOrder', denied, 409);
    expect(denied.body.error).toMatchObject({
      code: 'invalid_state_transition',
      details: { currentState: 'cancelled', allowedActions: [] },
    });
    expect((await handle.describe()).runId).toBe(closedRun);
  });
});

describe('when an order refunded in full is then cancelled', () => {
  it('then its payment still reads refunded, not voided', async () => {
    const { order } = await paidOrder();
    expect((await post(`/orders/${order.id}/refund`, {})).body.paymentStatus).toBe('refunded');
    const cancelled = await post(`/orders/${order.id}/cancel`);
    expectContract('adminCancelOrder', cancelled, 200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: { amount: order.total.amount },
    });
  });
});

describe('when a refund is sent again with its Idempotency-Key while the first is still running', () => {
  it('then the second joins the first: one refund, both answered with it', async () => {
    const { order } = await paidOrder();
    const key = randomUUID();
    const refund = () =>
      admin(h.baseUrl, store).post(
        `/orders/${order.id}/refund`,
        { amount: 100 },
        { headers: { 'idempotency-key': key } },
      );
    const scope = idempotencyScope(store.secretKey, undefined, 'POST', `/v3/private/orders/${order.id}/refund`, key);
    // The order's row lock holds the first refund inside its workflow step; meanwhile its key's lease runs out (as
    // after a minute of a worker being down), so the API lets the client's retry through and it reaches the workflow
    // too.
    const [first, second] = await connected(h.config.databaseUrl, async (db) => {
      await db.query('BEGIN');
      await db.query('SELECT 1 FROM orders WHERE id = $1 FOR UPDATE', [order.id]);
      const firstAnswer = refund();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await execute(
        h.orm.em.fork(),
        "UPDATE idempotency_keys SET locked_until = now() - interval '1 second' WHERE scope_hash = ?",
        [scope],
      );
      const secondAnswer = refund();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await db.query('COMMIT');
      return Promise.all([firstAnswer, secondAnswer]);
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.refundedAmount.amount, second.body.refundedAmount.amount]).toEqual([100, 100]);
    const refunds = await queryRows<{ amount: string }>(
      h.orm.em.fork(),
      'SELECT amount FROM refunds WHERE order_id = ?',
      [order.id],
    );
    expect(refunds.map((r) => Number(r.amount))).toEqual([100]);
  }, 30_000);
});

describe("when an order action's workflow has no worker to run it", () => {
  it('then the request answers 503 with Retry-After after ORDER_ACTION_WAIT_SECONDS, not for ever', async () => {
    // The order's workflow starts with its first action, here on a task queue no worker polls.
    const { order } = await paidOrder();
    const unattended = await startHarness({ env: { ORDER_ACTION_WAIT_SECONDS: '1' } });
    try {
      const started = Date.now();
      const res = await admin(unattended.baseUrl, store).post(
        `/orders/${order.id}/cancel`,
        {},
        { headers: { 'idempotency-key': randomUUID() } },
      );
      expect([res.status, res.body.error.code, res.headers.get('retry-after')]).toEqual([
        503,
        'service_unavailable',
        '5',
      ]);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await h.temporal.client.workflow.getHandle(`order-${order.id}`).terminate('test: done');
      await unattended.close();
    }
  }, 30_000);
});
