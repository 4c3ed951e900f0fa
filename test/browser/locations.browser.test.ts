import type { Browser } from 'playwright-core';
import { startHarness, type Harness } from '../support/harness';
import { launchChromium } from '../support/browser';
import { checkView, ensureDashboardBuilt, openDashboardAs } from '../support/dashboard-page';
import { privateClient } from '../support/http';
import { makeStore } from '../support/factories';

// A store owner adds a shop floor in the dashboard, takes it off online orders, and chooses to ship whole orders from
// one location first; the API holds each change.
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

describe('when staff manage locations in the dashboard', () => {
  it('then the list, the new location, its online-orders switch and the strategy reach the API', async () => {
    const page = await openDashboardAs(h, (options) => browser.newContext(options), {
      storeId,
      permissions: ['catalogue'],
      name: 'Lou Locations',
    });
    await page.getByRole('link', { name: 'Locations' }).click();
    await page.getByRole('heading', { name: 'Locations', level: 1 }).waitFor();
    await page.getByRole('rowheader', { name: 'Default location' }).waitFor();
    await checkView(page, 'dashboard-locations');

    await page.getByLabel('Name', { exact: true }).fill('Shop floor');
    await page.getByLabel('Kind').selectOption('shop');
    await page.getByLabel('City').fill('York');
    await page.getByLabel('Priority (lower ships first)').fill('2');
    await page.getByRole('button', { name: 'Add location' }).click();
    await page.getByText('Shop floor added.').waitFor();
    await page.getByRole('rowheader', { name: 'Shop floor' }).waitFor();
    await page.getByRole('button', { name: 'Stop online orders from Shop floor' }).click();
    await page.getByRole('button', { name: 'Ship online orders from Shop floor' }).waitFor();
    await page.getByRole('button', { name: 'Offer pickup at Shop floor' }).click();
    await page.getByRole('button', { name: 'Stop pickup at Shop floor' }).waitFor();

    await page.getByLabel('Strategy').selectOption('single_location_first');
    await page.getByRole('button', { name: 'Save strategy' }).click();
    await page.getByText('Allocation strategy saved.').waitFor();
    await checkView(page, 'dashboard-locations-added');

    const locations = (await api.get('/locations')).body.data;
    expect(locations).toEqual([
      expect.objectContaining({ name: 'Default location', isDefault: true }),
      expect.objectContaining({
        name: 'Shop floor',
        kind: 'shop',
        priority: 2,
        address: { city: 'York' },
        fulfilsOnlineOrders: false,
        offersPickup: true,
      }),
    ]);
    expect((await api.get('/inventory-settings')).body).toEqual({ allocationStrategy: 'single_location_first' });

    // A refusal shows in place: the new location holds no stock, so it goes; the default one offers no delete.
    await page.getByRole('button', { name: 'Delete Shop floor' }).click();
    await page.getByRole('button', { name: 'Yes, delete Shop floor' }).click();
    await page.getByRole('rowheader', { name: 'Shop floor' }).waitFor({ state: 'detached' });
    expect((await api.get('/locations')).body.data).toHaveLength(1);
  });

  it('then an inventory file is checked, its problems listed by line, and then imported', async () => {
    const created = await api.post(
      '/products',
      {
        title: 'Copper kettle',
        status: 'active',
        variants: [{ sku: 'KETTLE-CU', stock: 1, prices: [{ currency: 'USD', amount: 3000 }] }],
      },
      { headers: { 'idempotency-key': `kettle-${Date.now()}` } },
    );
    expect(created.status).toBe(201);
    const page = await openDashboardAs(h, (options) => browser.newContext(options), {
      storeId,
      permissions: ['catalogue'],
      name: 'Ivy Inventory',
    });
    await page.getByRole('link', { name: 'Locations' }).click();
    await page.getByRole('heading', { name: 'Stock per location from a file' }).waitFor();
    const header = 'Handle,Title,SKU,Location,On hand\n';
    const csv = (rows: string) => ({ name: 'inventory.csv', mimeType: 'text/csv', buffer: Buffer.from(header + rows) });
    await page.getByLabel('Inventory file (.csv)').setInputFiles(csv('k,Kettle,KETTLE-CU,Nowhere,4\n'));
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByRole('list', { name: 'Problems in the file' }).getByText('line 2 Location').waitFor();
    await checkView(page, 'dashboard-locations-inventory-problems');

    await page.getByLabel('Inventory file (.csv)').setInputFiles(csv('k,Kettle,KETTLE-CU,default location,4\n'));
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByText('Checked: would set 1 levels; 0 already right.').waitFor();
    await page.getByRole('button', { name: 'Import stock levels' }).click();
    await page.getByText('Set 1 levels; 0 already right.').waitFor();
    await checkView(page, 'dashboard-locations-inventory-imported');
    const product = await api.get(`/products/${created.body.id}`);
    expect(product.body.variants[0].stock).toMatchObject({ onHand: 4 });
  });
});
