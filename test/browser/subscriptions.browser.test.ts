import { openDemoShop, type DemoShop } from '../support/demo-shop';
import { checkView, openDashboardAs } from '../support/dashboard-page';
import { admin, makeCheckoutStore } from '../support/checkout-factories';
import { newCartToken, publicClient } from '../support/http';
import { makeProduct } from '../support/factories';
import { subscriptionKit } from '../support/subscriptions';
import { waitFor } from '../support/processes';
import { queryOne } from '../../src/db/sql';
import type { Page } from 'playwright-core';

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
    // The home page: the one subscription is live, its 4500 of goods every 30 days 4500 × (365 / 12) / 30 a month.
    const figures = staff.locator('[data-figures="subscriptions"]');
    await figures.waitFor();
    const mrr = await staff.evaluate(() =>
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(45.63),
    );
    expect(await figures.locator('[data-figure="mrr"]').textContent()).toBe(mrr);
    expect(await figures.locator('[data-figure="active"]').textContent()).toBe('1');
    expect(await figures.locator('[data-figure="started"]').textContent()).toBe('1');
    await checkView(staff, 'dashboard-home-subscriptions');
    // The exports page offers them to a member with the orders permission.
    await staff.getByRole('link', { name: 'Export', exact: true }).click();
    await staff.getByRole('heading', { name: 'Export', level: 1 }).waitFor();
    expect(await staff.getByLabel('What').locator('option').allTextContents()).toContain('Subscriptions');
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

/** The widget's whole shop for this store, holding this cart (and, signed in, this customer session). */
async function openShop(store: { publishableKey: string }, cartToken: string, session = ''): Promise<Page> {
  const stored = { [`commerce:${store.publishableKey}:cart-token`]: cartToken };
  if (session) stored[`commerce:${store.publishableKey}:session`] = session;
  const context = await shop.newContext({ locale: 'en-US' });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) (globalThis as any).localStorage.setItem(key, value);
  }, stored);
  const page = await context.newPage();
  await page.goto(`${shop.h.baseUrl}/widget/demo?publishable-key=${store.publishableKey}&lang=en`);
  return page;
}

const PLAN = { interval: 'week', intervalCount: 2, discountPercent: 10, minimumCycles: 3, trialDays: 7 };
const PLAN_LABEL =
  'Every 2 weeks, 10 % off every repeat order, the first repeat order 7 days later, ' +
  'at least 3 orders before you can cancel';

describe('when a signed-in shopper picks a selling plan on the widget product page', () => {
  it('then the cart shows the plan, they pay by card, and the subscription exists on that plan', async () => {
    const { h } = shop;
    const store = await makeCheckoutStore(h.orm.em.fork());
    // A signed-in shopper whose ready cart (address, shipping) is empty, and a product sold every 2 weeks.
    const s = await subscriptionKit(h, store).subscriber(30);
    const plans = await admin(h.baseUrl, store).put(`/products/${s.productId}/selling-plans`, { plans: [PLAN] });
    expect(plans.status).toBe(200);
    const planId = plans.body.data[0].id as string;

    const shopper = await openShop(store, s.cartToken, s.session.headers['x-customer-session']);
    await shopper.locator('commerce-store .card').first().click();
    const choice = shopper.getByRole('group', { name: 'How do you want to buy it?' });
    await choice.getByRole('radio', { name: 'One-time purchase' }).waitFor();
    await choice.getByRole('radio', { name: PLAN_LABEL }).check();
    await checkView(shopper, 'widget-product-selling-plans');
    await shopper.getByRole('button', { name: 'Add to cart' }).click();
    await shopper.getByRole('button', { name: 'Cart, 1 item' }).click();
    await shopper.locator('[part="line-plan"]').filter({ hasText: 'Subscription: Every 2 weeks' }).waitFor();
    const cart = await publicClient(h.baseUrl, store.publishableKey, s.cartToken).get('/cart');
    expect(cart.body.items).toMatchObject([{ variantId: s.variantId, sellingPlanId: planId }]);

    await shopper.getByRole('button', { name: 'Checkout' }).click();
    await shopper.getByLabel('Card (test mode)').selectOption('tok_visa');
    await shopper.locator('[part="pay-button"]').click();
    await shopper.locator('[data-order-number]').waitFor();

    const subscription = () =>
      queryOne<{ selling_plan_id: string; status: string; variant_id: string }>(
        h.orm.em.fork(),
        'SELECT selling_plan_id, status, variant_id FROM subscriptions WHERE email = ?',
        [s.email],
      );
    await waitFor(async () => (await subscription()) != null, 'the subscription', 20_000);
    expect(await subscription()).toMatchObject({ selling_plan_id: planId, status: 'active', variant_id: s.variantId });
  });
});

describe('when a visitor who is not signed in checks out a cart with a subscription line', () => {
  it('then the checkout says a subscription needs an account and its sign-in opens the account view', async () => {
    const { h } = shop;
    const store = await makeCheckoutStore(h.orm.em.fork());
    const product = await makeProduct(h.orm.em.fork(), store.storeId, {
      variants: [{ stock: 5, prices: { USD: 900 } }],
    });
    const plans = await admin(h.baseUrl, store).put(`/products/${product.id}/selling-plans`, { plans: [PLAN] });
    const token = newCartToken();
    const added = await publicClient(h.baseUrl, store.publishableKey, token).post('/cart/items', {
      productId: product.id,
      variantId: product.variantIds[0],
      quantity: 1,
      sellingPlanId: plans.body.data[0].id,
    });
    expect(added.status).toBe(200);

    const visitor = await openShop(store, token);
    await visitor.getByRole('button', { name: 'Cart, 1 item' }).click();
    await visitor.getByText('Subscription: Every 2 weeks').waitFor();
    await visitor.getByRole('button', { name: 'Checkout' }).click();
    await visitor.getByRole('alert').filter({ hasText: 'A subscription needs an account' }).waitFor();
    await checkView(visitor, 'widget-checkout-subscription-sign-in');
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await visitor.getByText('We e-mail you a link that signs you in.').waitFor();
  });
});
