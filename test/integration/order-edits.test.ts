import { randomUUID } from 'node:crypto';
import { createAdminClient, createStorefrontClient, isCommerceError } from '@commerce-service/sdk';
import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { publicClient } from '../support/http';
import { queryOne, queryRows } from '../../src/db/sql';
import { createSession } from '../../src/customers/customer-sessions.repository';
import { waitFor } from '../support/processes';
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
const api = () => admin(h.baseUrl, store);
const post = (path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  api().post(path, body, { headers: { 'idempotency-key': randomUUID(), ...headers } });
const shop = () => publicClient(h.baseUrl, store.publishableKey);

/** A paid card order of 2 units of a and 1 of b (2500 each, 500 shipping), nothing fulfilled; and a third product. */
async function paidOrder() {
  const a = await makeStockedProduct(em(), store, 10);
  const b = await makeStockedProduct(em(), store, 10);
  const c = await makeStockedProduct(em(), store, 10);
  const cart = await makeReadyCart(em(), store, [
    { ...a, quantity: 2 },
    { ...b, quantity: 1 },
  ]);
  const res = await submitSettled(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
  expectContract('submitCheckout', res, 201);
  const order = res.body;
  const lineOf = (variantId: string) => order.lines.find((l: { variantId: string }) => l.variantId === variantId);
  return { order, a: { ...a, line: lineOf(a.variantId) }, b: { ...b, line: lineOf(b.variantId) }, c };
}

/** Every call the test provider received for the order's payments (authorize, capture, refund…). */
const providerCalls = (orderId: string) =>
  queryRows<{ operation: string; idempotency_key: string; amount: string }>(
    em(),
    `SELECT operation, idempotency_key, amount FROM test_provider_calls
      WHERE payment_reference IN (SELECT 'test_ch_' || id FROM payments WHERE order_id = ?)
      ORDER BY created_at, idempotency_key`,
    [orderId],
  );

const editLedger = (variantId: string) =>
  queryRows<{ delta: number }>(
    em(),
    `SELECT delta FROM stock_ledger WHERE variant_id = ? AND reason = 'order_edit' ORDER BY created_at, id`,
    [variantId],
  );

const orderEvents = (orderId: string, type: string) =>
  queryOne<{ n: number }>(
    em(),
    `SELECT count(*)::int AS n FROM events WHERE type = ? AND payload->'data'->'object'->>'id' = ?`,
    [type, orderId],
  );

async function openEdit(orderId: string) {
  const opened = await post(`/orders/${orderId}/edits`);
  expectContract('adminOpenOrderEdit', opened, 201);
  return opened.body;
}

async function addOperation(editId: string, operation: Record<string, unknown>) {
  const res = await post(`/order-edits/${editId}/operations`, operation);
  expectContract('adminAddOrderEditOperation', res, 200);
  return res.body;
}

describe('when staff lower an order by one unit and commit', () => {
  it('then the surplus goes back to the card once, the unit to stock, and the timeline shows both', async () => {
    const { order, a } = await paidOrder();
    const before = await stockOf(em(), a.variantId);
    const edit = await openEdit(order.id);
    expect(edit).toMatchObject({ status: 'open', baseVersion: 0, orderVersion: 0 });

    const changed = await addOperation(edit.id, { type: 'set_quantity', lineId: a.line.id, quantity: 1 });
    expect(changed.preview).toMatchObject({ movement: 'refund', difference: { amount: -2500 } });
    const preview = await api().get(`/order-edits/${edit.id}/preview`);
    expectContract('adminPreviewOrderEdit', preview, 200);
    expect(preview.body.total.amount).toBe(order.total.amount - 2500);

    const committed = await post(`/order-edits/${edit.id}/commit`, {}, { 'if-match': '"0"' });
    expectContract('adminCommitOrderEdit', committed, 200);
    expect(committed.body).toMatchObject({ status: 'committed', result: { refund: { amount: { amount: 2500 } } } });
    // A second commit of the same edit (another request) moves nothing again.
    expectContract('adminCommitOrderEdit', await post(`/order-edits/${edit.id}/commit`), 200);

    const refunds = (await providerCalls(order.id)).filter((c) => c.operation === 'refund');
    expect(refunds).toEqual([
      { operation: 'refund', idempotency_key: `${committed.body.result.refund.id}:refund`, amount: '2500' },
    ]);
    expect(await editLedger(a.variantId)).toEqual([{ delta: 1 }]);
    expect((await stockOf(em(), a.variantId)).onHand).toBe(before.onHand + 1);

    const after = await api().get(`/orders/${order.id}`);
    expectContract('adminGetOrder', after, 200);
    expect(after.body).toMatchObject({
      version: 1,
      total: { amount: order.total.amount - 2500 },
      refundedAmount: { amount: 2500 },
      balanceDue: { amount: 0 },
    });
    expect(after.body.lines.find((l: { id: string }) => l.id === a.line.id).quantity).toBe(1);
    const edited = after.body.timeline.find((t: { type: string }) => t.type === 'edited');
    expect(edited.data).toMatchObject({
      before: { total: order.total.amount, version: 0 },
      after: { total: order.total.amount - 2500, version: 1 },
      lines: [{ lineId: a.line.id, before: 2, after: 1 }],
    });
    expect((await orderEvents(order.id, 'order.edited'))?.n).toBe(1);
  });
});

describe('when staff add a line to a paid order and the shopper pays the link', () => {
  it('then the order shows the balance due until the link is paid, once, through the provider', async () => {
    const { order, c } = await paidOrder();
    const edit = await openEdit(order.id);
    const changed = await addOperation(edit.id, { type: 'add_line', variantId: c.variantId, quantity: 2 });
    expect(changed.preview).toMatchObject({ movement: 'payment_link', difference: { amount: 5000 } });
    const callsBefore = (await providerCalls(order.id)).length;

    const committed = await post(`/order-edits/${edit.id}/commit`);
    expectContract('adminCommitOrderEdit', committed, 200);
    const linkId = committed.body.result.paymentLinkId;
    expect(linkId).toMatch(/^plink_/);
    expect((await providerCalls(order.id)).length).toBe(callsBefore);
    expect(await editLedger(c.variantId)).toEqual([{ delta: -2 }]);
    const due = await api().get(`/orders/${order.id}`);
    expect(due.body).toMatchObject({ balanceDue: { amount: 5000 }, total: { amount: order.total.amount + 5000 } });

    const link = await shop().get(`/payment-links/${linkId}`);
    expectContract('getPaymentLink', link, 200);
    expect(link.body).toMatchObject({ status: 'open', amount: { amount: 5000 }, orderNumber: order.number });

    const declined = await shop().post(
      `/payment-links/${linkId}/pay`,
      { paymentToken: 'tok_declined' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expectContract('payPaymentLink', declined, 402);
    const paid = await shop().post(
      `/payment-links/${linkId}/pay`,
      { paymentToken: 'tok_visa' },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expectContract('payPaymentLink', paid, 200);
    expect(paid.body).toMatchObject({ status: 'paid' });
    // Paying a paid link again charges nothing.
    const again = await shop().post(`/payment-links/${linkId}/pay`, { paymentToken: 'tok_visa' });
    expectContract('payPaymentLink', again, 200);

    const charges = (await providerCalls(order.id)).filter(
      (call) => call.amount === '5000' && ['authorize', 'capture'].includes(call.operation),
    );
    expect(charges.map((call) => call.operation).sort()).toEqual(['authorize', 'authorize', 'capture']);
    const after = await api().get(`/orders/${order.id}`);
    expect(after.body).toMatchObject({
      balanceDue: { amount: 0 },
      capturedAmount: { amount: order.total.amount + 5000 },
    });
  });
});

describe('when an order whose balance was paid through a link is refunded in full', () => {
  it('then each payment gets back at most what it paid: the link first, then the checkout', async () => {
    const { order, c } = await paidOrder();
    const edit = await openEdit(order.id);
    await addOperation(edit.id, { type: 'add_line', variantId: c.variantId, quantity: 1 });
    const committed = await post(`/order-edits/${edit.id}/commit`);
    const paid = await shop().post(`/payment-links/${committed.body.result.paymentLinkId}/pay`, {
      paymentToken: 'tok_visa',
    });
    expectContract('payPaymentLink', paid, 200);

    const refunded = await post(`/orders/${order.id}/refund`, {});
    expectContract('adminRefundOrder', refunded, 200);
    const refundId = refunded.body.refunds[0].id;
    const payments = await queryRows<{ id: string; amount: string; refunded_amount: string }>(
      em(),
      'SELECT id, amount, refunded_amount FROM payments WHERE order_id = ? ORDER BY created_at, id',
      [order.id],
    );
    expect(payments.map((p) => [Number(p.amount), Number(p.refunded_amount)])).toEqual([
      [order.total.amount, order.total.amount],
      [2500, 2500],
    ]);
    const refunds = (await providerCalls(order.id)).filter((call) => call.operation === 'refund');
    expect(refunds.map((r) => [r.idempotency_key, r.amount]).sort()).toEqual([
      [`${refundId}:refund`, '2500'],
      [`${refundId}:refund:2`, String(order.total.amount)],
    ]);
  });
});

describe('when staff add a line and undo it before committing', () => {
  it('then the commit makes no provider call and moves no stock', async () => {
    const { order, c } = await paidOrder();
    const callsBefore = await providerCalls(order.id);
    const edit = await openEdit(order.id);
    const added = await addOperation(edit.id, { type: 'add_line', variantId: c.variantId, quantity: 1 });
    const operationId = added.operations[0].id;
    const undone = await api().delete(`/order-edits/${edit.id}/operations/${operationId}`);
    expectContract('adminRemoveOrderEditOperation', undone, 200);
    expect(undone.body.preview).toMatchObject({ movement: 'none', difference: { amount: 0 } });

    expectContract('adminCommitOrderEdit', await post(`/order-edits/${edit.id}/commit`), 200);
    expect(await providerCalls(order.id)).toEqual(callsBefore);
    expect(await editLedger(c.variantId)).toEqual([]);
    const after = await api().get(`/orders/${order.id}`);
    expect(after.body).toMatchObject({ total: order.total, refundedAmount: { amount: 0 }, balanceDue: { amount: 0 } });
  });
});

describe('when two staff commit edits of one order at the same time', () => {
  it('then one commits, the other answers 409 with the current version, and only the first moves money', async () => {
    const { order, a, b } = await paidOrder();
    const first = await openEdit(order.id);
    const second = await openEdit(order.id);
    await addOperation(first.id, { type: 'set_quantity', lineId: a.line.id, quantity: 1 });
    await addOperation(second.id, { type: 'remove_line', lineId: b.line.id });

    const answers = await Promise.all([
      post(`/order-edits/${first.id}/commit`, {}, { 'if-match': '0' }),
      post(`/order-edits/${second.id}/commit`, {}, { 'if-match': '0' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409);
    expectContract('adminCommitOrderEdit', refused!, 409);
    expect(refused!.body.error).toMatchObject({ code: 'order_version_conflict', details: { currentVersion: 1 } });

    const refunds = (await providerCalls(order.id)).filter((c) => c.operation === 'refund');
    expect(refunds.map((r) => r.amount)).toEqual(['2500']);
    const after = await api().get(`/orders/${order.id}`);
    expect(after.body).toMatchObject({ version: 1, refundedAmount: { amount: 2500 } });
  });
});

describe('when an edit removes the only line left to ship', () => {
  it('then the order is fulfilled and completed, as a fulfilment of that line would leave it', async () => {
    const { order, a, b } = await paidOrder();
    const shipped = await post(`/orders/${order.id}/fulfil`, { items: [{ lineId: a.line.id, quantity: 2 }] });
    expectContract('adminFulfilOrder', shipped, 200);
    const edit = await openEdit(order.id);
    await addOperation(edit.id, { type: 'remove_line', lineId: b.line.id });
    expectContract('adminCommitOrderEdit', await post(`/order-edits/${edit.id}/commit`), 200);
    const after = await api().get(`/orders/${order.id}`);
    expect(after.body).toMatchObject({
      status: 'completed',
      fulfillmentStatus: 'fulfilled',
      refundedAmount: { amount: 2500 },
    });
    expect(after.body.lines.map((l: { id: string }) => l.id)).toEqual([a.line.id]);
  });
});

describe('when an edit asks for what cannot be', () => {
  it('then each refusal answers its own code', async () => {
    const { order, a } = await paidOrder();
    const edit = await openEdit(order.id);
    const missing = await post(`/order-edits/${edit.id}/operations`, { type: 'set_quantity', lineId: a.line.id });
    expectContract('adminAddOrderEditOperation', missing, 400);
    expect(missing.body.error.code).toBe('validation_failed');
    const badCode = await post(`/order-edits/${edit.id}/operations`, { type: 'set_discount', code: 'NOPE-NOPE' });
    expectContract('adminAddOrderEditOperation', badCode, 422);
    expect(badCode.body.error.code).toBe('discount_code_invalid');
    const cancelled = await post(`/order-edits/${edit.id}/cancel`);
    expectContract('adminCancelOrderEdit', cancelled, 200);
    const closed = await post(`/order-edits/${edit.id}/commit`);
    expectContract('adminCommitOrderEdit', closed, 409);
    const list = await api().get(`/orders/${order.id}/edits`);
    expectContract('adminListOrderEdits', list, 200);
    expect(list.body.data.map((e: { status: string }) => e.status)).toEqual(['cancelled']);
  });
});

describe('when an integrator edits an order and pays its link through the SDK', () => {
  it('then the typed calls work, a stale If-Match is a 409 with the version, and the link is paid', async () => {
    const { order, c } = await paidOrder();
    const sdk = createAdminClient({ baseUrl: h.baseUrl, secretKey: store.secretKey });
    const shopper = createStorefrontClient({ baseUrl: h.baseUrl, publishableKey: store.publishableKey, storage: null });
    const { data: edit } = await sdk.post('/orders/{orderId}/edits', { path: { orderId: order.id } });
    const body = { type: 'add_line' as const, variantId: c.variantId, quantity: 1 };
    await sdk.post('/order-edits/{id}/operations', { path: { id: edit.id }, body });
    const stale = await sdk
      .post('/order-edits/{id}/commit', { path: { id: edit.id }, headers: { 'if-match': '"7"' } })
      .catch((error: unknown) => error);
    if (!isCommerceError(stale, 'order_version_conflict')) throw stale;
    expect(stale.details).toMatchObject({ expectedVersion: 7, currentVersion: 0 });
    const { data: committed } = await sdk.post('/order-edits/{id}/commit', {
      path: { id: edit.id },
      headers: { 'if-match': '"0"' },
    });
    const link = committed.result?.paymentLinkId as string;
    const { data: paid } = await shopper.post('/payment-links/{id}/pay', {
      path: { id: link },
      body: { paymentToken: 'tok_visa' },
    });
    expect(paid).toMatchObject({ status: 'paid', amount: { amount: 2500 } });
  });
});

describe('when staff add a variant to the order of a customer whose group has a price list', () => {
  it("then the line is priced as that customer is priced, in the order's currency", async () => {
    const { order, c } = await paidOrder();
    const customerId = (await api().get(`/orders/${order.id}`)).body.customerId as string;
    const group = await api().post('/customer-groups', { name: `Trade ${randomUUID().slice(0, 6)}` });
    expectContract('adminCreateCustomerGroup', group, 201);
    expectContract(
      'adminAddCustomerGroupMember',
      await api().put(`/customer-groups/${group.body.id}/customers/${customerId}`),
      200,
    );
    const list = await api().post('/price-lists', {
      name: 'Trade prices',
      kind: 'override',
      customerGroupId: group.body.id,
      prices: [
        { variantId: c.variantId, currency: 'EUR', amount: 1000 },
        { variantId: c.variantId, currency: 'USD', amount: 2000 },
      ],
    });
    expectContract('adminCreatePriceList', list, 201);
    // The customer's storefront sees the list's price once the store's price book has it.
    const session = (await createSession(em(), store.storeId, customerId, { idleSeconds: 3600, maxSeconds: 7200 }))
      .token;
    await waitFor(
      async () =>
        (await shop().get(`/products/${c.productId}`, { headers: { 'x-customer-session': session } })).body.variants[0]
          .price.amount === 2000,
      'the list price on the storefront',
    );

    const edit = await openEdit(order.id);
    const changed = await addOperation(edit.id, { type: 'add_line', variantId: c.variantId, quantity: 2 });
    const added = changed.preview.lines.find((l: { added: boolean }) => l.added);
    expect(added).toMatchObject({ variantId: c.variantId, unitPrice: { amount: 2000, currency: 'USD' } });
    expect(changed.preview).toMatchObject({ movement: 'payment_link', difference: { amount: 4000 } });
    // A price staff give still wins.
    const custom = await addOperation(edit.id, {
      type: 'add_line',
      variantId: c.variantId,
      quantity: 1,
      unitAmount: 1234,
    });
    expect(custom.preview.lines.filter((l: { added: boolean }) => l.added)[1]).toMatchObject({
      unitPrice: { amount: 1234 },
    });
  });
});
