import { openDemoShop, type DemoShop } from '../support/demo-shop';
import { checkView, openDashboardAs } from '../support/dashboard-page';
import { privateClient, publicClient } from '../support/http';
import { serveDemoImages } from '../support/widget-page';
import { newId } from '../../src/shared/ids';
import { upsertSignup } from '../../src/restock/restock.repository';

// One service and one browser: a visitor asks the widget's product page to be told when a sold-out mug is back, and
// staff see that mug among the most-awaited variants in the dashboard.
let shop: DemoShop;

beforeAll(async () => {
  shop = await openDemoShop('restock-browser');
}, 120000);

afterAll(() => shop?.close());

async function soldOutMug() {
  const { h, keys } = shop;
  const product = (await publicClient(h.baseUrl, keys.publishableKey).get('/products?q=Mug')).body.data[0];
  const variantId = (await publicClient(h.baseUrl, keys.publishableKey).get(`/products/${product.id}`)).body.variants[0]
    .id as string;
  const res = await privateClient(h.baseUrl, keys.secretKey).post(`/products/${product.id}/stock`, {
    variantId,
    set: 0,
  });
  expect(res.status).toBe(200);
  return { productId: product.id as string, title: product.title as string, variantId };
}

describe('when a visitor opens the product page of a sold-out variant', () => {
  it('then "Notify me" takes their e-mail, asks them to confirm it, and staff see the variant awaited', async () => {
    const { h, keys } = shop;
    const mug = await soldOutMug();
    const context = await shop.newContext({ locale: 'en-US' });
    await serveDemoImages(context);
    const html = `<!doctype html><html lang="en"><head><title>Mug</title></head>
      <body><main><h1>Our mug</h1>
      <commerce-product publishable-key="${keys.publishableKey}" product-id="${mug.productId}" detail>
      </commerce-product>
      <script type="module" src="/widget/v1/commerce.js"></script></main></body></html>`;
    await context.route(`${h.baseUrl}/shop/mug`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/shop/mug`);
    await page.getByText('Out of stock').waitFor();
    expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    await page.getByLabel('E-mail me when it is back').fill('waiting-for-mugs@example.com');
    await checkView(page, 'widget-notify-me');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await page.locator('[part="notify-done"]').filter({ hasText: 'open the link we just e-mailed you' }).waitFor();
    await checkView(page, 'widget-notify-me-pending');

    // A confirmed shopper waits for it too; the dashboard lists the variant with its count.
    await upsertSignup(
      h.orm.em.fork(),
      { id: newId('rsa'), storeId: keys.storeId, variantId: mug.variantId, email: 'fan@example.com', customerId: null },
      true,
      30,
    );
    const staff = await openDashboardAs(h, (options) => shop.newContext(options), {
      storeId: keys.storeId,
      permissions: ['catalogue'],
      name: 'Ada Awaited',
    });
    await staff.getByRole('link', { name: 'Most awaited' }).click();
    await staff.getByRole('heading', { name: 'Most awaited', level: 1 }).waitFor();
    await staff.getByRole('row', { name: new RegExp(mug.title) }).waitFor();
    await checkView(staff, 'dashboard-most-awaited');
  });
});
