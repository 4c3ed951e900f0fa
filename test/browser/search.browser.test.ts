import type { Browser } from 'playwright-core';
import { startHarness, type Harness } from '../support/harness';
import { launchChromium } from '../support/browser';
import { checkView, ensureDashboardBuilt, openDashboardAs } from '../support/dashboard-page';
import { makeStore } from '../support/factories';
import { makeOrder } from '../support/admin-factories';
import { queryRows } from '../../src/db/sql';

// A store owner finds an order by the shopper's e-mail from the header's search box and opens it with the keyboard.
let h: Harness;
let browser: Browser;
let storeId: string;
const email = `ada.search.${Date.now().toString(36)}@example.com`;

beforeAll(async () => {
  ensureDashboardBuilt();
  h = await startHarness();
  storeId = (await makeStore(h.orm.em)).store.id;
  browser = await launchChromium();
}, 120000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

const openDashboard = () =>
  openDashboardAs(h, (options) => browser.newContext(options), {
    storeId,
    permissions: ['orders'],
    name: 'Sam Search',
  });

describe('when a store owner searches the dashboard', () => {
  it('then Ctrl-K finds an order by e-mail, the arrow keys choose and Enter opens it', async () => {
    // Two orders of the same shopper: newest first, so the older is the second option.
    const older = await makeOrder(h.orm.em.fork(), storeId, { email, total: 1999 });
    const newer = await makeOrder(h.orm.em.fork(), storeId, { email, total: 2500 });
    const numberOf = async (id: string) =>
      Number(
        (await queryRows<{ number: string }>(h.orm.em.fork(), 'SELECT number FROM orders WHERE id = ?', [id]))[0]
          .number,
      );
    const [olderNumber, newerNumber] = [await numberOf(older), await numberOf(newer)];
    const page = await openDashboard();

    // The header's button opens it, and Escape closes it, handing focus back to the button.
    const opener = page.getByRole('button', { name: /^Search/ });
    await opener.click();
    const box = page.getByRole('combobox', { name: 'Search orders' });
    await box.waitFor();
    expect(await page.getByRole('status').textContent()).toMatch(/^Type at least 2 characters: an order's number/);
    await checkView(page, 'dashboard-search-empty');
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });
    expect(await opener.evaluate((button) => button === (globalThis as any).document.activeElement)).toBe(true);

    await page.keyboard.press('Control+k');
    await box.fill('no-such-shopper@example.com');
    await page.getByText('Nothing matches “no-such-shopper@example.com”').waitFor();
    await box.fill(email);
    const options = page.getByRole('option');
    await page.getByRole('status').getByText('2 results').waitFor();
    expect(await options.allTextContents()).toEqual([
      `Order #${newerNumber} ${email} · confirmed · $25.00`,
      `Order #${olderNumber} ${email} · confirmed · $19.99`,
    ]);
    const chosen = page.getByRole('option', { selected: true });
    expect(await chosen.textContent()).toContain(`#${newerNumber}`);
    await page.keyboard.press('ArrowDown');
    expect(await chosen.textContent()).toContain(`#${olderNumber}`);
    expect(await box.getAttribute('aria-activedescendant')).toBe(await chosen.getAttribute('id'));
    await checkView(page, 'dashboard-search-results');

    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Order #${olderNumber}`, level: 1 }).waitFor();
    expect(new URL(page.url()).hash).toBe(`#/orders/${older}`);
    await page.context().close();
  }, 60000);
});
