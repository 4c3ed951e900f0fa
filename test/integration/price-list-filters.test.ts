import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { publicClient } from '../support/http';
import { waitFor } from '../support/processes';
import { scrape } from '../support/prometheus';
import { makeCustomer } from '../support/customers';
import { makeProduct } from '../support/factories';
import { makeCategory, putInCategory } from '../support/storefront-factories';
import { admin, makeCheckoutStore, type CheckoutStore } from '../support/checkout-factories';
import { createSession } from '../../src/customers/customer-sessions.repository';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ worker: true });
});
afterAll(() => h?.close());

const em = () => h.orm.em.fork();

/**
 * Three products whose order by price differs for a visitor, a trade shopper and by their own prices:
 *   own prices         C 1500 < B 2000 < A 3000
 *   visitor (10 % off everything, B at 1200 for everyone)  B 1200 < C 1350 < A 2700
 *   trade (the same, and A at 1000 for trade)              A 1000 < B 1200 < C 1350
 */
describe('when a visitor and a trade shopper filter and sort the same public product list', () => {
  let store: CheckoutStore;
  let ids: Record<'A' | 'B' | 'C', string>;
  let categoryId: string;
  let tradeSession: string;

  beforeAll(async () => {
    store = await makeCheckoutStore(em());
    categoryId = await makeCategory(em(), store.storeId, 'Tools');
    const made = {
      A: await makeProduct(em(), store.storeId, { title: 'Anvil', variants: [{ prices: { USD: 3000 } }] }),
      B: await makeProduct(em(), store.storeId, { title: 'Bolt', variants: [{ prices: { USD: 2000 } }] }),
      C: await makeProduct(em(), store.storeId, {
        title: 'Chisel',
        variants: [{ prices: { USD: 1500 } }, { prices: { USD: 1900 } }],
      }),
    };
    for (const product of Object.values(made)) await putInCategory(em(), product.id, categoryId);
    ids = { A: made.A.id, B: made.B.id, C: made.C.id };
    const trade = await admin(h.baseUrl, store).post('/customer-groups', { name: 'Trade' });
    expectContract('adminCreateCustomerGroup', trade, 201);
    const member = await makeCustomer(em(), store.storeId, `buyer-${Date.now()}@example.com`);
    await admin(h.baseUrl, store).put(`/customer-groups/${trade.body.id}/customers/${member}`);
    tradeSession = (await createSession(em(), store.storeId, member, { idleSeconds: 3600, maxSeconds: 7200 })).token;
    const lists = [
      { name: 'Sale', kind: 'percentage', percentOff: 10 },
      {
        name: 'Bolts for everyone',
        kind: 'override',
        prices: [{ variantId: made.B.variantIds[0], currency: 'USD', amount: 1200 }],
      },
      {
        name: 'Trade anvils',
        kind: 'override',
        customerGroupId: trade.body.id,
        prices: [
          { variantId: made.A.variantIds[0], currency: 'USD', amount: 1000 },
          // A tier from 10 units is no price for one unit: it must not move the list's order.
          { variantId: made.C.variantIds[0], currency: 'USD', minQuantity: 10, amount: 100 },
        ],
      },
    ];
    for (const list of lists)
      expectContract('adminCreatePriceList', await admin(h.baseUrl, store).post('/price-lists', list), 201);
    await waitFor(
      async () => (await names('/products?sort=price_asc', tradeSession)).join() === 'A,B,C',
      'the trade prices in the sorted list',
      15_000,
    );
  });

  const nameOf = (id: string) => Object.entries(ids).find(([, productId]) => productId === id)?.[0];

  async function read(path: string, session?: string) {
    const res = await publicClient(h.baseUrl, store.publishableKey).get(path, {
      headers: session ? { 'x-customer-session': session } : {},
    });
    expectContract('listProducts', res, 200);
    return res;
  }

  async function names(path: string, session?: string): Promise<string[]> {
    const res = await read(path, session);
    return res.body.data.map((p: { id: string }) => nameOf(p.id));
  }

  it('then each sorts by the price they pay, a page at a time too', async () => {
    // Twice each, the trade shopper first then the visitor and back: the second round is from the answer cache, which
    // must keep one answer per price context.
    const hits = async () =>
      (await scrape(`${h.baseUrl}/metrics`)).value('commerce_catalogue_cache_requests_total', { result: 'hit' }) ?? 0;
    let before = 0;
    for (let round = 0; round < 2; round += 1) {
      if (round === 1) before = await hits();
      expect(await names('/products?sort=price_asc', tradeSession)).toEqual(['A', 'B', 'C']);
      expect(await names('/products?sort=price_asc')).toEqual(['B', 'C', 'A']);
      expect(await names('/products?sort=price_desc', tradeSession)).toEqual(['C', 'B', 'A']);
      expect(await names('/products?sort=price_desc')).toEqual(['A', 'C', 'B']);
    }
    // The second round came from the cache, one kept answer per price context, and still each shopper's own order.
    expect((await hits()) - before).toBeGreaterThanOrEqual(4);
    const listed = await read('/products?sort=price_asc', tradeSession);
    expect(listed.body.data.map((p: { price: { amount: number } }) => p.price.amount)).toEqual([1000, 1200, 1350]);
    for (const [session, order] of [
      [tradeSession, ['A', 'B', 'C']],
      [undefined, ['B', 'C', 'A']],
    ] as const) {
      const walked: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await read(`/products?sort=price_asc&limit=1${cursor ? `&cursor=${cursor}` : ''}`, session);
        walked.push(...page.body.data.map((p: { id: string }) => nameOf(p.id) as string));
        cursor = page.body.nextCursor ?? undefined;
      } while (cursor);
      expect(walked).toEqual(order);
    }
  });

  it('then each filters by the price they pay, in the whole list and in a category', async () => {
    for (let round = 0; round < 2; round += 1) {
      for (const base of ['/products?', `/products?category=${categoryId}&`]) {
        expect((await names(`${base}maxPrice=1250`, tradeSession)).sort()).toEqual(['A', 'B']);
        expect(await names(`${base}maxPrice=1250`)).toEqual(['B']);
        expect((await names(`${base}minPrice=1300`, tradeSession)).sort()).toEqual(['C']);
        expect((await names(`${base}minPrice=1300`)).sort()).toEqual(['A', 'C']);
        expect(await names(`${base}minPrice=1300&maxPrice=2699`)).toEqual(['C']);
      }
    }
  });
});
