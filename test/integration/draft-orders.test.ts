import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { publicClient } from '../support/http';
import { waitFor } from '../support/processes';
import { makeCustomer } from '../support/customers';
import { queryOne, queryRows } from '../../src/db/sql';
import {
  ADDRESS,
  admin,
  makeCheckoutStore,
  makeStockedProduct,
  stockOf,
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
const api = () => admin(h.baseUrl, store);
const post = (path: string, body: unknown = {}) =>
  api().post(path, body, { headers: { 'idempotency-key': randomUUID() } });
const shop = () => publicClient(h.baseUrl, store.publishableKey);
const pay = (linkId: string, paymentToken: string) =>
  shop().post(`/payment-links/${linkId}/pay`, { paymentToken }, { headers: { 'idempotency-key': randomUUID() } });

/** Every authorize and capture the test provider received for the order's payments. */
const charges = (orderId: string) =>
  queryRows<{ operation: string; amount: string }>(
    em(),
    `SELECT operation, amount FROM test_provider_calls
      WHERE payment_reference IN (SELECT 'test_ch_' || id FROM payments WHERE order_id = ?)
        AND operation IN ('authorize', 'capture')
      ORDER BY created_at, idempotency_key`,
    [orderId],
  );

const events = async (type: string, draftId: string) =>
  Number(
    (
      await queryOne<{ n: number }>(
        em(),
        `SELECT count(*)::int AS n FROM events WHERE type = ? AND payload->'data'->'object'->>'id' = ?`,
        [type, draftId],
      )
    )?.n,
  );

const ordersOfDraft = (draftId: string) =>
  queryRows<{ id: string; status: string; payment_status: string; payment_method: string }>(
    em(),
    'SELECT id, status, payment_status, payment_method FROM orders WHERE cart_id = ?',
    [draftId],
  );

/** A draft of 2 units of a at a custom 2000 and 1 of b at its catalogue price (2500), shipped for 500: 7000. */
async function draft() {
  const a = await makeStockedProduct(em(), store, 10);
  const b = await makeStockedProduct(em(), store, 10);
  const res = await post('/draft-orders', {
    email: `draft-${randomUUID().slice(0, 8)}@example.com`,
    lines: [
      { variantId: a.variantId, quantity: 2, unitPrice: 2000 },
      { variantId: b.variantId, quantity: 1 },
    ],
    shippingOptionId: store.shippingOptionId,
    shippingAddress: ADDRESS,
    note: 'Phone order',
  });
  expectContract('adminCreateDraftOrder', res, 201);
  return { draft: res.body, a, b };
}

async function sendLink(draftId: string) {
  const sent = await post(`/draft-orders/${draftId}/send-link`);
  expectContract('adminSendDraftOrderLink', sent, 200);
  return sent.body;
}

async function expiry(seconds: number) {
  const res = await api().patch('/settings', { draftOrders: { linkExpirySeconds: seconds } });
  expectContract('adminUpdateStoreSettings', res, 200);
}

describe('when staff build a draft order and the customer pays its link', () => {
  beforeAll(() => expiry(3600));

  it('then the draft is priced as a cart, reserved when sent, and becomes one paid order, charged once', async () => {
    const { draft: made, a } = await draft();
    expect(made).toMatchObject({
      status: 'open',
      subtotal: { amount: 6500 },
      shippingTotal: { amount: 500 },
      total: { amount: 7000 },
      lines: [
        { customPrice: true, unitPrice: { amount: 2000 } },
        { customPrice: false, unitPrice: { amount: 2500 } },
      ],
    });
    expect(await events('draft_order.created', made.id)).toBe(1);

    const sent = await sendLink(made.id);
    expect(sent).toMatchObject({ status: 'invoiced', paymentLinkId: expect.stringMatching(/^plink_/) });
    expect(await stockOf(em(), a.variantId)).toEqual({ onHand: 10, reserved: 2 });
    // Sending again changes nothing.
    expect((await sendLink(made.id)).paymentLinkId).toBe(sent.paymentLinkId);

    const link = await shop().get(`/payment-links/${sent.paymentLinkId}`);
    expectContract('getPaymentLink', link, 200);
    expect(link.body).toMatchObject({
      purpose: 'draft_order',
      status: 'open',
      amount: { amount: 7000 },
      draftOrder: { total: { amount: 7000 }, lines: [{ quantity: 2 }, { quantity: 1 }] },
    });

    expectContract('payPaymentLink', await pay(sent.paymentLinkId, 'tok_declined'), 402);
    const paid = await pay(sent.paymentLinkId, 'tok_visa');
    expectContract('payPaymentLink', paid, 200);
    expect(paid.body).toMatchObject({ status: 'paid' });
    expectContract('payPaymentLink', await pay(sent.paymentLinkId, 'tok_visa'), 200);

    const after = await api().get(`/draft-orders/${made.id}`);
    expectContract('adminGetDraftOrder', after, 200);
    expect(after.body).toMatchObject({ status: 'paid', orderId: sent.orderId });
    expect(await ordersOfDraft(made.id)).toEqual([
      { id: sent.orderId, status: 'confirmed', payment_status: 'paid', payment_method: 'payment_link' },
    ]);
    const order = await api().get(`/orders/${sent.orderId}`);
    expect(order.body).toMatchObject({ total: { amount: 7000 }, capturedAmount: { amount: 7000 } });
    expect(await stockOf(em(), a.variantId)).toEqual({ onHand: 8, reserved: 0 });
    const captures = (await charges(sent.orderId)).filter((c) => c.operation === 'capture');
    expect(captures).toEqual([{ operation: 'capture', amount: '7000' }]);
    expect(await events('draft_order.paid', made.id)).toBe(1);
  });
});

describe('when staff mark a draft order paid by bank transfer', () => {
  it('then it becomes its order, paid through the order workflow, with nothing charged', async () => {
    const { draft: made, b } = await draft();
    const list = await api().get('/draft-orders?status=open');
    expectContract('adminListDraftOrders', list, 200);
    expect(list.body.items.map((d: { id: string }) => d.id)).toContain(made.id);

    const edited = await api().patch(`/draft-orders/${made.id}`, { note: 'Paid by transfer', discountCode: null });
    expectContract('adminUpdateDraftOrder', edited, 200);
    const marked = await post(`/draft-orders/${made.id}/mark-paid`);
    expectContract('adminMarkDraftOrderPaid', marked, 200);
    expect(marked.body).toMatchObject({ status: 'paid', note: 'Paid by transfer', paymentLinkId: null });
    expect(await ordersOfDraft(made.id)).toEqual([
      { id: marked.body.orderId, status: 'confirmed', payment_status: 'paid', payment_method: 'bank_transfer' },
    ]);
    expect(await stockOf(em(), b.variantId)).toEqual({ onHand: 9, reserved: 0 });
    expect(await charges(marked.body.orderId)).toEqual([]);
    expect(await events('draft_order.paid', made.id)).toBe(1);

    // A paid draft is no longer edited.
    const refused = await api().patch(`/draft-orders/${made.id}`, { note: 'late' });
    expectContract('adminUpdateDraftOrder', refused, 409);
  });
});

describe("when a draft order's link is not paid in time", () => {
  beforeAll(() => expiry(2));
  afterAll(() => expiry(3600));

  it('then its workflow timer expires it: order cancelled, stock released, link not payable', async () => {
    const { draft: made, a } = await draft();
    const sent = await sendLink(made.id);
    expect(await stockOf(em(), a.variantId)).toEqual({ onHand: 10, reserved: 2 });
    await waitFor(
      async () => (await api().get(`/draft-orders/${made.id}`)).body.status === 'expired',
      'the draft to expire',
    );
    expect(await stockOf(em(), a.variantId)).toEqual({ onHand: 10, reserved: 0 });
    expect(await ordersOfDraft(made.id)).toMatchObject([{ status: 'cancelled' }]);
    const link = await shop().get(`/payment-links/${sent.paymentLinkId}`);
    expect(link.body).toMatchObject({ status: 'cancelled' });
    const late = await pay(sent.paymentLinkId, 'tok_visa');
    expectContract('payPaymentLink', late, 200);
    expect(late.body).toMatchObject({ status: 'cancelled', paidAt: null });
    expect(await charges(sent.orderId)).toEqual([]);
  });
});

describe('when a draft is marked paid while its link is paid', () => {
  beforeAll(() => expiry(3600));

  it("then a link paid after the order was marked paid (from the order's page) charges nothing", async () => {
    const { draft: made } = await draft();
    const sent = await sendLink(made.id);
    // Staff mark the order paid from the orders page: the draft's link is still open when the shopper pays it.
    const marked = await post(`/orders/${sent.orderId}/mark-paid`);
    expect(marked.status).toBe(200);
    // The order's step settled the draft: paid, its event written, before anyone reads the draft.
    expect(await events('draft_order.paid', made.id)).toBe(1);
    const late = await pay(sent.paymentLinkId, 'tok_visa');
    expectContract('payPaymentLink', late, 200);
    expect(late.body).toMatchObject({ status: 'cancelled', paidAt: null });
    expect(await charges(sent.orderId)).toEqual([]);
    const after = await api().get(`/draft-orders/${made.id}`);
    expect(after.body).toMatchObject({ status: 'paid' });
    expect(await events('draft_order.paid', made.id)).toBe(1);
  });

  it("then a link still open after its order was cancelled from the order's page charges nothing", async () => {
    const { draft: made } = await draft();
    const sent = await sendLink(made.id);
    // The order's own page cancels it: the draft's link row is still open when the shopper pays it.
    expect((await post(`/orders/${sent.orderId}/cancel`, { reason: 'customer changed their mind' })).status).toBe(200);
    const late = await pay(sent.paymentLinkId, 'tok_visa');
    expectContract('payPaymentLink', late, 409);
    expect(await charges(sent.orderId)).toEqual([]);
    expect(await ordersOfDraft(made.id)).toMatchObject([{ status: 'cancelled', payment_status: 'voided' }]);
  });

  it('then of both at once, one order is paid, once: at most one capture, never of a paid order', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { draft: made } = await draft();
      const sent = await sendLink(made.id);
      const [marked, paid] = await Promise.all([
        post(`/draft-orders/${made.id}/mark-paid`),
        pay(sent.paymentLinkId, 'tok_visa'),
      ]);
      expect(marked.status).toBe(200);
      expect([200, 409]).toContain(paid.status);
      const orders = await ordersOfDraft(made.id);
      expect(orders).toMatchObject([{ status: 'confirmed', payment_status: 'paid' }]);
      const captures = (await charges(sent.orderId)).filter((c) => c.operation === 'capture');
      const manual = await queryOne<{ n: number }>(
        em(),
        `SELECT count(*)::int AS n FROM payments WHERE order_id = ? AND provider = 'manual' AND status = 'captured'`,
        [sent.orderId],
      );
      // Either the card paid (its capture, the manual payment voided) or the transfer did (no card capture).
      expect(captures.length + Number(manual?.n)).toBe(1);
      expect(await events('draft_order.paid', made.id)).toBe(1);
    }
  });
});

describe('when staff cancel a sent draft, or ask for what a draft cannot do', () => {
  it('then the order is cancelled and its stock released; bad input answers the error envelope', async () => {
    const { draft: made, a } = await draft();
    const sent = await sendLink(made.id);
    expect(await stockOf(em(), a.variantId)).toEqual({ onHand: 10, reserved: 2 });
    const cancelled = await post(`/draft-orders/${made.id}/cancel`);
    expectContract('adminCancelDraftOrder', cancelled, 200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(em(), a.variantId)).toEqual({ onHand: 10, reserved: 0 });
    expect(await ordersOfDraft(made.id)).toMatchObject([{ status: 'cancelled' }]);
    expect((await shop().get(`/payment-links/${sent.paymentLinkId}`)).body).toMatchObject({ status: 'cancelled' });
    expectContract('adminMarkDraftOrderPaid', await post(`/draft-orders/${made.id}/mark-paid`), 409);

    const unknown = await post('/draft-orders', {
      email: 'x@example.com',
      lines: [{ variantId: 'var_nope', quantity: 1 }],
    });
    expectContract('adminCreateDraftOrder', unknown, 400);
    expect(unknown.body.error.code).toBe('validation_failed');
    const empty = await post('/draft-orders', { email: 'y@example.com' });
    expectContract('adminSendDraftOrderLink', await post(`/draft-orders/${empty.body.id}/send-link`), 400);
    expectContract('adminGetDraftOrder', await api().get('/draft-orders/dord_missing'), 404);
  });
});

describe('when a draft is for a customer of the store, with a discount code', () => {
  it("then it takes the customer's e-mail, prices the discount as a cart would, and the order is theirs", async () => {
    const email = `known-${randomUUID().slice(0, 8)}@example.com`;
    const customerId = await makeCustomer(em(), store.storeId, email, false);
    const code = `DRAFT${randomUUID().slice(0, 6).toUpperCase()}`;
    const discount = await api().post('/discounts', { code, type: 'percentage', value: 10 });
    expect(discount.status).toBe(201);
    const a = await makeStockedProduct(em(), store, 5);
    const made = await post('/draft-orders', {
      customerId,
      lines: [{ variantId: a.variantId, quantity: 2 }],
      discountCode: code,
      shippingOptionId: store.shippingOptionId,
      shippingAddress: ADDRESS,
    });
    expectContract('adminCreateDraftOrder', made, 201);
    expect(made.body).toMatchObject({ email, customerId, discountTotal: { amount: 500 }, total: { amount: 5000 } });
    const marked = await post(`/draft-orders/${made.body.id}/mark-paid`);
    expectContract('adminMarkDraftOrderPaid', marked, 200);
    const order = await api().get(`/orders/${marked.body.orderId}`);
    expect(order.body).toMatchObject({ customerId, email, discountCode: code, total: { amount: 5000 } });
  });
});

describe('when staff add custom lines (a title and a price, not a catalogue variant) to a draft', () => {
  it('then they are taxed as a cart taxes (or untaxed), reserve no stock, and the order carries them', async () => {
    // A store of its own, taxing GB at 20% (prices before tax), so the other drafts' totals stay as they are.
    const taxed = await makeCheckoutStore(em());
    const staff = admin(h.baseUrl, taxed);
    const rate = await staff.patch('/settings', { taxRates: [{ country: 'GB', name: 'VAT', rateBasisPoints: 2000 }] });
    expect(rate.status).toBe(200);
    const a = await makeStockedProduct(em(), taxed, 10);
    const create = (body: unknown) =>
      staff.post('/draft-orders', body, { headers: { 'idempotency-key': randomUUID() } });
    const made = await create({
      email: `custom-${randomUUID().slice(0, 8)}@example.com`,
      lines: [
        { variantId: a.variantId, quantity: 1 },
        { title: 'Gift wrapping', unitPrice: 300, quantity: 2 },
        { title: 'Engraving', unitPrice: 1000, quantity: 1, taxable: false },
      ],
      shippingOptionId: taxed.shippingOptionId,
      shippingAddress: ADDRESS,
    });
    expectContract('adminCreateDraftOrder', made, 201);
    // 2500 + 2 × 300 + 1000 = 4100; tax 20% of 2500 and of 600, none of the engraving: 620; shipping 500.
    expect(made.body).toMatchObject({
      subtotal: { amount: 4100 },
      taxTotal: { amount: 620 },
      shippingTotal: { amount: 500 },
      total: { amount: 5220 },
      lines: [
        { variantId: a.variantId, custom: false, taxable: true, tax: { amount: 500 } },
        {
          variantId: null,
          productId: null,
          custom: true,
          customPrice: true,
          title: 'Gift wrapping',
          taxable: true,
          quantity: 2,
          unitPrice: { amount: 300 },
          tax: { amount: 120 },
          total: { amount: 720 },
        },
        {
          variantId: null,
          custom: true,
          title: 'Engraving',
          taxable: false,
          tax: { amount: 0 },
          total: { amount: 1000 },
        },
      ],
    });

    const sent = await staff.post(
      `/draft-orders/${made.body.id}/send-link`,
      {},
      {
        headers: { 'idempotency-key': randomUUID() },
      },
    );
    expectContract('adminSendDraftOrderLink', sent, 200);
    // Only the catalogue line reserves stock.
    expect(await stockOf(em(), a.variantId)).toEqual({ onHand: 10, reserved: 1 });
    const reservations = await queryRows<{ variant_id: string; quantity: number }>(
      em(),
      'SELECT variant_id, quantity FROM stock_reservations WHERE order_id = ?',
      [sent.body.orderId],
    );
    expect(reservations).toEqual([{ variant_id: a.variantId, quantity: 1 }]);

    const link = await publicClient(h.baseUrl, taxed.publishableKey).get(`/payment-links/${sent.body.paymentLinkId}`);
    expectContract('getPaymentLink', link, 200);
    expect(link.body.draftOrder.lines.map((l: { title: string }) => l.title)).toEqual([
      expect.any(String),
      'Gift wrapping',
      'Engraving',
    ]);
    const paid = await publicClient(h.baseUrl, taxed.publishableKey).post(
      `/payment-links/${sent.body.paymentLinkId}/pay`,
      { paymentToken: 'tok_visa' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expectContract('payPaymentLink', paid, 200);
    expect(await stockOf(em(), a.variantId)).toEqual({ onHand: 9, reserved: 0 });

    const order = await staff.get(`/orders/${sent.body.orderId}`);
    expectContract('adminGetOrder', order, 200);
    expect(order.body).toMatchObject({ paymentStatus: 'paid', taxTotal: { amount: 620 }, total: { amount: 5220 } });
    expect(order.body.lines).toMatchObject([
      { variantId: a.variantId, custom: false, taxable: true },
      {
        custom: true,
        variantId: '',
        productId: '',
        title: 'Gift wrapping',
        quantity: 2,
        unitPrice: { amount: 300 },
        tax: { amount: 120 },
      },
      { custom: true, title: 'Engraving', taxable: false, tax: { amount: 0 }, total: { amount: 1000 } },
    ]);
    // A custom line ships with the rest: the whole order is fulfilled.
    const fulfilled = await staff.post(
      `/orders/${sent.body.orderId}/fulfil`,
      {},
      {
        headers: { 'idempotency-key': randomUUID() },
      },
    );
    expectContract('adminFulfilOrder', fulfilled, 200);
    expect(fulfilled.body).toMatchObject({ fulfillmentStatus: 'fulfilled' });
    const engraving = order.body.lines[2].id as string;
    // A custom line is refunded, not sent back: a return naming it is refused.
    const returned = await publicClient(h.baseUrl, taxed.publishableKey).post(
      '/returns',
      {
        orderNumber: order.body.number,
        email: order.body.email,
        lines: [{ lineId: engraving, quantity: 1 }],
        reason: 'damaged',
      },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expectContract('requestGuestReturn', returned, 422);
    expect(returned.body.error.code).toBe('return_not_allowed');
    // Refunded with restock asked for, it puts nothing on a shelf.
    const refunded = await staff.post(
      `/orders/${sent.body.orderId}/refund`,
      { items: [{ lineId: engraving, quantity: 1 }], restock: true, reason: 'not engraved' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expectContract('adminRefundOrder', refunded, 200);
    expect(refunded.body).toMatchObject({ refundedAmount: { amount: 1000 } });
    expect(await stockOf(em(), a.variantId)).toEqual({ onHand: 9, reserved: 0 });
    const counted = await queryOne<{ restocked_quantity: number }>(
      em(),
      'SELECT restocked_quantity FROM order_lines WHERE id = ?',
      [engraving],
    );
    expect(counted).toEqual({ restocked_quantity: 0 });
  });

  it('then a line that names neither a variant nor a title and price answers 400 validation_failed', async () => {
    for (const line of [
      { quantity: 1 },
      { title: 'Custom', quantity: 1 },
      { title: 'Both', variantId: 'var_x', unitPrice: 100, quantity: 1 },
    ]) {
      const res = await post('/draft-orders', { email: 'c@example.com', lines: [line] });
      expectContract('adminCreateDraftOrder', res, 400);
      expect(res.body.error).toMatchObject({ code: 'validation_failed' });
    }
  });
});
