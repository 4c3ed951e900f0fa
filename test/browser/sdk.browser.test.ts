import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startHarness, type Harness } from '../support/harness';
import { makeProduct, makeStore } from '../support/factories';
import { launchChromium } from '../support/browser';

const esmBuild = path.resolve(__dirname, '../../packages/sdk/dist/esm');

let h: Harness;
let browser: Browser;
let site: Server;
let siteUrl: string;

/** A storefront page on its own origin that loads the SDK's ES modules as they are built, unbundled. */
function startSite(): Promise<Server> {
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    if (!url.startsWith('/sdk/'))
      return void response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Shop</title>');
    readFile(path.join(esmBuild, path.normalize(url.slice('/sdk/'.length))))
      .then((file) => response.writeHead(200, { 'content-type': 'text/javascript' }).end(file))
      .catch(() => response.writeHead(404).end());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  h = await startHarness();
  site = await startSite();
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => site.close(resolve));
  await h.close();
});

interface Visit {
  cartToken: string;
  stored: string | null;
  quantities: number[];
}

describe('when a storefront page in Chromium uses the SDK from another origin', () => {
  it('then the cart token is made, kept in localStorage across a reload, and cart calls pass CORS', async () => {
    const made = await makeStore(h.orm.em);
    const product = await makeProduct(h.orm.em.fork(), made.store.id);
    const page = await browser.newPage();
    await page.goto(siteUrl);
    // The page imports the module itself: a dynamic import inside evaluate would be rewritten by the test's transpiler.
    const visit = async (add: boolean) => {
      await page.addScriptTag({
        type: 'module',
        content: "import * as sdk from '/sdk/storefront.js'; globalThis.sdk = sdk;",
      });
      await page.waitForFunction(() => 'sdk' in globalThis);
      return page.evaluate(
        async ({ baseUrl, publishableKey, productId, add }): Promise<Visit> => {
          const { createStorefrontClient } = (globalThis as any).sdk;
          const shop = createStorefrontClient({ baseUrl, publishableKey });
          const { data } = add
            ? await shop.post('/cart/items', { body: { productId, quantity: 1 } })
            : await shop.get('/cart');
          const stored = (
            globalThis as unknown as { localStorage: { getItem(key: string): string | null } }
          ).localStorage.getItem(`commerce-service.cart-token.${publishableKey}`);
          return {
            cartToken: shop.cartToken,
            stored,
            quantities: data.items.map((line: { quantity: number }) => line.quantity),
          };
        },
        { baseUrl: h.baseUrl, publishableKey: made.publishableKey, productId: product.id, add },
      );
    };
    const first = await visit(true);
    expect(first.cartToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first).toMatchObject({ stored: first.cartToken, quantities: [1] });
    await page.reload();
    expect(await visit(false)).toEqual({ cartToken: first.cartToken, stored: first.cartToken, quantities: [1] });
    await page.close();
  });
});
