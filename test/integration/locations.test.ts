import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from '../support/harness';
import { expectContract } from '../support/contract';
import { makeProduct, makeStore } from '../support/factories';
import { privateClient } from '../support/http';
import { CSV_HEADER, importFile } from '../support/imports';
import {
  makeCheckoutStore,
  makeReadyCart,
  completedCarts,
  makeStockedProduct,
  stockOf,
  submit,
  type CheckoutStore,
} from '../support/checkout-factories';
import { inTransaction, queryOne, queryRows } from '../../src/db/sql';
import { Migration20261128004500InventoryLocations } from '../../src/db/migrations/20261128004500-inventory-locations';

let h: Harness;
let store: CheckoutStore;

beforeAll(async () => {
  h = await startHarness({ worker: true });
  store = await makeCheckoutStore(h.orm.em.fork());
});
afterAll(() => h.close());

const em = () => h.orm.em.fork();
const admin = () => privateClient(h.baseUrl, store.secretKey);
const key = () => ({ headers: { 'idempotency-key': randomUUID() } });
const card = { paymentMethod: 'card', paymentToken: 'tok_visa' };

async function newLocation(body: Record<string, unknown>) {
  const res = await admin().post('/locations', { kind: 'warehouse', ...body }, key());
  expectContract('adminCreateLocation', res, 201);
  return res.body.id as string;
}

async function defaultLocationId(storeId = store.storeId): Promise<string> {
  const row = await queryOne<{ id: string }>(em(), 'SELECT id FROM stock_locations WHERE store_id = ? AND is_default', [
    storeId,
  ]);
  return row?.id as string;
}

const setAt = (locationId: string, variantId: string, set: number) =>
  admin().post(`/locations/${locationId}/stock`, { variantId, set }, key());

async function onHandAt(variantId: string): Promise<Record<string, number>> {
  const rows = await queryRows<{ location_id: string; on_hand: number }>(
    em(),
    'SELECT location_id, on_hand FROM location_stock WHERE variant_id = ?',
    [variantId],
  );
  return Object.fromEntries(rows.map((r) => [r.location_id, r.on_hand]));
}

/** The ledger's deltas per location of a variant: they add up to what each location holds. */
async function ledgerSums(variantId: string): Promise<Record<string, number>> {
  const rows = await queryRows<{ location_id: string; sum: number }>(
    em(),
    'SELECT location_id, sum(delta)::int AS sum FROM stock_ledger WHERE variant_id = ? GROUP BY location_id',
    [variantId],
  );
  return Object.fromEntries(rows.map((r) => [r.location_id, r.sum]));
}

const withoutZeros = (levels: Record<string, number>) =>
  Object.fromEntries(Object.entries(levels).filter(([, n]) => n !== 0));

/** A product created through the API (so its stock has a ledger row), with a store of three locations. */
async function apiProduct(stock: number) {
  const res = await admin().post(
    '/products',
    {
      title: `Kettle ${randomUUID().slice(0, 6)}`,
      status: 'active',
      variants: [{ sku: `K-${randomUUID().slice(0, 8)}`, stock, prices: [{ currency: 'USD', amount: 2500 }] }],
    },
    key(),
  );
  expect(res.status).toBe(201);
  return { productId: res.body.id as string, variantId: res.body.variants[0].id as string };
}

describe('when a store is created', () => {
  it('then it has one default location that fulfils online orders', async () => {
    const made = await makeStore(em());
    const res = await privateClient(h.baseUrl, made.secretKey).get('/locations');
    expectContract('adminListLocations', res, 200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ isDefault: true, fulfilsOnlineOrders: true, kind: 'warehouse' }),
    ]);
  });
});

/** Ends a transaction whose writes only served a check, carrying what it read. */
class RolledBack extends Error {
  constructor(
    readonly result: {
      rows: Array<{ variant_id: string; stock_on_hand: number; on_hand: number | null }>;
      locations?: number;
    },
  ) {
    super('rolled back');
  }
}

describe('when the migration moves existing stock into each store’s default location', () => {
  it('then every variant’s on-hand stands at the default location exactly, nothing lost', async () => {
    const made = await makeStore(em());
    const product = await makeProduct(em(), made.store.id, {
      variants: [{ stock: 7 }, { stock: 0 }, { stock: 123456 }],
    });
    const migration = new Migration20261128004500InventoryLocations(h.orm.em.getDriver(), h.orm.config);
    await migration.up();
    const backfill = migration.getQueries().slice(-Migration20261128004500InventoryLocations.backfill.length);
    // The store as it was before the migration (variants with stock, no location), in a transaction rolled back.
    const moved = await inTransaction(em(), async (tx) => {
      await queryRows(tx, 'DELETE FROM location_stock WHERE store_id = ?', [made.store.id]);
      await queryRows(tx, 'DELETE FROM stock_locations WHERE store_id = ?', [made.store.id]);
      for (const statement of backfill) await queryRows(tx, String(statement));
      const rows = await queryRows<{ variant_id: string; stock_on_hand: number; on_hand: number | null }>(
        tx,
        `SELECT v.id AS variant_id, v.stock_on_hand, ls.on_hand
           FROM variants v
           JOIN stock_locations l ON l.store_id = v.store_id AND l.is_default
           LEFT JOIN location_stock ls ON ls.location_id = l.id AND ls.variant_id = v.id
          WHERE v.store_id = ? ORDER BY v.position`,
        [made.store.id],
      );
      const locations = await queryOne<{ n: number }>(
        tx,
        'SELECT count(*)::int AS n FROM stock_locations WHERE store_id = ?',
        [made.store.id],
      );
      throw new RolledBack({ rows, locations: locations?.n });
    }).catch((error: unknown) => {
      if (error instanceof RolledBack) return error.result;
      throw error;
    });
    expect(moved.locations).toBe(1);
    expect(moved.rows.map((r) => [r.variant_id, r.stock_on_hand, r.on_hand ?? 0])).toEqual(
      product.variantIds.map((id, i) => [id, [7, 0, 123456][i], [7, 0, 123456][i]]),
    );
  });
});

describe('when staff manage locations', () => {
  it('then they create, read, change and delete them, and bad inputs answer the error envelope', async () => {
    const id = await newLocation({
      name: 'Shop floor',
      kind: 'shop',
      address: { line1: '1 High Street', city: 'York', country: 'GB' },
      priority: 5,
      fulfilsOnlineOrders: false,
    });
    const got = await admin().get(`/locations/${id}`);
    expectContract('adminGetLocation', got, 200);
    expect(got.body).toMatchObject({ name: 'Shop floor', kind: 'shop', priority: 5, isDefault: false });
    const changed = await admin().patch(`/locations/${id}`, { name: 'Shop', priority: 6 }, key());
    expectContract('adminUpdateLocation', changed, 200);
    expect(changed.body).toMatchObject({ name: 'Shop', priority: 6, fulfilsOnlineOrders: false });

    const other = await makeStore(em());
    const foreign = await defaultLocationId(other.store.id);
    for (const res of [
      await admin().get(`/locations/${foreign}`),
      await admin().patch(`/locations/${foreign}`, { name: 'Mine' }, key()),
      await admin().delete(`/locations/${foreign}`),
      await setAt(foreign, (await makeStockedProduct(em(), store, 1)).variantId, 1),
    ])
      expect(res).toMatchObject({ status: 404, body: { error: { code: 'resource_not_found' } } });
    const otherVariant = (await makeProduct(em(), other.store.id, {})).variantIds[0];
    const foreignVariant = await setAt(id, otherVariant, 1);
    expect(foreignVariant).toMatchObject({ status: 404, body: { error: { code: 'resource_not_found' } } });
    for (const body of [{}, { name: '' }, { name: 'X', kind: 'castle' }, { name: 'X', priority: -1 }]) {
      const res = await admin().post('/locations', body, key());
      expect(res).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
    }

    const defaultId = await defaultLocationId();
    const deleteDefault = await admin().delete(`/locations/${defaultId}`);
    expectContract('adminDeleteLocation', deleteDefault, 409);
    expect(deleteDefault.body.error.code).toBe('location_is_default');
    const stopDefault = await admin().patch(`/locations/${defaultId}`, { fulfilsOnlineOrders: false }, key());
    expect(stopDefault).toMatchObject({ status: 409, body: { error: { code: 'location_is_default' } } });

    const { variantId } = await makeStockedProduct(em(), store, 0);
    expect((await setAt(id, variantId, 3)).status).toBe(200);
    const deleteStocked = await admin().delete(`/locations/${id}`);
    expect(deleteStocked).toMatchObject({ status: 409, body: { error: { code: 'location_in_use' } } });
    expect((await setAt(id, variantId, 0)).status).toBe(200);
    const deleted = await admin().delete(`/locations/${id}`);
    expect(deleted.status).toBe(204);
    expect((await admin().get(`/locations/${id}`)).status).toBe(404);
  });
});

describe('when stock is set per location', () => {
  it('then a variant’s stock is the sum over locations that ship online orders; each change a ledger row', async () => {
    const { productId, variantId } = await apiProduct(4);
    const defaultId = await defaultLocationId();
    const warehouse = await newLocation({ name: 'North', priority: 1 });
    const shop = await newLocation({ name: 'Shop', kind: 'shop', priority: 2, fulfilsOnlineOrders: false });
    const north = await setAt(warehouse, variantId, 6);
    expectContract('adminAdjustLocationStock', north, 200);
    expect(north.body).toMatchObject({ onHand: 10, locationId: warehouse, locationOnHand: 6 });
    expect(north.body.ledgerEntry).toMatchObject({ delta: 6, locationId: warehouse, locationStockAfter: 6 });
    const floor = await admin().post(`/locations/${shop}/stock`, { variantId, delta: 5, reason: 'delivery' }, key());
    expect(floor.body).toMatchObject({ onHand: 10, locationOnHand: 5 });
    const event = await queryOne<{ payload: { data: { object: Record<string, unknown> } } }>(
      em(),
      `SELECT payload FROM events WHERE store_id = ? AND type = 'inventory.updated'
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [store.storeId],
    );
    expect(JSON.stringify(event?.payload)).toContain(shop);

    // Without a location, the adjustment lands at the default location.
    const plain = await admin().post(`/products/${productId}/stock`, { variantId, delta: -1 }, key());
    expectContract('adminAdjustStock', plain, 200);
    expect(plain.body).toMatchObject({ onHand: 9, locationId: defaultId, locationOnHand: 3 });
    const product = await admin().get(`/products/${productId}`);
    expectContract('adminGetProduct', product, 200);
    expect(product.body.variants[0].stock).toEqual({
      onHand: 9,
      reserved: 0,
      available: 9,
      tracked: true,
      locations: [
        { locationId: defaultId, onHand: 3 },
        { locationId: warehouse, onHand: 6 },
        { locationId: shop, onHand: 5 },
      ],
    });

    // The shop starts fulfilling online orders: its units join the sum; stopping takes them out again.
    const on = await admin().patch(`/locations/${shop}`, { fulfilsOnlineOrders: true }, key());
    expect(on.status).toBe(200);
    expect(await stockOf(em(), variantId)).toEqual({ onHand: 14, reserved: 0 });
    expect((await admin().patch(`/locations/${shop}`, { fulfilsOnlineOrders: false }, key())).status).toBe(200);
    expect(await stockOf(em(), variantId)).toEqual({ onHand: 9, reserved: 0 });

    const below = await admin().post(`/locations/${warehouse}/stock`, { variantId, delta: -7 }, key());
    expect(below).toMatchObject({ status: 409, body: { error: { code: 'insufficient_stock' } } });
    expect(withoutZeros(await ledgerSums(variantId))).toEqual(withoutZeros(await onHandAt(variantId)));
  });

  it('then a location cannot stop fulfilling when checkouts reserved its units', async () => {
    const { variantId } = await apiProduct(0);
    const north = await newLocation({ name: 'Reserved north', priority: 1 });
    await setAt(north, variantId, 2);
    // Held by a checkout in progress, as a submit's reservation leaves it.
    await queryRows(em(), 'UPDATE variants SET stock_reserved = 2 WHERE id = ?', [variantId]);
    const off = await admin().patch(`/locations/${north}`, { fulfilsOnlineOrders: false }, key());
    expect(off).toMatchObject({ status: 409, body: { error: { code: 'insufficient_stock' } } });
    expect(await stockOf(em(), variantId)).toEqual({ onHand: 2, reserved: 2 });
  });
});

describe('when 200 carts submit at once for the 5 units spread over 3 locations', () => {
  it('then exactly 5 orders are paid, every location ends at 0 and the ledger per location adds up', async () => {
    const { productId, variantId } = await apiProduct(2);
    const second = await newLocation({ name: 'Race 2', priority: 1 });
    const third = await newLocation({ name: 'Race 3', priority: 2 });
    await setAt(second, variantId, 2);
    await setAt(third, variantId, 1);
    expect(await stockOf(em(), variantId)).toEqual({ onHand: 5, reserved: 0 });
    const carts = await Promise.all(
      Array.from({ length: 200 }, () => makeReadyCart(em(), store, [{ productId, variantId, quantity: 1 }])),
    );
    const results = await Promise.all(carts.map((c) => submit(h.baseUrl, store, c.token, card)));
    // On a busy machine a checkout can outlast the submit's bound: its 202 is settled by the cart's end state.
    const cartIds = carts.map((c) => c.cartId);
    await waitFor(async () => {
      const row = await queryOne<{ n: number }>(
        em(),
        `SELECT count(*)::int AS n FROM carts WHERE id IN (?) AND status IN ('completed', 'open')`,
        [cartIds],
      );
      return row?.n === 200;
    });
    expect(await completedCarts(em(), cartIds)).toBe(5);
    for (const r of results.filter((r) => r.status === 409))
      expect(r.body.error).toMatchObject({ code: 'cart_item_out_of_stock', details: { variantId } });
    await waitFor(async () => (await stockOf(em(), variantId)).reserved === 0);
    expect(await stockOf(em(), variantId)).toEqual({ onHand: 0, reserved: 0 });
    expect(withoutZeros(await onHandAt(variantId))).toEqual({});
    const allocated = await queryOne<{ sum: number }>(
      em(),
      'SELECT sum(quantity)::int AS sum FROM stock_allocations WHERE variant_id = ?',
      [variantId],
    );
    expect(allocated?.sum).toBe(5);
    expect(withoutZeros(await ledgerSums(variantId))).toEqual({});
  });
});

async function waitFor(check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('condition never held');
}

describe('when a paid order is allocated by the store’s strategy', () => {
  async function twoLocationProduct() {
    const { productId, variantId } = await apiProduct(0);
    const first = await newLocation({ name: 'First', priority: 1 });
    const second = await newLocation({ name: 'Second', priority: 2 });
    await setAt(first, variantId, 2);
    await setAt(second, variantId, 5);
    return { productId, variantId, first, second };
  }

  async function paidOrder(productId: string, variantId: string, quantity: number) {
    const cart = await makeReadyCart(em(), store, [{ productId, variantId, quantity }]);
    const res = await submit(h.baseUrl, store, cart.token, card);
    expect(res.status).toBe(201);
    return res.body.id as string;
  }

  afterEach(async () => {
    await admin().put('/inventory-settings', { allocationStrategy: 'priority' }, key());
  });

  it('then by priority each line takes from the first locations, and staff can move it before fulfilment', async () => {
    const { productId, variantId, first, second } = await twoLocationProduct();
    const orderId = await paidOrder(productId, variantId, 3);
    const res = await admin().get(`/orders/${orderId}/allocations`);
    expectContract('adminListOrderAllocations', res, 200);
    expect(res.body.data).toEqual([
      { variantId, locationId: first, quantity: 2, fulfilledQuantity: 0 },
      { variantId, locationId: second, quantity: 1, fulfilledQuantity: 0 },
    ]);
    expect(await onHandAt(variantId)).toMatchObject({ [first]: 0, [second]: 4 });

    const moved = await admin().post(
      `/orders/${orderId}/allocations`,
      { variantId, fromLocationId: first, toLocationId: second, quantity: 2 },
      key(),
    );
    expectContract('adminReallocateOrderStock', moved, 200);
    expect(moved.body.data).toEqual([{ variantId, locationId: second, quantity: 3, fulfilledQuantity: 0 }]);
    expect(await onHandAt(variantId)).toMatchObject({ [first]: 2, [second]: 2 });
    expect(await stockOf(em(), variantId)).toEqual({ onHand: 4, reserved: 0 });
    expect(withoutZeros(await ledgerSums(variantId))).toEqual(withoutZeros(await onHandAt(variantId)));

    const tooMany = await admin().post(
      `/orders/${orderId}/allocations`,
      { variantId, fromLocationId: second, toLocationId: first, quantity: 4 },
      key(),
    );
    expect(tooMany).toMatchObject({ status: 409, body: { error: { code: 'insufficient_stock' } } });
    const foreign = await admin().post(
      `/orders/${orderId}/allocations`,
      { variantId, fromLocationId: second, toLocationId: 'loc_doesnotexist', quantity: 1 },
      key(),
    );
    expect(foreign).toMatchObject({ status: 404, body: { error: { code: 'resource_not_found' } } });

    expect((await admin().post(`/orders/${orderId}/fulfil`, {}, key())).status).toBe(200);
    const afterFulfilment = await admin().post(
      `/orders/${orderId}/allocations`,
      { variantId, fromLocationId: second, toLocationId: first, quantity: 1 },
      key(),
    );
    expect(afterFulfilment).toMatchObject({ status: 409, body: { error: { code: 'invalid_state_transition' } } });
  });

  it('then single_location_first ships the whole order from the one location that holds it', async () => {
    const settings = await admin().put('/inventory-settings', { allocationStrategy: 'single_location_first' }, key());
    expectContract('adminUpdateInventorySettings', settings, 200);
    expectContract('adminGetInventorySettings', await admin().get('/inventory-settings'), 200);
    const { productId, variantId, second } = await twoLocationProduct();
    const orderId = await paidOrder(productId, variantId, 3);
    const res = await admin().get(`/orders/${orderId}/allocations`);
    expect(res.body.data).toEqual([{ variantId, locationId: second, quantity: 3, fulfilledQuantity: 0 }]);
    const bad = await admin().put('/inventory-settings', { allocationStrategy: 'nearest' }, key());
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
  });
});

describe('when stock is transferred between locations', () => {
  it('then a draft moves nothing, shipping takes units out, receipts (partial too) land them', async () => {
    const { variantId } = await apiProduct(6);
    const from = await defaultLocationId();
    const to = await newLocation({ name: 'Transfer target', priority: 3 });
    const create = (body: Record<string, unknown>) => admin().post('/stock-transfers', body, key());
    const draft = await create({
      fromLocationId: from,
      toLocationId: to,
      note: 'shop',
      lines: [{ variantId, quantity: 4 }],
    });
    expectContract('adminCreateStockTransfer', draft, 201);
    expect(draft.body).toMatchObject({ status: 'draft', lines: [{ variantId, quantity: 4, receivedQuantity: 0 }] });
    expect(await stockOf(em(), variantId)).toEqual({ onHand: 6, reserved: 0 });
    const id = draft.body.id as string;

    const shipped = await admin().post(`/stock-transfers/${id}/ship`, undefined, key());
    expectContract('adminShipStockTransfer', shipped, 200);
    expect(shipped.body.status).toBe('in_transit');
    // In transit: at no location, so not available.
    expect(await stockOf(em(), variantId)).toEqual({ onHand: 2, reserved: 0 });

    const part = await admin().post(`/stock-transfers/${id}/receive`, { lines: [{ variantId, quantity: 1 }] }, key());
    expectContract('adminReceiveStockTransfer', part, 200);
    expect(part.body).toMatchObject({ status: 'in_transit', lines: [{ receivedQuantity: 1 }] });
    expect(await stockOf(em(), variantId)).toEqual({ onHand: 3, reserved: 0 });
    const tooMuch = await admin().post(
      `/stock-transfers/${id}/receive`,
      { lines: [{ variantId, quantity: 4 }] },
      key(),
    );
    expect(tooMuch).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
    const rest = await admin().post(`/stock-transfers/${id}/receive`, undefined, key());
    expect(rest.body).toMatchObject({ status: 'received', lines: [{ receivedQuantity: 4 }] });
    expect(await stockOf(em(), variantId)).toEqual({ onHand: 6, reserved: 0 });
    expect(await onHandAt(variantId)).toEqual({ [from]: 2, [to]: 4 });
    expect(withoutZeros(await ledgerSums(variantId))).toEqual({ [from]: 2, [to]: 4 });
    const reasons = await queryRows<{ reason: string; location_id: string; delta: number }>(
      em(),
      `SELECT reason, location_id, delta FROM stock_ledger WHERE reference = ? ORDER BY created_at, id`,
      [id],
    );
    expect(reasons).toEqual([
      { reason: 'transfer_out', location_id: from, delta: -4 },
      { reason: 'transfer_in', location_id: to, delta: 1 },
      { reason: 'transfer_in', location_id: to, delta: 3 },
    ]);
    expectContract('adminGetStockTransfer', await admin().get(`/stock-transfers/${id}`), 200);
    const listed = await admin().get('/stock-transfers');
    expectContract('adminListStockTransfers', listed, 200);
    expect(listed.body.data.map((t: { id: string }) => t.id)).toContain(id);

    for (const res of [
      await admin().post(`/stock-transfers/${id}/ship`, undefined, key()),
      await admin().post(`/stock-transfers/${id}/receive`, undefined, key()),
    ])
      expect(res).toMatchObject({ status: 409, body: { error: { code: 'invalid_state_transition' } } });
    const same = await create({ fromLocationId: to, toLocationId: to, lines: [{ variantId, quantity: 1 }] });
    expect(same).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
    const other = await makeStore(em());
    const foreign = await create({
      fromLocationId: await defaultLocationId(other.store.id),
      toLocationId: to,
      lines: [{ variantId, quantity: 1 }],
    });
    expect(foreign).toMatchObject({ status: 404, body: { error: { code: 'resource_not_found' } } });
    expect((await admin().get('/stock-transfers/trf_missing')).status).toBe(404);
    const short = await create({ fromLocationId: to, toLocationId: from, lines: [{ variantId, quantity: 5 }] });
    const shortShip = await admin().post(`/stock-transfers/${short.body.id}/ship`, undefined, key());
    expect(shortShip).toMatchObject({ status: 409, body: { error: { code: 'insufficient_stock' } } });
    expect(await onHandAt(variantId)).toEqual({ [from]: 2, [to]: 4 });
  });
});

describe('when an import sets the stock of a variant held at two locations', () => {
  it('then the change lands at the default location, and one the default cannot cover is a row problem', async () => {
    const sku = `IMP-${randomUUID().slice(0, 8)}`;
    const handle = `imported-kettle-${sku.toLowerCase()}`;
    const csv = (stock: number) =>
      `${CSV_HEADER}\n${handle},Imported kettle,,Acme,TRUE,Title,Default Title,${sku},25.00,${stock},,\n`;
    const first = await importFile(h.baseUrl, store.secretKey, csv(5));
    expect(first.finished.body).toMatchObject({ status: 'completed', productsCreated: 1 });
    const variant = await queryOne<{ id: string }>(em(), 'SELECT id FROM variants WHERE sku = ? AND store_id = ?', [
      sku,
      store.storeId,
    ]);
    const variantId = variant?.id as string;
    const from = await defaultLocationId();
    const other = await newLocation({ name: 'Import other', priority: 4 });
    await setAt(other, variantId, 3);

    const raised = await importFile(h.baseUrl, store.secretKey, csv(10));
    expect(raised.finished.body).toMatchObject({ status: 'completed', productsUpdated: 1 });
    expect(await stockOf(em(), variantId)).toEqual({ onHand: 10, reserved: 0 });
    expect(await onHandAt(variantId)).toEqual({ [from]: 7, [other]: 3 });
    expect(withoutZeros(await ledgerSums(variantId))).toEqual({ [from]: 7, [other]: 3 });

    const tooLow = await importFile(h.baseUrl, store.secretKey, csv(1));
    expect(tooLow.validated.body.problems).toEqual([
      expect.objectContaining({ line: 2, column: 'Variant Inventory Qty' }),
    ]);
    expect(await onHandAt(variantId)).toEqual({ [from]: 7, [other]: 3 });
  });
});
