import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { publicClient } from '../support/http';
import { waitFor } from '../support/processes';
import { execute, queryOne, queryRows } from '../../src/db/sql';
import { createSession } from '../../src/customers/customer-sessions.repository';
import { returnWorkflowId } from '../../src/shared/workflow-ids';
import { keyedId } from '../../src/shared/ids';
import { CommerceTemporal } from '../../src/temporal/client';
import { temporalReturnWorkflows } from '../../src/temporal/return-workflows';
import { requestGuestReturn } from '../../src/returns/returns.service';
import {
  admin,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  stockOf,
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

const em = () => h.orm.em.fork();
const storeRow = () => store.store;
const shop = () => publicClient(h.baseUrl, store.publishableKey);
const post = (path: string, body: unknown = {}) =>
  admin(h.baseUrl, store).post(path, body, { headers: { 'idempotency-key': randomUUID() } });

/** The store's return policy for the test: the default with these changes. */
async function policy(patch: Record<string, unknown> = {}) {
  const res = await admin(h.baseUrl, store).patch('/settings', {
    returnPolicy: {
      windowDays: 30,
      reasons: ['damaged', 'no_longer_needed'],
      restockingFeeAmount: 0,
      restockingFeePercent: 0,
      nonReturnableProductIds: [],
      shipWithinSeconds: 3600,
      reminderBeforeSeconds: 0,
      autoApproveMaxAmount: null,
      ...patch,
    },
  });
  expectContract('adminUpdateStoreSettings', res, 200);
}

/**
 * A paid card order of two lines (2 units of a, 1 of b, 2500 each), fulfilled; a signed-in customer's when asked for
 * (the order is theirs as a checkout of theirs makes it), with that customer's session.
 */
async function fulfilledOrder(options: { customer?: boolean; fulfil?: boolean } = {}) {
  const a = await makeStockedProduct(em(), store, 10);
  const b = await makeStockedProduct(em(), store, 10);
  const cart = await makeReadyCart(em(), store, [
    { ...a, quantity: 2 },
    { ...b, quantity: 1 },
  ]);
  const res = await submitSettled(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
  expectContract('submitCheckout', res, 201);
  const order = res.body;
  let session: { headers: Record<string, string> } | undefined;
  let customerId: string | undefined;
  if (options.customer) {
    // The checkout recorded the shopper as a customer of the store; here they have signed up since.
    customerId = await customerOf(order.id);
    await execute(em(), 'UPDATE customers SET has_account = true WHERE id = ?', [customerId]);
    const { token } = await createSession(em(), store.storeId, customerId, { idleSeconds: 3600, maxSeconds: 7200 });
    session = { headers: { 'x-customer-session': token, 'idempotency-key': randomUUID() } };
  }
  if (options.fulfil !== false) expectContract('adminFulfilOrder', await post(`/orders/${order.id}/fulfil`), 200);
  const lineOf = (variantId: string) => order.lines.find((l: { variantId: string }) => l.variantId === variantId);
  return { order, a: { ...a, line: lineOf(a.variantId) }, b: { ...b, line: lineOf(b.variantId) }, session, customerId };
}

const customerOf = async (orderId: string) =>
  (await queryOne<{ customer_id: string }>(em(), 'SELECT customer_id FROM orders WHERE id = ?', [orderId]))
    ?.customer_id as string;

const guestReturn = (order: { number: number; email: string }, lines: unknown[], reason = 'damaged') =>
  shop().post('/returns', { orderNumber: order.number, email: order.email, lines, reason, note: 'Torn seam' });

const returnEvents = async (returnId: string) =>
  (
    await queryRows<{ type: string }>(
      em(),
      `SELECT type FROM events WHERE type LIKE 'return.%' AND payload->'data'->'object'->>'id' = ? ` +
        'ORDER BY created_at, id',
      [returnId],
    )
  ).map((e) => e.type);

/** The provider's refunds of an order's payment, as the test provider's ledger records them. */
const providerRefunds = (orderId: string) =>
  queryRows<{ idempotency_key: string; amount: string }>(
    em(),
    `SELECT c.idempotency_key, c.amount FROM test_provider_calls c
      WHERE c.operation = 'refund' AND c.payment_reference IN
            (SELECT provider_reference FROM payments WHERE order_id = ?) ORDER BY c.created_at`,
    [orderId],
  );

const ledgerOf = (variantId: string) =>
  queryRows<{ delta: number; reason: string }>(
    em(),
    `SELECT delta, reason FROM stock_ledger WHERE variant_id = ? AND reason LIKE 'return%' ORDER BY created_at, id`,
    [variantId],
  );

const workflowStatus = async (returnId: string) =>
  (await h.temporal.client.workflow.getHandle(returnWorkflowId(returnId)).describe()).status.name;

describe('when a signed-in customer returns two units and staff approve, receive one damaged, and refund', () => {
  it('then the refund (less the fee) goes to the card once, one unit is restocked and one written off', async () => {
    await policy({ restockingFeePercent: 10 });
    const { order, a, session } = await fulfilledOrder({ customer: true });
    const asked = await shop().post(
      `/customers/me/orders/${order.id}/returns`,
      { lines: [{ lineId: a.line.id, quantity: 2 }], reason: 'damaged', note: 'Torn seam' },
      session,
    );
    expectContract('requestCustomerReturn', asked, 201);
    expect(asked.body).toMatchObject({ status: 'requested', orderId: order.id, value: { amount: 5000 } });
    const id = asked.body.id;

    const approved = await post(`/returns/${id}/approve`, { message: 'Use the prepaid label' });
    expectContract('adminApproveReturn', approved, 200);
    expect(approved.body).toMatchObject({ status: 'approved', staffMessage: 'Use the prepaid label' });
    expect(approved.body.shipBy).not.toBeNull();
    const received = await post(`/returns/${id}/receive`, {
      lines: [
        { lineId: a.line.id, quantity: 1, condition: 'sellable' },
        { lineId: a.line.id, quantity: 1, condition: 'damaged' },
      ],
    });
    expectContract('adminReceiveReturn', received, 200);
    expect(received.body.lines[0]).toMatchObject({ receivedQuantity: 2, sellableQuantity: 1, damagedQuantity: 1 });

    const resolved = await post(`/returns/${id}/resolve`, { method: 'refund' });
    expectContract('adminResolveReturn', resolved, 200);
    expect(resolved.body).toMatchObject({
      status: 'resolved',
      resolution: { method: 'refund', amount: { amount: 4500 }, restockingFee: { amount: 500 } },
    });
    const after = await admin(h.baseUrl, store).get(`/orders/${order.id}`);
    expect(after.body.refundedAmount.amount).toBe(4500);
    expect(await providerRefunds(order.id)).toEqual([{ idempotency_key: `ref_${id}:refund`, amount: '4500' }]);
    expect(await stockOf(em(), a.variantId)).toEqual({ onHand: 9, reserved: 0 });
    expect(await ledgerOf(a.variantId)).toEqual([
      { delta: 2, reason: 'return' },
      { delta: -1, reason: 'return_write_off' },
    ]);
    expect(await returnEvents(id)).toEqual([
      'return.requested',
      'return.approved',
      'return.received',
      'return.resolved',
    ]);
    await waitFor(async () => (await workflowStatus(id)) === 'COMPLETED', 'the return workflow to complete');

    const again = await post(`/returns/${id}/resolve`, { method: 'refund' });
    expectContract('adminResolveReturn', again, 409);
    const listed = await admin(h.baseUrl, store).get(`/returns?orderId=${order.id}`);
    expectContract('adminListReturns', listed, 200);
    expect(listed.body.data.map((r: { id: string }) => r.id)).toEqual([id]);
  });
});

describe('when the store auto-approves and a customer return is resolved to store credit', () => {
  it('then the customer is credited once, nothing is refunded to the card, and every unit is restocked', async () => {
    await policy({ autoApproveMaxAmount: 10000, restockingFeeAmount: 300 });
    const { order, a, b, session, customerId } = await fulfilledOrder({ customer: true });
    const asked = await shop().post(
      `/customers/me/orders/${order.id}/returns`,
      { lines: [{ lineId: b.line.id, quantity: 1 }], reason: 'no_longer_needed' },
      session,
    );
    expectContract('requestCustomerReturn', asked, 201);
    expect(asked.body.status).toBe('approved');
    const id = asked.body.id;
    await post(`/returns/${id}/receive`, { lines: [{ lineId: b.line.id, quantity: 1, condition: 'sellable' }] });
    const resolved = await post(`/returns/${id}/resolve`, { method: 'store_credit' });
    expectContract('adminResolveReturn', resolved, 200);
    expect(resolved.body.resolution).toMatchObject({ method: 'store_credit', amount: { amount: 2200 } });
    const credit = await admin(h.baseUrl, store).get(`/customers/${customerId}/store-credit`);
    expect(credit.body.data).toMatchObject([
      { currency: 'USD', balance: { amount: 2200 }, history: [{ kind: 'refund_to' }] },
    ]);
    expect(await providerRefunds(order.id)).toEqual([]);
    expect(await stockOf(em(), b.variantId)).toEqual({ onHand: 10, reserved: 0 });
    expect(await stockOf(em(), a.variantId)).toEqual({ onHand: 8, reserved: 0 });
    expect(await returnEvents(id)).toEqual([
      'return.requested',
      'return.approved',
      'return.received',
      'return.resolved',
    ]);
  });

  it('then an order without a customer cannot be credited (422 store_credit_unavailable), only refunded', async () => {
    await policy({ autoApproveMaxAmount: 10000 });
    const { order, b } = await fulfilledOrder();
    // An order whose customer record was erased (GDPR) keeps no customer to credit.
    await execute(em(), 'UPDATE orders SET customer_id = NULL WHERE id = ?', [order.id]);
    const asked = await guestReturn(order, [{ lineId: b.line.id, quantity: 1 }]);
    expectContract('requestGuestReturn', asked, 201);
    const id = asked.body.id;
    await post(`/returns/${id}/receive`, { lines: [{ lineId: b.line.id, quantity: 1, condition: 'damaged' }] });
    const credit = await post(`/returns/${id}/resolve`, { method: 'store_credit' });
    expectContract('adminResolveReturn', credit, 422);
    expect(credit.body.error.code).toBe('store_credit_unavailable');
    const refund = await post(`/returns/${id}/resolve`, { method: 'refund' });
    expectContract('adminResolveReturn', refund, 200);
    expect(await stockOf(em(), b.variantId)).toEqual({ onHand: 9, reserved: 0 });
  });
});

describe('when an approved return is not received by the deadline', () => {
  it('then a reminder is recorded, the return expires by timer, and its units may be asked for again', async () => {
    await policy({ shipWithinSeconds: 3, reminderBeforeSeconds: 1 });
    const { order, a } = await fulfilledOrder();
    const asked = await guestReturn(order, [{ lineId: a.line.id, quantity: 2 }]);
    const id = asked.body.id;
    expectContract('adminApproveReturn', await post(`/returns/${id}/approve`), 200);
    await waitFor(
      async () => (await admin(h.baseUrl, store).get(`/returns/${id}`)).body.status === 'expired',
      'the return to expire',
      20_000,
    );
    const row = await queryOne<{ reminded_at: Date | null }>(em(), 'SELECT reminded_at FROM returns WHERE id = ?', [
      id,
    ]);
    expect(row?.reminded_at).not.toBeNull();
    expect(await returnEvents(id)).toEqual(['return.requested', 'return.approved', 'return.expired']);
    const late = await post(`/returns/${id}/receive`, {
      lines: [{ lineId: a.line.id, quantity: 2, condition: 'sellable' }],
    });
    expectContract('adminReceiveReturn', late, 409);
    expectContract('requestGuestReturn', await guestReturn(order, [{ lineId: a.line.id, quantity: 2 }]), 201);
  });
});

describe('when the return is recorded but its workflow cannot start (Temporal unreachable)', () => {
  it('then the retry with the same Idempotency-Key starts it, and asks for the units once', async () => {
    await policy({ autoApproveMaxAmount: 100000, shipWithinSeconds: 2 });
    const { order, a } = await fulfilledOrder();
    const input = { id: keyedId('ret', `retry-${randomUUID()}`), lines: [{ lineId: a.line.id, quantity: 2 }] };
    const request = { ...input, reason: 'damaged', orderNumber: order.number, email: order.email };
    const unreachable = new CommerceTemporal('127.0.0.1:1', h.config.temporalNamespace, h.config.temporalTaskQueue);
    await expect(
      requestGuestReturn(em(), temporalReturnWorkflows(unreachable, 30), storeRow(), request),
    ).rejects.toThrow();
    await unreachable.close();
    const retried = await requestGuestReturn(em(), temporalReturnWorkflows(h.temporal, 30), storeRow(), request);
    expect(retried).toMatchObject({ id: input.id, status: 'approved' });
    // The workflow runs: it expires the return at the store's deadline.
    await waitFor(async () => (await workflowStatus(input.id)) === 'COMPLETED', 'the return to expire', 20_000);
    const rows = await queryRows(em(), 'SELECT id FROM returns WHERE order_id = ?', [order.id]);
    expect(rows).toHaveLength(1);
  });
});

describe('when a shopper asks for what the policy does not allow', () => {
  it('then each refusal has its own code and nothing is recorded', async () => {
    await policy();
    const { order, a, b } = await fulfilledOrder();
    const refused = async (status: number, code: string, response: Promise<{ status: number }>) => {
      const res = (await response) as Parameters<typeof expectContract>[1];
      expectContract('requestGuestReturn', res, status);
      expect(res.body.error.code).toBe(code);
    };
    await refused(
      404,
      'resource_not_found',
      guestReturn({ ...order, email: 'someone@example.com' }, [{ lineId: a.line.id, quantity: 1 }]),
    );
    await refused(422, 'return_reason_not_offered', guestReturn(order, [{ lineId: a.line.id, quantity: 1 }], 'meh'));
    await refused(422, 'return_quantity_exceeded', guestReturn(order, [{ lineId: a.line.id, quantity: 3 }]));
    await policy({ nonReturnableProductIds: [b.productId] });
    await refused(422, 'return_not_allowed', guestReturn(order, [{ lineId: b.line.id, quantity: 1 }]));
    await policy({ windowDays: 0 });
    await refused(422, 'return_window_closed', guestReturn(order, [{ lineId: a.line.id, quantity: 1 }]));
    await policy();
    expectContract('requestGuestReturn', await guestReturn(order, [{ lineId: a.line.id, quantity: 2 }]), 201);
    await refused(422, 'return_quantity_exceeded', guestReturn(order, [{ lineId: a.line.id, quantity: 1 }]));
    const unshipped = await fulfilledOrder({ fulfil: false });
    await refused(
      422,
      'return_quantity_exceeded',
      guestReturn(unshipped.order, [{ lineId: unshipped.a.line.id, quantity: 1 }]),
    );
    const others = await fulfilledOrder({ customer: true });
    const mine = await fulfilledOrder({ customer: true });
    const foreign = await shop().post(
      `/customers/me/orders/${others.order.id}/returns`,
      { lines: [{ lineId: others.a.line.id, quantity: 1 }], reason: 'damaged' },
      mine.session,
    );
    expectContract('requestCustomerReturn', foreign, 404);
    const count = await queryOne<{ n: number }>(em(), 'SELECT count(*)::int AS n FROM returns WHERE order_id = ?', [
      order.id,
    ]);
    expect(count?.n).toBe(1);
  });
});

/**
 * A received return of 2 units (5000) is resolved by refund while staff refund the whole order (8000), the manual
 * refund sent `delayMs` after the resolution. Whatever comes first, the other is refused.
 */
async function raceRefunds(delayMs: number) {
  const { order, a } = await fulfilledOrder();
  const id = (await guestReturn(order, [{ lineId: a.line.id, quantity: 2 }])).body.id;
  await post(`/returns/${id}/receive`, { lines: [{ lineId: a.line.id, quantity: 2, condition: 'sellable' }] });
  const captured = order.capturedAmount.amount;
  const [resolved, manual] = await Promise.all([
    post(`/returns/${id}/resolve`, { method: 'refund' }),
    new Promise((resolve) => setTimeout(resolve, delayMs)).then(() =>
      post(`/orders/${order.id}/refund`, { amount: captured }),
    ),
  ]);
  const refundedAtProvider = (await providerRefunds(order.id)).reduce((sum, r) => sum + Number(r.amount), 0);
  const refundedOnOrder = (await admin(h.baseUrl, store).get(`/orders/${order.id}`)).body.refundedAmount.amount;
  const returnStatus = (await admin(h.baseUrl, store).get(`/returns/${id}`)).body.status;
  return { captured, resolved, manual, refundedAtProvider, refundedOnOrder, returnStatus };
}

describe('when a return is resolved by refund while staff refund the whole order at the same moment', () => {
  it.each([0, 400])(
    'then the card is never refunded more than was captured: one of the two is refused (manual after %i ms)',
    async (delayMs) => {
      await policy({ autoApproveMaxAmount: 100000 });
      const race = await raceRefunds(delayMs);
      expect(race.refundedAtProvider).toBeLessThanOrEqual(race.captured);
      expect(race.refundedOnOrder).toBe(race.refundedAtProvider);
      const refused = [race.resolved, race.manual].filter((res) => res.status !== 200);
      expect(refused).toHaveLength(1);
      // Refused by the order's workflow: more than is left (422), or nothing left to refund at all (409).
      expect(['refund_exceeds_captured', 'invalid_state_transition']).toContain(refused[0].body.error.code);
      // A return whose refund was refused stays received: staff may credit it instead.
      expect(race.returnStatus).toBe(race.resolved.status === 200 ? 'resolved' : 'received');
    },
  );
});

describe("when a return's workflow has no worker to run it", () => {
  it('then a staff step answers 503 with Retry-After after ORDER_ACTION_WAIT_SECONDS, not for ever', async () => {
    await policy();
    const { order, a } = await fulfilledOrder();
    // The return's workflow starts with its request, here on a task queue no worker polls.
    const unattended = await startHarness({ env: { ORDER_ACTION_WAIT_SECONDS: '1' } });
    const shopper = publicClient(unattended.baseUrl, store.publishableKey);
    const requested = await shopper.post(
      '/returns',
      { orderNumber: order.number, email: order.email, lines: [{ lineId: a.line.id, quantity: 1 }], reason: 'damaged' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expectContract('requestGuestReturn', requested, 201);
    try {
      const started = Date.now();
      const res = await admin(unattended.baseUrl, store).post(
        `/returns/${requested.body.id}/approve`,
        {},
        { headers: { 'idempotency-key': randomUUID() } },
      );
      expectContract('adminApproveReturn', res, 503);
      expect([res.body.error.code, res.headers.get('retry-after')]).toEqual(['service_unavailable', '5']);
      expect(res.body.error.message).toMatch(/^The return's workflow did not answer within 1 s/);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await h.temporal.client.workflow.getHandle(returnWorkflowId(requested.body.id)).terminate('test: done');
      await unattended.close();
    }
  }, 60_000);
});
