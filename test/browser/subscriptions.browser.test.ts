import { openDemoShop, type DemoShop } from '../support/demo-shop';
import { checkView, openDashboardAs } from '../support/dashboard-page';
import { makeCheckoutStore } from '../support/checkout-factories';
import { subscriptionKit } from '../support/subscriptions';

// One service and one browser: a shopper subscribes at checkout and manages the subscription in the widget's
// account view; staff find it in the dashboard and pause it there (workflow updates, answered with the new state).
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

describe('when a signed-in shopper opens the widget account', () => {
  it('then it lists the subscription with its next order, and skip and pause answer with its new state', async () => {
    const { h } = shop;
    const store = await makeCheckoutStore(h.orm.em.fork());
    const s = await subscriptionKit(h, store).subscribe(30);
    const context = await shop.newContext({ locale: 'en-US' });
    await context.addInitScript(
      ([name, value]) => (globalThis as any).localStorage.setItem(name, value),
      [`commerce:${store.publishableKey}:session`, s.session.headers['x-customer-session']],
    );
    const shopper = await context.newPage();
    await shopper.goto(`${h.baseUrl}/widget/demo?publishable-key=${store.publishableKey}&lang=en`);
    await shopper.getByRole('button', { name: 'Account' }).click();
    await shopper.getByRole('heading', { name: 'Your subscriptions' }).waitFor();
    const item = shopper.locator('[part="subscriptions"] li').first();
    await item.getByText(/every 30 day\(s\): active/).waitFor();
    await item.getByText(/Next order:/).waitFor();
    await checkView(shopper, 'widget-account-subscriptions');
    const before = await item.innerText();
    await item.getByRole('button', { name: /^Skip next order/ }).click();
    // The answer is announced to screen readers (a live region) and shown in the list.
    await shopper.getByText(/Your subscription to .* is active\./).waitFor({ state: 'attached' });
    expect(await item.innerText()).not.toEqual(before);
    await item.getByRole('button', { name: /^Pause/ }).click();
    await shopper.getByText(/Your subscription to .* is paused\./).waitFor({ state: 'attached' });
    await item.getByText(/: paused/).waitFor();
    await item.getByRole('button', { name: /^Resume/ }).waitFor();
    await checkView(shopper, 'widget-account-subscription-paused');
  });
});
