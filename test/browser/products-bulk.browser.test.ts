import type { Browser } from 'playwright-core';
import { startHarness, type Harness } from '../support/harness';
import { launchChromium } from '../support/browser';
import { checkView, ensureDashboardBuilt, openDashboardAs } from '../support/dashboard-page';
import { privateClient } from '../support/http';
import { makeStore } from '../support/factories';

// A store owner picks products in the dashboard's list and lowers their USD price by 10% in one go; one product
// sells in euros only, so its change is refused, and the summary says which and why.
let h: Harness;
let browser: Browser;
let storeId: string;
let api: ReturnType<typeof privateClient>;

beforeAll(async () => {
  ensureDashboardBuilt();
  h = await startHarness();
  const store = await makeStore(h.orm.em);
  storeId = store.store.id;
  api = privateClient(h.baseUrl, store.secretKey);
  browser = await launchChromium();
}, 120000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

async function newProduct(title: string, sku: string, price: { currency: string; amount: number }) {
  const res = await api.post('/products', { title, status: 'active', variants: [{ sku, prices: [price], stock: 3 }] });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

describe('when the owner changes the price of chosen products by a percentage in the dashboard', () => {
  it('then the API holds the new prices, and the summary names the one product refused and why', async () => {
    const lamp = await newProduct('Brass lamp', 'LAMP-1', { currency: 'USD', amount: 1000 });
    const shade = await newProduct('Linen shade', 'SHADE-1', { currency: 'USD', amount: 1255 });
    const euro = await newProduct('Euro bulb', 'BULB-EU', { currency: 'EUR', amount: 500 });
    const untouched = await newProduct('Oak stand', 'STAND-1', { currency: 'USD', amount: 4000 });

    const page = await openDashboardAs(h, (options) => browser.newContext(options), {
      storeId,
      permissions: ['catalogue'],
      name: 'Bea Bulk',
    });
    await page.goto(`${h.baseUrl}/admin/#/products`);
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();

    // Every row shown, then every product matching the (empty) filter, paged through: all four.
    await page.getByRole('checkbox', { name: 'Select every row shown' }).check();
    await page.getByText('4 products selected.').waitFor();
    await page.getByRole('button', { name: 'Select all matching the filter' }).click();
    await page.getByText('All 4 products matching the filter are selected.').waitFor();
    await page.getByRole('button', { name: 'Clear selection' }).click();

    for (const title of ['Brass lamp', 'Linen shade', 'Euro bulb'])
      await page.getByRole('checkbox', { name: `Select ${title}` }).check();
    await page.getByText('3 products selected.').waitFor();
    await page.getByLabel('Change', { exact: true }).selectOption('price-percent');
    await page.getByLabel('Currency').selectOption('USD');
    await page.getByLabel('Percent (negative lowers)').fill('-10');
    await page.getByRole('button', { name: 'Review change' }).click();
    await page.getByText("This will lower every variant's USD price by 10% for 3 products.").waitFor();
    await checkView(page, 'dashboard-bulk-confirm');
    await page.getByRole('button', { name: 'Change 3 products' }).click();

    const summary = page.getByRole('status').filter({ hasText: 'Changed 2 of 3 products.' });
    await summary.waitFor();
    expect(await summary.textContent()).toContain('1 product could not be changed:');
    expect(await summary.getByRole('listitem').allTextContents()).toEqual([
      'Euro bulb (BULB-EU): Variant BULB-EU has no USD price to change.',
    ]);
    await checkView(page, 'dashboard-bulk-summary');

    const amountOf = async (id: string) => (await api.get(`/products/${id}`)).body.variants[0].prices[0].amount;
    // 1255 less 125.5, the change rounded away from zero: 1129.
    expect(await Promise.all([lamp, shade, euro, untouched].map((p) => amountOf(p.id)))).toEqual([
      900, 1129, 500, 4000,
    ]);
    await page.context().close();
  });
});
