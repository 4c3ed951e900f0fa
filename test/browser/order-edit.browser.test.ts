import { randomUUID } from 'node:crypto';
import type { Harness } from '../support/harness';
import { openDemoShop, type DemoShop } from '../support/demo-shop';
import { checkView, openDashboardAs } from '../support/dashboard-page';
import { privateClient } from '../support/http';
import { paidBeanieOrder } from '../support/demo-orders';
import type { DemoKeys } from '../../src/cli/seed-demo';

// One service and one browser: staff open the Edit order view of a paid order, lower a line, read the preview's money,
// and commit; the surplus is refunded once and the order shows the edit on its timeline.
let shop: DemoShop;
let h: Harness;
let keys: DemoKeys;

beforeAll(async () => {
  shop = await openDemoShop('order-edit-browser');
  ({ h, keys } = shop);
}, 120000);

afterAll(() => shop?.close());

const admin = () => privateClient(h.baseUrl, keys.secretKey);

/** A paid card order of two beanies, nothing shipped yet: its id, number, total and the line's title. */
const paidOrder = (email: string) => paidBeanieOrder(h.baseUrl, keys.publishableKey, email);

describe('when staff lower a line of a paid order in the Edit order view and commit', () => {
  it('then the preview names the refund, the commit makes it once, and the order shows the edit', async () => {
    const order = await paidOrder('editor@example.com');
    const title = order.lines[0].title;
    const member = { storeId: keys.storeId, permissions: ['orders'], name: 'Eddie Edits' };
    const staff = await openDashboardAs(h, shop.newContext, member);

    await staff.goto(`${h.baseUrl}/admin/#/orders/${order.id}`);
    await staff.getByRole('heading', { name: `Order #${order.number}` }).waitFor();
    await staff.getByRole('link', { name: 'Edit order' }).click();
    await staff.getByRole('heading', { name: 'Edit order', level: 1 }).waitFor();
    await staff.getByRole('button', { name: 'Start editing' }).click();
    await staff.getByRole('table', { name: 'The order after the edit' }).waitFor();
    await checkView(staff, 'dashboard-order-edit-open');

    await staff.getByLabel(`New quantity of ${title}`).fill('1');
    await staff.getByRole('button', { name: 'Set', exact: true }).click();
    await staff.getByText('goes back to the card').waitFor();
    await staff
      .getByRole('listitem')
      .filter({ hasText: `${title}: quantity 1` })
      .waitFor();
    await checkView(staff, 'dashboard-order-edit-preview');

    await staff.getByRole('button', { name: 'Commit the edit' }).click();
    await staff.getByText('The edit is committed').waitFor();
    await checkView(staff, 'dashboard-order-edit-committed');

    const after = (await admin().get(`/orders/${order.id}`)).body;
    expect(after.version).toBe(1);
    expect(after.refundedAmount.amount).toBe(order.total.amount - after.total.amount);
    expect(after.refunds).toHaveLength(1);
    await staff.getByRole('link', { name: 'Back to the order' }).click();
    await staff.getByRole('heading', { name: `Order #${order.number}` }).waitFor();
    await staff
      .getByText(/Edited: total/)
      .first()
      .waitFor();
  });
});

describe('when the shopper opens the pay page of the link an edit made and pays it', () => {
  it('then a declined card reads plainly and leaves the link open, and another card pays it once', async () => {
    const order = await paidOrder('payer@example.com');
    const key = () => ({ headers: { 'idempotency-key': randomUUID() } });
    const opened = await admin().post(`/orders/${order.id}/edits`, {}, key());
    const variantId = (await admin().get(`/orders/${order.id}`)).body.lines[0].variantId as string;
    await admin().post(
      `/order-edits/${opened.body.id}/operations`,
      { type: 'add_line', variantId, quantity: 1 },
      key(),
    );
    const committed = await admin().post(`/order-edits/${opened.body.id}/commit`, {}, key());
    expect(committed.status).toBe(200);
    const linkId = committed.body.result.paymentLinkId as string;
    const due = committed.body.result.balanceDue.formatted as string;

    const context = await shop.newContext({ bypassCSP: true });
    const shopper = await context.newPage();
    await shopper.goto(`${h.baseUrl}/widget/pay?publishable-key=${keys.publishableKey}&link=${linkId}&lang=en`);
    await shopper.getByRole('heading', { name: `Pay the balance of order ${order.number}` }).waitFor();
    await checkView(shopper, 'widget-pay-link');
    await shopper.getByLabel('Card (test mode)').selectOption('tok_declined');
    await shopper.getByRole('button', { name: `Pay ${due}` }).click();
    await shopper.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await shopper.getByLabel('Card (test mode)').selectOption('tok_visa');
    await shopper.getByRole('button', { name: `Pay ${due}` }).click();
    await shopper.locator('[part="pay-status"]').filter({ hasText: `Paid, thank you` }).waitFor();
    await checkView(shopper, 'widget-pay-link-paid');

    const after = (await admin().get(`/orders/${order.id}`)).body;
    expect(after.balanceDue.amount).toBe(0);
    expect(after.payments.filter((p: { status: string }) => p.status === 'captured')).toHaveLength(2);
  });
});
