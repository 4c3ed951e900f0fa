import { openDemoShop, type DemoShop } from '../support/demo-shop';
import { newCartToken, publicClient } from '../support/http';
import { accessibilityViolations } from '../support/browser';
import { serveDemoImages } from '../support/widget-page';
import { signRecoveryToken } from '../../src/cart-recovery/recovery-links';

// One service and one browser: a shopper opens a recovery mail's link on another device and the widget shows the
// cart they left.
let shop: DemoShop;

beforeAll(async () => {
  shop = await openDemoShop('cart-recovery-browser');
}, 120000);

afterAll(() => shop?.close());

/** A cart of two beanies left by a shopper, and the restore token a recovery mail would carry for it. */
async function leftCart() {
  const { h, keys } = shop;
  const api = publicClient(h.baseUrl, keys.publishableKey, newCartToken());
  const product = (await api.get('/products?q=Beanie')).body.data[0];
  const added = await api.post('/cart/items', { productId: product.id, quantity: 2 });
  expect(added.status).toBe(200);
  const token = signRecoveryToken(h.config, {
    kind: 'restore',
    storeId: keys.storeId,
    cartId: added.body.id as string,
    expires: Math.floor(Date.now() / 1000) + 3600,
  });
  return { token };
}

describe("when a shopper opens a recovery mail's link on a device that never saw their cart", () => {
  it('then the widget shows that cart, and the link leaves the address', async () => {
    const { h, keys } = shop;
    const { token } = await leftCart();
    const context = await shop.newContext({ locale: 'en-US' });
    await serveDemoImages(context);
    const page = await context.newPage();
    await page.goto(`${h.baseUrl}/widget/demo?publishable-key=${keys.publishableKey}&lang=en&cartRecovery=${token}`);
    await page.getByRole('button', { name: 'Cart, 2 items' }).waitFor();
    expect(new URL(page.url()).searchParams.has('cartRecovery')).toBe(false);
    // The restored cart is kept: a reload shows it without the link.
    await page.reload();
    await page.getByRole('button', { name: 'Cart, 2 items' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('then a changed link leaves the visitor with their own, empty cart', async () => {
    const { h, keys } = shop;
    const { token } = await leftCart();
    const page = await (await shop.newContext({ locale: 'en-US' })).newPage();
    const forged = `${token.split('.')[0]}.AAAA`;
    await page.goto(`${h.baseUrl}/widget/demo?publishable-key=${keys.publishableKey}&lang=en&cartRecovery=${forged}`);
    await page.locator('commerce-store .card').first().waitFor();
    await page.getByRole('button', { name: /^Cart/ }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Cart, 2 items' }).count()).toBe(0);
  });
});
