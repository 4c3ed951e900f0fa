import { startHarness, type Harness } from '../support/harness';
import { makeStore } from '../support/factories';
import { privateClient } from '../support/http';
import { expectContract } from '../support/contract';
import { eventsOf, makeCategory, makeOrder } from '../support/admin-factories';
import { execute, queryRows } from '../../src/db/sql';

let h: Harness;
let storeId: string;
let api: ReturnType<typeof privateClient>;
let n = 0;
const sku = (label = 'SKU') => `${label}-${Date.now().toString(36)}-${n++}`;
const usd = (amount: number) => [{ currency: 'USD', amount }];
const simple = (extra: Record<string, unknown> = {}) => ({
  title: `Plain Mug ${n++}`,
  variants: [{ sku: sku(), prices: usd(1200), stock: 5 }],
  ...extra,
});
const sized = () => ({
  title: `Crew Sweater ${n++}`,
  status: 'active',
  options: [{ name: 'Size', values: ['M', 'L'] }],
  variants: [
    {
      sku: sku('M'),
      optionValues: { Size: 'M' },
      prices: [
        { currency: 'USD', amount: 8900 },
        { currency: 'EUR', amount: 8200 },
      ],
      stock: 12,
    },
    { sku: sku('L'), optionValues: { Size: 'L' }, prices: usd(8900), stock: 0 },
  ],
  media: [{ url: 'https://cdn.example.com/a.jpg', alt: 'front' }],
});

beforeAll(async () => {
  h = await startHarness();
  const store = await makeStore(h.orm.em);
  storeId = store.store.id;
  api = privateClient(h.baseUrl, store.secretKey);
});
afterAll(() => h.close());

describe('when an admin creates a product', () => {
  it('then a product without options gets one variant, a slug handle, a ledger entry and product.created', async () => {
    const res = await api.post('/products', simple({ title: 'Stoneware Mug Déluxe' }));
    expectContract('adminCreateProduct', res, 201);
    expect(res.body).toMatchObject({
      status: 'draft',
      title: 'Stoneware Mug Déluxe',
      handle: 'stoneware-mug-deluxe',
      options: [],
      categoryIds: [],
    });
    expect(res.body.variants).toHaveLength(1);
    expect(res.body.variants[0]).toMatchObject({
      title: 'Default',
      stock: { onHand: 5, reserved: 0, available: 5 },
      prices: [{ amount: 1200, currency: 'USD', formatted: '$12.00' }],
    });
    const events = await eventsOf(h.orm.em, storeId, 'product.created');
    expect(events.find((e) => e.payload.data.object.id === res.body.id)?.payload.data.object).toMatchObject({
      handle: 'stoneware-mug-deluxe',
      variants: [{ sku: res.body.variants[0].sku }],
    });
    const ledger = await queryRows(
      h.orm.em.fork(),
      'SELECT delta, stock_after, reason FROM stock_ledger WHERE variant_id = ?',
      [res.body.variants[0].id],
    );
    expect(ledger).toEqual([{ delta: 5, stock_after: 5, reason: 'initial stock' }]);
  });

  it('then a product with options gets a variant per combination, titled by values, media, categories', async () => {
    const categoryId = await makeCategory(h.orm.em.fork(), storeId, 'Knitwear');
    const res = await api.post('/products', { ...sized(), categoryIds: [categoryId] });
    expectContract('adminCreateProduct', res, 201);
    expect(res.body.variants.map((v: { title: string }) => v.title)).toEqual(['M', 'L']);
    expect(res.body.variants[0].prices.map((p: { currency: string }) => p.currency)).toEqual(['EUR', 'USD']);
    expect(res.body.categoryIds).toEqual([categoryId]);
    expect(res.body.media).toMatchObject([{ url: 'https://cdn.example.com/a.jpg', alt: 'front', position: 0 }]);
    const read = await api.get(`/products/${res.body.id}`);
    expectContract('adminGetProduct', read, 200);
    expect(read.body).toEqual(res.body);
  });

  it('then a second product with the same title gets a distinct derived handle', async () => {
    const first = await api.post('/products', simple({ title: 'Twin Title' }));
    const second = await api.post('/products', simple({ title: 'Twin Title' }));
    expect(second.status).toBe(201);
    expect(second.body.handle).not.toBe(first.body.handle);
    expect(second.body.handle).toMatch(/^twin-title-/);
  });

  it('then a title in another script gets a transliterated handle, still distinct for the same title', async () => {
    const first = await api.post('/products', simple({ title: 'Привет мир' }));
    const second = await api.post('/products', simple({ title: 'Привет мир' }));
    expectContract('adminCreateProduct', second, 201);
    expect(first.body.handle).toBe('privet-mir');
    expect(second.body.handle).toMatch(/^privet-mir-[0-9a-z]{6}$/);
  });
});

describe('when product input is bad', () => {
  it('then a missing title or an unknown field answers 400 validation_failed from openapi.json', async () => {
    const missing = await api.post('/products', { variants: [{ sku: sku(), prices: usd(1), stock: 1 }] });
    expectContract('adminCreateProduct', missing, 400);
    expect(missing.body.error).toMatchObject({
      code: 'validation_failed',
      details: expect.arrayContaining([expect.objectContaining({ field: 'body.title' })]),
    });
    const unknown = await api.post('/products', simple({ colour: 'red' }));
    expect(unknown.body.error.code).toBe('validation_failed');
    const negative = await api.post('/products', { title: 'x', variants: [{ sku: sku(), prices: usd(-1), stock: 1 }] });
    expect(negative.body.error.code).toBe('validation_failed');
  });

  it('then a product without options and two variants answers 400', async () => {
    const res = await api.post('/products', {
      title: 'Two variants',
      variants: [
        { sku: sku(), prices: usd(1), stock: 1 },
        { sku: sku(), prices: usd(1), stock: 1 },
      ],
    });
    expectContract('adminCreateProduct', res, 400);
    expect(res.body.error).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'body.variants', code: 'maxItems' }],
    });
  });

  it('then option values that are missing, unknown or repeated answer 400 with the field', async () => {
    const base = sized();
    const wrongValue = await api.post('/products', {
      ...base,
      variants: [{ ...base.variants[0], optionValues: { Size: 'XXL' } }],
    });
    expect(wrongValue.body.error.details[0]).toMatchObject({
      field: 'body.variants.0.optionValues.Size',
      code: 'enum',
    });
    const noValue = await api.post('/products', { ...base, variants: [{ ...base.variants[0], optionValues: {} }] });
    expect(noValue.body.error.details[0]).toMatchObject({
      field: 'body.variants.0.optionValues.Size',
      code: 'required',
    });
    const repeated = await api.post('/products', {
      ...base,
      variants: [base.variants[0], { ...base.variants[1], optionValues: { Size: 'M' } }],
    });
    expect(repeated.body.error.details[0]).toMatchObject({
      field: 'body.variants.1.optionValues',
      code: 'uniqueItems',
    });
  });

  it('then a duplicate SKU or handle answers 409 resource_already_exists naming the field', async () => {
    const existing = await api.post('/products', simple({ handle: `taken-${n++}` }));
    const skuClash = await api.post(
      '/products',
      simple({ variants: [{ sku: existing.body.variants[0].sku, prices: usd(1), stock: 1 }] }),
    );
    expectContract('adminCreateProduct', skuClash, 409);
    expect(skuClash.body.error).toMatchObject({
      code: 'resource_already_exists',
      details: [{ field: 'body.variants.0.sku', code: 'duplicate' }],
    });
    const handleClash = await api.post('/products', simple({ handle: existing.body.handle }));
    expect(handleClash.status).toBe(409);
    expect(handleClash.body.error.details[0].field).toBe('body.handle');
    const base = sized();
    const inRequest = await api.post('/products', {
      ...base,
      variants: [base.variants[0], { ...base.variants[1], sku: base.variants[0].sku }],
    });
    expect(inRequest.status).toBe(409);
    expect(inRequest.body.error.details[0].field).toBe('body.variants.1.sku');
  });

  it('then concurrent creates with one SKU make exactly one product and answer 409, never 500, to others', async () => {
    const shared = sku('RACE');
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.post('/products', simple({ variants: [{ sku: shared, prices: usd(100), stock: 1 }] })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const res of results.filter((r) => r.status === 409)) {
      expectContract('adminCreateProduct', res, 409);
      expect(res.body.error.code).toBe('resource_already_exists');
      expect(res.body.error.details[0].field).toMatch(/^body\.variants/);
    }
  });

  it('then a price in a currency the store lacks answers 400 currency_not_supported and writes nothing', async () => {
    const title = `Yen product ${n++}`;
    const res = await api.post('/products', {
      title,
      variants: [
        {
          sku: sku(),
          prices: [
            { currency: 'USD', amount: 1 },
            { currency: 'JPY', amount: 100 },
          ],
          stock: 1,
        },
      ],
    });
    expectContract('adminCreateProduct', res, 400);
    expect(res.body.error).toMatchObject({
      code: 'currency_not_supported',
      details: [{ field: 'body.variants.0.prices.1.currency' }],
    });
    expect(await queryRows(h.orm.em.fork(), 'SELECT id FROM products WHERE title = ?', [title])).toEqual([]);
  });

  it('then an unknown category id answers 404 naming the field', async () => {
    const res = await api.post('/products', simple({ categoryIds: ['cat_doesnotexist000000000000'] }));
    expectContract('adminCreateProduct', res, 404);
    expect(res.body.error).toMatchObject({ code: 'resource_not_found', details: [{ field: 'body.categoryIds.0' }] });
  });

  it('then unknown or malformed product ids answer 404 or 400 on every product operation', async () => {
    const unknown = 'prod_doesnotexist0000000000';
    expectContract('adminGetProduct', await api.get(`/products/${unknown}`), 404);
    expectContract('adminUpdateProduct', await api.patch(`/products/${unknown}`, { title: 'x' }), 404);
    expectContract('adminDeleteProduct', await api.delete(`/products/${unknown}`), 404);
    expectContract(
      'adminAdjustStock',
      await api.post(`/products/${unknown}/stock`, { variantId: 'var_x1', delta: 1 }),
      404,
    );
    expectContract('adminGetProduct', await api.get('/products/not-an-id'), 400);
  });
});

describe('when an admin lists products', () => {
  let ids: Record<string, string>;
  let category: string;
  beforeAll(async () => {
    category = await makeCategory(h.orm.em.fork(), storeId, 'Listing');
    const child = await makeCategory(h.orm.em.fork(), storeId, 'ListingChild', category);
    const draft = await api.post('/products', simple({ title: 'Zebra blanket', description: 'striped wool' }));
    const active = await api.post(
      '/products',
      simple({ title: 'Quokka plush', status: 'active', categoryIds: [child] }),
    );
    const archived = await api.post(
      '/products',
      simple({ title: 'Quokka mug', status: 'archived', categoryIds: [category] }),
    );
    ids = { draft: draft.body.id, active: active.body.id, archived: archived.body.id };
  });

  it('then every status is listed, newest first, and pages never repeat or skip', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await api.get(`/products?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expectContract('adminListProducts', res, 200);
      seen.push(...res.body.data.map((p: { id: string }) => p.id));
      cursor = res.body.hasMore ? res.body.nextCursor : undefined;
      if (res.body.hasMore) await api.post('/products', simple());
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(Object.values(ids)));
    expect(seen.indexOf(ids.archived)).toBeLessThan(seen.indexOf(ids.draft));
  });

  it('then status, category (with sub-categories), text and updated-at filters narrow the list', async () => {
    const byStatus = await api.get('/products?status=draft&limit=100');
    expect(byStatus.body.data.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    const byCategory = await api.get(`/products?category=${category}`);
    expect(byCategory.body.data.map((p: { id: string }) => p.id).sort()).toEqual([ids.active, ids.archived].sort());
    const byText = await api.get('/products?q=quokka');
    expect(byText.body.data.map((p: { id: string }) => p.id).sort()).toEqual([ids.active, ids.archived].sort());
    const byDescription = await api.get('/products?q=striped');
    expect(byDescription.body.data.map((p: { id: string }) => p.id)).toEqual([ids.draft]);
    const future = await api.get('/products?updatedFrom=2999-01-01T00:00:00Z');
    expect(future.body.data).toEqual([]);
    const past = await api.get(`/products?updatedTo=2000-01-01T00:00:00Z`);
    expect(past.body.data).toEqual([]);
  });

  it('then a foreign or tampered cursor answers 400 invalid_cursor, a bad filter 400 validation_failed', async () => {
    const first = await api.get('/products?limit=1');
    const other = await api.get(`/products?limit=1&status=draft&cursor=${first.body.nextCursor}`);
    expectContract('adminListProducts', other, 400);
    expect(other.body.error.code).toBe('invalid_cursor');
    expect((await api.get(`/products?cursor=${first.body.nextCursor}x`)).body.error.code).toBe('invalid_cursor');
    expect((await api.get('/products?status=deleted')).body.error.code).toBe('validation_failed');
    expect((await api.get('/products?limit=101')).body.error.code).toBe('validation_failed');
  });
});

describe('when an admin updates a product', () => {
  it('then fields, prices, variants, options, media and categories change and product.updated is raised', async () => {
    const created = (await api.post('/products', sized())).body;
    const category = await makeCategory(h.orm.em.fork(), storeId, 'Updated');
    const [m, l] = created.variants;
    const newSku = sku('XL');
    const res = await api.patch(`/products/${created.id}`, {
      title: 'Crew Sweater v2',
      options: [{ name: 'Size', values: ['M', 'XL'] }],
      variants: [
        { id: m.id, prices: usd(9400) },
        { sku: newSku, optionValues: { Size: 'XL' }, prices: usd(9900), stock: 3 },
      ],
      media: [],
      categoryIds: [category],
    });
    expectContract('adminUpdateProduct', res, 200);
    expect(res.body).toMatchObject({
      title: 'Crew Sweater v2',
      media: [],
      categoryIds: [category],
      options: [{ name: 'Size', values: ['M', 'XL'] }],
    });
    expect(res.body.variants.map((v: { id: string; title: string; sku: string }) => [v.title, v.sku])).toEqual([
      ['M', m.sku],
      ['XL', newSku],
    ]);
    expect(res.body.variants[0].prices).toEqual([{ amount: 9400, currency: 'USD', formatted: '$94.00' }]);
    expect(res.body.variants.some((v: { id: string }) => v.id === l.id)).toBe(false);
    const events = await eventsOf(h.orm.em, storeId, 'product.updated');
    expect(events.at(-1)?.payload.data.object).toMatchObject({ id: created.id, title: 'Crew Sweater v2' });
  });

  it('then setting stock through the product writes the ledger and raises inventory.updated', async () => {
    const created = (await api.post('/products', simple())).body;
    const variant = created.variants[0];
    const res = await api.patch(`/products/${created.id}`, {
      vendor: null,
      variants: [{ id: variant.id, stock: 9, gtin: '4006381333931' }],
    });
    expect(res.body).toMatchObject({ vendor: null, variants: [{ gtin: '4006381333931' }] });
    const cleared = await api.patch(`/products/${created.id}`, { variants: [{ id: variant.id, gtin: null }] });
    expect(cleared.body.variants[0].gtin).toBeNull();
    expect(res.body.variants[0].stock).toMatchObject({ onHand: 9, reserved: 0, available: 9 });
    const ledger = await queryRows(
      h.orm.em.fork(),
      'SELECT delta, stock_after FROM stock_ledger WHERE variant_id = ? ORDER BY created_at',
      [variant.id],
    );
    expect(ledger).toEqual([
      { delta: 5, stock_after: 5 },
      { delta: 4, stock_after: 9 },
    ]);
    expect(
      (await eventsOf(h.orm.em, storeId, 'inventory.updated')).some(
        (e) => e.payload.data.object.variantId === variant.id,
      ),
    ).toBe(true);
  });

  it('then a 2nd variant of a product without options, or a clashing handle or SKU, changes nothing', async () => {
    const created = (await api.post('/products', simple())).body;
    const other = (await api.post('/products', simple())).body;
    const before = await api.get(`/products/${created.id}`);
    const eventsBefore = (await eventsOf(h.orm.em, storeId)).length;
    const twoVariants = await api.patch(`/products/${created.id}`, {
      title: 'changed',
      variants: [{ id: created.variants[0].id }, { sku: sku(), prices: usd(1), stock: 1 }],
    });
    expectContract('adminUpdateProduct', twoVariants, 400);
    const handle = await api.patch(`/products/${created.id}`, { title: 'changed', handle: other.handle });
    expectContract('adminUpdateProduct', handle, 409);
    expect(handle.body.error.details[0].field).toBe('body.handle');
    const skuClash = await api.patch(`/products/${created.id}`, {
      variants: [{ id: created.variants[0].id, sku: other.variants[0].sku }],
    });
    expect(skuClash.body.error).toMatchObject({
      code: 'resource_already_exists',
      details: [{ field: 'body.variants.0.sku' }],
    });
    const yen = await api.patch(`/products/${created.id}`, {
      variants: [{ id: created.variants[0].id, prices: [{ currency: 'JPY', amount: 5 }] }],
    });
    expect(yen.body.error.code).toBe('currency_not_supported');
    const unknownVariant = await api.patch(`/products/${created.id}`, {
      variants: [{ id: 'var_unknown000000000000' }],
    });
    expect(unknownVariant.status).toBe(404);
    const newWithoutSku = await api.patch(`/products/${created.id}`, { variants: [{ prices: usd(1), stock: 1 }] });
    expect(newWithoutSku.body.error.details[0]).toMatchObject({ field: 'body.variants.0.sku', code: 'required' });
    expect(await api.get(`/products/${created.id}`)).toMatchObject({ body: before.body });
    expect((await eventsOf(h.orm.em, storeId)).length).toBe(eventsBefore);
  });

  it('then an event written before a later failure in the same request is rolled back with the change', async () => {
    const created = (await api.post('/products', sized())).body;
    const [m, l] = created.variants;
    await execute(h.orm.em.fork(), 'UPDATE variants SET stock_on_hand = 5, stock_reserved = 3 WHERE id = ?', [l.id]);
    const eventsBefore = (await eventsOf(h.orm.em, storeId)).length;
    const ledgerBefore = await queryRows(h.orm.em.fork(), 'SELECT id FROM stock_ledger WHERE variant_id IN (?, ?)', [
      m.id,
      l.id,
    ]);
    // The first variant's new level writes a ledger entry and inventory.updated; the second then fails the request.
    const res = await api.patch(`/products/${created.id}`, {
      title: 'never saved',
      variants: [
        { id: m.id, stock: 20 },
        { id: l.id, stock: 1 },
      ],
    });
    expectContract('adminUpdateProduct', res, 409);
    expect(res.body.error.code).toBe('insufficient_stock');
    expect((await eventsOf(h.orm.em, storeId)).length).toBe(eventsBefore);
    expect(
      await queryRows(h.orm.em.fork(), 'SELECT id FROM stock_ledger WHERE variant_id IN (?, ?)', [m.id, l.id]),
    ).toEqual(ledgerBefore);
    const after = (await api.get(`/products/${created.id}`)).body;
    expect(after.title).toBe(created.title);
    expect(after.variants[0].stock.onHand).toBe(12);
  });

  it('then text with a NUL character answers 400, never 500', async () => {
    const created = (await api.post('/products', simple())).body;
    expect((await api.patch(`/products/${created.id}`, { title: 'bad\u0000title' })).body.error.code).toBe(
      'validation_failed',
    );
    expect((await api.get('/products?q=a%00b')).body.error.code).toBe('validation_failed');
  });

  it('then an empty patch answers 400', async () => {
    const created = (await api.post('/products', simple())).body;
    expectContract('adminUpdateProduct', await api.patch(`/products/${created.id}`, {}), 400);
  });
});

describe('when an admin deletes a product', () => {
  it('then a product in no order is removed with its variants and product.deleted is raised', async () => {
    const created = (await api.post('/products', simple())).body;
    const res = await api.delete(`/products/${created.id}`);
    expectContract('adminDeleteProduct', res, 200);
    expect(res.body).toEqual({ id: created.id, deleted: true, archived: false });
    expect((await api.get(`/products/${created.id}`)).status).toBe(404);
    expect(await queryRows(h.orm.em.fork(), 'SELECT id FROM variants WHERE product_id = ?', [created.id])).toEqual([]);
    expect(
      (await eventsOf(h.orm.em, storeId, 'product.deleted')).some((e) => e.payload.data.object.id === created.id),
    ).toBe(true);
  });

  it('then a product that appears in orders is archived and its order lines keep their snapshot', async () => {
    const created = (await api.post('/products', simple({ status: 'active' }))).body;
    const orderId = await makeOrder(h.orm.em.fork(), storeId, {
      email: 'buyer@example.com',
      lines: [{ productId: created.id, variantId: created.variants[0].id }],
    });
    const res = await api.delete(`/products/${created.id}`);
    expect(res.body).toEqual({ id: created.id, deleted: false, archived: true });
    const read = await api.get(`/products/${created.id}`);
    expect(read.body.status).toBe('archived');
    expect(await queryRows(h.orm.em.fork(), 'SELECT title FROM order_lines WHERE order_id = ?', [orderId])).toEqual([
      { title: 'Snapshot title' },
    ]);
  });
});

describe('when an admin adjusts stock', () => {
  it('then a delta and a set change the level, write ledger entries and raise inventory.updated', async () => {
    const created = (await api.post('/products', simple())).body;
    const variantId = created.variants[0].id;
    const down = await api.post(`/products/${created.id}/stock`, { variantId, delta: -2, reason: 'damaged' });
    expectContract('adminAdjustStock', down, 200);
    expect(down.body).toMatchObject({
      onHand: 3,
      reserved: 0,
      available: 3,
      ledgerEntry: { delta: -2, stockAfter: 3, reason: 'damaged' },
    });
    const set = await api.post(`/products/${created.id}/stock`, { variantId, set: 40 });
    expect(set.body).toMatchObject({ onHand: 40, ledgerEntry: { delta: 37, stockAfter: 40, reason: 'set' } });
    const events = (await eventsOf(h.orm.em, storeId, 'inventory.updated')).filter(
      (e) => e.payload.data.object.variantId === variantId,
    );
    expect(events.map((e) => e.payload.data.object.onHand)).toEqual([3, 40]);
  });

  it('then stock never goes below the reserved: 409 insufficient_stock, no ledger entry, no event', async () => {
    const created = (await api.post('/products', simple())).body;
    const variantId = created.variants[0].id;
    await execute(h.orm.em.fork(), 'UPDATE variants SET stock_reserved = 4 WHERE id = ?', [variantId]);
    const eventsBefore = (await eventsOf(h.orm.em, storeId)).length;
    const res = await api.post(`/products/${created.id}/stock`, { variantId, delta: -2 });
    expectContract('adminAdjustStock', res, 409);
    expect(res.body.error).toMatchObject({
      code: 'insufficient_stock',
      details: { onHand: 5, reserved: 4, requested: 3 },
    });
    expect((await api.post(`/products/${created.id}/stock`, { variantId, set: 3 })).status).toBe(409);
    expect((await api.post(`/products/${created.id}/stock`, { variantId, set: 4 })).status).toBe(200);
    const ledger = await queryRows(
      h.orm.em.fork(),
      'SELECT stock_after FROM stock_ledger WHERE variant_id = ? ORDER BY created_at',
      [variantId],
    );
    expect(ledger).toEqual([{ stock_after: 5 }, { stock_after: 4 }]);
    expect((await eventsOf(h.orm.em, storeId)).length).toBe(eventsBefore + 1);
  });

  it('then both delta and set, neither, a zero delta or a variant of another product answer 400 or 404', async () => {
    const created = (await api.post('/products', simple())).body;
    const other = (await api.post('/products', simple())).body;
    const variantId = created.variants[0].id;
    expect((await api.post(`/products/${created.id}/stock`, { variantId, delta: 1, set: 2 })).body.error.code).toBe(
      'validation_failed',
    );
    expect((await api.post(`/products/${created.id}/stock`, { variantId })).body.error.code).toBe('validation_failed');
    expect((await api.post(`/products/${created.id}/stock`, { variantId, delta: 0 })).body.error.code).toBe(
      'validation_failed',
    );
    expect(
      (await api.post(`/products/${created.id}/stock`, { variantId: other.variants[0].id, delta: 1 })).status,
    ).toBe(404);
  });

  it('then concurrent adjustments never lose an update', async () => {
    const created = (await api.post('/products', simple())).body;
    const variantId = created.variants[0].id;
    const deltas = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? -1 : 2));
    const results = await Promise.all(
      deltas.map((delta) => api.post(`/products/${created.id}/stock`, { variantId, delta })),
    );
    expect(results.map((r) => r.status)).toEqual(deltas.map(() => 200));
    const expected = 5 + deltas.reduce((a, b) => a + b, 0);
    expect((await api.get(`/products/${created.id}`)).body.variants[0].stock.onHand).toBe(expected);
    const ledger = await queryRows<{ delta: number }>(
      h.orm.em.fork(),
      'SELECT delta FROM stock_ledger WHERE variant_id = ?',
      [variantId],
    );
    expect(ledger).toHaveLength(31);
    expect(ledger.reduce((a, r) => a + r.delta, 0)).toBe(expected);
    const afters = (results.map((r) => r.body.ledgerEntry.stockAfter) as number[]).sort((a, b) => a - b);
    expect(new Set(afters).size).toBeGreaterThan(1);
  });
});
