import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Harness } from './harness';
import { accessibilityViolations } from './browser';
import { signedInStaff } from './staff';
import { screenshot } from './widget-page';

const ROOT = join(__dirname, '..', '..');

/** The dashboard's bundle, built here when a focused run has not built it (npm test builds every workspace). */
export function ensureDashboardBuilt(): void {
  if (!existsSync(join(ROOT, 'packages', 'dashboard', 'dist', 'app.js')))
    execFileSync('npm', ['run', 'build', '--workspace', 'packages/dashboard'], { cwd: ROOT, stdio: 'ignore' });
}

/** Screenshot saved and not blank, and axe-core finds nothing on the view as it is. */
export async function checkView(page: Page, name: string): Promise<void> {
  expect(await screenshot(page, name)).toBeGreaterThan(20);
  expect({ view: name, violations: await accessibilityViolations(page) }).toEqual({ view: name, violations: [] });
}

export interface DashboardMember {
  storeId: string;
  permissions: string[];
  name: string;
}

/** Opens a browser context with these options (a browser's newContext, or a demo shop's that closes it later). */
export type ContextOpener = (options: Parameters<Browser['newContext']>[0]) => Promise<BrowserContext>;

/** The dashboard as a staff member with these permissions, signed in by its session cookie, in a context of its own. */
export async function openDashboardAs(
  h: Harness,
  openContext: ContextOpener,
  { storeId, permissions, name }: DashboardMember,
): Promise<Page> {
  const member = await signedInStaff(h, storeId, 'staff', permissions, name);
  // axe goes in as an inline script, which the dashboard's CSP rightly refuses.
  const context = await openContext({ viewport: { width: 1100, height: 900 }, bypassCSP: true });
  const [cookieName, value] = member.cookie.split(/=(.*)/s);
  await context.addCookies([{ name: cookieName, value, url: h.baseUrl }]);
  const page = await context.newPage();
  await page.goto(`${h.baseUrl}/admin/`);
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  return page;
}
