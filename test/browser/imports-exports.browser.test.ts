import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { startHarness, type Harness } from '../support/harness';
import { launchChromium } from '../support/browser';
import { checkView, ensureDashboardBuilt, openDashboardAs } from '../support/dashboard-page';
import { freePort } from '../support/ports';
import { makeStore } from '../support/factories';
import { CSV_HEADER } from '../support/imports';
import { privateClient } from '../support/http';

// A store owner moves in through the dashboard: a product CSV with one bad row is checked, started and watched to
// its end, and the catalogue it made is exported and downloaded.
let h: Harness;
let browser: Browser;
let storeId: string;
let secretKey: string;

beforeAll(async () => {
  ensureDashboardBuilt();
  // The export's signed link names PUBLIC_BASE_URL, so the API listens there and the browser can follow it.
  const port = await freePort();
  h = await startHarness({ worker: true, port, env: { PUBLIC_BASE_URL: `http://127.0.0.1:${port}` } });
  const made = await makeStore(h.orm.em.fork());
  storeId = made.store.id;
  secretKey = made.secretKey;
  browser = await launchChromium();
}, 120000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

/** The dashboard as a member with the catalogue permission only. */
const openDashboard = () =>
  openDashboardAs(h, (options) => browser.newContext(options), {
    storeId,
    permissions: ['catalogue'],
    name: 'Ivo Imports',
  });

const row = (handle: string, price: string) =>
  [
    handle,
    `Hat ${handle}`,
    '',
    'Acme',
    'TRUE',
    'Title',
    'Default Title',
    handle.toUpperCase(),
    `"${price}"`,
    '4',
    '',
    'Hats',
  ].join(',');
const CSV = [CSV_HEADER, row('hat-red', '12.00'), row('hat-blue', '12,50'), row('hat-green', '14.00')].join('\n');

describe('when a store owner imports a product CSV and exports the catalogue in the dashboard', () => {
  let page: Page;

  it('then the dry run shows the bad row, and the import runs with its progress bar to a summary', async () => {
    page = await openDashboard();
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { name: 'Import products', level: 1 }).waitFor();

    const input = page.getByLabel('Product file (.csv or .jsonl)');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('alert').filter({ hasText: 'Choose a .csv file' }).waitFor();

    await input.setInputFiles({ name: 'hats.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByRole('heading', { name: 'Checked: 3 products in 3 rows' }).waitFor({ timeout: 30000 });
    await page.getByText('1 row has a problem.').waitFor();
    const problem = page.getByRole('table', { name: 'Problems' }).getByRole('row').nth(1);
    expect(await problem.getByRole('cell').allTextContents()).toEqual([
      '3',
      'Variant Price',
      expect.stringContaining('12,50'),
    ]);
    await checkView(page, 'dashboard-import-checked');

    await page.getByRole('button', { name: 'Start the import' }).click();
    // The start answers `importing`, so the bar shows at least until the next poll.
    await page.getByRole('progressbar', { name: 'Import progress' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /of 3 rows/ })
      .waitFor();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 30000 });
    await page.getByText('2 products created').waitFor();
    await page.getByText('1 of 3 rows skipped').waitFor();
    await checkView(page, 'dashboard-import-finished');

    // The same file again, dropped on the page this time: nothing changes.
    await page.getByRole('button', { name: 'Import another file' }).click();
    const dropped = await page.evaluateHandle((text) => {
      // Runs in the page, whose DOM types this file (compiled for Node) does not have.
      const dom = globalThis as any;
      const transfer = new dom.DataTransfer();
      transfer.items.add(new dom.File([text], 'hats.csv', { type: 'text/csv' }));
      return transfer;
    }, CSV);
    await page.locator('.drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
    await page.getByRole('button', { name: 'Start the import' }).click({ timeout: 30000 });
    await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 30000 });
    await page.getByText('2 products unchanged').waitFor();
    await page.getByText('0 products created').waitFor();
  });

  it('then a products export runs and its CSV downloads with the imported products', async () => {
    await page.getByRole('link', { name: 'Export', exact: true }).click();
    await page.getByRole('heading', { name: 'Export', level: 1 }).waitFor();
    // A catalogue member may export products, stock movements, inventory and price-list prices, not orders.
    expect(await page.getByLabel('What').locator('option').allTextContents()).toEqual([
      'Products',
      'Stock movements',
      'Inventory per location',
      'Price-list prices',
    ]);
    await page.getByLabel('Format').selectOption('csv');
    await page.getByRole('button', { name: 'Start export' }).click();
    const link = page.getByRole('link', { name: 'Download the Products export (CSV)' });
    await link.waitFor({ timeout: 30000 });
    await page.getByText('2 records').waitFor();
    await checkView(page, 'dashboard-export-done');

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^products-exp_\w+\.csv$/);
    const text = readFileSync((await download.path()) as string, 'utf8');
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(text).toContain('hat-red');
    expect(text).toContain('hat-green');
    expect(text).not.toContain('hat-blue');

    // Another page and back: the export is still listed, read again from the API.
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await page.getByRole('link', { name: 'Export', exact: true }).click();
    await page.getByRole('link', { name: 'Download the Products export (CSV)' }).waitFor();
  });

  it('then an import checked but not wanted is cancelled, and nothing of its file is written', async () => {
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    const other = [CSV_HEADER, row('cap-grey', '9.00')].join('\n');
    await page
      .getByLabel('Product file (.csv or .jsonl)')
      .setInputFiles({ name: 'caps.csv', mimeType: 'text/csv', buffer: Buffer.from(other) });
    await page.getByRole('heading', { name: 'Checked: 1 products in 1 rows' }).waitFor({ timeout: 30000 });
    await page.getByRole('button', { name: 'Cancel the import' }).click();
    await page.getByRole('heading', { name: 'Import cancelled' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start the import' }).count()).toBe(0);
    await page.getByText('0 products created').waitFor();
    await checkView(page, 'dashboard-import-cancelled');
    const products = await privateClient(h.baseUrl, secretKey).get('/products?limit=100');
    expect(products.body.data.map((p: { handle: string }) => p.handle).sort()).toEqual(['hat-green', 'hat-red']);
  });
});
