import { randomUUID } from 'node:crypto';
import type { Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { publicClient } from '../support/http';
import { waitFor } from '../support/processes';
import type { SmtpSink } from '../support/smtp-sink';
import { closeMailedHarness, startMailedHarness } from '../support/mailed-harness';
import { execute, queryRows } from '../../src/db/sql';
import { createSession } from '../../src/customers/customer-sessions.repository';
import {
  admin,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  submitSettled,
  type CheckoutStore,
} from '../support/checkout-factories';

let h: Harness;
let sink: SmtpSink;
let store: CheckoutStore;

beforeAll(async () => {
  ({ h, sink } = await startMailedHarness());
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(() => closeMailedHarness(h, sink));

const em = () => h.orm.em.fork();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const shop = () => publicClient(h.baseUrl, store.publishableKey);
const keyed = () => ({ headers: { 'idempotency-key': randomUUID() } });
const post = (path: string, body: unknown = {}) => admin(h.baseUrl, store).post(path, body, keyed());
const getReturn = async (id: string) => (await admin(h.baseUrl, store).get(`/returns/${id}`)).body;

async function policy(patch: Record<string, unknown>) {
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

/** A paid, fulfilled card order of 2 units of one product, with a unique e-mail, and an approved return of both. */
async function approvedReturn(options: { customer?: boolean } = {}) {
  const a = await makeStockedProduct(em(), store, 10);
  const cart = await makeReadyCart(em(), store, [{ ...a, quantity: 2 }]);
  const res = await submitSettled(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
  expectContract('submitCheckout', res, 201);
  const order = res.body;
  const email = `returner-${randomUUID()}@example.com`;
  await execute(em(), 'UPDATE orders SET email = ? WHERE id = ?', [email, order.id]);
  expectContract('adminFulfilOrder', await post(`/orders/${order.id}/fulfil`), 200);
  const lineId = order.lines[0].id as string;
  const asked = await shop().post(
    '/returns',
    { orderNumber: order.number, email, lines: [{ lineId, quantity: 2 }], reason: 'damaged' },
    keyed(),
  );
  expectContract('requestGuestReturn', asked, 201);
  let session: { headers: Record<string, string> } | undefined;
  if (options.customer) {
    const { customer_id: customerId } = (
      await queryRows<{ customer_id: string }>(em(), 'SELECT customer_id FROM orders WHERE id = ?', [order.id])
    )[0];
    await execute(em(), 'UPDATE customers SET has_account = true WHERE id = ?', [customerId]);
    const { token } = await createSession(em(), store.storeId, customerId, { idleSeconds: 3600, maxSeconds: 7200 });
    session = { headers: { 'x-customer-session': token, 'idempotency-key': randomUUID() } };
  }
  const approved = await post(`/returns/${asked.body.id}/approve`, { message: 'Drop it at any DHL shop.' });
  expectContract('adminApproveReturn', approved, 200);
  return { order: { ...order, email }, lineId, id: asked.body.id as string, session };
}

const timeline = async (orderId: string) =>
  (await admin(h.baseUrl, store).get(`/orders/${orderId}`)).body.timeline as Array<{ type: string; message: string }>;
const mailsTo = (email: string) => sink.received.filter((m) => m.to.some((to) => to.includes(email)));
const trackingEvents = (returnId: string) =>
  queryRows<{ type: string }>(
    em(),
    `SELECT type FROM events WHERE type = 'return.tracking_added' AND payload->'data'->'object'->>'id' = ?`,
    [returnId],
  );

describe('when staff add a label and the guest shopper adds the tracking number of the parcel', () => {
  it('then both show on the return and the timeline, the return is in transit and no longer expires', async () => {
    await policy({ shipWithinSeconds: 3 });
    const { order, lineId, id } = await approvedReturn();
    const label = await post(`/returns/${id}/tracking`, {
      kind: 'label',
      carrier: 'DHL',
      url: 'https://labels.example.com/label.pdf',
    });
    expectContract('adminAddReturnTracking', label, 200);
    expect(label.body).toMatchObject({ status: 'approved', tracking: [{ kind: 'label', addedBy: 'staff' }] });

    const foreign = await shop().post(
      `/returns/${id}/tracking`,
      { orderNumber: order.number, email: 'someone-else@example.com', number: 'JD0146' },
      keyed(),
    );
    expectContract('addGuestReturnTracking', foreign, 404);
    const tracked = await shop().post(
      `/returns/${id}/tracking`,
      { orderNumber: order.number, email: order.email.toUpperCase(), carrier: 'DHL', number: 'JD0146' },
      keyed(),
    );
    expectContract('addGuestReturnTracking', tracked, 200);
    expect(tracked.body.status).toBe('in_transit');
    expect(tracked.body.tracking).toMatchObject([
      { kind: 'label', url: 'https://labels.example.com/label.pdf' },
      { kind: 'tracking', carrier: 'DHL', number: 'JD0146', url: null, addedBy: 'guest' },
    ]);
    const lines = await timeline(order.id);
    expect(lines.filter((l) => l.type === 'return_tracking_added').map((l) => l.message)).toEqual([
      'Return label added: DHL https://labels.example.com/label.pdf',
      'Return tracking added: DHL JD0146',
    ]);
    expect(await trackingEvents(id)).toHaveLength(2);

    // Past the 3 s deadline the parcel is on its way, so the return waits for it instead of expiring.
    await sleep(4500);
    expect((await getReturn(id)).status).toBe('in_transit');
    const received = await post(`/returns/${id}/receive`, { lines: [{ lineId, quantity: 2, condition: 'sellable' }] });
    expectContract('adminReceiveReturn', received, 200);
    expect(received.body.status).toBe('received');
    const late = await post(`/returns/${id}/tracking`, { kind: 'tracking', number: 'JD0147' });
    expectContract('adminAddReturnTracking', late, 409);
  });

  it('then a signed-in customer adds it to their own return only, and an entry needs a number or a URL', async () => {
    await policy({});
    const mine = await approvedReturn({ customer: true });
    const other = await approvedReturn();
    const foreign = await shop().post(`/customers/me/returns/${other.id}/tracking`, { number: 'X1' }, mine.session);
    expectContract('addCustomerReturnTracking', foreign, 404);
    const tracked = await shop().post(
      `/customers/me/returns/${mine.id}/tracking`,
      { number: 'X1', url: 'https://track.example.com/X1' },
      mine.session,
    );
    expectContract('addCustomerReturnTracking', tracked, 200);
    expect(tracked.body).toMatchObject({ status: 'in_transit', tracking: [{ addedBy: 'customer', number: 'X1' }] });
    const empty = await post(`/returns/${other.id}/tracking`, { kind: 'label', carrier: 'DHL' });
    expectContract('adminAddReturnTracking', empty, 400);
    expect(empty.body.error.code).toBe('validation_failed');
  });
});

describe('when a signed-in customer comes back for their returns', () => {
  it('then they list and read their own returns only, and track the approved one from the list', async () => {
    await policy({});
    const mine = await approvedReturn({ customer: true });
    const other = await approvedReturn();
    const session = { headers: { 'x-customer-session': mine.session?.headers['x-customer-session'] as string } };
    const listed = await shop().get('/customers/me/returns', session);
    expectContract('listCustomerReturns', listed, 200);
    expect(listed.body).toMatchObject({ hasMore: false, data: [{ id: mine.id, status: 'approved', tracking: [] }] });
    const approvedOnly = await shop().get('/customers/me/returns?status=approved', session);
    expectContract('listCustomerReturns', approvedOnly, 200);
    expect(approvedOnly.body.data.map((r: { id: string }) => r.id)).toEqual([mine.id]);
    const none = await shop().get('/customers/me/returns?status=resolved', session);
    expect(none.body.data).toEqual([]);

    const one = await shop().get(`/customers/me/returns/${mine.id}`, session);
    expectContract('getCustomerReturn', one, 200);
    expect(one.body).toMatchObject({ id: mine.id, orderNumber: mine.order.number });
    const foreign = await shop().get(`/customers/me/returns/${other.id}`, session);
    expectContract('getCustomerReturn', foreign, 404);
    const signedOut = await shop().get('/customers/me/returns');
    expectContract('listCustomerReturns', signedOut, 401);

    const tracked = await shop().post(`/customers/me/returns/${mine.id}/tracking`, { number: 'Z9' }, mine.session);
    expectContract('addCustomerReturnTracking', tracked, 200);
    const after = await shop().get('/customers/me/returns', session);
    expect(after.body.data).toMatchObject([{ id: mine.id, status: 'in_transit', tracking: [{ number: 'Z9' }] }]);
  });
});

describe('when an approved return is not sent before the reminder time', () => {
  it('then the shopper is mailed one reminder with the label, the timeline says so, and it expires', async () => {
    await policy({ shipWithinSeconds: 3, reminderBeforeSeconds: 2 });
    const { order, id } = await approvedReturn();
    await post(`/returns/${id}/tracking`, { kind: 'label', url: 'https://labels.example.com/r.pdf' });
    await waitFor(async () => (await getReturn(id)).status === 'expired', 'the return to expire', 20_000);
    const mails = mailsTo(order.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].data).toContain(`Subject: Reminder: please send your return for order #${order.number}`);
    expect(mails[0].data).toContain('https://labels.example.com/r.pdf');
    expect(mails[0].data).toContain('Drop it at any DHL shop.');
    const types = (await timeline(order.id)).map((l) => l.type);
    expect(types.filter((t) => t === 'return_reminded')).toHaveLength(1);
    expect(types).toContain('return_expired');
  });

  it('then a return shipped before the reminder time gets no reminder', async () => {
    await policy({ shipWithinSeconds: 4, reminderBeforeSeconds: 2 });
    const { order, id } = await approvedReturn();
    const tracked = await post(`/returns/${id}/tracking`, { kind: 'tracking', number: 'Z9' });
    expectContract('adminAddReturnTracking', tracked, 200);
    await sleep(5000);
    expect(mailsTo(order.email)).toHaveLength(0);
    expect((await getReturn(id)).status).toBe('in_transit');
  });
});

describe('when a guest looks up their order by number and e-mail to choose what to return', () => {
  it('then the lines show what shipped, without addresses, and a wrong pair is not found', async () => {
    await policy({});
    const { order, lineId } = await approvedReturn();
    const found = await shop().post('/returns/lookup', { orderNumber: order.number, email: order.email.toUpperCase() });
    expectContract('findReturnableOrder', found, 200);
    expect(found.body).toMatchObject({
      id: order.id,
      number: order.number,
      fulfillmentStatus: 'fulfilled',
      lines: [{ id: lineId, quantity: 2, fulfilledQuantity: 2, refundedQuantity: 0 }],
    });
    expect(found.body).not.toHaveProperty('shippingAddress');
    const wrong = await shop().post('/returns/lookup', { orderNumber: order.number, email: 'not-me@example.com' });
    expectContract('findReturnableOrder', wrong, 404);
    expect(wrong.body.error.code).toBe('resource_not_found');
  });
});
