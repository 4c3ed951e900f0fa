import { startHarness, type Harness } from '../support/harness';
import { makeProduct, makeStore } from '../support/factories';
import { makeTaxRate } from '../support/storefront-factories';
import { privateClient, publicClient } from '../support/http';
import { expectContract } from '../support/contract';
import { execute, queryRows } from '../../src/db/sql';

let h: Harness;
let store: Awaited<ReturnType<typeof makeStore>>;
let api: ReturnType<typeof publicClient>;

beforeAll(async () => {
  h = await startHarness();
  store = await makeStore(h.orm.em);
  api = publicClient(h.baseUrl, store.publishableKey);
  await makeTaxRate(h.orm.em.fork(), store.store.id, 'US', 500);
  await makeTaxRate(h.orm.em.fork(), store.store.id, 'US', 725, 'CA');
});
afterAll(() => h.close());

const em = () => h.orm.em.fork();
const publish = (productId: string) =>
  execute(em(), "UPDATE reviews SET status = 'published' WHERE product_id = ?", [productId]);

describe('when a shopper submits a review', () => {
  it('then it is stored pending, raises review.created and stays out of the public list until published', async () => {
    const product = await makeProduct(em(), store.store.id);
    const res = await api.post(`/products/${product.id}/reviews`, {
      rating: 4,
      title: 'Nice',
      body: 'Fits well.',
      authorName: 'Grace',
    });
    expectContract('createProductReview', res, 201);
    expect(res.body).toMatchObject({
      productId: product.id,
      rating: 4,
      title: 'Nice',
      body: 'Fits well.',
      authorName: 'Grace',
      status: 'pending',
    });
    const events = await queryRows<{ payload: { data: { object: { id: string } } } }>(
      em(),
      "SELECT payload FROM events WHERE store_id = ? AND type = 'review.created'",
      [store.store.id],
    );
    expect(events.map((e) => e.payload.data.object.id)).toContain(res.body.id);
    const before = await api.get(`/products/${product.id}/reviews`);
    expectContract('listProductReviews', before, 200);
    expect([before.body.data, before.body.summary.count, before.body.summary.average]).toEqual([[], 0, null]);
  });

  it('then a store that auto-publishes shows it at once', async () => {
    const auto = await makeStore(h.orm.em);
    await execute(em(), 'UPDATE stores SET review_auto_publish = true WHERE id = ?', [auto.store.id]);
    const product = await makeProduct(em(), auto.store.id);
    const client = publicClient(h.baseUrl, auto.publishableKey);
    expect(
      (await client.post(`/products/${product.id}/reviews`, { rating: 5, body: 'Great', authorName: 'Alan' })).body
        .status,
    ).toBe('published');
    expect((await client.get(`/products/${product.id}/reviews`)).body.summary.count).toBe(1);
  });

  it.each([
    [{ rating: 0, body: 'x', authorName: 'A' }],
    [{ rating: 6, body: 'x', authorName: 'A' }],
    [{ rating: 3.5, body: 'x', authorName: 'A' }],
    [{ rating: 3, body: '   ', authorName: 'A' }],
    [{ rating: 3, body: 'x' }],
    [{ rating: 3, body: 'x', authorName: 'A', verified: true }],
  ])('then %j answers 400 validation_failed', async (input) => {
    const product = await makeProduct(em(), store.store.id);
    const res = await api.post(`/products/${product.id}/reviews`, input);
    expectContract('createProductReview', res, 400);
    expect(res.body.error.code).toBe('validation_failed');
  });

  it('then a draft or unknown product answers 404', async () => {
    const draft = await makeProduct(em(), store.store.id, { status: 'draft' });
    expectContract(
      'createProductReview',
      await api.post(`/products/${draft.id}/reviews`, { rating: 3, body: 'x', authorName: 'A' }),
      404,
    );
    expectContract('listProductReviews', await api.get('/products/prod_nope/reviews'), 404);
    expectContract('listProductReviews', await api.get(`/products/${draft.id}/reviews`), 404);
    const foreign = await makeProduct(em(), (await makeStore(h.orm.em)).store.id);
    expectContract('listProductReviews', await api.get(`/products/${foreign.id}/reviews`), 404);
  });
});

describe('when a storefront lists published reviews', () => {
  it('then they come newest first in pages, with the average, count and per-star counts', async () => {
    const product = await makeProduct(em(), store.store.id);
    for (const rating of [5, 4, 4, 1])
      await api.post(`/products/${product.id}/reviews`, { rating, body: `Rated ${rating}`, authorName: 'Shopper' });
    await publish(product.id);
    const first = await api.get(`/products/${product.id}/reviews?limit=3`);
    expectContract('listProductReviews', first, 200);
    expect(first.body.data.map((r: { body: string }) => r.body)).toEqual(['Rated 1', 'Rated 4', 'Rated 4']);
    expect(first.body.summary).toEqual({ count: 4, average: 3.5, ratings: { 1: 1, 2: 0, 3: 0, 4: 2, 5: 1 } });
    const second = await api.get(`/products/${product.id}/reviews?limit=3&cursor=${first.body.nextCursor}`);
    expect([second.body.data.map((r: { body: string }) => r.body), second.body.hasMore]).toEqual([['Rated 5'], false]);
    expect((await api.get(`/products/${product.id}/reviews?cursor=cur_x.y`)).body.error.code).toBe('invalid_cursor');
  });

  it('then the summary follows each review in and out of published: approved, rejected, re-rated, gone', async () => {
    const product = await makeProduct(em(), store.store.id);
    const admin = privateClient(h.baseUrl, store.secretKey);
    const ids: string[] = [];
    for (const rating of [5, 2, 2])
      ids.push(
        (await api.post(`/products/${product.id}/reviews`, { rating, body: `Rated ${rating}`, authorName: 'Shopper' }))
          .body.id,
      );
    const summary = async () => (await api.get(`/products/${product.id}/reviews`)).body.summary;
    for (const id of ids) expect((await admin.post(`/reviews/${id}/approve`, {})).status).toBe(200);
    expect(await summary()).toEqual({ count: 3, average: 3, ratings: { 1: 0, 2: 2, 3: 0, 4: 0, 5: 1 } });
    expect((await admin.post(`/reviews/${ids[1]}/reject`, {})).status).toBe(200);
    expect(await summary()).toEqual({ count: 2, average: 3.5, ratings: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 } });
    await execute(em(), 'UPDATE reviews SET rating = 3 WHERE id = ?', [ids[2]]);
    await execute(em(), 'UPDATE reviews SET rating = 1 WHERE id = ?', [ids[1]]);
    expect(await summary()).toEqual({ count: 2, average: 4, ratings: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 } });
    await execute(em(), 'DELETE FROM reviews WHERE id = ?', [ids[0]]);
    expect(await summary()).toEqual({ count: 1, average: 3, ratings: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 0 } });
    await execute(em(), 'DELETE FROM reviews WHERE id = ?', [ids[2]]);
    expect(await summary()).toEqual({ count: 0, average: null, ratings: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });
});

describe('when a storefront asks for tax', () => {
  it('then the regional rate applies and each line is rounded half-up', async () => {
    const res = await api.post('/tax/calculate', {
      address: { country: 'us', region: 'CA' },
      lines: [
        { reference: 'a', unitAmount: 1000, quantity: 1 },
        { reference: 'b', unitAmount: 333, quantity: 3 },
      ],
    });
    expectContract('calculateTax', res, 200);
    // 1000 * 7.25% = 72.5 -> 73; 999 * 7.25% = 72.43 -> 72.
    expect(
      res.body.lines.map((l: { reference: string; tax: { amount: number } }) => [l.reference, l.tax.amount]),
    ).toEqual([
      ['a', 73],
      ['b', 72],
    ]);
    expect([res.body.taxRateBasisPoints, res.body.taxTotal.amount, res.body.total.amount]).toEqual([725, 145, 2144]);
  });

  it('then the country rate applies without a regional one, and a place without a rate pays none', async () => {
    const ny = await api.post('/tax/calculate', {
      address: { country: 'US', region: 'NY' },
      lines: [{ unitAmount: 1000, quantity: 2 }],
    });
    expect([ny.body.taxRateBasisPoints, ny.body.taxTotal.amount]).toEqual([500, 100]);
    const jp = await api.post('/tax/calculate', {
      currency: 'EUR',
      address: { country: 'JP' },
      lines: [{ unitAmount: 1000, quantity: 2 }],
    });
    expect([jp.body.taxRateBasisPoints, jp.body.taxTotal.amount, jp.body.currency]).toEqual([0, 0, 'EUR']);
  });

  it('then a tax-inclusive store extracts the tax from the prices', async () => {
    const inclusive = await makeStore(h.orm.em);
    await execute(em(), 'UPDATE stores SET tax_inclusive = true WHERE id = ?', [inclusive.store.id]);
    await makeTaxRate(em(), inclusive.store.id, 'DE', 1900);
    const res = await publicClient(h.baseUrl, inclusive.publishableKey).post('/tax/calculate', {
      address: { country: 'DE' },
      lines: [{ unitAmount: 11900, quantity: 1 }],
    });
    expect([res.body.taxInclusive, res.body.taxTotal.amount, res.body.total.amount]).toEqual([true, 1900, 11900]);
  });

  it('then a storefront shipping address is accepted, its country and region set the rate', async () => {
    const address = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Engines',
      line1: '1 Main St',
      line2: 'Apt 2',
      city: 'Los Angeles',
      region: 'CA',
      postalCode: '90001',
      country: 'US',
      phone: '+1 555 0100',
    };
    const res = await api.post('/tax/calculate', { address, lines: [{ unitAmount: 1000, quantity: 1 }] });
    expectContract('calculateTax', res, 200);
    expect([res.body.country, res.body.region, res.body.taxRateBasisPoints, res.body.taxTotal.amount]).toEqual([
      'US',
      'CA',
      725,
      73,
    ]);
    const unknown = await api.post('/tax/calculate', {
      address: { ...address, floor: 3 },
      lines: [{ unitAmount: 1000, quantity: 1 }],
    });
    expectContract('calculateTax', unknown, 400);
  });

  it('then bad input answers its code', async () => {
    const bad = await api.post('/tax/calculate', { address: { country: 'USA' }, lines: [] });
    expectContract('calculateTax', bad, 400);
    const currency = await api.post('/tax/calculate', {
      currency: 'GBP',
      address: { country: 'US' },
      lines: [{ unitAmount: 1, quantity: 1 }],
    });
    expect([currency.status, currency.body.error.code]).toEqual([400, 'currency_not_supported']);
  });
});

describe('when a storefront lists payment methods', () => {
  it("then it gets the store's enabled methods in order", async () => {
    await execute(em(), "UPDATE stores SET payment_methods = ARRAY['card', 'bank_transfer'] WHERE id = ?", [
      store.store.id,
    ]);
    const res = await api.get('/payment-methods');
    expectContract('listPaymentMethods', res, 200);
    expect(res.body.data).toEqual([
      { id: 'card', name: 'Credit or debit card', requiresPaymentToken: true },
      { id: 'bank_transfer', name: 'Bank transfer', requiresPaymentToken: false },
    ]);
  });
});
