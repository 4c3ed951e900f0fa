import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { startHarness, type Harness } from './harness';
import { launchChromium } from './browser';
import { freePort } from './ports';
import { ensureDashboardBuilt } from './dashboard-page';
import { seedDemoStore, type DemoKeys } from '../../src/cli/seed-demo';
import { loadWidgetAssets } from '../../src/http/widget-assets';

/** One service with a worker and the seeded demo store, and one Chromium, for a browser test file. */
export interface DemoShop {
  h: Harness;
  browser: Browser;
  keys: DemoKeys;
  /** A browser context of its own, closed with the shop. */
  newContext(options?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * The demo shop behind the widget and the dashboard; its mail and files go to a folder of its own, gone on close.
 * `env`: the service's settings beyond those (STRIPE_API_URL, say).
 */
export async function openDemoShop(name: string, env: Record<string, string> = {}): Promise<DemoShop> {
  if (!loadWidgetAssets())
    throw new Error('The widget is not built: run "npm run build --workspaces" (npm test does).');
  ensureDashboardBuilt();
  const work = mkdtempSync(join(tmpdir(), `commerce-${name}-`));
  // A database of the shop's own: seeding finds the one demo store of its database and, with this folder's key file
  // new, rotates its keys, so two files on one database (jest runs two at once) broke each other's keys and settings.
  // The API listens where PUBLIC_BASE_URL says, so the addresses it gives out (the demo's uploaded images) lead here.
  const port = await freePort();
  const h = await startHarness({
    worker: true,
    ownDatabase: true,
    port,
    env: {
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      MAIL_DIR: join(work, 'mail'),
      RATE_LIMIT_PUBLIC: '5000,5000',
      ...env,
    },
  });
  const keys = await seedDemoStore(h.orm.em.fork(), join(work, 'demo-store.json'), () => undefined, h);
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    h,
    browser,
    keys,
    async newContext(options = {}) {
      const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, ...options });
      contexts.push(context);
      return context;
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close()));
      await browser.close();
      await h.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
