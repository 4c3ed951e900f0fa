import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { execute, queryRows } from '../../src/db/sql';
import { keyedId } from '../../src/shared/ids';
import { createClaim } from '../../src/returns/claims.service';
import { temporalOrderWorkflows } from '../../src/temporal/order-workflows';
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
const post = (path: string, body: unknown = {}, key: string = randomUUID()) =>
  admin(h.baseUrl, store).post(path, body, { headers: { 'idempotency-key': key } });
const getOrder = async (orderId: string) => (await admin(h.baseUrl, store).get(`/orders/${orderId}`)).body;

/** A paid card order of 2 units of a and 1 of b (2500 each, 10 of each in stock before), fulfilled. */
async function fulfilledOrder() {
  const a = await makeStockedProduct(em(), store, 10);
  const b = await makeStockedProduct(em(), store, 10);
  const cart = await makeReadyCart(em(), store, [
    { ...a, quantity: 2 },
    { ...b, quantity: 1 },
  ]);
  const res = await submitSettled(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
  expectContract('submitCheckout', res, 201);
  const order = res.body;
  expectContract('adminFulfilOrder', await post(`/orders/${order.id}/fulfil`), 200);
  const lineOf = (variantId: string) => order.lines.find((l: { variantId: string }) => l.variantId === variantId);
  return { order, a: { ...a, line: lineOf(a.variantId) }, b: { ...b, line: lineOf(b.variantId) } };
}

const claimEvents = async (claimId: string) =>
  (
    await queryRows<{ type: string }>(
      em(),
      `SELECT type FROM events WHERE type LIKE 'claim.%' AND payload->'data'->'object'->>'id' = ? ` +
        'ORDER BY created_at, id',
      [claimId],
    )
  ).map((e) => e.type);

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
    `SELECT delta, reason FROM stock_ledger WHERE variant_id = ? AND reason = 'claim_replacement'`,
    [variantId],
  );

describe('when staff claim a damaged unit with a replacement', () => {
  it('then the unit ships again from stock (ledger row, fulfilment) and cannot be claimed twice', async () => {
    const { order, a } = await fulfilledOrder();
    const claimed = await post(`/orders/${order.id}/claims`, {
      reason: 'damaged',
      resolution: 'replacement',
      lines: [{ lineId: a.line.id, quantity: 1 }],
      note: 'Crushed box',
    });
    expectContract('adminCreateClaim', claimed, 201);
    expect(claimed.body).toMatchObject({
      status: 'resolved',
      resolution: 'replacement',
      value: { amount: 2500 },
      refundId: null,
      lines: [{ lineId: a.line.id, quantity: 1 }],
    });
    const id = claimed.body.id as string;
    expect(await stockOf(em(), a.variantId)).toEqual({ onHand: 7, reserved: 0 });
    expect(await ledgerOf(a.variantId)).toEqual([{ delta: -1, reason: 'claim_replacement' }]);
    const after = await getOrder(order.id);
    expect(after.fulfilments.map((f: { id: string }) => f.id)).toContain(claimed.body.fulfilmentId);
    expect(after.refundedAmount.amount).toBe(0);
    const types = after.timeline.map((t: { type: string }) => t.type);
    expect(types).toEqual(expect.arrayContaining(['claim_created', 'claim_resolved']));
    expect(await claimEvents(id)).toEqual(['claim.created', 'claim.resolved']);

    const more = await post(`/orders/${order.id}/claims`, {
      reason: 'missing',
      resolution: 'replacement',
      lines: [{ lineId: a.line.id, quantity: 2 }],
    });
    expectContract('adminCreateClaim', more, 422);
    expect(more.body.error.code).toBe('claim_quantity_exceeded');
    const listed = await admin(h.baseUrl, store).get(`/claims?orderId=${order.id}`);
    expectContract('adminListClaims', listed, 200);
    expect(listed.body.data.map((c: { id: string }) => c.id)).toEqual([id]);
    expectContract('adminGetClaim', await admin(h.baseUrl, store).get(`/claims/${id}`), 200);
  });

  it('then too little stock refuses the claim (409 insufficient_stock) and records nothing', async () => {
    const { order, a } = await fulfilledOrder();
    await execute(em(), 'UPDATE variants SET stock_reserved = stock_on_hand WHERE id = ?', [a.variantId]);
    const refused = await post(`/orders/${order.id}/claims`, {
      reason: 'missing',
      resolution: 'replacement',
      lines: [{ lineId: a.line.id, quantity: 1 }],
    });
    expectContract('adminCreateClaim', refused, 409);
    expect(refused.body.error.code).toBe('insufficient_stock');
    await execute(em(), 'UPDATE variants SET stock_reserved = 0 WHERE id = ?', [a.variantId]);
    expect(await queryRows(em(), 'SELECT id FROM claims WHERE order_id = ?', [order.id])).toEqual([]);
    expect(await ledgerOf(a.variantId)).toEqual([]);
  });
});

describe('when staff claim a missing unit with a refund', () => {
  it('then its value is refunded to the card once, even when the claim is run again after a crash', async () => {
    const { order, b } = await fulfilledOrder();
    const input = {
      id: keyedId('clm', `claim-${randomUUID()}`),
      reason: 'missing' as const,
      resolution: 'refund' as const,
      lines: [{ lineId: b.line.id, quantity: 1 }],
    };
    const orders = temporalOrderWorkflows(h.temporal, 30);
    const first = await createClaim(em(), orders, store.store, order.id, input);
    expect(first).toMatchObject({ status: 'resolved', refundId: `ref_${input.id}`, value: { amount: 2500 } });
    // As if the process died after the refund and before the claim was marked resolved: the retry joins the refund.
    await execute(em(), `UPDATE claims SET status = 'open', refund_id = NULL WHERE id = ?`, [input.id]);
    const again = await createClaim(em(), orders, store.store, order.id, input);
    expect(again.status).toBe('resolved');
    expect(await providerRefunds(order.id)).toEqual([{ idempotency_key: `ref_${input.id}:refund`, amount: '2500' }]);
    expect((await getOrder(order.id)).refundedAmount.amount).toBe(2500);
    expect(await stockOf(em(), b.variantId)).toEqual({ onHand: 9, reserved: 0 });
  });

  it('then a refund above what is left to refund is refused (422) and no claim is recorded', async () => {
    const { order, a } = await fulfilledOrder();
    const captured = order.capturedAmount.amount as number;
    expectContract('adminRefundOrder', await post(`/orders/${order.id}/refund`, { amount: captured - 1000 }), 200);
    const refused = await post(`/orders/${order.id}/claims`, {
      reason: 'damaged',
      resolution: 'refund',
      lines: [{ lineId: a.line.id, quantity: 1 }],
    });
    expectContract('adminCreateClaim', refused, 422);
    expect(refused.body.error.code).toBe('refund_exceeds_captured');
    expect(await queryRows(em(), 'SELECT id FROM claims WHERE order_id = ?', [order.id])).toEqual([]);
  });

  it.each([0, 300])(
    'then a claim refund racing a manual refund of everything never refunds more than captured (manual after %i ms)',
    async (delayMs) => {
      const { order, a } = await fulfilledOrder();
      const captured = order.capturedAmount.amount as number;
      const [claimed, manual] = await Promise.all([
        post(`/orders/${order.id}/claims`, {
          reason: 'damaged',
          resolution: 'refund',
          lines: [{ lineId: a.line.id, quantity: 2 }],
        }),
        new Promise((resolve) => setTimeout(resolve, delayMs)).then(() =>
          post(`/orders/${order.id}/refund`, { amount: captured }),
        ),
      ]);
      const refunded = (await providerRefunds(order.id)).reduce((sum, r) => sum + Number(r.amount), 0);
      expect(refunded).toBeLessThanOrEqual(captured);
      expect((await getOrder(order.id)).refundedAmount.amount).toBe(refunded);
      const statuses = [claimed.status, manual.status];
      expect(statuses.filter((s) => s !== 200 && s !== 201)).toHaveLength(1);
      const claims = await queryRows<{ status: string }>(em(), 'SELECT status FROM claims WHERE order_id = ?', [
        order.id,
      ]);
      // Refused before it was recorded (nothing left), or recorded and then refused by the order's workflow.
      if (claimed.status !== 201) expect(claims.every((c) => c.status === 'failed')).toBe(true);
      else expect(claims).toEqual([{ status: 'resolved' }]);
    },
  );
});
