import { Client } from 'pg';
import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { publicClient, type ApiResponse } from '../support/http';
import {
  admin,
  makeCheckoutStore,
  makeReadyCart,
  makeStockedProduct,
  submit,
  type CheckoutStore,
} from '../support/checkout-factories';
import { execute } from '../../src/db/sql';

/**
 * The cart's answers read its selling plans only when one of its lines ever chose one (carts.selling_plan_chosen): the
 * statements this process sends to PostgreSQL naming cart_selling_plans are counted around each request.
 */
let h: Harness;
let store: CheckoutStore;
const sent: string[] = [];
const query = Client.prototype.query;

beforeAll(async () => {
  Client.prototype.query = function countedQuery(this: Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (text) sent.push(text);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  h = await startHarness();
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(async () => {
  Client.prototype.query = query;
  await h?.close();
});

/** How many statements naming cart_selling_plans the work sent. */
async function planReads(work: () => Promise<unknown>): Promise<number> {
  const before = sent.length;
  await work();
  return sent.slice(before).filter((text) => text.includes('cart_selling_plans')).length;
}

describe('when a cart never chose a selling plan', () => {
  it('then GET /cart, a line change and a refused submit read no plans, and its lines show none', async () => {
    const product = await makeStockedProduct(h.orm.em.fork(), store, 5);
    const { token } = await makeReadyCart(h.orm.em.fork(), store, [{ ...product, quantity: 1 }]);
    const shop = publicClient(h.baseUrl, store.publishableKey, token);
    let answer: ApiResponse | undefined;
    expect(await planReads(async () => (answer = await shop.get('/cart')))).toBe(0);
    expectContract('getCart', answer!, 200);
    expect(answer!.body.items).toEqual([
      expect.objectContaining({ variantId: product.variantId, sellingPlanId: null }),
    ]);
    expect(await planReads(async () => (answer = await shop.post('/cart/items', { ...product, quantity: 1 })))).toBe(0);
    expectContract('addCartItem', answer!, 200);
    expect(answer!.body.items[0]).toMatchObject({ quantity: 2, sellingPlanId: null });
    // Sold out since the cart was filled: the submit is refused before a checkout starts, with no plan read.
    await execute(h.orm.em.fork(), 'UPDATE variants SET stock_on_hand = 0 WHERE id = ?', [product.variantId]);
    let refused: ApiResponse | undefined;
    const reads = await planReads(async () => {
      refused = await submit(h.baseUrl, store, token, { paymentMethod: 'card', paymentToken: 'tok_visa' });
    });
    expectContract('submitCheckout', refused!, 409);
    expect(reads).toBe(0);
  });
});

describe('when a cart chose a selling plan for a line', () => {
  it('then its answers read the plans and show the choice, and none once the line is bought once again', async () => {
    const product = await makeStockedProduct(h.orm.em.fork(), store, 5);
    const plans = await admin(h.baseUrl, store).put(`/products/${product.productId}/selling-plans`, {
      plans: [{ interval: 'month', intervalCount: 1 }],
    });
    expectContract('adminSetSellingPlans', plans, 200);
    const planId = plans.body.data[0].id;
    const { token } = await makeReadyCart(h.orm.em.fork(), store, []);
    const shop = publicClient(h.baseUrl, store.publishableKey, token);
    const chosen = await shop.post('/cart/items', { ...product, sellingPlanId: planId });
    expectContract('addCartItem', chosen, 200);
    expect(chosen.body.items).toEqual([
      expect.objectContaining({ variantId: product.variantId, sellingPlanId: planId }),
    ]);
    let answer: ApiResponse | undefined;
    expect(await planReads(async () => (answer = await shop.get('/cart')))).toBe(1);
    expect(answer!.body.items[0].sellingPlanId).toBe(planId);
    const once = await shop.post('/cart/items', { ...product, sellingPlanId: null });
    expectContract('addCartItem', once, 200);
    expect(once.body.items[0]).toMatchObject({ quantity: 2, sellingPlanId: null });
    expect((await shop.get('/cart')).body.items[0].sellingPlanId).toBeNull();
  });
});
