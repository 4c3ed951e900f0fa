import { startHarness, type Harness } from '../support/harness';
import { makeStore } from '../support/factories';
import { privateClient } from '../support/http';
import { expectContract } from '../support/contract';
import { eventsOf } from '../support/admin-factories';
import { execute } from '../../src/db/sql';

let h: Harness;
let storeId: string;
let api: ReturnType<typeof privateClient>;
let n = 0;

type Product = { id: string; status: string; variants: Array<{ id: string; sku: string; prices: unknown[] }> };

async function newProduct(): Promise<Product> {
  const res = await api.post('/products', {
    title: `Bulk Mug ${n++}`,
    options: [{ name: 'Size', values: ['S', 'L'] }],
    variants: [
      {
        sku: `BULK-${Date.now().toString(36)}-${n}-S`,
        optionValues: { Size: 'S' },
        prices: [{ currency: 'USD', amount: 1000 }],
        stock: 5,
      },
      {
        sku: `BULK-${Date.now().toString(36)}-${n}-L`,
        optionValues: { Size: 'L' },
        prices: [{ currency: 'USD', amount: 1200 }],
        stock: 5,
      },
    ],
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** The events of this type about these products (or variants) raised since `since`. */
async function eventsAbout(type: string, since: Set<string>, key: 'id' | 'variantId' = 'id') {
  return (await eventsOf(h.orm.em, storeId, type))
    .filter((e) => !since.has(e.id))
    .map((e) => e.payload.data.object[key]);
}
const eventIds = async () => new Set((await eventsOf(h.orm.em, storeId)).map((e) => e.id));

const MISSING_PRODUCT = 'prod_missingmissingmissing0';

beforeAll(async () => {
  h = await startHarness();
  const store = await makeStore(h.orm.em);
  storeId = store.store.id;
  api = privateClient(h.baseUrl, store.secretKey);
});
afterAll(() => h.close());

describe('when prices are set in bulk', () => {
  it('then each valid item changes its variant, raises product.updated; an invalid one answers its error', async () => {
    const [a, b] = [await newProduct(), await newProduct()];
    const before = await eventIds();
    const res = await api.post('/products/bulk-prices', {
      items: [
        { productId: a.id, variantId: a.variants[1].id, prices: [{ currency: 'USD', amount: 1500 }] },
        { productId: MISSING_PRODUCT, variantId: a.variants[0].id, prices: [{ currency: 'USD', amount: 1 }] },
        { productId: b.id, variantId: a.variants[0].id, prices: [{ currency: 'USD', amount: 1 }] },
        { productId: b.id, variantId: b.variants[0].id, prices: [{ currency: 'JPY', amount: 100 }] },
        { productId: b.id, variantId: b.variants[0].id, prices: [{ currency: 'EUR', amount: 900 }] },
      ],
    });
    expectContract('adminBulkSetPrices', res, 200);
    expect(res.body).toMatchObject({ succeeded: 2, failed: 3 });
    expect(res.body.results.map((r: { index: number; ok: boolean }) => [r.index, r.ok])).toEqual([
      [0, true],
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(res.body.results[0].result).toEqual({
      productId: a.id,
      variantId: a.variants[1].id,
      prices: [{ amount: 1500, currency: 'USD', formatted: '$15.00' }],
    });
    expect(res.body.results[1].error).toMatchObject({ code: 'resource_not_found' });
    expect(res.body.results[2].error).toMatchObject({ code: 'resource_not_found' });
    expect(res.body.results[3].error.code).toBe('currency_not_supported');
    expect(res.body.results[3].error.message).toEqual(expect.any(String));

    const after = (await api.get(`/products/${a.id}`)).body as Product;
    expect(after.variants.map((v) => v.prices)).toEqual([a.variants[0].prices, res.body.results[0].result.prices]);
    const bAfter = (await api.get(`/products/${b.id}`)).body as Product;
    expect(bAfter.variants[0].prices).toEqual([{ amount: 900, currency: 'EUR', formatted: '€9.00' }]);
    expect(bAfter.variants[1].prices).toEqual(b.variants[1].prices);
    expect((await eventsAbout('product.updated', before)).sort()).toEqual([a.id, b.id].sort());
  });
});

describe('when stock is set in bulk', () => {
  it('then each valid item writes the ledger and inventory.updated; one below reserved is refused alone', async () => {
    const [a, b] = [await newProduct(), await newProduct()];
    await execute(h.orm.em.fork(), 'UPDATE variants SET stock_reserved = 3 WHERE id = ?', [b.variants[0].id]);
    const before = await eventIds();
    const res = await api.post('/products/bulk-stock', {
      items: [
        { productId: a.id, variantId: a.variants[0].id, set: 40, reason: 'stock count' },
        { productId: b.id, variantId: b.variants[0].id, set: 2 },
        { productId: a.id, variantId: 'var_unknownunknownunknown0', set: 1 },
        { productId: b.id, variantId: b.variants[1].id, set: 0 },
      ],
    });
    expectContract('adminBulkSetStock', res, 200);
    expect(res.body).toMatchObject({ succeeded: 2, failed: 2 });
    expect(res.body.results[0]).toMatchObject({
      ok: true,
      result: {
        variantId: a.variants[0].id,
        onHand: 40,
        ledgerEntry: { delta: 35, stockAfter: 40, reason: 'stock count' },
      },
    });
    expect(res.body.results[1].error).toMatchObject({
      code: 'insufficient_stock',
      details: { reserved: 3, requested: 2 },
    });
    expect(res.body.results[2].error.code).toBe('resource_not_found');
    expect(res.body.results[3]).toMatchObject({ ok: true, result: { onHand: 0, ledgerEntry: { delta: -5 } } });
    expect((await eventsAbout('inventory.updated', before, 'variantId')).sort()).toEqual(
      [a.variants[0].id, b.variants[1].id].sort(),
    );
  });
});

describe('when statuses are changed in bulk', () => {
  it('then each valid item changes its product, raising product.updated; a missing one answers 404', async () => {
    const [a, b] = [await newProduct(), await newProduct()];
    const before = await eventIds();
    const res = await api.post('/products/bulk-status', {
      items: [
        { productId: a.id, status: 'active' },
        { productId: MISSING_PRODUCT, status: 'active' },
        { productId: b.id, status: 'archived' },
      ],
    });
    expectContract('adminBulkSetStatus', res, 200);
    expect(res.body).toMatchObject({ succeeded: 2, failed: 1 });
    expect(res.body.results[0].result).toMatchObject({ productId: a.id, status: 'active' });
    expect(res.body.results[1]).toMatchObject({ index: 1, ok: false, error: { code: 'resource_not_found' } });
    expect((await api.get(`/products/${b.id}`)).body.status).toBe('archived');
    expect((await eventsAbout('product.updated', before)).sort()).toEqual([a.id, b.id].sort());
  });

  it('then a request of more than 1,000 items, or an item of the wrong shape, is refused whole with 400', async () => {
    const a = await newProduct();
    const before = await eventIds();
    const tooMany = Array.from({ length: 1001 }, () => ({ productId: a.id, status: 'active' }));
    const res = await api.post('/products/bulk-status', { items: tooMany });
    expectContract('adminBulkSetStatus', res, 400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(JSON.stringify(res.body.error.details)).toContain('items');

    const wrong = await api.post('/products/bulk-status', {
      items: [
        { productId: a.id, status: 'active' },
        { productId: a.id, status: 'sold-out' },
      ],
    });
    expectContract('adminBulkSetStatus', wrong, 400);
    expect((await api.get(`/products/${a.id}`)).body.status).toBe('draft');
    expect(await eventsAbout('product.updated', before)).toEqual([]);
  });
});

describe('when prices are moved in bulk by an amount or a percentage', () => {
  it('then each moves from the current price, rounded half away from zero; a refused one answers why', async () => {
    const [a, b] = [await newProduct(), await newProduct()];
    await api.post('/products/bulk-prices', {
      items: [{ productId: b.id, variantId: b.variants[1].id, prices: [{ currency: 'USD', amount: 1005 }] }],
    });
    const before = await eventIds();
    const res = await api.post('/products/bulk-price-adjustments', {
      items: [
        { productId: a.id, variantId: a.variants[0].id, currency: 'USD', percent: -12.5 },
        { productId: a.id, variantId: a.variants[1].id, currency: 'USD', amount: 250 },
        { productId: b.id, variantId: b.variants[1].id, currency: 'USD', percent: -10 },
        { productId: b.id, variantId: b.variants[0].id, currency: 'EUR', amount: 100 },
        { productId: b.id, variantId: b.variants[0].id, currency: 'USD', amount: -1001 },
        { productId: MISSING_PRODUCT, variantId: b.variants[0].id, currency: 'USD', percent: 5 },
      ],
    });
    expectContract('adminBulkAdjustPrices', res, 200);
    expect(res.body).toMatchObject({ succeeded: 3, failed: 3 });
    const amounts = res.body.results.map((r: { ok: boolean; result?: { prices: Array<{ amount: number }> } }) =>
      r.ok ? r.result?.prices[0].amount : null,
    );
    // 1000 - 125 = 875; 1200 + 250; 1005 - 100.5 rounds the change away from zero to 101, leaving 904.
    expect(amounts).toEqual([875, 1450, 904, null, null, null]);
    expect(res.body.results[3].error).toMatchObject({
      code: 'validation_failed',
      message: expect.stringContaining('EUR'),
    });
    expect(res.body.results[4].error).toMatchObject({
      code: 'validation_failed',
      message: expect.stringMatching(/zero/),
    });
    expect(res.body.results[5].error).toMatchObject({ code: 'resource_not_found' });
    const bAfter = (await api.get(`/products/${b.id}`)).body as Product;
    expect(bAfter.variants.map((v) => v.prices)).toEqual([
      b.variants[0].prices,
      [{ amount: 904, currency: 'USD', formatted: '$9.04' }],
    ]);
    expect((await eventsAbout('product.updated', before)).sort()).toEqual([a.id, a.id, b.id].sort());
  });

  it('then two sent at once on the same variants are both applied, none lost', async () => {
    const products = [await newProduct(), await newProduct(), await newProduct()];
    const items = products.flatMap((p) =>
      p.variants.map((v) => ({ productId: p.id, variantId: v.id, currency: 'USD', percent: 10 })),
    );
    const [one, two] = await Promise.all([
      api.post('/products/bulk-price-adjustments', { items }),
      api.post('/products/bulk-price-adjustments', { items: [...items].reverse() }),
    ]);
    expect([one.body.succeeded, two.body.succeeded]).toEqual([6, 6]);
    for (const p of products) {
      const after = (await api.get(`/products/${p.id}`)).body as Product;
      // 1000 → 1100 → 1210 and 1200 → 1320 → 1452, whichever request came first.
      expect(after.variants.map((v) => (v.prices[0] as { amount: number }).amount)).toEqual([1210, 1452]);
    }
  });

  it('then an item with both or neither of amount and percent is refused whole with 400', async () => {
    const a = await newProduct();
    const item = { productId: a.id, variantId: a.variants[0].id, currency: 'USD' };
    for (const bad of [item, { ...item, amount: 5, percent: 5 }, { ...item, percent: 0 }]) {
      const res = await api.post('/products/bulk-price-adjustments', { items: [bad] });
      expectContract('adminBulkAdjustPrices', res, 400);
    }
    expect((await api.get(`/products/${a.id}`)).body.variants[0].prices[0].amount).toBe(1000);
  });
});
