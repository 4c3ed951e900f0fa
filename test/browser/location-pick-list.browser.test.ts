import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { startHarness, type Harness } from '../support/harness';
import { launchChromium } from '../support/browser';
import { checkView, ensureDashboardBuilt, openDashboardAs } from '../support/dashboard-page';
import { privateClient } from '../support/http';
import { makeCheckoutStore, makeReadyCart, submit, type CheckoutStore } from '../support/checkout-factories';

// A picker opens a warehouse's page: the paid order's units allocated there are listed with SKU and order number,
// and the list's CSV export starts from the page and shows on the Export page.
let h: Harness;
let browser: Browser;
let store: CheckoutStore;
let api: ReturnType<typeof privateClient>;

beforeAll(async () => {
  ensureDashboardBuilt();
  h = await startHarness({ worker: true });
  store = await makeCheckoutStore(h.orm.em.fork());
  api = privateClient(h.baseUrl, store.secretKey);
  browser = await launchChromium();
}, 120000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

const key = () => ({ headers: { 'idempotency-key': randomUUID() } });

describe('when staff open a location’s page in the dashboard', () => {
  it('then its pick list shows the paid order’s units there, and its export starts from the page', async () => {
    const location = await api.post('/locations', { name: 'Canal warehouse', kind: 'warehouse', priority: 1 }, key());
    const product = await api.post(
      '/products',
      {
        title: 'Brass lamp',
        status: 'active',
        variants: [{ sku: 'LAMP-BR', stock: 0, prices: [{ currency: 'USD', amount: 4000 }] }],
      },
      key(),
    );
    const variantId = product.body.variants[0].id as string;
    await api.post(`/locations/${location.body.id}/stock`, { variantId, set: 3 }, key());
    const cart = await makeReadyCart(h.orm.em.fork(), store, [{ productId: product.body.id, variantId, quantity: 2 }]);
    const paid = await submit(h.baseUrl, store, cart.token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expect(paid.status).toBe(201);

    const page = await openDashboardAs(h, (options) => browser.newContext(options), {
      storeId: store.storeId,
      permissions: ['catalogue', 'orders'],
      name: 'Pat Picker',
    });
    await page.getByRole('link', { name: 'Locations' }).click();
    await page.getByRole('link', { name: 'Canal warehouse' }).click();
    await page.getByRole('heading', { name: 'Canal warehouse', level: 1 }).waitFor();
    const row = page.getByRole('row', { name: /LAMP-BR/ });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'LAMP-BR',
      'Brass lamp – Default',
      '2',
      expect.any(String),
    ]);
    await checkView(page, 'dashboard-location-pick-list');

    await page.getByRole('button', { name: 'Export as CSV' }).click();
    await page.getByText('Export started: follow it on the Export page.').waitFor();
    await page.getByRole('link', { name: 'Follow it on the Export page' }).click();
    await page.getByRole('cell', { name: 'Pick list', exact: true }).waitFor();
    await checkView(page, 'dashboard-exports-pick-list');

    // The picker ships the warehouse's units from the order's page: one fulfilment, named by its location.
    await page.goto(page.url().replace(/#.*$/, `#/orders/${paid.body.id}`));
    await page.getByRole('button', { name: 'Fulfil', exact: true }).click();
    await page
      .getByLabel('Ship from')
      .selectOption({ label: 'Only Canal warehouse (quantities empty: all it holds for this order)' });
    await checkView(page, 'dashboard-order-fulfil-from-location');
    await page.getByRole('button', { name: 'Confirm: Fulfil' }).click();
    await page.getByRole('status').getByText('fulfilment fulfilled').waitFor();
    await page.getByText(/from Canal warehouse/).waitFor();
    const order = await api.get(`/orders/${paid.body.id}`);
    expect(order.body.fulfilments).toEqual([expect.objectContaining({ locationId: location.body.id })]);
    await page.getByRole('link', { name: 'Locations' }).click();
    await page.getByRole('link', { name: 'Canal warehouse' }).click();
    await page.getByText('Nothing to pick here.').waitFor();
  });
});
