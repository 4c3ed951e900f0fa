import sharp from 'sharp';
import type { Locator } from 'playwright-core';
import { openDemoShop, type DemoShop } from '../support/demo-shop';
import { checkView, openDashboardAs } from '../support/dashboard-page';
import { privateClient, publicClient } from '../support/http';
import { accessibilityViolations } from '../support/browser';
import { screenshot } from '../support/widget-page';

// A store owner uploads a photo of the wool beanie in the dashboard's product page (a wrong file first), describes
// it and puts it first; the shop's product page then shows it. The demo shop itself pictures every product with
// images it ships, uploaded by the seed, so it needs no internet.
let shop: DemoShop;

beforeAll(async () => {
  shop = await openDemoShop('product-images');
}, 180000);
afterAll(() => shop?.close());

/** The natural width of the image once it has loaded (0 while it has not, or when it failed), waited for. */
async function loadedWidth(image: Locator): Promise<number> {
  const width = () => image.evaluate((img: any) => (img.complete ? (img.naturalWidth as number) : 0));
  for (let attempt = 0; attempt < 100 && (await width()) === 0; attempt += 1)
    await new Promise((r) => setTimeout(r, 200));
  return width();
}

describe('when the demo shop opens on a machine without internet', () => {
  it('then every product has an image it shipped, served by the service, and the cards show them', async () => {
    const api = publicClient(shop.h.baseUrl, shop.keys.publishableKey);
    const products = (await api.get('/products?limit=100')).body.data as Array<{ image: { url: string } | null }>;
    expect(products.length).toBeGreaterThan(40);
    expect(products.filter((p) => !p.image?.url.startsWith(`${shop.h.config.publicBaseUrl}/v3/media/`))).toEqual([]);

    const page = await (await shop.newContext()).newPage();
    await page.goto(`${shop.h.baseUrl}/widget/demo?publishable-key=${shop.keys.publishableKey}`);
    const card = page.locator('commerce-store .card img').first();
    await card.waitFor();
    expect(await loadedWidth(card)).toBeGreaterThan(0);
    expect(await screenshot(page, 'widget-demo-images')).toBeGreaterThan(20);
  });
});

describe('when the owner uploads a photo in the dashboard product form', () => {
  it('then it is resized, described and put first, and the shop’s product page shows it', async () => {
    const admin = privateClient(shop.h.baseUrl, shop.keys.secretKey);
    const found = await admin.get('/products?q=Wool%20Beanie&limit=5');
    const beanie = (found.body.data as Array<{ id: string; title: string }>).find((p) => p.title === 'Wool Beanie');
    expect(beanie).toBeDefined();
    const productId = (beanie as { id: string }).id;

    const page = await openDashboardAs(shop.h, (options) => shop.newContext(options), {
      storeId: shop.keys.storeId,
      permissions: ['catalogue'],
      name: 'Ines Images',
    });
    await page.goto(`${shop.h.baseUrl}/admin/#/products/${productId}`);
    await page.getByRole('heading', { name: 'Images', level: 2 }).waitFor();
    await page.getByText('Image 1', { exact: true }).waitFor();

    // A file that is no picture, dropped on the zone: refused with a sentence, before any upload.
    const notes = await page.evaluateHandle(() => {
      const transfer = new (globalThis as any).DataTransfer();
      transfer.items.add(new File(['sizes and prices'], 'notes.txt', { type: 'text/plain' }));
      return transfer;
    });
    await page.locator('.drop-zone').dispatchEvent('drop', { dataTransfer: notes });
    await page.getByRole('alert').getByText('“notes.txt” is not a picture we can use.', { exact: false }).waitFor();

    const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#b23a3a' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Add pictures of Wool Beanie').setInputFiles({
      name: 'red-beanie.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await page.getByRole('status').getByText('Uploaded red-beanie.jpg.').waitFor();
    const second = page.locator('.media-item').nth(1);
    await second.getByText('Shown in the shop').waitFor({ timeout: 30000 });

    await page.getByLabel('Image 2 description (for screen readers)').fill('Red wool beanie, folded');
    await second.getByRole('button', { name: 'Save description' }).click();
    await page.getByRole('status').getByText('Description saved.').waitFor();
    await page.getByRole('button', { name: 'Move image 2 earlier' }).click();
    await page.getByRole('status').getByText('Image 2 is now image 1.').waitFor();
    await page.locator('.media-item').first().locator('img[alt="Red wool beanie, folded"]').waitFor();
    expect(await loadedWidth(page.locator('.media-item img').first())).toBe(200);
    await checkView(page, 'dashboard-product-images');

    const media = (await admin.get(`/products/${productId}/media`)).body.data;
    expect(media[0]).toMatchObject({ alt: 'Red wool beanie, folded', status: 'ready', width: 900, height: 900 });
    expect(media[0].variants.map((v: { width: number }) => v.width)).toEqual([200, 600, 900]);

    // The shop: the beanie's page shows the photo first, with its description, loaded from the service.
    const shopper = await (await shop.newContext()).newPage();
    await shopper.goto(`${shop.h.baseUrl}/widget/demo?publishable-key=${shop.keys.publishableKey}`);
    await shopper.getByLabel('Search products').fill('Wool Beanie');
    await shopper.locator('.card', { hasText: 'Wool Beanie' }).first().click();
    const shown = shopper.locator('[part=gallery] .media img');
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toBe(media[0].url);
    expect(await shown.getAttribute('alt')).toBe('Red wool beanie, folded');
    expect(await loadedWidth(shown)).toBe(600);
    // Its thumbnail (56 px) is the narrowest copy, not the 600 px one: a ninth of the pixels.
    expect(await loadedWidth(shopper.locator('[part=gallery] .thumbs img').first())).toBe(200);
    expect(await screenshot(shopper, 'widget-product-uploaded-image')).toBeGreaterThan(20);
    expect(await accessibilityViolations(shopper)).toEqual([]);
  });
});
