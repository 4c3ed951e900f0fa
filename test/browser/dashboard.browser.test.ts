import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityViolations, launchChromium } from '../support/browser';
import { startHarness, type Harness } from '../support/harness';
import { freePort } from '../support/ports';
import { waitFor } from '../support/processes';
import { publicClient, privateClient, request, newCartToken, type ApiResponse } from '../support/http';
import { ADDRESS, makeCheckoutStore, type CheckoutStore } from '../support/checkout-factories';
import { waitForMails } from '../support/customers';
import { eventually, startReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { addStaffMember } from '../../src/staff/staff.service';
import { queryRows } from '../../src/db/sql';
import { untilSettled } from '../support/settled-submit';

const ROOT = join(__dirname, '..', '..');
const SCREENSHOTS = join(ROOT, '.data', 'test', 'screenshots');
const OWNER = 'olivia.owner@example.com';
const STAFF = 'sam.staff@example.com';

let h: Harness;
let browser: Browser;
let mailDir: string;
let store: CheckoutStore;
let receiver: WebhookReceiver;
let owner: Page;
let ownerContext: BrowserContext;

/** Every main page must pass axe with no violation; its screenshot is kept as an artefact. */
async function checkPage(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  expect({ page: name, violations: await accessibilityViolations(page) }).toEqual({ page: name, violations: [] });
}

/** Opens the dashboard, asks for a link for this address and follows the link the e-mail carries. */
async function signIn(context: BrowserContext, email: string, mailsBefore: number): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${h.baseUrl}/admin/`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await page.getByRole('status').getByText('a sign-in link is on its way').waitFor();
  const mails = await waitForMails(mailDir, email, mailsBefore + 1);
  const link = mails[mails.length - 1].link;
  expect(link.startsWith(`${h.baseUrl}/admin/?token=`)).toBe(true);
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  expect(page.url()).not.toContain('token=');
  return page;
}

/**
 * An order placed as a shopper would, through the public API: 2 × small and 1 × medium, paid by card. With a
 * declining test card the checkout answers 402 and no order id.
 */
async function placeOrder(productId: string, variantIds: string[], paymentToken = 'tok_visa'): Promise<string> {
  const shopper = publicClient(h.baseUrl, store.publishableKey, newCartToken());
  const key = newCartToken();
  const steps = [
    () => shopper.post('/cart/items', { productId, variantId: variantIds[0], quantity: 2 }),
    () => shopper.post('/cart/items', { productId, variantId: variantIds[1], quantity: 1 }),
    () => shopper.patch('/cart/checkout', { email: 'ada@example.com', shippingAddress: ADDRESS }),
    () => shopper.put('/cart/shipping', { optionId: store.shippingOptionId }),
    () =>
      untilSettled(() =>
        shopper.post(
          '/cart/checkout/submit',
          { paymentMethod: 'card', paymentToken },
          { headers: { 'idempotency-key': key } },
        ),
      ),
  ];
  let answer: ApiResponse | undefined;
  for (const step of steps) {
    answer = await step();
    const declined = answer.status === 402 && paymentToken !== 'tok_visa';
    if (answer.status >= 300 && !declined) throw new Error(`placing the order failed: ${answer.status} ${answer.text}`);
  }
  return answer?.body.id;
}

async function refundOneLine(page: Page, orderId: string, sku: string): Promise<void> {
  await page.goto(`${h.baseUrl}/admin/#/orders/${orderId}`);
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await page.getByLabel(new RegExp(`\\(${sku}\\) — quantity to refund`)).fill('1');
  await page.getByRole('button', { name: 'Confirm: Refund' }).click();
  await page.getByRole('status').getByText('Refund: done').waitFor();
}

beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
  if (!existsSync(join(ROOT, 'packages', 'dashboard', 'dist', 'app.js'))) {
    execFileSync('npm', ['run', 'build', '--workspace', 'packages/dashboard'], { cwd: ROOT, stdio: 'ignore' });
  }
  mailDir = await mkdtemp(join(tmpdir(), 'dashboard-mail-'));
  const port = await freePort();
  h = await startHarness({
    worker: true,
    port,
    env: {
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      MAIL_DIR: mailDir,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RELAY_ENABLED: 'true',
      WEBHOOK_RETRY_SCHEDULE: '1,1,1',
    },
  });
  store = await makeCheckoutStore(h.orm.em.fork());
  await addStaffMember(h.orm.em.fork(), store.storeId, { email: OWNER, name: 'Olivia Owner', role: 'owner' });
  receiver = await startReceiver();
  browser = await launchChromium();
  // axe-core goes in as an inline script, which the dashboard's CSP rightly refuses: the contexts that run axe bypass
  // the CSP; the markup test below runs the dashboard under its real CSP.
  ownerContext = await browser.newContext({ bypassCSP: true });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await receiver?.close();
  await h?.close();
});

describe('when a store owner runs the shop from the dashboard', () => {
  let productId: string;
  let variantIds: string[];
  let orderId: string;
  let webhookId: string;

  it('then the owner signs in by the e-mailed link and sees the home page', async () => {
    const signInPage = await ownerContext.newPage();
    await signInPage.goto(`${h.baseUrl}/admin/`);
    await signInPage.getByRole('heading', { name: 'Sign in to the store dashboard' }).waitFor();
    await checkPage(signInPage, 'sign-in');
    await signInPage.close();
    owner = await signIn(ownerContext, OWNER, 0);
    await owner.getByRole('heading', { name: 'Last 30 days', exact: true }).waitFor();
    await checkPage(owner, 'home');
  });

  it('then the owner creates a product with two variants and stock', async () => {
    await owner.goto(`${h.baseUrl}/admin/#/products/new`);
    await owner.getByLabel('Title', { exact: true }).fill('Merino Sweater');
    await owner.getByRole('button', { name: 'Add option' }).click();
    await owner.getByLabel('Option 1 name').fill('Size');
    await owner.getByLabel('Option 1 values, comma-separated').fill('S, M');
    await owner.getByRole('button', { name: 'Add variant' }).click();
    for (const [index, size] of ['S', 'M'].entries()) {
      await owner.getByLabel(`Variant ${index + 1} SKU`).fill(`MERINO-${size}`);
      await owner.getByLabel(`Variant ${index + 1} Size`).fill(size);
      await owner.getByLabel(`Variant ${index + 1} price in USD`).fill('25.00');
      await owner.getByLabel(`Variant ${index + 1} stock`).fill('5');
    }
    await checkPage(owner, 'product-new');
    await owner.getByRole('button', { name: 'Create product' }).click();
    await owner.getByRole('heading', { name: 'Edit Merino Sweater' }).waitFor();
    productId = owner.url().split('/').pop() as string;
    const product = await privateClient(h.baseUrl, store.secretKey).get(`/products/${productId}`);
    expect(product.body.variants.map((v: any) => [v.sku, v.stock.onHand, v.prices[0].amount])).toEqual([
      ['MERINO-S', 5, 2500],
      ['MERINO-M', 5, 2500],
    ]);
    variantIds = product.body.variants.map((v: any) => v.id);
    await checkPage(owner, 'product-edit');
  });

  it("then the owner writes the product's German texts in its translations editor", async () => {
    await owner.goto(`${h.baseUrl}/admin/#/products/${productId}`);
    await owner.getByRole('heading', { name: 'Translations' }).waitFor();
    await owner.getByLabel('Title (de)').fill('Merino-Pullover');
    await owner.getByLabel('Size (de)').fill('Größe');
    await owner.getByRole('button', { name: 'Save de texts' }).click();
    await owner.getByRole('status').getByText('Saved the de texts.').waitFor();
    await checkPage(owner, 'product-translations');
    const stored = await privateClient(h.baseUrl, store.secretKey).get(`/products/${productId}/translations`);
    expect(stored.body.data.map((t: any) => [t.language, t.title, t.options.map((o: any) => o.name)])).toEqual([
      ['de', 'Merino-Pullover', ['Größe']],
    ]);
  });

  it("then the product form shows the API's validation error at its field", async () => {
    await owner.goto(`${h.baseUrl}/admin/#/products/new`);
    await owner.getByLabel('Title', { exact: true }).fill('Duplicate SKU');
    await owner.getByLabel('Variant 1 SKU').fill('MERINO-S');
    await owner.getByLabel('Variant 1 price in USD').fill('10');
    await owner.getByRole('button', { name: 'Create product' }).click();
    await owner.locator('#field-variants-0-sku-error').waitFor();
    expect(await owner.getByLabel('Variant 1 SKU').getAttribute('aria-describedby')).toBe('field-variants-0-sku-error');
  });

  it('then the owner registers a webhook for a local receiver', async () => {
    await owner.goto(`${h.baseUrl}/admin/#/webhooks`);
    await owner.getByLabel('URL').fill(receiver.url);
    await owner.getByRole('button', { name: 'Register' }).click();
    await owner.getByText('copy it now').waitFor();
    await owner.getByRole('link', { name: receiver.url }).click();
    await owner.getByRole('heading', { name: `Webhook ${receiver.url}` }).waitFor();
    webhookId = owner.url().split('/').pop() as string;
    await checkPage(owner, 'webhook');
  });

  it('then after an order through the public API, the owner fulfils part with tracking, refunds a line', async () => {
    orderId = await placeOrder(productId, variantIds);
    await owner.goto(`${h.baseUrl}/admin/#/orders`);
    await owner
      .getByRole('link', { name: /^#\d+$/ })
      .first()
      .click();
    await owner.getByRole('heading', { name: /^Order #\d+$/ }).waitFor();
    await checkPage(owner, 'order');
    await owner.getByRole('button', { name: 'Fulfil', exact: true }).click();
    await owner.getByLabel(/\(MERINO-S\) — quantity to fulfil/).fill('1');
    await owner.getByLabel('Carrier').fill('DHL');
    await owner.getByLabel('Tracking number').fill('JD0146000062');
    await checkPage(owner, 'order-fulfil');
    await owner.getByRole('button', { name: 'Confirm: Fulfil' }).click();
    await owner.getByRole('status').getByText('fulfilment partially_fulfilled').waitFor();
    await owner.getByText('tracking DHL JD0146000062').waitFor();
    await refundOneLine(owner, orderId, 'MERINO-M');
    const order = await privateClient(h.baseUrl, store.secretKey).get(`/orders/${orderId}`);
    expect(order.body.lines.map((l: any) => [l.sku, l.fulfilledQuantity, l.refundedQuantity])).toEqual([
      ['MERINO-S', 1, 0],
      ['MERINO-M', 0, 1],
    ]);
    await owner.goto(`${h.baseUrl}/admin/#/orders`);
    await owner.getByRole('heading', { name: 'Orders' }).waitFor();
    await checkPage(owner, 'orders');
  });

  it('then order.refunded shows as delivered in the webhook log', async () => {
    await eventually(
      () => receiver.received.find((r) => r.json.type === 'order.refunded' && r.json.data.object.id === orderId),
      'order.refunded at the receiver',
    );
    await owner.goto(`${h.baseUrl}/admin/#/webhooks/${webhookId}`);
    await eventually(async () => {
      await owner.getByRole('button', { name: 'Refresh the log' }).click();
      return (
        (await owner.getByText('order.refunded').count()) > 0 &&
        (await owner.locator('.delivery-succeeded', { hasText: 'order.refunded' }).count()) > 0
      );
    }, 'order.refunded delivered in the log');
  });

  it('then the owner rotates the publishable key and the old key stops working', async () => {
    const oldKey = store.publishableKey;
    expect((await request(h.baseUrl, 'GET', `/v3/public/${oldKey}/store`)).status).toBe(200);
    await owner.goto(`${h.baseUrl}/admin/#/settings/api`);
    await owner.getByRole('heading', { name: 'Settings → API' }).waitFor();
    await checkPage(owner, 'settings-api');
    await owner.getByRole('button', { name: 'Rotate the publishable key' }).click();
    await owner.getByRole('button', { name: 'Yes, rotate the publishable key' }).click();
    const newKey = (await owner.locator('code.secret').textContent()) as string;
    expect(newKey).toMatch(/^pk_live_/);
    expect((await request(h.baseUrl, 'GET', `/v3/public/${oldKey}/store`)).status).toBe(401);
    expect((await request(h.baseUrl, 'GET', `/v3/public/${newKey}/store`)).status).toBe(200);
    store.publishableKey = newKey;
  });

  it('then a member with only orders signs in, cannot open settings; their refund is in the audit log', async () => {
    await owner.goto(`${h.baseUrl}/admin/#/staff`);
    await owner.getByLabel('E-mail address').fill(STAFF);
    await owner.getByLabel('Name', { exact: true }).fill('Sam Staff');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByRole('status').getByText(`${STAFF} is invited`).waitFor();
    await checkPage(owner, 'staff');

    const staffContext = await browser.newContext({ bypassCSP: true });
    const staff = await signIn(staffContext, STAFF, 1);
    await staff.goto(`${h.baseUrl}/admin/#/settings/api`);
    await staff.getByRole('heading', { name: 'You cannot open Settings → API' }).waitFor();
    expect(await staff.getByRole('alert').textContent()).toContain('needs the “Owner” permission');
    await checkPage(staff, 'denied');

    const secondOrder = await placeOrder(productId, variantIds);
    await refundOneLine(staff, secondOrder, 'MERINO-S');
    await staffContext.close();

    await owner.goto(`${h.baseUrl}/admin/#/audit-log`);
    const row = owner.locator('tr', { hasText: 'Sam Staff (staff)' }).filter({ hasText: 'adminRefundOrder' });
    await row.waitFor();
    expect(await row.textContent()).toContain(secondOrder);
    await checkPage(owner, 'audit-log');
  });

  it('then the home page counts today’s placed orders, its charts agree, a declined checkout is not one', async () => {
    expect(await placeOrder(productId, variantIds, 'tok_declined')).toBeUndefined();
    const api = privateClient(h.baseUrl, store.secretKey);
    const since = `${new Date().toISOString().slice(0, 10)}T00:00:00Z`;
    const placed = (await api.get(`/orders?createdFrom=${since}&limit=100`)).body.data;
    const tried = (await api.get(`/orders?createdFrom=${since}&limit=100&includeAttempts=true`)).body.data;
    // The two orders placed above; the declined checkout's order is only under the filter.
    expect(placed).toHaveLength(2);
    expect(tried).toHaveLength(3);
    const total = placed.reduce((sum: number, o: { total: { amount: number } }) => sum + o.total.amount, 0);
    const formatted = await owner.evaluate(
      (amount) => new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(amount / 100),
      total,
    );
    await owner.goto(`${h.baseUrl}/admin/#/`);
    const today = owner.locator('[data-figures="today"]');
    await today.waitFor();
    expect(await today.locator('[data-figure="orders"]').textContent()).toBe('2');
    expect(await today.locator('[data-figure="totalSales"]').textContent()).toBe(formatted);
    const orders = owner.locator('[data-chart="orders"]');
    expect(await orders.locator('.chart-total').textContent()).toBe('2');
    expect(await orders.locator('table tbody tr').count()).toBe(30);
    expect(await orders.locator('table tbody tr').last().locator('td').first().textContent()).toBe('2');
    await owner.getByRole('heading', { name: 'Top products, last 30 days' }).waitFor();
    expect(await owner.locator('table', { hasText: 'Merino Sweater' }).count()).toBe(1);
    // The funnel: every cart the shoppers filled in this file, the three checkouts submitted, the two placed.
    const carts = await queryRows<{ n: number }>(
      h.orm.em.fork(),
      'SELECT count(*)::int AS n FROM carts WHERE store_id = ? AND items_added_at IS NOT NULL',
      [store.storeId],
    );
    const funnel = owner.locator('[data-chart="funnel"] table tbody');
    const step = async (name: string) => funnel.locator(`tr[data-step="${name}"] td`).first().textContent();
    expect(await step('Carts with items')).toBe(String(carts[0].n));
    expect(await step('Checkouts started')).toBe(String(tried.length));
    expect(await step('Orders placed')).toBe(String(placed.length));
    // Customers: the placed orders' addresses, all new today.
    const shoppers = new Set(placed.map((o: { email: string }) => o.email.toLowerCase()));
    const customers = owner.locator('[data-chart="customers"]');
    expect(await customers.locator('figcaption').textContent()).toBe(
      `Customers: ${shoppers.size} new and 0 returning in the last 30 days`,
    );
    const todayRow = customers.locator('table tbody tr').last().locator('td');
    expect(await todayRow.allTextContents()).toEqual([String(shoppers.size), '0']);
    await checkPage(owner, 'home-reports');

    await owner.goto(`${h.baseUrl}/admin/#/orders`);
    const rows = owner.locator('table tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    await owner.getByLabel('Show').selectOption('true');
    await owner.getByRole('cell', { name: 'failed', exact: true }).waitFor();
    expect(await rows.count()).toBe(3);
  });
});

describe('when the owner works through the other pages', () => {
  it('then customers, inbox and reply, discounts, reviews, categories, settings and profile pass axe', async () => {
    const visitor = publicClient(h.baseUrl, store.publishableKey, newCartToken());
    const opened = await visitor.post('/conversations', {
      message: 'Does the <b>sweater</b> run small?',
      email: 'ada@example.com',
      name: 'Ada',
    });
    expect(opened.status).toBe(201);

    await owner.goto(`${h.baseUrl}/admin/#/customers`);
    await owner
      .getByRole('row', { name: /ada@example\.com/ })
      .getByRole('link')
      .click();
    await owner.getByRole('heading', { name: 'Orders' }).waitFor();
    await owner
      .getByRole('link', { name: /^#\d+$/ })
      .first()
      .waitFor();
    await checkPage(owner, 'customer');

    await owner.goto(`${h.baseUrl}/admin/#/conversations`);
    await owner.getByRole('link', { name: 'Ada' }).click();
    await owner.getByText('Does the <b>sweater</b> run small?').waitFor();
    await owner.getByLabel('Your reply').fill('It runs true to size.');
    await owner.getByRole('button', { name: 'Send reply' }).click();
    await owner.getByText('It runs true to size.').waitFor();
    await checkPage(owner, 'conversation');
    const thread = await privateClient(h.baseUrl, store.secretKey).get(`/conversations/${opened.body.id}/messages`);
    expect(thread.body.data.map((m: any) => [m.author, m.body])).toEqual([
      ['visitor', 'Does the <b>sweater</b> run small?'],
      ['staff', 'It runs true to size.'],
    ]);

    await owner.goto(`${h.baseUrl}/admin/#/discounts`);
    await owner.getByLabel('Code', { exact: true }).fill('AUTUMN15');
    await owner.getByLabel('Percent off').fill('150');
    await owner.getByRole('button', { name: 'Create discount' }).click();
    await owner.locator('#field-value-error').waitFor();
    await owner.getByLabel('Percent off').fill('15');
    await owner.getByRole('button', { name: 'Create discount' }).click();
    await owner.getByRole('cell', { name: 'AUTUMN15', exact: true }).waitFor();
    await checkPage(owner, 'discounts');

    await owner.goto(`${h.baseUrl}/admin/#/reviews`);
    await owner.getByRole('heading', { name: 'Reviews' }).waitFor();
    await checkPage(owner, 'reviews');

    await owner.goto(`${h.baseUrl}/admin/#/categories`);
    await owner.getByLabel('Name').fill('Knitwear');
    await owner.getByRole('button', { name: 'Create category' }).click();
    await owner.getByRole('button', { name: 'Delete Knitwear' }).waitFor();
    await checkPage(owner, 'categories');

    await owner.goto(`${h.baseUrl}/admin/#/settings`);
    await owner.getByLabel('Default currency').fill('GBP');
    await owner.getByRole('button', { name: 'Save settings' }).click();
    await owner.locator('#field-defaultCurrency-error').waitFor();
    await checkPage(owner, 'settings');

    await owner.goto(`${h.baseUrl}/admin/#/profile`);
    await owner.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await owner.getByLabel('Code from the app').waitFor();
    await checkPage(owner, 'profile');
  });
});

describe('when the owner runs settings, refunds, products and staff from the dashboard alone', () => {
  const admin = () => privateClient(h.baseUrl, store.secretKey);
  const form = (name: string) => owner.getByRole('form', { name });

  it("then a tax rate with a bad value shows the API's message at its field, and a good one is saved", async () => {
    const before = (await admin().get('/settings')).body;
    const n = before.taxRates.length + 1;
    await owner.goto(`${h.baseUrl}/admin/#/settings`);
    await form('Tax rates').getByRole('button', { name: 'Add tax rate' }).click();
    await owner.getByLabel(`Tax rate ${n} country (ISO 3166, two letters)`).fill('de');
    await owner.getByLabel(`Tax rate ${n} name`).fill('MwSt');
    await owner.getByLabel(`Tax rate ${n} in basis points (1900 = 19 %)`).fill('190000');
    await owner.getByRole('button', { name: 'Save tax rates' }).click();
    const error = owner.locator(`#field-taxRates-${n - 1}-rateBasisPoints-error`);
    await error.waitFor();
    expect(await error.textContent()).toMatch(/10000/);
    expect(await owner.getByLabel(`Tax rate ${n} in basis points (1900 = 19 %)`).getAttribute('aria-describedby')).toBe(
      `field-taxRates-${n - 1}-rateBasisPoints-error`,
    );
    await owner.getByLabel(`Tax rate ${n} in basis points (1900 = 19 %)`).fill('1900');
    await owner.getByRole('button', { name: 'Save tax rates' }).click();
    await form('Tax rates').getByRole('status').getByText('Saved.').waitFor();
    const after = (await admin().get('/settings')).body;
    expect(after.taxRates.map((r: any) => [r.country, r.region, r.name, r.rateBasisPoints])).toContainEqual([
      'DE',
      null,
      'MwSt',
      1900,
    ]);
    await checkPage(owner, 'settings-tax-rates');
  });

  it('then the owner creates a shipping zone with an option and adds a storefront origin', async () => {
    const before = (await admin().get('/settings')).body;
    const zone = `Zone ${before.shippingZones.length + 1}`;
    await owner.goto(`${h.baseUrl}/admin/#/settings`);
    await owner.getByRole('button', { name: 'Add shipping zone' }).click();
    await owner.getByLabel(`${zone} name`).fill('Europe');
    await owner.getByLabel(`${zone} countries, comma-separated (ISO 3166)`).fill('de, fr');
    await owner.getByLabel(`${zone} option 1 name`).fill('Express');
    await owner.getByLabel(`${zone} option 1 price in USD`).fill('12.50');
    await owner.getByLabel(`${zone} option 1 delivery from (days)`).fill('1');
    await owner.getByLabel(`${zone} option 1 delivery up to (days)`).fill('2');
    await checkPage(owner, 'settings-shipping');
    await owner.getByRole('button', { name: 'Save shipping zones' }).click();
    await form('Shipping zones').getByRole('status').getByText('Saved.').waitFor();

    await owner.getByRole('button', { name: 'Add origin' }).click();
    const origin = `Origin ${before.storefrontOrigins.length + 1}`;
    await owner.getByLabel(origin, { exact: true }).fill('https://shop.example.com/catalogue');
    await owner.getByRole('button', { name: 'Save storefront origins' }).click();
    await owner.locator(`#field-storefrontOrigins-${before.storefrontOrigins.length}-error`).waitFor();
    await owner.getByLabel(origin, { exact: true }).fill('https://shop.example.com');
    await owner.getByRole('button', { name: 'Save storefront origins' }).click();
    await form('Storefront origins').getByRole('status').getByText('Saved.').waitFor();

    const after = (await admin().get('/settings')).body;
    const europe = after.shippingZones.find((z: any) => z.name === 'Europe');
    expect([
      europe.countries,
      europe.options.map((o: any) => [o.name, o.kind, o.prices[0].amount, o.deliveryMaxDays]),
    ]).toEqual([['DE', 'FR'], [['Express', 'flat', 1250, 2]]]);
    expect(after.shippingZones).toHaveLength(before.shippingZones.length + 1);
    expect(after.storefrontOrigins).toContain('https://shop.example.com');
  });

  it('then a fulfilment without carrier shows the API message at Carrier; a refund by amount its outcome', async () => {
    const products = await admin().get('/products?q=Merino');
    const product = products.body.data[0];
    const orderId = await placeOrder(
      product.id,
      product.variants.map((v: any) => v.id),
    );
    await owner.goto(`${h.baseUrl}/admin/#/orders/${orderId}`);
    await owner.getByRole('button', { name: 'Fulfil', exact: true }).click();
    await owner.getByLabel(/\(MERINO-S\) — quantity to fulfil/).fill('1');
    await owner.getByLabel('Tracking number').fill('JD0146000063');
    await owner.getByRole('button', { name: 'Confirm: Fulfil' }).click();
    await owner.locator('#field-tracking-carrier-error').waitFor();
    expect(await owner.getByLabel('Carrier').getAttribute('aria-describedby')).toBe('field-tracking-carrier-error');
    await owner.getByRole('button', { name: 'Refund', exact: true }).click();
    await owner.getByLabel(/^Amount to refund in USD/).fill('3.25');
    await checkPage(owner, 'order-refund-amount');
    await owner.getByRole('button', { name: 'Confirm: Refund' }).click();
    await owner.getByRole('status').getByText('refunded in all $3.25').waitFor();
    const order = await admin().get(`/orders/${orderId}`);
    expect([order.body.refundedAmount.amount, order.body.paymentStatus]).toEqual([325, 'partially_refunded']);
  });

  it('then the owner filters products by search and status', async () => {
    await owner.goto(`${h.baseUrl}/admin/#/products`);
    await owner.getByLabel('Search').fill('Merino');
    await owner.getByLabel('Search').press('Enter');
    await owner.getByRole('link', { name: 'Merino Sweater' }).waitFor();
    await owner.getByLabel('Status').selectOption('archived');
    await owner.getByText('No products match.').waitFor();
    await owner.getByLabel('Status').selectOption('active');
    await owner.getByRole('link', { name: 'Merino Sweater' }).waitFor();
    await checkPage(owner, 'products');
  });

  it('then a list answer that comes late for filters changed since does not replace the newer one', async () => {
    await owner.goto(`${h.baseUrl}/admin/#/products`);
    await owner.reload();
    await owner.getByRole('link', { name: 'Merino Sweater' }).waitFor();
    // The search alone answers after the search with a status: the first answer is the stale one.
    let searchAloneAnswered = false;
    await owner.route(/\/products\?(?!.*status=).*q=Merino/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
      searchAloneAnswered = true;
    });
    try {
      await owner.getByLabel('Search').fill('Merino');
      await owner.getByLabel('Search').press('Enter');
      await owner.getByLabel('Status').selectOption('archived');
      await owner.getByText('No products match.').waitFor();
      await waitFor(() => searchAloneAnswered, 'the late answer to the search alone', 5_000);
      await owner.waitForTimeout(200);
      expect(await owner.getByRole('link', { name: 'Merino Sweater' }).count()).toBe(0);
      expect(await owner.getByText('No products match.').isVisible()).toBe(true);
    } finally {
      await owner.unroute(/\/products\?(?!.*status=).*q=Merino/);
    }
  });

  it('then the owner edits a category and a discount, reads an event, deletes a product and a webhook', async () => {
    await owner.goto(`${h.baseUrl}/admin/#/categories`);
    await owner.getByRole('link', { name: 'Knitwear' }).click();
    await owner.getByRole('heading', { name: 'Category Knitwear' }).waitFor();
    await owner.getByLabel('Handle').fill('Knit Wear');
    await owner.getByRole('button', { name: 'Save category' }).click();
    await owner.locator('#field-handle-error').waitFor();
    await owner.getByLabel('Handle').fill('knitwear-2026');
    await owner.getByRole('button', { name: 'Save category' }).click();
    await form('Category').getByRole('status').getByText('Saved.').waitFor();
    await checkPage(owner, 'category');
    const categories = await admin().get('/categories');
    expect(categories.body.data.map((c: any) => c.handle)).toContain('knitwear-2026');

    await owner.goto(`${h.baseUrl}/admin/#/discounts`);
    await owner.getByRole('link', { name: 'AUTUMN15' }).click();
    await owner.getByLabel('Uses in all (empty: no limit)').fill('10');
    await owner.getByRole('button', { name: 'Save discount' }).click();
    await form('Discount').getByRole('status').getByText('Saved.').waitFor();
    await checkPage(owner, 'discount');
    const discounts = await admin().get('/discounts');
    expect(discounts.body.data.find((d: any) => d.code === 'AUTUMN15').usageLimit).toBe(10);

    await owner.goto(`${h.baseUrl}/admin/#/events`);
    await owner.getByLabel('Type').selectOption('order.refunded');
    await owner.getByRole('link', { name: /^evt_/ }).first().click();
    await owner.getByRole('heading', { name: /^Event order\.refunded/ }).waitFor();
    expect(await owner.getByLabel("The event's body").textContent()).toContain('"type": "order.refunded"');
    await checkPage(owner, 'event');

    const doomed = await admin().post('/products', {
      title: 'Old Scarf',
      variants: [{ sku: 'SCARF-OLD', prices: [{ currency: 'USD', amount: 900 }], stock: 0 }],
    });
    await owner.goto(`${h.baseUrl}/admin/#/products/${doomed.body.id}`);
    await owner.getByRole('button', { name: 'Delete Old Scarf' }).click();
    await owner.getByRole('button', { name: 'Yes, delete Old Scarf' }).click();
    await owner.getByRole('heading', { name: 'Products', exact: true }).waitFor();
    expect((await admin().get(`/products/${doomed.body.id}`)).status).toBe(404);

    const hook = await admin().post('/webhooks', { url: `${receiver.url}/spare`, events: ['order.paid'] });
    await owner.goto(`${h.baseUrl}/admin/#/webhooks/${hook.body.id}`);
    await owner.getByRole('button', { name: 'Delete this webhook' }).click();
    await owner.getByRole('button', { name: 'Yes, delete this webhook' }).click();
    await owner.getByRole('heading', { name: 'Webhooks', exact: true }).waitFor();
    expect((await admin().get(`/webhooks/${hook.body.id}`)).status).toBe(404);
  });

  it('then the owner renames a staff member', async () => {
    await owner.goto(`${h.baseUrl}/admin/#/staff`);
    await owner.getByLabel(`Name of ${STAFF}`).fill('Samuel Staff');
    await owner.getByRole('button', { name: `Save ${STAFF}` }).click();
    await owner.getByRole('status').getByText(`${STAFF} saved.`).waitFor();
    const staff = await admin().get('/staff');
    expect(staff.body.data.find((m: any) => m.email === STAFF).name).toBe('Samuel Staff');
  });
});

describe('when a store text holds markup', () => {
  it('then the dashboard shows it as text and runs nothing', async () => {
    const title = '<img src=x onerror=alert(1)>';
    const made = await privateClient(h.baseUrl, store.secretKey).post('/products', {
      title,
      variants: [{ sku: 'XSS-1', prices: [{ currency: 'USD', amount: 100 }], stock: 1 }],
    });
    expect(made.status).toBe(201);
    const strictContext = await browser.newContext();
    const page = await signIn(strictContext, OWNER, 1);
    const dialogs: string[] = [];
    const refusals: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
    });
    await page.goto(`${h.baseUrl}/admin/#/products`);
    await page.getByRole('link', { name: title }).waitFor();
    expect(await page.locator('main img').count()).toBe(0);
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { name: `Edit ${title}` }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'markup-as-text.png'), fullPage: true });
    expect({ dialogs, refusals }).toEqual({ dialogs: [], refusals: [] });
    await strictContext.close();
  });
});

describe('when the dashboard page is fetched', () => {
  it('then it carries a strict CSP, refuses framing and holds no inline script', async () => {
    const page = await request(h.baseUrl, 'GET', '/admin/');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const script = await request(h.baseUrl, 'GET', '/admin/app.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.text).not.toMatch(/sk_live_[A-Za-z0-9]/);
  });
});
