import type { Harness } from '../support/harness';
import { openDemoShop, type DemoShop } from '../support/demo-shop';
import { checkView, openDashboardAs } from '../support/dashboard-page';
import { privateClient, publicClient } from '../support/http';
import { makeCustomer } from '../support/customers';
import { waitFor } from '../support/processes';
import { createSession } from '../../src/customers/customer-sessions.repository';
import type { DemoKeys } from '../../src/cli/seed-demo';
import { serveDemoImages } from '../support/widget-page';

// Staff make a trade group and a trade price list in the dashboard and preview a trade price; a trade shopper then
// sees it through the public API and in the widget.
let shop: DemoShop;
let h: Harness;
let keys: DemoKeys;

beforeAll(async () => {
  shop = await openDemoShop('price-lists');
  ({ h, keys } = shop);
}, 120000);

afterAll(() => shop?.close());

describe('when staff set up trade prices in the dashboard', () => {
  it('then the list, the group and the preview show, and a trade shopper gets the price', async () => {
    const visitor = publicClient(h.baseUrl, keys.publishableKey);
    const product = (await visitor.get('/products?q=Beanie')).body.data[0];
    const variant = (await visitor.get(`/products/${product.id}`)).body.variants[0];
    const own = variant.price.amount as number;

    const staff = await openDashboardAs(h, shop.newContext, {
      storeId: keys.storeId,
      permissions: ['catalogue', 'customers'],
      name: 'Pia Prices',
    });
    await staff.getByRole('link', { name: 'Price lists' }).click();
    await staff.getByRole('heading', { name: 'Price lists', level: 1 }).waitFor();
    const groupForm = staff.getByRole('form', { name: 'Create a customer group' });
    await groupForm.getByLabel('Name').fill('Trade');
    await groupForm.getByLabel('E-mail domains (optional, comma-separated)').fill('trade.example');
    await groupForm.getByRole('button', { name: 'Create group' }).click();
    await staff.getByRole('cell', { name: 'trade.example' }).waitFor();

    const listForm = staff.getByRole('form', { name: 'Create a price list' });
    await listForm.getByLabel('Name').fill('Trade 20');
    await listForm.getByLabel('For').selectOption({ label: 'Trade' });
    await listForm.getByLabel('Percent off').fill('20');
    await listForm.getByRole('button', { name: 'Create price list' }).click();
    await staff.getByRole('cell', { name: 'Trade 20', exact: true }).waitFor();
    await staff.getByRole('cell', { name: '20 % off' }).waitFor();

    const preview = staff.getByRole('form', { name: 'Preview a price' });
    await preview.getByLabel('Variant id').fill(variant.id);
    await preview.getByLabel('Shopper of').selectOption({ label: 'Trade' });
    await preview.getByRole('button', { name: 'Show the price' }).click();
    const expected = own - Math.floor((own * 20 + 50) / 100);
    await staff
      .locator('[data-price-preview]')
      .filter({ hasText: `$${(expected / 100).toFixed(2)}` })
      .waitFor();
    await checkView(staff, 'dashboard-price-lists');

    const customerId = await makeCustomer(h.orm.em.fork(), keys.storeId, 'buyer@trade.example');
    const { token } = await createSession(h.orm.em.fork(), keys.storeId, customerId, {
      idleSeconds: 3600,
      maxSeconds: 7200,
    });
    const priceFor = async (session?: string) =>
      (
        await visitor.get(`/products/${product.id}`, {
          headers: session ? { 'x-customer-session': session } : {},
        })
      ).body.variants[0].price.amount;
    await waitFor(async () => (await priceFor(token)) === expected, 'the trade price', 15_000);
    expect(await priceFor()).toBe(own);

    // The widget sends the shopper's session with its catalogue reads: the signed-in trade shopper sees trade prices.
    // The newest product, the widget's first card.
    const first = async (session?: string) =>
      (await visitor.get('/products?limit=1', { headers: session ? { 'x-customer-session': session } : {} })).body
        .data[0] as { title: string; price: { formatted: string } };
    const trade = await first(token);
    expect(trade.price.formatted).not.toBe((await first()).price.formatted);
    const context = await shop.newContext({ locale: 'en-US' });
    await serveDemoImages(context);
    await context.addInitScript(
      ([key, value]) => (globalThis as any).localStorage.setItem(key, value),
      [`commerce:${keys.publishableKey}:session`, token],
    );
    const widget = await context.newPage();
    await widget.goto(`${h.baseUrl}/widget/demo?publishable-key=${keys.publishableKey}&lang=en`);
    // The first render already shows the trade price: the demo page preloads the first catalogue page only for a
    // visitor (a preload cannot carry the session; before, the first cards showed everyone's prices).
    await widget
      .locator('commerce-store .card')
      .first()
      .filter({ hasText: trade.title })
      .filter({ hasText: trade.price.formatted })
      .waitFor({ timeout: 10_000 });
    // A search is the widget's own read, with the shopper's session, too.
    await widget.getByLabel('Search products').fill(trade.title);
    await widget
      .locator('commerce-store .card')
      .filter({ hasText: trade.title })
      .filter({ hasText: trade.price.formatted })
      .waitFor();
    await checkView(widget, 'widget-trade-prices');
  });

  it('then staff edit a list’s prices and its schedule on its page, and a bad price changes nothing', async () => {
    const visitor = publicClient(h.baseUrl, keys.publishableKey);
    const products = (await visitor.get('/products?limit=2')).body.data as Array<{ id: string }>;
    const [first, second] = await Promise.all(
      products.map(async (p) => (await visitor.get(`/products/${p.id}`)).body.variants[0] as { id: string }),
    );
    const api = privateClient(h.baseUrl, keys.secretKey);
    const created = await api.post('/price-lists', {
      name: 'Wholesale',
      kind: 'override',
      prices: [{ variantId: first.id, currency: 'USD', amount: 1000 }],
    });
    expect(created.status).toBe(201);

    const staff = await openDashboardAs(h, shop.newContext, {
      storeId: keys.storeId,
      permissions: ['catalogue'],
      name: 'Ed Editor',
    });
    await staff.getByRole('link', { name: 'Price lists' }).click();
    await staff.getByRole('link', { name: 'Wholesale' }).click();
    await staff.getByRole('heading', { name: 'Price list Wholesale', level: 1 }).waitFor();

    // Prices: change the one there, add a tier of another variant, save.
    const prices = staff.getByRole('form', { name: 'Prices' });
    await prices.getByLabel('Price, row 1', { exact: true }).fill('9.50');
    await prices.getByRole('button', { name: 'Add a price' }).click();
    await prices.getByLabel('Variant id, row 2').fill(second.id);
    await prices.getByLabel('From quantity, row 2').fill('10');
    await prices.getByLabel('Price, row 2', { exact: true }).fill('7.25');
    await prices.getByLabel('Compare-at price, row 2').fill('8.00');
    await prices.getByRole('button', { name: 'Save prices' }).click();
    await prices.getByRole('status').filter({ hasText: '2 prices saved.' }).waitFor();
    const saved = (await api.get(`/price-lists/${created.body.id}`)).body;
    const amounts = (list: any) =>
      list.prices
        .map((p: any) => [p.variantId, p.minQuantity, p.amount.amount, p.compareAtAmount?.amount ?? null])
        .sort((a: any[], b: any[]) => String(a[0]).localeCompare(String(b[0])));
    const expected = [
      [first.id, 1, 950, null],
      [second.id, 10, 725, 800],
    ].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(amounts(saved)).toEqual(expected);

    // A compare-at price below the price is refused whole: the alert shows and the prices stay as saved.
    await prices.getByLabel('Compare-at price, row 1').fill('1.00');
    await prices.getByRole('button', { name: 'Save prices' }).click();
    await prices.getByRole('alert').waitFor();
    expect(amounts((await api.get(`/price-lists/${created.body.id}`)).body)).toEqual(expected);
    await prices.getByRole('button', { name: 'Remove row 1' }).click();
    await prices.getByRole('button', { name: 'Remove row 1' }).click();
    await prices.getByRole('button', { name: 'Save prices' }).click();
    await prices.getByRole('status').filter({ hasText: '0 prices saved.' }).waitFor();
    expect((await api.get(`/price-lists/${created.body.id}`)).body.prices).toEqual([]);

    // A CSV file replaces the prices, and the table shows them.
    await staff.getByLabel('Prices file (.csv)').setInputFiles({
      name: 'prices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`variantId,currency,amount\n${first.id},USD,875\n`),
    });
    await staff.getByRole('status').filter({ hasText: '1 prices from prices.csv saved.' }).waitFor();
    await expect(prices.getByLabel('Price, row 1', { exact: true }).inputValue()).resolves.toBe('8.75');

    // Schedule: a start a day ahead makes the active list scheduled; its name changes too.
    const schedule = staff.getByRole('form', { name: 'Name and schedule' });
    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await schedule.getByLabel('Name').fill('Wholesale from tomorrow');
    await schedule.getByLabel('Starts (empty: now)').fill(local);
    await schedule.getByRole('button', { name: 'Save schedule' }).click();
    await schedule.getByRole('status').filter({ hasText: 'Saved (scheduled).' }).waitFor();
    const rescheduled = (await api.get(`/price-lists/${created.body.id}`)).body;
    expect(rescheduled).toMatchObject({ name: 'Wholesale from tomorrow', status: 'scheduled' });
    expect(Math.abs(Date.parse(rescheduled.startsAt) - tomorrow.getTime())).toBeLessThan(60_000);
    await staff.getByRole('heading', { name: 'Price list Wholesale from tomorrow', level: 1 }).waitFor();
    await checkView(staff, 'dashboard-price-list-edit');
  });
});
