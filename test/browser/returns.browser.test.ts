import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import type { Harness } from '../support/harness';
import { openDemoShop, type DemoShop } from '../support/demo-shop';
import { checkView, openDashboardAs } from '../support/dashboard-page';
import { privateClient, publicClient } from '../support/http';
import { paidBeanieOrder } from '../support/demo-orders';
import { createSession } from '../../src/customers/customer-sessions.repository';
import { execute, queryOne } from '../../src/db/sql';
import { serveDemoImages } from '../support/widget-page';
import type { DemoKeys } from '../../src/cli/seed-demo';

// One service and one browser: a signed-in shopper asks in the widget to return items of a delivered order, and staff
// approve, receive and refund that return in the dashboard, the refund then showing on the order.
let shop: DemoShop;
let h: Harness;
let keys: DemoKeys;

beforeAll(async () => {
  shop = await openDemoShop('returns-browser');
  ({ h, keys } = shop);
}, 120000);

afterAll(() => shop?.close());

const admin = () => privateClient(h.baseUrl, keys.secretKey);

const newContext = (options: Parameters<Browser['newContext']>[0] = {}) => shop.newContext(options);

/**
 * A paid card order of two beanies, fulfilled, of a customer who has an account: its number and id, its one line,
 * and that customer's session token.
 */
async function deliveredOrder(email: string) {
  const order = await paidBeanieOrder(h.baseUrl, keys.publishableKey, email);
  const fulfilled = await admin().post(
    `/orders/${order.id}/fulfil`,
    {},
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(fulfilled.status).toBe(200);
  // The checkout recorded the shopper as a customer of the store; here they have signed up since.
  const em = h.orm.em.fork();
  const row = await queryOne<{ customer_id: string }>(em, 'SELECT customer_id FROM orders WHERE id = ?', [order.id]);
  await execute(em, 'UPDATE customers SET has_account = true WHERE id = ?', [row?.customer_id]);
  const session = await createSession(em, keys.storeId, row?.customer_id as string, {
    idleSeconds: 3600,
    maxSeconds: 7200,
  });
  return { ...order, session: session.token };
}

const setReasons = async (reasons: string[]) =>
  expect((await admin().patch('/settings', { returnPolicy: { reasons } })).status).toBe(200);

const DEFAULT_REASONS = ['damaged', 'wrong_item', 'not_as_described', 'no_longer_needed', 'other'];

describe('when a signed-in shopper asks in the widget to return items of a delivered order', () => {
  it('then a refusal reads plainly, and the return is created and its state shown', async () => {
    const order = await deliveredOrder('returner@example.com');
    const context = await newContext();
    await serveDemoImages(context);
    await context.addInitScript(
      ([name, value]) => (globalThis as any).localStorage.setItem(name, value),
      [`commerce:${keys.publishableKey}:session`, order.session],
    );
    const shopper = await context.newPage();
    await shopper.goto(`${h.baseUrl}/widget/demo?publishable-key=${keys.publishableKey}&lang=en`);
    await shopper.locator('commerce-store .card').first().waitFor();
    await shopper.getByRole('button', { name: 'Account' }).click();
    await shopper.getByRole('button', { name: `Return items of order ${order.number}` }).click();
    await shopper.getByLabel(/how many to return \(up to 2\)/).fill('2');
    await shopper.getByLabel('Reason').selectOption({ label: 'Arrived damaged' });
    await shopper.getByLabel('Anything the shop should know (optional)').fill('Torn seam');
    await checkView(shopper, 'widget-return-form');

    // The store stopped taking this reason after the shopper opened the form.
    await setReasons(['no_longer_needed']);
    await shopper.getByRole('button', { name: 'Request return' }).click();
    await shopper.getByRole('alert').filter({ hasText: 'Please choose one of the reasons the shop offers.' }).waitFor();
    await setReasons(DEFAULT_REASONS);

    await shopper.getByRole('button', { name: 'Request return' }).click();
    await shopper
      .locator('[part="return-status"]')
      .filter({ hasText: `Your return for order ${order.number} is requested: the shop will answer soon.` })
      .waitFor();
    await checkView(shopper, 'widget-return-requested');
    const listed = await admin().get(`/returns?orderId=${order.id}`);
    expect(listed.body.data).toMatchObject([
      { status: 'requested', reason: 'damaged', note: 'Torn seam', lines: [{ quantity: 2 }] },
    ]);
  });
});

describe('when a shopper without an account asks in the widget to return items, by order number and e-mail', () => {
  it('then a wrong pair reads plainly, the return is created for the order found, and the parcel tracked', async () => {
    const order = await deliveredOrder('guest-returner@example.com');
    const context = await newContext();
    await serveDemoImages(context);
    const shopper = await context.newPage();
    await shopper.goto(`${h.baseUrl}/widget/demo?publishable-key=${keys.publishableKey}&lang=en`);
    await shopper.locator('commerce-store .card').first().waitFor();
    await shopper.getByRole('button', { name: 'Account' }).click();
    const guest = shopper.getByRole('form', { name: 'Return items without an account' });
    await guest.getByLabel('Order number').fill(String(order.number));
    await guest.getByLabel('E-mail').fill('someone-else@example.com');
    await guest.getByRole('button', { name: 'Find order' }).click();
    await shopper.getByRole('alert').filter({ hasText: 'No order has this number and e-mail address.' }).waitFor();
    await checkView(shopper, 'widget-guest-return-not-found');

    await guest.getByLabel('E-mail').fill('Guest-Returner@example.com');
    await guest.getByRole('button', { name: 'Find order' }).click();
    await shopper.getByRole('heading', { name: `Return items of order ${order.number}` }).waitFor();
    await shopper.getByLabel(/how many to return \(up to 2\)/).fill('1');
    await shopper.getByLabel('Reason').selectOption({ label: 'No longer needed' });
    await checkView(shopper, 'widget-guest-return-form');
    // The store approves small returns at once, so the shopper can send the parcel and say so straight away.
    expect((await admin().patch('/settings', { returnPolicy: { autoApproveMaxAmount: 100000 } })).status).toBe(200);
    await shopper.getByRole('button', { name: 'Request return' }).click();
    await shopper
      .locator('[part="return-status"]')
      .filter({ hasText: `Your return for order ${order.number} is approved: please send the items back.` })
      .waitFor();
    expect((await admin().patch('/settings', { returnPolicy: { autoApproveMaxAmount: null } })).status).toBe(200);
    await checkView(shopper, 'widget-guest-return-approved');
    await shopper.getByLabel('Carrier (optional)').fill('DHL');
    await shopper.getByRole('textbox', { name: 'Tracking number' }).fill('JD0146');
    await shopper.getByRole('button', { name: 'Add tracking number' }).click();
    await shopper
      .locator('[part="return-status"]')
      .filter({ hasText: `Your return for order ${order.number} is on its way to the shop.` })
      .waitFor();
    await checkView(shopper, 'widget-guest-return-tracked');
    const listed = await admin().get(`/returns?orderId=${order.id}`);
    expect(listed.body.data).toMatchObject([
      {
        status: 'in_transit',
        reason: 'no_longer_needed',
        lines: [{ quantity: 1 }],
        tracking: [{ kind: 'tracking', carrier: 'DHL', number: 'JD0146', addedBy: 'guest' }],
      },
    ]);
  });
});

describe('when a signed-in shopper comes back to the widget with returns under way', () => {
  it('then their returns are listed: one to track, and the difference of an exchange to pay', async () => {
    const email = 'comes-back@example.com';
    const first = await deliveredOrder(email);
    const second = await deliveredOrder(email);
    const step = (path: string, body: unknown = {}) =>
      admin().post(path, body, { headers: { 'idempotency-key': randomUUID() } });
    const ask = async (order: typeof first) => {
      const asked = await publicClient(h.baseUrl, keys.publishableKey).post(
        `/customers/me/orders/${order.id}/returns`,
        { lines: [{ lineId: order.lines[0].id, quantity: 2 }], reason: 'wrong_item' },
        { headers: { 'x-customer-session': order.session, 'idempotency-key': randomUUID() } },
      );
      expect(asked.status).toBe(201);
      expect((await step(`/returns/${asked.body.id}/approve`)).status).toBe(200);
      return asked.body.id as string;
    };
    // The first is approved and waits for the parcel; the second came back and is exchanged for three beanies,
    // dearer than the two returned, so the shopper owes the difference.
    const toTrack = await ask(first);
    const exchanged = await ask(second);
    const received = await step(`/returns/${exchanged}/receive`, {
      lines: [{ lineId: second.lines[0].id, quantity: 2, condition: 'sellable' }],
    });
    expect(received.status).toBe(200);
    const variantId = (await admin().get(`/orders/${second.id}`)).body.lines[0].variantId as string;
    const resolved = await step(`/returns/${exchanged}/resolve`, {
      method: 'exchange',
      exchange: { lines: [{ variantId, quantity: 3 }] },
    });
    expect(resolved.status).toBe(200);
    const { paymentLinkId, balanceDue } = resolved.body.resolution;
    expect(paymentLinkId).toMatch(/^plink_/);

    const context = await newContext();
    await serveDemoImages(context);
    await context.addInitScript(
      ([name, value]) => (globalThis as any).localStorage.setItem(name, value),
      [`commerce:${keys.publishableKey}:session`, second.session],
    );
    const shopper = await context.newPage();
    await shopper.goto(`${h.baseUrl}/widget/demo?publishable-key=${keys.publishableKey}&lang=en`);
    await shopper.locator('commerce-store .card').first().waitFor();
    await shopper.getByRole('button', { name: 'Account' }).click();
    await shopper.getByRole('heading', { name: 'Your returns' }).waitFor();
    const returns = shopper.locator('[part="returns"]');
    await returns.getByText(`Your return for order ${first.number} is approved: please send the items back.`).waitFor();
    await returns.getByText(`Your return for order ${second.number} is settled.`).waitFor();
    const pay = returns.getByRole('link', { name: `Pay the difference for your exchange (${balanceDue.formatted})` });
    expect(await pay.getAttribute('href')).toContain(`link=${paymentLinkId}`);
    await checkView(shopper, 'widget-account-returns');

    const tracking = shopper.getByRole('form', {
      name: `Sent the parcel for order ${first.number}? Add its tracking number`,
    });
    await tracking.getByLabel('Carrier (optional)').fill('UPS');
    await tracking.getByRole('textbox', { name: 'Tracking number' }).fill('1Z999AA1');
    await tracking.getByRole('button', { name: 'Add tracking number' }).click();
    await returns.getByText(`Your return for order ${first.number} is on its way to the shop.`).waitFor();
    await expect(tracking.count()).resolves.toBe(0);
    await checkView(shopper, 'widget-account-returns-tracked');
    const tracked = await admin().get(`/returns/${toTrack}`);
    expect(tracked.body).toMatchObject({
      status: 'in_transit',
      tracking: [{ kind: 'tracking', carrier: 'UPS', number: '1Z999AA1', addedBy: 'customer' }],
    });

    // The pay page the link opens shows the difference.
    await pay.click();
    await shopper.locator('commerce-pay').getByText(balanceDue.formatted).first().waitFor();
    await checkView(shopper, 'widget-exchange-pay');

    // Staff read on the return what is due and where the replacement is.
    const member = { storeId: keys.storeId, permissions: ['orders'], name: 'Rita Returns' };
    const staff = await openDashboardAs(h, shop.newContext, member);
    await staff.getByRole('link', { name: 'Returns', exact: true }).click();
    await staff.getByLabel('State').selectOption('resolved');
    await staff.getByRole('link', { name: `Return of order #${second.number}` }).click();
    await staff.getByRole('heading', { name: `Return of order #${second.number}`, level: 1 }).waitFor();
    await staff.getByText(`${balanceDue.formatted}, through payment link ${paymentLinkId}`).waitFor();
    await staff.getByRole('link', { name: resolved.body.resolution.exchangeOrderId }).waitFor();
    await checkView(staff, 'dashboard-return-exchanged-balance-due');
  });
});

describe('when staff approve, receive and refund a return in the dashboard', () => {
  it('then each step shows its state, and the refund shows on the order', async () => {
    const order = await deliveredOrder('sender@example.com');
    const asked = await publicClient(h.baseUrl, keys.publishableKey).post(
      `/customers/me/orders/${order.id}/returns`,
      { lines: [{ lineId: order.lines[0].id, quantity: 2 }], reason: 'wrong_item' },
      { headers: { 'x-customer-session': order.session, 'idempotency-key': randomUUID() } },
    );
    expect(asked.status).toBe(201);
    const value = asked.body.value.formatted as string;

    const member = { storeId: keys.storeId, permissions: ['orders'], name: 'Rita Returns' };
    const staff = await openDashboardAs(h, shop.newContext, member);

    await staff.getByRole('link', { name: 'Returns', exact: true }).click();
    await staff.getByRole('heading', { name: 'Returns', level: 1 }).waitFor();
    await staff.getByRole('link', { name: `Return of order #${order.number}` }).waitFor();
    await checkView(staff, 'dashboard-returns');
    await staff.getByRole('link', { name: `Return of order #${order.number}` }).click();
    await staff.getByRole('heading', { name: `Return of order #${order.number}`, level: 1 }).waitFor();
    await staff.getByText('State: requested.').waitFor();
    await checkView(staff, 'dashboard-return-requested');

    await staff.getByLabel('Message to the shopper (optional)').fill('Please use the prepaid label');
    await staff.getByRole('button', { name: 'Approve', exact: true }).click();
    await staff.getByRole('status').filter({ hasText: 'Approved: the shopper can send the items now.' }).waitFor();

    // A prepaid label for the shopper, shown on the return.
    await staff.getByLabel('Link (label or tracking page)').fill('https://labels.example.com/beanies.pdf');
    await staff.getByRole('button', { name: 'Add', exact: true }).click();
    await staff.getByRole('status').filter({ hasText: 'Label added: the shopper can see it.' }).waitFor();
    await staff.getByRole('link', { name: 'https://labels.example.com/beanies.pdf' }).waitFor();
    await checkView(staff, 'dashboard-return-approved');

    // One beanie came back fine and one torn.
    await staff.getByLabel(/: sellable$/).fill('1');
    await staff.getByLabel(/: damaged \(written off\)$/).fill('1');
    await staff.getByRole('button', { name: 'Receive' }).click();
    await staff.getByRole('status').filter({ hasText: 'Received:' }).waitFor();
    await staff.getByText('State: received.').waitFor();

    await staff.getByLabel('Give the money back as').selectOption('refund');
    await staff.getByRole('button', { name: 'Resolve' }).click();
    await staff
      .getByRole('status')
      .filter({ hasText: `Refunded ${value}.` })
      .waitFor();
    await staff.getByText('State: resolved.').waitFor();
    await checkView(staff, 'dashboard-return-resolved');

    await staff.getByRole('link', { name: `Order #${order.number}` }).click();
    await staff.getByRole('heading', { name: `Order #${order.number}` }).waitFor();
    await staff.getByRole('listitem').filter({ hasText: value }).first().waitFor();
    const after = (await admin().get(`/orders/${order.id}`)).body;
    expect(after.refundedAmount.formatted).toBe(value);
    await staff.getByRole('link', { name: 'Returns of this order' }).click();
    await staff.getByRole('link', { name: `Return of order #${order.number}` }).waitFor();

    // Another order's page lists its claims and files one: a beanie never arrived, and it ships again.
    const lost = await deliveredOrder('claimer@example.com');
    await staff.goto(staff.url().replace(/#.*$/, `#/orders/${lost.id}`));
    await staff.getByRole('heading', { name: `Order #${lost.number}` }).waitFor();
    await staff.getByRole('heading', { name: 'Claims' }).waitFor();
    await checkView(staff, 'dashboard-order-claims');
    await staff.getByLabel('What happened').selectOption('missing');
    await staff.getByLabel('Settle by').selectOption('replacement');
    await staff.getByLabel(/units, up to 2 shipped/).fill('1');
    await staff.getByRole('button', { name: 'File claim' }).click();
    await staff
      .getByRole('status')
      .filter({ hasText: 'Claim filed: the replacement is added to the fulfilments.' })
      .waitFor();
    await staff.getByRole('listitem').filter({ hasText: 'missing: 1 ×' }).waitFor();
    const claims = (await admin().get(`/claims?orderId=${lost.id}`)).body.data;
    expect(claims).toMatchObject([{ reason: 'missing', resolution: 'replacement', status: 'resolved' }]);
  });
});
