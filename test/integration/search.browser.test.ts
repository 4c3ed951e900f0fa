import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startHarness, type Harness } from '../support/harness';
import { accessibilityViolations, launchChromium } from '../support/browser';
import { makeStore } from '../support/factories';
import { makeOrder } from '../support/admin-factories';
import { signedInStaff } from '../support/staff';
import { screenshot } from '../support/widget-page';
import { queryRows } from '../../src/db/sql';

// A store owner finds an order by the shopper's e-mail from the header's search box and opens it with the keyboard.
const ROOT = join(__dirname, '..', '..');
let h: Harness;
let browser: Browser;
let storeId: string;
const email = `ada.search.${Date.now().toString(36)}@example.com`;

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'packages', 'dashboard', 'dist', 'app.js')))
    execFileSync('npm', ['run', 'build', '--workspace', 'packages/dashboard'], { cwd: ROOT, stdio: 'ignore' });
  h = await startHarness();
  storeId = (await makeStore(h.orm.em)).store.id;
  browser = await launchChromium();
}, 120000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

/** Screenshot saved and not blank, and axe-core finds nothing on the view as it is. */
async function checkView(page: Page, name: string): Promise<void> {
  expect(await screenshot(page, name)).toBeGreaterThan(20);
  expect({ view: name, violations: await accessibilityViolations(page) }).toEqual({ view: name, violations: [] });
}

async function openDashboard(): Promise<Page> {
  const member = await signedInStaff(h, storeId, 'staff', ['orders'], 'Sam Search');
  // axe goes in as an inline script, which the dashboard's CSP rightly refuses.
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, bypassCSP: true });
  const [name, value] = member.cookie.split(/=(.*)/s);
  await context.addCookies([{ name, value, url: h.baseUrl }]);
  const page = await context.newPage();
  await page.goto(`${h.baseUrl}/admin/`);
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  return page;
}

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
