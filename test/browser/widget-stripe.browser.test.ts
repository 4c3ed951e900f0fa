import type { Page } from 'playwright-core';
import type { Harness } from '../support/harness';
import { openDemoShop, type DemoShop } from '../support/demo-shop';
import { checkView, openDashboardAs } from '../support/dashboard-page';
import { newCartToken, privateClient, publicClient } from '../support/http';
import { makeProduct } from '../support/factories';
import { serveDemoImages } from '../support/widget-page';
import { serveStripeJs, type StripeStandInRecord } from '../support/stripe-js-stand-in';
import { StripeStandIn, type RecordedRequest } from '../support/stripe-stand-in';
import {
  STRIPE_PUBLISHABLE_KEY,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  stripeChallengeRefused,
  stripeRequiresAction,
  useStripe,
} from '../support/stripe-store';
import type { DemoKeys } from '../../src/cli/seed-demo';

// The demo store on Stripe (issue 44): the widget loads Stripe.js (a stand-in served at js.stripe.com by request
// interception, its calls answered by stripe-mock), mounts the Payment Element with the store's publishable key,
// submits the PaymentMethod's pm_… and finishes 3-D Secure with handleNextAction; the service's own Stripe requests
// go through a recording stand-in in front of the same stripe-mock. And the shopper's choice of currency.
let shop: DemoShop;
let h: Harness;
let keys: DemoKeys;
let stripe: StripeStandIn;
const stripeMock = process.env.TEST_STRIPE_MOCK_URL as string;

beforeAll(async () => {
  stripe = await new StripeStandIn(stripeMock).start();
  shop = await openDemoShop('widget-stripe', { STRIPE_API_URL: stripe.url, CHECKOUT_ACTION_TIMEOUT_SECONDS: '120' });
  ({ h, keys } = shop);
  const saved = await useStripe(h, keys);
  if (saved.status !== 200) throw new Error(`switching the demo store to Stripe answered ${saved.status}`);
}, 120000);

afterAll(async () => {
  await shop?.close();
  await stripe?.stop();
});

const admin = () => privateClient(h.baseUrl, keys.secretKey);
const createIntent = (r: RecordedRequest) => r.method === 'POST' && r.path === '/v1/payment_intents';

/** A visitor's cart through the public API (two beanies, e-mail, address, shipping), to start at payment. */
async function preparedCart(extra?: { productId: string; variantId: string }) {
  const token = newCartToken();
  const api = publicClient(h.baseUrl, keys.publishableKey, token);
  const product = (await api.get('/products?q=Beanie')).body.data[0];
  expect((await api.post('/cart/items', { productId: product.id, quantity: 2 })).status).toBe(200);
  if (extra) expect((await api.post('/cart/items', { ...extra, quantity: 1 })).status).toBe(200);
  const address = { firstName: 'Ada', lastName: 'Lovelace', line1: '1 Main St', city: 'Springfield' };
  const shippingAddress = { ...address, region: 'CA', postalCode: '12345', country: 'US' };
  expect((await api.patch('/cart/checkout', { email: 'stripe.shopper@example.com', shippingAddress })).status).toBe(
    200,
  );
  const options = (await api.get('/cart/shipping-options')).body.data;
  const cart = await api.put('/cart/shipping', { optionId: options[0].id });
  expect(cart.status).toBe(200);
  return { token, total: cart.body.total.amount as number };
}

/** The shop for the visitor holding this cart, with Stripe.js and api.stripe.com answered on this machine. */
async function openShopWithCart(token: string): Promise<{ page: Page; published: string[] }> {
  const context = await shop.newContext({ locale: 'en-US' });
  await serveDemoImages(context);
  const published = await serveStripeJs(context, stripeMock);
  await context.addInitScript(
    ([key, value]) => (globalThis as any).localStorage.setItem(key, value),
    [`commerce:${keys.publishableKey}:cart-token`, token],
  );
  const page = await context.newPage();
  await page.goto(`${h.baseUrl}/widget/demo?publishable-key=${keys.publishableKey}&lang=en`);
  await page.locator('commerce-store .card').first().waitFor();
  return { page, published };
}

async function goToCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Cart, \d+ items/ }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.locator('[part="pay-button"]').waitFor();
}

const standIn = (page: Page) =>
  page.evaluate(() => (globalThis as any).__stripeStandIn as StripeStandInRecord & { failNextAction: boolean });

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function orderNumberShown(page: Page): Promise<number> {
  const text = await page.locator('[data-order-number]').textContent({ timeout: 30000 });
  return Number(/(\d+)/.exec(text ?? '')?.[1]);
}

/** The order of this number as the private API shows it (its list is written by activities: it may lag). */
async function privateOrder(number: number) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const orders = (await admin().get('/orders?limit=100')).body.data as { id: string; number: number }[];
    const found = orders.find((o) => o.number === number);
    if (found) return (await admin().get(`/orders/${found.id}`)).body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`order ${number} is not listed`);
}

const requiresAction = (id: string) => stripeRequiresAction(id);

describe('when a shopper of a store on Stripe pays in the widget', () => {
  it('then the Payment Element is mounted with the store key, its pm_… is submitted, the order is paid', async () => {
    const { token, total } = await preparedCart();
    const { page, published } = await openShopWithCart(token);
    await goToCheckout(page);
    await page.getByLabel('Card number').waitFor();
    expect(await page.getByLabel('Card (test mode)').count()).toBe(0);
    await checkView(page, 'widget-stripe-payment-element');

    // Nothing typed: Stripe's check refuses, and the shopper reads why; nothing reached the service.
    const intentsBefore = stripe.requests.filter(createIntent).length;
    await page.getByRole('button', { name: `Pay ${dollars(total)}` }).click();
    await page.getByRole('alert').filter({ hasText: 'Please check your card details; nothing was charged.' }).waitFor();
    expect(stripe.requests.filter(createIntent).length).toBe(intentsBefore);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: `Pay ${dollars(total)}` }).click();
    const number = await orderNumberShown(page);
    expect(number).toBeGreaterThan(0);

    const record = await standIn(page);
    expect(record.keys.map((k) => k.key)).toEqual([STRIPE_PUBLISHABLE_KEY]);
    expect(record.elements[0]).toMatchObject({
      mode: 'payment',
      amount: total,
      currency: 'usd',
      paymentMethodCreation: 'manual',
      captureMethod: 'manual',
    });
    expect(published).toEqual([STRIPE_PUBLISHABLE_KEY]);
    const intent = stripe.requests.filter(createIntent).at(-1) as RecordedRequest;
    expect(intent.params.get('payment_method')).toMatch(/^pm_/);
    expect(intent.params.get('amount')).toBe(String(total));
    const order = await privateOrder(number);
    expect(order).toMatchObject({ total: { amount: total }, capturedAmount: { amount: total } });
    expect(stripe.sent('POST', /^\/v1\/payment_intents\/[^/]+\/capture$/).length).toBeGreaterThan(0);
  });

  it('then 3-D Secure is finished with handleNextAction and the confirm, and the order is paid', async () => {
    stripe.script(createIntent, requiresAction('pi_widget3ds'));
    const { token, total } = await preparedCart();
    const { page } = await openShopWithCart(token);
    await goToCheckout(page);
    await page.getByLabel('Card number').fill('4000 0027 6000 3184');
    await page.getByRole('button', { name: `Pay ${dollars(total)}` }).click();
    const number = await orderNumberShown(page);

    expect((await standIn(page)).nextActions).toEqual(['pi_widget3ds_secret_abc']);
    expect(stripe.sent('GET', '/v1/payment_intents/pi_widget3ds').length).toBeGreaterThan(0);
    expect(stripe.sent('POST', '/v1/payment_intents/pi_widget3ds/capture')).toHaveLength(1);
    expect(await privateOrder(number)).toMatchObject({ capturedAmount: { amount: total } });
  });

  it('then a challenge the bank refuses is said so, nothing is charged, and another card pays', async () => {
    stripe.script(createIntent, requiresAction('pi_widget3dsfail'));
    stripe.script(
      (r) => r.method === 'GET' && r.path === '/v1/payment_intents/pi_widget3dsfail',
      stripeChallengeRefused('pi_widget3dsfail'),
    );
    const { token, total } = await preparedCart();
    const { page } = await openShopWithCart(token);
    await goToCheckout(page);
    // The card field exists once Stripe.js (the stand-in) has loaded and mounted, so the stand-in is there to set.
    await page.getByLabel('Card number').fill('4000 0084 0000 1629');
    await page.evaluate(() => ((globalThis as any).__stripeStandIn.failNextAction = true));
    await page.getByRole('button', { name: `Pay ${dollars(total)}` }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your bank did not confirm the payment, so nothing was charged.' })
      .waitFor({ timeout: 30000 });
    expect(stripe.sent('POST', '/v1/payment_intents/pi_widget3dsfail/capture')).toHaveLength(0);
    await checkView(page, 'widget-stripe-authentication-failed');

    await page.evaluate(() => ((globalThis as any).__stripeStandIn.failNextAction = false));
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: `Pay ${dollars(total)}` }).click();
    expect(await orderNumberShown(page)).toBeGreaterThan(0);
  });
});

describe('when a shopper chooses another of the store currencies in the widget', () => {
  it('then the catalogue, the cart and the checkout show it, and the order is paid in it', async () => {
    const { token, total } = await preparedCart();
    const { page } = await openShopWithCart(token);
    // The demo catalogue's order differs from run to run: the beanie is found by search.
    await page.getByLabel('Search products').fill('Beanie');
    const beanie = page.locator('.card', { hasText: 'Beanie' }).first();
    await beanie.getByText(/from \$/).waitFor();

    await page.getByLabel('Currency').selectOption('EUR');
    await page.getByText('Prices are now in EUR.').waitFor();
    await beanie.getByText(/from €/).waitFor();
    await checkView(page, 'widget-currency-eur');

    await goToCheckout(page);
    const pay = page.getByRole('button', { name: /^Pay €/ });
    await pay.waitFor();
    await page.getByText(/Standard, €/).waitFor();
    const cart = (await publicClient(h.baseUrl, keys.publishableKey, token).get('/cart')).body;
    expect(cart.currency).toBe('EUR');
    expect(cart.total.amount).not.toBe(total);
    expect(await pay.textContent()).toContain(cart.total.formatted);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.click();
    const order = await privateOrder(await orderNumberShown(page));
    expect(order.total).toMatchObject({ amount: cart.total.amount, currency: 'EUR' });
    expect((stripe.requests.filter(createIntent).at(-1) as RecordedRequest).params.get('currency')).toBe('eur');
  });

  it('then a cart with an item priced only in dollars stays in dollars, and the shopper reads why', async () => {
    const dollarsOnly = await makeProduct(h.orm.em.fork(), keys.storeId, {
      title: 'Dollar Store Mug',
      variants: [{ stock: 5, prices: { USD: 1200 } }],
    });
    const { token } = await preparedCart({ productId: dollarsOnly.id, variantId: dollarsOnly.variantIds[0] });
    const { page } = await openShopWithCart(token);
    const currency = page.getByLabel('Currency');
    await currency.selectOption('EUR');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Some items in your cart have no price in that currency, so it stays as it was.' })
      .waitFor();
    expect(await currency.inputValue()).toBe('USD');
    expect((await publicClient(h.baseUrl, keys.publishableKey, token).get('/cart')).body.currency).toBe('USD');
    await checkView(page, 'widget-currency-refused');
  });
});

describe("when a customer pays a draft order's link on the pay page of a store on Stripe", () => {
  it('then the Payment Element takes the card, runs 3-D Secure (refused, then passed), the link is paid', async () => {
    const api = publicClient(h.baseUrl, keys.publishableKey);
    const product = (await api.get('/products?q=Beanie')).body.data[0];
    const variantId = (await admin().get(`/products/${product.id}`)).body.variants[0].id as string;
    const settings = (await admin().get('/settings')).body;
    const option = settings.shippingZones.find((z: { countries: string[] }) => z.countries.includes('US')).options[0];
    const shippingAddress = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      line1: '1 Main St',
      city: 'Springfield',
      region: 'CA',
      postalCode: '12345',
      country: 'US',
    };
    const made = await admin().post(
      '/draft-orders',
      {
        email: 'pay-link@example.com',
        lines: [{ variantId, quantity: 1 }],
        shippingOptionId: option.id,
        shippingAddress,
      },
      { headers: { 'idempotency-key': `draft-${Date.now()}` } },
    );
    expect(made.status).toBe(201);
    const sent = await admin().post(
      `/draft-orders/${made.body.id}/send-link`,
      {},
      {
        headers: { 'idempotency-key': `send-${Date.now()}` },
      },
    );
    expect(sent.status).toBe(200);
    const linkId = sent.body.paymentLinkId as string;

    const context = await shop.newContext({ locale: 'en-US' });
    await serveStripeJs(context, stripeMock);
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/widget/pay?publishable-key=${keys.publishableKey}&link=${linkId}&lang=en`);
    await page.getByRole('heading', { name: 'Pay your order' }).waitFor();
    await page.getByLabel('Card number').waitFor();
    expect(await page.getByLabel('Card (test mode)').count()).toBe(0);
    await checkView(page, 'widget-pay-stripe');
    const pay = page.getByRole('button', { name: /^Pay \$/ });

    // A challenge the bank refuses: Stripe reads the intent back unpaid, the payment is let go, the shopper told why.
    stripe.script(createIntent, requiresAction('pi_paylink3dsfail'));
    stripe.script(
      (r) => r.method === 'GET' && r.path === '/v1/payment_intents/pi_paylink3dsfail',
      stripeChallengeRefused('pi_paylink3dsfail'),
    );
    await page.getByLabel('Card number').fill('4000 0084 0000 1629');
    await page.evaluate(() => ((globalThis as any).__stripeStandIn.failNextAction = true));
    await pay.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your bank did not confirm the payment, so nothing was charged.' })
      .waitFor({ timeout: 30000 });
    expect(stripe.sent('POST', '/v1/payment_intents/pi_paylink3dsfail/cancel').length).toBeGreaterThan(0);
    expect(stripe.sent('POST', '/v1/payment_intents/pi_paylink3dsfail/capture')).toHaveLength(0);
    await checkView(page, 'widget-pay-stripe-authentication-failed');

    // One the bank confirms: handleNextAction, the confirm (Stripe read back), one capture, the link paid.
    await page.evaluate(() => ((globalThis as any).__stripeStandIn.failNextAction = false));
    stripe.script(createIntent, requiresAction('pi_paylink3ds'));
    await page.getByLabel('Card number').fill('4000 0027 6000 3184');
    await pay.click();
    await page.locator('[part="pay-status"]').filter({ hasText: 'Paid, thank you' }).waitFor({ timeout: 30000 });
    expect((await standIn(page)).nextActions).toEqual(['pi_paylink3dsfail_secret_abc', 'pi_paylink3ds_secret_abc']);
    expect(stripe.sent('GET', '/v1/payment_intents/pi_paylink3ds').length).toBeGreaterThan(0);
    expect(stripe.sent('POST', '/v1/payment_intents/pi_paylink3ds/capture')).toHaveLength(1);
    const intent = stripe.requests.filter(createIntent).at(-1) as RecordedRequest;
    expect(intent.params.get('payment_method')).toMatch(/^pm_/);
    expect((await standIn(page)).keys.map((k) => k.key)).toEqual([STRIPE_PUBLISHABLE_KEY]);
  });
});

describe("when staff save the store's Stripe publishable key in the dashboard", () => {
  it('then a malformed key is refused at its field, a good one is saved and GET /store gives it', async () => {
    const staff = await openDashboardAs(h, shop.newContext, {
      storeId: keys.storeId,
      permissions: ['settings'],
      name: 'Sam Settings',
    });
    await staff.goto(`${h.baseUrl}/admin/#/settings`);
    const form = staff.getByRole('form', { name: 'Payment provider' });
    await form.getByText(`publishable key ${STRIPE_PUBLISHABLE_KEY}`).waitFor();
    const keyField = form.getByLabel("Stripe publishable key (pk_…), for the widget's card form");
    expect(await keyField.inputValue()).toBe(STRIPE_PUBLISHABLE_KEY);
    await form.getByLabel('Stripe secret key (sk_… or rk_…)').fill(STRIPE_SECRET_KEY);
    await form.getByLabel('Stripe webhook signing secret (whsec_…)').fill(STRIPE_WEBHOOK_SECRET);
    await keyField.fill('sk_test_notpublic');
    await form.getByRole('button', { name: 'Save payment provider' }).click();
    await staff.locator('#field-paymentProvider-publishableKey-error').waitFor();

    const newKey = 'pk_test_51NewWidgetKey0123456789';
    await keyField.fill(newKey);
    await form.getByLabel('Stripe secret key (sk_… or rk_…)').fill(STRIPE_SECRET_KEY);
    await form.getByLabel('Stripe webhook signing secret (whsec_…)').fill(STRIPE_WEBHOOK_SECRET);
    await form.getByRole('button', { name: 'Save payment provider' }).click();
    await form.getByRole('status').getByText('Saved.').waitFor();
    await checkView(staff, 'dashboard-stripe-publishable-key');
    const profile = await publicClient(h.baseUrl, keys.publishableKey).get('/store');
    expect(profile.body.paymentProvider).toEqual({ name: 'stripe', publishableKey: newKey });
  });
});
