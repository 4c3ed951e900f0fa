import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { newCartToken, publicClient } from '../support/http';
import { queryOne } from '../../src/db/sql';
import {
  admin,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  stockOf,
  submitSettled,
  type CheckoutStore,
} from '../support/checkout-factories';

/**
 * A gift card is mailed, not shipped: buying one neither needs nor takes stock unless the store says it counts the
 * product's stock (`giftCardTracksStock`). Its cart line shows who gets the cards.
 */
let h: Harness;
let store: CheckoutStore;
beforeAll(async () => {
  h = await startHarness({ worker: true });
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(async () => {
  await h?.close();
});

const em = () => h.orm.em.fork();
const shop = (token?: string) => publicClient(h.baseUrl, store.publishableKey, token);

/** A gift-card product of one variant, with no stock unless told. */
async function giftCardWithoutStock(patch: Record<string, unknown> = {}, stock = 0) {
  const product = await makeStockedProduct(em(), store, stock);
  const marked = await admin(h.baseUrl, store).patch(`/products/${product.productId}`, { giftCard: true, ...patch });
  expectContract('adminUpdateProduct', marked, 200);
  return { product, marked: marked.body };
}

const reservationsOf = async (variantId: string) =>
  Number(
    (await queryOne<{ n: string }>(em(), 'SELECT count(*) AS n FROM stock_reservations WHERE variant_id = ?', [
      variantId,
    ]))!.n,
  );

describe('when a gift-card product has no stock and the store does not count it', () => {
  it('then it is in stock, can be added and bought, and no stock is reserved or taken', async () => {
    const { product, marked } = await giftCardWithoutStock();
    expect(marked).toMatchObject({ giftCard: true, giftCardTracksStock: false });
    expect(marked.variants[0].stock).toMatchObject({ onHand: 0, tracked: false });

    const view = await shop().get(`/products/${product.productId}`);
    expectContract('getProduct', view, 200);
    expect(view.body.variants[0]).toMatchObject({ inStock: true });
    expect(view.body.variants[0].available).toBeGreaterThan(0);
    const listed = await shop().get('/products?inStock=true&limit=100');
    expectContract('listProducts', listed, 200);
    expect(listed.body.data.map((p: { id: string }) => p.id)).toContain(product.productId);

    // One with stock on hand keeps it: the card takes none.
    const { product: stocked } = await giftCardWithoutStock({}, 5);
    const token = newCartToken();
    const addedStocked = await shop(token).post(
      '/cart/items',
      { ...stocked, quantity: 1 },
      { headers: { 'idempotency-key': `add-stocked-${token}` } },
    );
    expectContract('addCartItem', addedStocked, 200);
    const added = await shop(token).post(
      '/cart/items',
      { ...product, quantity: 3 },
      { headers: { 'idempotency-key': `add-${token}` } },
    );
    expectContract('addCartItem', added, 200);
    const lineId = added.body.items.find((item: { variantId: string }) => item.variantId === product.variantId).id;
    const more = await shop(token).patch(
      `/cart/items/${lineId}`,
      { quantity: 7 },
      { headers: { 'idempotency-key': `more-${token}` } },
    );
    expectContract('updateCartItem', more, 200);

    const email = `gift-stock-${Date.now()}@example.com`;
    expectContract('saveCheckoutDetails', await shop(token).patch('/cart/checkout', { email }), 200);
    const paid = await submitSettled(h.baseUrl, store, token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    expectContract('submitCheckout', paid, 201);
    expect(paid.body.lines.map((line: { quantity: number }) => line.quantity).sort()).toEqual([1, 7]);
    expect(await stockOf(em(), product.variantId)).toEqual({ onHand: 0, reserved: 0 });
    expect(await stockOf(em(), stocked.variantId)).toEqual({ onHand: 5, reserved: 0 });
    expect(await reservationsOf(product.variantId)).toBe(0);
    expect(await reservationsOf(stocked.variantId)).toBe(0);
  }, 60_000);
});

describe('when the store counts a gift card’s stock', () => {
  it('then it sells out like any product', async () => {
    const { product, marked } = await giftCardWithoutStock({ giftCardTracksStock: true });
    expect(marked.variants[0].stock).toMatchObject({ onHand: 0, tracked: true });
    const view = await shop().get(`/products/${product.productId}`);
    expect(view.body.variants[0]).toMatchObject({ inStock: false, available: 0 });
    const token = newCartToken();
    const added = await shop(token).post(
      '/cart/items',
      { ...product, quantity: 1 },
      { headers: { 'idempotency-key': `add-${token}` } },
    );
    expectContract('addCartItem', added, 409);
    expect(added.body.error).toMatchObject({ code: 'cart_item_out_of_stock' });
  }, 30_000);
});

describe('when a cart holds a gift card for someone', () => {
  it('then GET /cart shows the line’s recipient, message and delivery date, and null on other lines', async () => {
    const { product } = await giftCardWithoutStock();
    const other = await makeStockedProduct(em(), store, 5);
    const cart = await makeReadyCart(em(), store, [
      { ...product, quantity: 1 },
      { ...other, quantity: 1 },
    ]);
    const before = await shop(cart.token).get('/cart');
    expectContract('getCart', before, 200);
    const lineOf = (body: any, variantId: string) =>
      body.items.find((item: { variantId: string }) => item.variantId === variantId);
    expect(lineOf(before.body, product.variantId).giftCard).toEqual({});
    expect(lineOf(before.body, other.variantId).giftCard).toBeNull();

    const details = {
      recipientEmail: 'sam@example.com',
      recipientName: 'Sam',
      senderName: 'Alex',
      message: 'Happy birthday',
      deliverAt: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const set = await shop(cart.token).put(
      `/cart/items/${lineOf(before.body, product.variantId).id}/gift-card`,
      details,
      {
        headers: { 'idempotency-key': `gift-${cart.cartId}` },
      },
    );
    expectContract('setCartItemGiftCard', set, 200);
    expect(lineOf(set.body, product.variantId).giftCard).toEqual(details);
    const after = await shop(cart.token).get('/cart');
    expectContract('getCart', after, 200);
    expect(lineOf(after.body, product.variantId).giftCard).toEqual(details);
  }, 30_000);
});
