import { startHarness, type Harness } from '../support/harness';
import { makeStore } from '../support/factories';
import { privateClient } from '../support/http';
import { expectContract } from '../support/contract';

let h: Harness;
let api: ReturnType<typeof privateClient>;
let n = 0;
const code = (label = 'CODE') => `${label}${Date.now().toString(36)}${n++}`.toUpperCase();

beforeAll(async () => {
  h = await startHarness();
  const store = await makeStore(h.orm.em);
  api = privateClient(h.baseUrl, store.secretKey);
});
afterAll(() => h.close());

describe('when an admin manages the category tree', () => {
  it('then categories are created with slug handles, read, listed by position and filtered by parent', async () => {
    const root = await api.post('/categories', { name: 'Clothing Ärger', position: 1 });
    expectContract('adminCreateCategory', root, 201);
    expect(root.body).toMatchObject({
      name: 'Clothing Ärger',
      handle: 'clothing-arger',
      parentId: null,
      position: 1,
      description: null,
    });
    const child = await api.post('/categories', { name: 'Sweaters', parentId: root.body.id, description: 'Warm' });
    expectContract('adminCreateCategory', child, 201);
    const read = await api.get(`/categories/${child.body.id}`);
    expectContract('adminGetCategory', read, 200);
    expect(read.body).toEqual(child.body);
    const all = await api.get('/categories');
    expectContract('adminListCategories', all, 200);
    expect(all.body.data.map((c: { id: string }) => c.id)).toEqual([child.body.id, root.body.id]);
    const roots = await api.get('/categories?parentId=root');
    expect(roots.body.data.map((c: { id: string }) => c.id)).toEqual([root.body.id]);
    const children = await api.get(`/categories?parentId=${root.body.id}`);
    expect(children.body.data.map((c: { id: string }) => c.id)).toEqual([child.body.id]);
  });

  it('then pages of one category at a time cover the whole list once', async () => {
    for (let i = 0; i < 3; i += 1) await api.post('/categories', { name: `Paged ${n++}`, position: 5 });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await api.get(`/categories?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expectContract('adminListCategories', res, 200);
      seen.push(...res.body.data.map((c: { id: string }) => c.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    const all = await api.get('/categories?limit=100');
    expect(seen).toEqual(all.body.data.map((c: { id: string }) => c.id));
  });

  it('then a category is renamed and moved, but never under itself or its descendants', async () => {
    const a = (await api.post('/categories', { name: `A ${n++}` })).body;
    const b = (await api.post('/categories', { name: `B ${n++}`, parentId: a.id })).body;
    const renamed = await api.patch(`/categories/${a.id}`, { name: 'Renamed', handle: `renamed-${n++}` });
    expectContract('adminUpdateCategory', renamed, 200);
    expect(renamed.body.name).toBe('Renamed');
    const cycle = await api.patch(`/categories/${a.id}`, { parentId: b.id });
    expectContract('adminUpdateCategory', cycle, 400);
    expect(cycle.body.error.details[0]).toMatchObject({ field: 'body.parentId', code: 'cycle' });
    expect((await api.patch(`/categories/${a.id}`, { parentId: a.id })).status).toBe(400);
    const moved = await api.patch(`/categories/${b.id}`, { parentId: null });
    expect(moved.body.parentId).toBeNull();
  });

  it('then a duplicate handle answers 409, an unknown parent or id 404, bad input 400', async () => {
    const first = (await api.post('/categories', { name: `Dup ${n++}` })).body;
    const dup = await api.post('/categories', { name: 'Other', handle: first.handle });
    expectContract('adminCreateCategory', dup, 409);
    expect(dup.body.error).toMatchObject({ code: 'resource_already_exists', details: [{ field: 'body.handle' }] });
    const derived = await api.post('/categories', { name: first.name });
    expect(derived.status).toBe(201);
    expect(derived.body.handle).not.toBe(first.handle);
    const parent = await api.post('/categories', { name: 'Orphan', parentId: 'cat_unknown0000000000000' });
    expectContract('adminCreateCategory', parent, 404);
    expect(parent.body.error.details[0].field).toBe('body.parentId');
    expectContract('adminGetCategory', await api.get('/categories/cat_unknown0000000000000'), 404);
    expectContract('adminUpdateCategory', await api.patch('/categories/cat_unknown0000000000000', { name: 'x' }), 404);
    expectContract('adminDeleteCategory', await api.delete('/categories/cat_unknown0000000000000'), 404);
    expect((await api.post('/categories', { name: '' })).body.error.code).toBe('validation_failed');
    expect((await api.post('/categories', {})).body.error.code).toBe('validation_failed');
    expect((await api.patch(`/categories/${first.id}`, {})).body.error.code).toBe('validation_failed');
    expect((await api.post('/categories', { name: 'x', handle: 'Not A Handle' })).body.error.code).toBe(
      'validation_failed',
    );
  });

  it('then deleting a category moves its children up and removes it from its products', async () => {
    const top = (await api.post('/categories', { name: `Top ${n++}` })).body;
    const middle = (await api.post('/categories', { name: `Middle ${n++}`, parentId: top.id })).body;
    const leaf = (await api.post('/categories', { name: `Leaf ${n++}`, parentId: middle.id })).body;
    const product = (
      await api.post('/products', {
        title: 'In middle',
        categoryIds: [middle.id, top.id],
        variants: [{ sku: code('SKU'), prices: [{ currency: 'USD', amount: 100 }], stock: 1 }],
      })
    ).body;
    const res = await api.delete(`/categories/${middle.id}`);
    expectContract('adminDeleteCategory', res, 200);
    expect(res.body).toEqual({ id: middle.id, deleted: true, archived: false });
    expect((await api.get(`/categories/${leaf.id}`)).body.parentId).toBe(top.id);
    expect((await api.get(`/products/${product.id}`)).body.categoryIds).toEqual([top.id]);
    expect((await api.get(`/categories/${middle.id}`)).status).toBe(404);
  });
});

describe('when an admin manages discounts', () => {
  it('then each type is created with its rules, read back and listed', async () => {
    const pct = await api.post('/discounts', {
      code: code('PCT'),
      type: 'percentage',
      value: 15,
      minimumSubtotal: 5000,
      usageLimit: 10,
      usageLimitPerCustomer: 1,
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2027-01-01T00:00:00Z',
    });
    expectContract('adminCreateDiscount', pct, 201);
    expect(pct.body).toMatchObject({
      type: 'percentage',
      value: 15,
      currency: 'USD',
      amountOff: null,
      minimumSubtotal: { amount: 5000, currency: 'USD', formatted: '$50.00' },
      usageCount: 0,
      active: true,
      startsAt: '2026-01-01T00:00:00.000Z',
    });
    const fixed = await api.post('/discounts', {
      code: code('FIX'),
      type: 'fixed_amount',
      value: 500,
      currency: 'EUR',
    });
    expectContract('adminCreateDiscount', fixed, 201);
    expect(fixed.body.amountOff).toMatchObject({ amount: 500, currency: 'EUR' });
    const ship = await api.post('/discounts', { code: code('SHIP'), type: 'free_shipping' });
    expectContract('adminCreateDiscount', ship, 201);
    expect(ship.body).toMatchObject({ value: null, currency: null, minimumSubtotal: null });
    const read = await api.get(`/discounts/${fixed.body.id}`);
    expectContract('adminGetDiscount', read, 200);
    expect(read.body).toEqual(fixed.body);
    const list = await api.get('/discounts?limit=2');
    expectContract('adminListDiscounts', list, 200);
    expect(list.body.data.map((d: { id: string }) => d.id)).toEqual([ship.body.id, fixed.body.id]);
    const next = await api.get(`/discounts?limit=2&cursor=${list.body.nextCursor}`);
    expect(next.body.data.map((d: { id: string }) => d.id)).toContain(pct.body.id);
    const byCode = await api.get(`/discounts?code=${pct.body.code.toLowerCase()}`);
    expect(byCode.body.data.map((d: { id: string }) => d.id)).toEqual([pct.body.id]);
  });

  it('then a code taken in any case answers 409 on body.code', async () => {
    const taken = code('TAKEN');
    await api.post('/discounts', { code: taken, type: 'free_shipping' });
    const res = await api.post('/discounts', { code: taken.toLowerCase(), type: 'percentage', value: 5 });
    expectContract('adminCreateDiscount', res, 409);
    expect(res.body.error).toMatchObject({ code: 'resource_already_exists', details: [{ field: 'body.code' }] });
  });

  it('then values breaking type rules answer 400, a currency the store lacks 400 currency_not_supported', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'percentage' }, 'body.value'],
      [{ type: 'percentage', value: 101 }, 'body.value'],
      [{ type: 'free_shipping', value: 5 }, 'body.value'],
      [{ type: 'fixed_amount' }, 'body.value'],
      [
        { type: 'percentage', value: 5, startsAt: '2026-02-01T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' },
        'body.endsAt',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await api.post('/discounts', { code: code(), ...body });
      expectContract('adminCreateDiscount', res, 400);
      expect(res.body.error.details[0].field).toBe(field);
    }
    const yen = await api.post('/discounts', { code: code(), type: 'fixed_amount', value: 100, currency: 'JPY' });
    expect(yen.body.error).toMatchObject({ code: 'currency_not_supported', details: [{ field: 'body.currency' }] });
    expect((await api.post('/discounts', { code: 'has space', type: 'free_shipping' })).body.error.code).toBe(
      'validation_failed',
    );
    expect((await api.post('/discounts', { code: code(), type: 'bogo' })).body.error.code).toBe('validation_failed');
  });

  it('then an update is checked against the merged discount, and delete removes it', async () => {
    const created = (await api.post('/discounts', { code: code('UPD'), type: 'percentage', value: 10 })).body;
    const other = (await api.post('/discounts', { code: code('OTHER'), type: 'free_shipping' })).body;
    const res = await api.patch(`/discounts/${created.id}`, { active: false, value: 20 });
    expectContract('adminUpdateDiscount', res, 200);
    expect(res.body).toMatchObject({ active: false, value: 20 });
    expect((await api.patch(`/discounts/${created.id}`, { type: 'free_shipping' })).body.error.details[0].field).toBe(
      'body.value',
    );
    const toShip = await api.patch(`/discounts/${created.id}`, { type: 'free_shipping', value: null });
    expect(toShip.body).toMatchObject({ type: 'free_shipping', value: null });
    const clash = await api.patch(`/discounts/${created.id}`, { code: other.code });
    expectContract('adminUpdateDiscount', clash, 409);
    const inactive = await api.get('/discounts?active=false&limit=100');
    expect(inactive.body.data.map((d: { id: string }) => d.id)).toContain(created.id);
    const deleted = await api.delete(`/discounts/${created.id}`);
    expectContract('adminDeleteDiscount', deleted, 200);
    expect((await api.get(`/discounts/${created.id}`)).status).toBe(404);
    expectContract('adminUpdateDiscount', await api.patch(`/discounts/${created.id}`, { active: true }), 404);
    expectContract('adminDeleteDiscount', await api.delete(`/discounts/${created.id}`), 404);
  });
});
