import { openDemoShop, type DemoShop } from '../support/demo-shop';
import { checkView, openDashboardAs } from '../support/dashboard-page';
import { makeCheckoutStore } from '../support/checkout-factories';
import { subscriptionKit } from '../support/subscriptions';

// One service and one browser: a shopper subscribes at checkout, and staff find the subscription in the dashboard
// and pause it there (a workflow update, answered with the new state).
let shop: DemoShop;

beforeAll(async () => {
  shop = await openDemoShop('subscriptions-browser');
}, 120000);

afterAll(() => shop?.close());

describe('when staff open the subscriptions page', () => {
  it('then they see the subscription with its plan and next charge, and pause it', async () => {
    const { h } = shop;
    const store = await makeCheckoutStore(h.orm.em.fork());
    const s = await subscriptionKit(h, store).subscribe(30);
    const staff = await openDashboardAs(h, (options) => shop.newContext(options), {
      storeId: store.storeId,
      permissions: ['orders'],
      name: 'Sam Subscriptions',
    });
    await staff.getByRole('link', { name: 'Subscriptions' }).click();
    await staff.getByRole('heading', { name: 'Subscriptions', level: 1 }).waitFor();
    const row = staff.getByRole('row', { name: new RegExp(s.email) });
    await row.getByText('every 30 days, 10% off').waitFor();
    await checkView(staff, 'dashboard-subscriptions');
    await row.getByRole('button', { name: 'Pause' }).click();
    await row.getByRole('status').filter({ hasText: 'Paused.' }).waitFor();
    await row.getByRole('button', { name: 'Resume' }).waitFor();
    await checkView(staff, 'dashboard-subscription-paused');
  });
});
