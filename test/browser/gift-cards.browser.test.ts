import type { Browser, Page } from 'playwright-core';
import type { Harness } from '../support/harness';
import { openDemoShop, type DemoShop } from '../support/demo-shop';
import { checkView, openDashboardAs } from '../support/dashboard-page';
import { newCartToken, privateClient, publicClient } from '../support/http';
import { makeCustomer } from '../support/customers';
import { queryOne } from '../../src/db/sql';
import { waitFor } from '../support/processes';
import { createSession } from '../../src/customers/customer-sessions.repository';
import { serveDemoImages } from '../support/widget-page';
import type { DemoKeys } from '../../src/cli/seed-demo';
import { untilSettled } from '../support/settled-submit';

// One service and one browser: a store owner issues a gift card in the dashboard, a shopper pays part of an order
// with it in the widget and the card the rest, and both then see the balance the ledger holds.
let shop: DemoShop;
let h: Harness;
let keys: DemoKeys;

beforeAll(async () => {
  shop = await openDemoShop('gift-cards');
  ({ h, keys } = shop);
}, 120000);

afterAll(() => shop?.close());

const newContext = (options: Parameters<Browser['newContext']>[0] = {}) => shop.newContext(options);

/** The dashboard as a member with one permission (gift cards need orders). */
const openDashboard = (permission = 'orders') =>
  openDashboardAs(h, shop.newContext, { storeId: keys.storeId, permissions: [permission], name: 'Gina Giftcards' });

/** A visitor's cart through the public API (two beanies, e-mail, address, shipping), to start at payment. */
async function preparedCart(): Promise<{ token: string; total: number }> {
  const token = newCartToken();
  const api = publicClient(h.baseUrl, keys.publishableKey, token);
  const product = (await api.get('/products?q=Beanie')).body.data[0];
  expect((await api.post('/cart/items', { productId: product.id, quantity: 2 })).status).toBe(200);
  const address = { firstName: 'Ada', lastName: 'Lovelace', line1: '1 Main St', city: 'Springfield' };
  const shippingAddress = { ...address, region: 'CA', postalCode: '12345', country: 'US' };
  const details = await api.patch('/cart/checkout', { email: 'gift.shopper@example.com', shippingAddress });
  expect(details.status).toBe(200);
  const options = (await api.get('/cart/shipping-options')).body.data;
  const cart = await api.put('/cart/shipping', { optionId: options[0].id });
  expect(cart.status).toBe(200);
  return { token, total: cart.body.total.amount };
}

/** The widget's checkout for the visitor holding this cart (and, signed in, this customer session). */
async function openWidgetWithCart(token: string, locale = 'en-US', session = ''): Promise<Page> {
  const context = await newContext({ locale });
  await serveDemoImages(context);
  const stored = { [`commerce:${keys.publishableKey}:cart-token`]: token };
  if (session) stored[`commerce:${keys.publishableKey}:session`] = session;
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) (globalThis as any).localStorage.setItem(key, value);
  }, stored);
  const page = await context.newPage();
  await page.goto(`${h.baseUrl}/widget/demo?publishable-key=${keys.publishableKey}&lang=${locale.slice(0, 2)}`);
  await page.locator('commerce-store .card').first().waitFor();
  const german = locale.startsWith('de');
  await page.getByRole('button', { name: german ? /^Warenkorb, \d+ Artikel/ : /^Cart, \d+ items/ }).click();
  await page.getByRole('button', { name: german ? 'Zur Kasse' : 'Checkout' }).click();
  await page.locator('[part="pay-button"]').waitFor();
  return page;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('when staff issue a gift card in the dashboard and a shopper pays with it in the widget', () => {
  it('then it pays its value, a card pays the rest, and both sides show the balance the ledger holds', async () => {
    const { token, total } = await preparedCart();
    // Half the order, in whole dollars: the gift card pays part and the card the rest.
    const value = Math.floor(total / 200) * 100;
    expect(value).toBeGreaterThan(0);

    const staff = await openDashboard();
    await staff.getByRole('link', { name: 'Gift cards' }).click();
    await staff.getByRole('heading', { name: 'Gift cards', level: 1 }).waitFor();
    await staff.getByLabel('Value in USD').fill(String(value / 100));
    await staff.getByRole('button', { name: 'Issue gift card' }).click();
    const code = (await staff.locator('[data-gift-card-code]').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const last4 = code.slice(-4);
    await staff
      .getByRole('link', { name: `Gift card ••••${last4}` })
      .first()
      .waitFor();
    await checkView(staff, 'dashboard-gift-cards');

    const shopper = await openWidgetWithCart(token);
    await shopper.getByLabel('Gift card code').fill('NOPE-NOPE-NOPE-NOPE');
    await shopper.getByRole('button', { name: 'Apply gift card' }).click();
    await shopper.getByRole('alert').filter({ hasText: 'This gift card code cannot be used.' }).waitFor();
    // Typed as a shopper might: lower case, without dashes.
    await shopper.getByLabel('Gift card code').fill(code.toLowerCase().replaceAll('-', ' '));
    await shopper.getByRole('button', { name: 'Check balance' }).click();
    await shopper.getByText(`The gift card ending in ${last4} holds ${dollars(value)}.`).waitFor();
    await shopper.getByRole('button', { name: 'Apply gift card' }).click();
    await shopper.getByText(`Gift card ••••${last4}: pays ${dollars(value)}, $0.00 left on it afterwards`).waitFor();
    await shopper.getByRole('button', { name: `Pay ${dollars(total - value)}` }).waitFor();
    await checkView(shopper, 'widget-gift-card-applied');

    // Taken off and put back: the applied card is the cart's, not the page's.
    await shopper.getByRole('button', { name: `Remove Gift card ••••${last4}` }).click();
    await shopper.getByRole('button', { name: `Pay ${dollars(total)}` }).waitFor();
    await shopper.getByLabel('Gift card code').fill(code);
    await shopper.getByRole('button', { name: 'Apply gift card' }).click();
    await shopper.getByRole('button', { name: `Pay ${dollars(total - value)}` }).waitFor();

    await shopper.getByLabel('Card (test mode)').selectOption('tok_visa');
    await shopper.getByRole('button', { name: `Pay ${dollars(total - value)}` }).click();
    const number = Number(/(\d+)/.exec((await shopper.locator('[data-order-number]').textContent()) ?? '')?.[1]);
    expect(number).toBeGreaterThan(0);

    // The order: the card was charged only what the gift card left.
    const admin = privateClient(h.baseUrl, keys.secretKey);
    const orders = (await admin.get('/orders?limit=100')).body.data as { id: string; number: number }[];
    const order = (await admin.get(`/orders/${orders.find((o) => o.number === number)?.id}`)).body;
    expect(order.total.amount).toBe(total);
    expect(order.capturedAmount.amount).toBe(total - value);

    // Both sides now read the card's balance from the ledger: nothing left, and the redemption in its history.
    await staff
      .getByRole('link', { name: `Gift card ••••${last4}` })
      .first()
      .click();
    await staff.getByRole('heading', { name: `Gift card ••••${last4}` }).waitFor();
    await staff.reload();
    await staff.locator('.card .big').first().filter({ hasText: '$0.00' }).waitFor();
    await staff.getByRole('cell', { name: 'Paid an order' }).waitFor();
    await staff.getByRole('cell', { name: `-${dollars(value)}` }).waitFor();
    await checkView(staff, 'dashboard-gift-card');

    const balance = await publicClient(h.baseUrl, keys.publishableKey, newCartToken()).post('/gift-cards/balance', {
      code,
    });
    expect(balance.body.balance.amount).toBe(0);
  });

  it('then staff adjust with a reason and disable it, and a refusal reads in words a store owner knows', async () => {
    const staff = await openDashboard();
    await staff.goto(`${h.baseUrl}/admin/#/gift-cards`);
    await staff.getByLabel('Value in USD').fill('5');
    await staff.getByRole('button', { name: 'Issue gift card' }).click();
    const code = (await staff.locator('[data-gift-card-code]').textContent())?.trim() ?? '';
    await staff.getByRole('link', { name: `Open Gift card ••••${code.slice(-4)}` }).click();
    await staff.getByRole('heading', { name: `Gift card ••••${code.slice(-4)}` }).waitFor();

    await staff.getByLabel('Change').selectOption('remove');
    await staff.getByLabel('Amount in USD').fill('7');
    await staff.getByLabel('Reason').fill('Typo');
    await staff.getByRole('button', { name: 'Save change' }).click();
    await staff
      .getByRole('alert')
      .filter({ hasText: 'The balance is only $5.00, so $7.00 cannot be removed.' })
      .waitFor();

    await staff.getByLabel('Change').selectOption('add');
    await staff.getByLabel('Amount in USD').fill('2.50');
    await staff.getByLabel('Reason').fill('Goodwill');
    await staff.getByRole('button', { name: 'Save change' }).click();
    await staff.getByRole('status').filter({ hasText: 'Added $2.50.' }).waitFor();
    await staff.locator('.card .big').first().filter({ hasText: '$7.50' }).waitFor();
    await staff.getByRole('cell', { name: 'Goodwill' }).waitFor();

    await staff.getByRole('button', { name: 'Disable the card' }).click();
    await staff.getByRole('button', { name: 'Yes, disable it' }).click();
    await staff.getByRole('status').filter({ hasText: 'The card is disabled' }).waitFor();
    await checkView(staff, 'dashboard-gift-card-disabled');
    const check = await publicClient(h.baseUrl, keys.publishableKey, newCartToken()).post('/gift-cards/balance', {
      code,
    });
    expect(check.status).toBe(422);

    await staff.goto(`${h.baseUrl}/admin/#/gift-cards`);
    await staff.getByLabel('State').selectOption('disabled');
    // The unfiltered list shows the card too: wait for the filtered one, which has no active card left.
    await staff.getByRole('cell', { name: 'active', exact: true }).first().waitFor({ state: 'detached' });
    await staff.getByRole('link', { name: `Gift card ••••${code.slice(-4)}` }).waitFor();
    expect(await staff.getByRole('cell', { name: 'disabled', exact: true }).count()).toBeGreaterThan(0);
  });

  it('then staff give a customer store credit and take some back, and too much is refused plainly', async () => {
    const customerId = await makeCustomer(h.orm.em.fork(), keys.storeId, 'credit.customer@example.com');
    const staff = await openDashboard('customers');
    await staff.goto(`${h.baseUrl}/admin/#/customers/${customerId}`);
    await staff.getByRole('heading', { name: 'Store credit', exact: true }).waitFor();
    await staff.getByText('No store credit yet.').waitFor();
    await staff.getByLabel('Amount', { exact: true }).or(staff.getByLabel('Amount in USD')).fill('25');
    await staff.getByLabel('Reason').fill('Late delivery');
    await staff.getByRole('button', { name: 'Save change' }).click();
    await staff.getByRole('heading', { name: 'USD: $25.00' }).waitFor();
    await staff.getByLabel('Change').selectOption('remove');
    await staff.getByLabel('Amount', { exact: true }).or(staff.getByLabel('Amount in USD')).fill('30');
    await staff.getByLabel('Reason').fill('Too generous');
    await staff.getByRole('button', { name: 'Save change' }).click();
    await staff
      .getByRole('alert')
      .filter({ hasText: 'The balance is only $25.00, so $30.00 cannot be removed.' })
      .waitFor();
    await staff.getByRole('cell', { name: 'Late delivery' }).waitFor();
    await checkView(staff, 'dashboard-store-credit');
  });

  it('then a signed-in shopper pays part with their store credit, in German, and has the rest left', async () => {
    const customerId = await makeCustomer(h.orm.em.fork(), keys.storeId, 'kundin@example.com');
    const admin = privateClient(h.baseUrl, keys.secretKey);
    const credit = { currency: 'USD', amount: 1000, reason: 'Kulanz' };
    expect((await admin.post(`/customers/${customerId}/store-credit`, credit)).status).toBe(200);
    const { token: session } = await createSession(h.orm.em.fork(), keys.storeId, customerId, {
      idleSeconds: 3600,
      maxSeconds: 7200,
    });
    const { token, total } = await preparedCart();
    const shopper = await openWidgetWithCart(token, 'de-DE', session);
    await shopper.getByLabel('Geschenkkartencode').fill('NOPE-NOPE-NOPE-NOPE');
    await shopper.getByRole('button', { name: 'Geschenkkarte einlösen' }).click();
    await shopper
      .getByRole('alert')
      .filter({ hasText: 'Dieser Geschenkkartencode kann nicht verwendet werden.' })
      .waitFor();
    await shopper.getByRole('button', { name: 'Mein Shop-Guthaben verwenden ($10.00)' }).click();
    await shopper.getByText('Shop-Guthaben: zahlt $10.00, danach bleiben $0.00 übrig').waitFor();
    await shopper.getByText('Noch zu zahlen').waitFor();
    await checkView(shopper, 'widget-store-credit-de');
    await shopper.getByRole('button', { name: `${dollars(total - 1000)} bezahlen` }).click();
    await shopper.locator('[data-order-number]').waitFor();
    const mine = await publicClient(h.baseUrl, keys.publishableKey, newCartToken()).get('/customers/me/store-credit', {
      headers: { 'x-customer-session': session },
    });
    expect(mine.body.data).toMatchObject([
      { currency: 'USD', balance: { amount: 0 }, history: [{ kind: 'redeem', amount: { amount: -1000 } }, {}] },
    ]);
  });
});

describe('when staff mark a product as a gift card and a shopper buys one for a friend in the widget', () => {
  it('then the page asks who it is for, the line keeps it, and the checkout asks no address', async () => {
    const admin = privateClient(h.baseUrl, keys.secretKey);
    const created = await admin.post(
      '/products',
      {
        title: 'Shop Gift Card',
        status: 'active',
        variants: [{ sku: `GIFT-${Date.now()}`, prices: [{ currency: 'USD', amount: 5000 }], stock: 1000 }],
      },
      { headers: { 'idempotency-key': `gift-product-${Date.now()}` } },
    );
    expect(created.status).toBe(201);
    const productId = created.body.id as string;

    const staff = await openDashboardAs(h, shop.newContext, {
      storeId: keys.storeId,
      permissions: ['catalogue'],
      name: 'Cat Alogue',
    });
    await staff.goto(`${h.baseUrl}/admin/#/products/${productId}`);
    await staff.getByLabel('Gift card', { exact: true }).check();
    // A gift card takes no stock unless the store counts it.
    expect(await staff.getByLabel('Count stock of these gift cards').isChecked()).toBe(false);
    await staff.getByRole('button', { name: 'Save product' }).click();
    await staff.getByText('Saved.').waitFor();
    await checkView(staff, 'dashboard-product-gift-card');
    expect((await admin.get(`/products/${productId}`)).body).toMatchObject({
      giftCard: true,
      giftCardTracksStock: false,
    });
    await staff.getByRole('cell', { name: 'not counted' }).waitFor();

    const context = await newContext();
    await serveDemoImages(context);
    const shopper = await context.newPage();
    await shopper.goto(`${h.baseUrl}/widget/demo?publishable-key=${keys.publishableKey}&lang=en`);
    await shopper.getByLabel('Search products').fill('Shop Gift Card');
    await shopper.getByRole('button', { name: /Shop Gift Card/ }).click();
    await shopper.getByRole('group', { name: 'Who is the gift card for?' }).waitFor();
    await shopper.getByLabel('Their e-mail (empty: yours)').fill('friend@example.com');
    await shopper.getByLabel('Their name').fill('Sam');
    await shopper.getByLabel('Message').fill('Happy birthday!');
    const day = new Date(Date.now() + 3 * 864e5).toISOString().slice(0, 10);
    await shopper.getByLabel('Send on (empty: when paid)').fill(day);
    await checkView(shopper, 'widget-gift-card-product');
    await shopper.getByRole('button', { name: 'Add to cart' }).click();
    await shopper.getByRole('button', { name: 'Cart, 1 item' }).waitFor();

    const token = await shopper.evaluate(
      (key) => localStorage.getItem(key),
      `commerce:${keys.publishableKey}:cart-token`,
    );
    const cart = (await publicClient(h.baseUrl, keys.publishableKey, token ?? '').get('/cart')).body;
    // The line is added first (the cart button counts it), then its gift card is set: wait for that second call.
    const storedCard = () =>
      queryOne<{ gift_card: Record<string, string> | null }>(
        h.orm.em.fork(),
        'SELECT gift_card FROM cart_lines WHERE id = ?',
        [cart.items[0].id],
      );
    await waitFor(async () => (await storedCard())?.gift_card != null, 'the gift card set on the line', 10_000);
    const stored = await storedCard();
    expect(stored?.gift_card).toMatchObject({
      recipientEmail: 'friend@example.com',
      recipientName: 'Sam',
      message: 'Happy birthday!',
    });
    expect(new Date(stored!.gift_card!.deliverAt).getTime()).toBe(new Date(`${day}T09:00`).getTime());

    // Nothing in the cart is shipped: the checkout asks for the e-mail only, and no shipping method is charged.
    // The cart shows who gets the card, when, and the message (GET /cart's `giftCard` on the line).
    await shopper.reload();
    await shopper.getByRole('button', { name: 'Cart, 1 item' }).click();
    const sentOn = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(`${day}T09:00`));
    await shopper.getByText(`Gift card for Sam, sent on ${sentOn}`).waitFor();
    await shopper.locator('[part="line-gift-card"] q', { hasText: 'Happy birthday!' }).waitFor();
    await checkView(shopper, 'widget-gift-card-cart');
    await shopper.getByRole('button', { name: 'Checkout' }).click();
    await shopper.getByText('Nothing in your cart is shipped: gift cards are sent by e-mail.').waitFor();
    expect(await shopper.getByLabel('Postal code').count()).toBe(0);
    await shopper.getByLabel('E-mail').fill('buyer@example.com');
    await shopper.getByRole('button', { name: 'Continue to payment' }).click();
    await shopper.getByLabel('Card (test mode)').selectOption('tok_visa');
    await checkView(shopper, 'widget-gift-card-checkout');
    await shopper.getByRole('button', { name: `Pay ${dollars(5000)}` }).click();
    const number = Number(/(\d+)/.exec((await shopper.locator('[data-order-number]').textContent()) ?? '')?.[1]);
    const orders = (await admin.get('/orders?limit=100')).body.data as { id: string; number: number }[];
    const order = (await admin.get(`/orders/${orders.find((o) => o.number === number)?.id}`)).body;
    expect([order.total.amount, order.shippingTotal?.amount ?? 0, order.shippingAddress ?? null]).toEqual([
      5000,
      0,
      null,
    ]);
  });
});

describe('when staff refund an order paid partly by a gift card and choose the gift card first', () => {
  it('then the dashboard sends the refund to the gift card before the card', async () => {
    const admin = privateClient(h.baseUrl, keys.secretKey);
    const issued = await admin.post(
      '/gift-cards',
      { currency: 'USD', amount: 1000 },
      { headers: { 'idempotency-key': `refund-first-${Date.now()}` } },
    );
    expect(issued.status).toBe(201);
    const { token } = await preparedCart();
    const api = publicClient(h.baseUrl, keys.publishableKey, token);
    const applied = await api.post(
      '/cart/gift-cards',
      { code: issued.body.code },
      { headers: { 'idempotency-key': `apply-${issued.body.id}` } },
    );
    expect(applied.status).toBe(200);
    const paid = await untilSettled(() =>
      api.post(
        '/cart/checkout/submit',
        { paymentMethod: 'card', paymentToken: 'tok_visa' },
        { headers: { 'idempotency-key': `submit-${issued.body.id}` } },
      ),
    );
    expect(paid.status).toBe(201);

    const staff = await openDashboard();
    await staff.goto(`${h.baseUrl}/admin/#/orders/${paid.body.id}`);
    await staff.getByRole('button', { name: 'Refund', exact: true }).click();
    await staff.getByLabel(/^Amount to refund in USD/).fill('6.00');
    await staff.getByLabel('Give the money back first to').selectOption('gift_card');
    await checkView(staff, 'dashboard-refund-tender-order');
    await staff.getByRole('button', { name: 'Confirm: Refund' }).click();
    await staff.getByRole('status').getByText('refunded in all $6.00').waitFor();
    expect((await admin.get(`/gift-cards/${issued.body.id}`)).body.balance.amount).toBe(600);
  });
});
