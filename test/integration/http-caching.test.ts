import { hash } from 'node:crypto';
import { startHarness, type Harness } from '../support/harness';
import { makeProduct, makeStore } from '../support/factories';
import { makeCategory, putInCategory } from '../support/storefront-factories';
import { newCartToken, privateClient, publicClient, type ApiResponse } from '../support/http';
import { expectContract } from '../support/contract';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function shop() {
  const store = await makeStore(h.orm.em);
  const em = h.orm.em.fork();
  const categoryId = await makeCategory(em, store.store.id, 'Mugs');
  const mug = await makeProduct(em, store.store.id, { title: 'Mug' });
  const cup = await makeProduct(em, store.store.id, { title: 'Cup' });
  await putInCategory(em, mug.id, categoryId);
  return { store, storeId: store.store.id, categoryId, mug, cup, api: publicClient(h.baseUrl, store.publishableKey) };
}

/** A strong ETag is a hash of the exact bytes sent. */
const etagOfBytes = (res: ApiResponse) => `"${hash('sha256', res.text, 'base64url').slice(0, 27)}"`;

async function expectRevalidates(
  res: ApiResponse,
  again: (etag: string) => Promise<ApiResponse>,
  operationId: string,
  cacheControl: string,
) {
  expectContract(operationId, res, 200);
  const etag = res.headers.get('etag') as string;
  expect(etag).toBe(etagOfBytes(res));
  expect(res.headers.get('cache-control')).toBe(cacheControl);
  const notModified = await again(etag);
  expect([notModified.status, notModified.text, notModified.headers.get('etag')]).toEqual([304, '', etag]);
  expect(notModified.headers.get('cache-control')).toBe(cacheControl);
}

describe('when a storefront reads the catalogue, categories, reviews and the store', () => {
  it('then each answer has a strong ETag and Cache-Control; If-None-Match with it answers a bodiless 304', async () => {
    const { api, mug, categoryId } = await shop();
    const reads: Array<[string, string, string]> = [
      [`/products/${mug.id}`, 'getProduct', 'public, max-age=60, stale-while-revalidate=300'],
      ['/products?limit=10', 'listProducts', 'public, max-age=60, stale-while-revalidate=300'],
      ['/categories', 'listCategories', 'public, max-age=300, stale-while-revalidate=3600'],
      [`/categories/${categoryId}`, 'getCategory', 'public, max-age=300, stale-while-revalidate=3600'],
      [`/products/${mug.id}/reviews`, 'listProductReviews', 'public, max-age=300, stale-while-revalidate=3600'],
      ['/store', 'getStore', 'public, max-age=300, stale-while-revalidate=86400'],
      ['/payment-methods', 'listPaymentMethods', 'public, max-age=300, stale-while-revalidate=86400'],
    ];
    for (const [path, operationId, cacheControl] of reads) {
      // Twice: the second 200 of a catalogue read comes from the answer cache, with the ETag kept beside it.
      const first = await api.get(path);
      const second = await api.get(path);
      expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
      await expectRevalidates(
        second,
        (etag) => api.get(path, { headers: { 'if-none-match': etag } }),
        operationId,
        cacheControl,
      );
    }
  });

  it('then a weak form or a list holding the tag matches too, and any other tag gets the whole answer', async () => {
    const { api, mug } = await shop();
    const { headers } = await api.get(`/products/${mug.id}`);
    const etag = headers.get('etag') as string;
    expect((await api.get(`/products/${mug.id}`, { headers: { 'if-none-match': `"other", W/${etag}` } })).status).toBe(
      304,
    );
    expect((await api.get(`/products/${mug.id}`, { headers: { 'if-none-match': '*' } })).status).toBe(304);
    const other = await api.get(`/products/${mug.id}`, { headers: { 'if-none-match': '"stale-version"' } });
    expectContract('getProduct', other, 200);
  });

  it('then a change makes a new ETag, so the client that revalidates gets the new answer', async () => {
    const { store, api, mug } = await shop();
    const before = await api.get(`/products/${mug.id}`);
    const etag = before.headers.get('etag') as string;
    expect(
      (await privateClient(h.baseUrl, store.secretKey).patch(`/products/${mug.id}`, { title: 'Mug, renamed' })).status,
    ).toBe(200);
    const after = await api.get(`/products/${mug.id}`, { headers: { 'if-none-match': etag } });
    expectContract('getProduct', after, 200);
    expect(after.body.title).toBe('Mug, renamed');
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('then Cache-Tag and Surrogate-Key name the store and each product or category shown, for CDN purges', async () => {
    const { api, storeId, mug, cup, categoryId } = await shop();
    const product = await api.get(`/products/${mug.id}`);
    expect(product.headers.get('surrogate-key')?.split(' ')).toEqual(expect.arrayContaining([storeId, mug.id]));
    expect(product.headers.get('surrogate-key')).not.toContain(cup.id);
    const list = await api.get('/products');
    expect(list.headers.get('cache-tag')?.split(',')).toEqual(expect.arrayContaining([storeId, mug.id, cup.id]));
    expect((await api.get(`/categories/${categoryId}`)).headers.get('cache-tag')?.split(',')).toEqual(
      expect.arrayContaining([storeId, categoryId]),
    );
    expect((await api.get(`/products/${cup.id}/reviews`)).headers.get('surrogate-key')?.split(' ')).toEqual(
      expect.arrayContaining([storeId, cup.id]),
    );
  });
});

describe('when a storefront reads what belongs to one visitor', () => {
  it('then the answer is private, never stored, and Vary names the header it depends on', async () => {
    const { store } = await shop();
    const cart = await publicClient(h.baseUrl, store.publishableKey, newCartToken()).get('/cart');
    expectContract('getCart', cart, 200);
    expect([cart.headers.get('cache-control'), cart.headers.get('vary'), cart.headers.get('etag')]).toEqual([
      'private, no-store',
      'X-Cart-Token',
      null,
    ]);
  });
});
