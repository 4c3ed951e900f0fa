import { startHarness, type Harness } from '../support/harness';
import {
  chargesOf,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  type CheckoutStore,
} from '../support/checkout-factories';
import { queryRows } from '../../src/db/sql';
import { Shop, shopFor } from '../../packages/widget/src/core/shop';
import { submitCheckout } from '../../packages/widget/src/core/checkout';
import { memoryStorage, type KeyValueStorage } from '../../packages/widget/src/core/storage';
import { NetworkError, type Fetch } from '../../packages/widget/src/core/api';
import type { Cart } from '../../packages/widget/src/core/types';

// The widget's state logic (packages/widget/src/core) run in Node against the real API: only the transport is
// Node's fetch instead of a browser's, and one test cuts a response off the way a dropped connection would.
let h: Harness;
let store: CheckoutStore;

beforeAll(async () => {
  h = await startHarness({ worker: true });
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(() => h.close());

const realFetch: Fetch = (url, init) => fetch(url, init);

describe('when several elements of one page show the cart', () => {
  it('then they share one Shop and one cart token, and a change reaches every element at once', async () => {
    const storage = memoryStorage();
    const deps = { fetch: realFetch, storage };
    const product = shopFor(h.baseUrl, store.publishableKey, deps);
    const cartButton = shopFor(h.baseUrl, store.publishableKey, deps);
    expect(cartButton).toBe(product);
    const seen: number[][] = [[], []];
    product.subscribe((cart) => seen[0].push(cart.itemCount));
    cartButton.subscribe((cart) => seen[1].push(cart.itemCount));
    const { productId, variantId } = await makeStockedProduct(h.orm.em.fork(), store, 10);
    await product.changeCart('POST', '/cart/items', { productId, variantId, quantity: 2 });
    expect(seen).toEqual([[2], [2]]);
    expect(storage.getItem(`commerce:${store.publishableKey}:cart-token`)).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(storage.getItem(product.revisionKey)).toBeTruthy();
  });

  it('then another tab (same storage, its own Shop) reads the same cart when told of the change', async () => {
    const storage = memoryStorage();
    const tabA = new Shop(h.baseUrl, store.publishableKey, { fetch: realFetch, storage });
    const tabB = new Shop(h.baseUrl, store.publishableKey, { fetch: realFetch, storage });
    const inB: Cart[] = [];
    tabB.subscribe((cart) => inB.push(cart));
    const { productId, variantId } = await makeStockedProduct(h.orm.em.fork(), store, 10);
    const changed = await tabA.changeCart('POST', '/cart/items', { productId, variantId, quantity: 3 });
    await tabB.remoteChanged();
    expect(inB.map((cart) => [cart.id, cart.itemCount])).toEqual([[changed.id, 3]]);
  });
});

describe('when the answer to a checkout submit is lost on the way back', () => {
  it('then the retry sends the same Idempotency-Key, gets the one order, and the card is charged once', async () => {
    const { productId, variantId } = await makeStockedProduct(h.orm.em.fork(), store, 10);
    const { token, cartId } = await makeReadyCart(h.orm.em.fork(), store, [{ productId, variantId, quantity: 1 }]);
    const storage: KeyValueStorage = memoryStorage();
    storage.setItem(`commerce:${store.publishableKey}:cart-token`, token);
    const keysSent: string[] = [];
    let dropNextSubmit = true;
    const flakyFetch: Fetch = async (url, init) => {
      const response = await fetch(url, init);
      if (url.endsWith('/cart/checkout/submit')) {
        keysSent.push(new Headers(init?.headers).get('Idempotency-Key') as string);
        if (dropNextSubmit) {
          dropNextSubmit = false;
          throw new TypeError('network connection lost');
        }
      }
      return response;
    };
    const shop = new Shop(h.baseUrl, store.publishableKey, {
      fetch: flakyFetch,
      storage,
      pause: () => new Promise((r) => setTimeout(r, 100)),
    });
    const body = { paymentMethod: 'card', paymentToken: 'tok_visa' };

    await expect(submitCheckout(shop, body)).rejects.toBeInstanceOf(NetworkError);
    const outcome = await submitCheckout(shop, body);

    expect(keysSent).toHaveLength(2);
    expect(keysSent[1]).toBe(keysSent[0]);
    if (outcome.kind !== 'order') throw new Error(`expected an order, got ${outcome.kind}`);
    const orders = await queryRows<{ id: string }>(h.orm.em.fork(), 'SELECT id FROM orders WHERE cart_id = ?', [
      cartId,
    ]);
    expect(orders.map((o) => o.id)).toEqual([outcome.order.id]);
    const [payment] = await queryRows<{ id: string }>(h.orm.em.fork(), 'SELECT id FROM payments WHERE order_id = ?', [
      outcome.order.id,
    ]);
    expect(await chargesOf(h.orm.em.fork(), payment.id)).toBe(1);
    expect(storage.getItem(`commerce:${store.publishableKey}:cart-token`)).not.toBe(token);
  });
});
